import type { DatabaseSync } from 'node:sqlite'
import { AppError } from '../../../domain/api-error.ts'
import { LAST_ADMIN_REMOVAL, ProfileSchema, type Profile } from '../../../domain/profile.ts'
import type { ProfilesStore } from '../../ports/profiles-store.ts'
import { NEWEST_FIRST } from '../page-cursor.ts'
import { readable, storable } from '../stored-records.ts'
import { rowReader, sqliteConnection } from './sqlite-connection.ts'
import { transaction } from './transaction.ts'

const toProfile = rowReader(ProfileSchema, { flags: ['is_admin'] })

/** The ProfilesStore on the `profiles` table; the last-admin guards run in one transaction each. */
export function createSqliteProfilesStore(db: DatabaseSync): ProfilesStore {
  const { all, run, readPage, byId, count } = sqliteConnection(db)
  const getProfile = (id: string) => byId('profiles', id, toProfile)
  const countAdmins = () => count('SELECT count(*) AS n FROM profiles WHERE is_admin = 1')

  return {
    async getProfile(id) {
      return getProfile(id)
    },
    async ensureProfile(profile) {
      // Read first: this runs on every signed-in request and almost always finds the row as it is.
      const existing = getProfile(profile.id)
      if (existing && existing.email === profile.email) return existing
      storable(ProfileSchema, existing ? { ...existing, email: profile.email } : profile)
      run(
        `INSERT INTO profiles (id, email, is_admin, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET email = excluded.email`,
        profile.id,
        profile.email,
        profile.is_admin ? 1 : 0,
        profile.created_at,
      )
      return getProfile(profile.id) as Profile
    },
    async listProfiles(request = {}) {
      return readPage(
        {
          list: 'profiles',
          kind: 'profile',
          schema: ProfileSchema,
          table: 'profiles',
          order: NEWEST_FIRST,
          where: [],
          toRecord: toProfile,
        },
        request,
      )
    },
    async setAdmin(id, isAdmin) {
      return transaction(db, () => {
        const profile = getProfile(id)
        if (!profile) return null
        if (profile.is_admin && !isAdmin && countAdmins() <= 1) {
          throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
        }
        run('UPDATE profiles SET is_admin = ? WHERE id = ?', isAdmin ? 1 : 0, id)
        return { ...profile, is_admin: isAdmin }
      })
    },
    async countAdmins() {
      return countAdmins()
    },
    async countProfiles() {
      return { total: count('SELECT count(*) AS n FROM profiles'), admins: countAdmins() }
    },
    async listAdmins() {
      return readable('profile', ProfileSchema, all('SELECT * FROM profiles WHERE is_admin = 1'), toProfile)
    },
    async deleteProfile(id) {
      return transaction(db, () => {
        const profile = getProfile(id)
        if (!profile) return false
        if (profile.is_admin && countAdmins() <= 1) throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
        run('DELETE FROM profiles WHERE id = ?', id)
        return true
      })
    },
    async claimFirstAdmin(profile) {
      return transaction(db, () => {
        if (countAdmins() > 0) return null
        storable(ProfileSchema, profile)
        run(
          `INSERT INTO profiles (id, email, is_admin, created_at) VALUES (?, ?, 1, ?)
           ON CONFLICT (id) DO UPDATE SET email = excluded.email, is_admin = 1`,
          profile.id,
          profile.email,
          profile.created_at,
        )
        return getProfile(profile.id)
      })
    },
  }
}
