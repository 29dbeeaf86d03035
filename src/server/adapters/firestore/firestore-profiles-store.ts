import type { Firestore, Transaction } from 'firebase-admin/firestore'
import { AppError } from '../../../domain/api-error.ts'
import { LAST_ADMIN_REMOVAL, ProfileSchema, type Profile } from '../../../domain/profile.ts'
import type { ProfilesStore } from '../../ports/profiles-store.ts'
import { NEWEST_FIRST } from '../page-cursor.ts'
import { readable, storable } from '../stored-records.ts'
import {
  collectionOf,
  countOf,
  readDoc,
  readPage,
  recordReader,
  ref,
  storedDocument,
  storedRef,
  type FirestoreStoreOptions,
} from './firestore-collections.ts'
import { createCounter } from './firestore-counters.ts'

const toProfile = recordReader(ProfileSchema)

/** What a new profile is stored as: profiles/{uid}. An admin is also listed in meta/admins (below). */
export const newProfileDocument = (profile: Profile) => storedDocument('profiles', profile)

const withAdmin = (ids: string[], id: string, isAdmin: boolean) =>
  isAdmin ? [...new Set([...ids, id])] : ids.filter((existing) => existing !== id)

/**
 * The ProfilesStore on Firestore: profiles/{uid}; meta/admins = {ids}: the admin ids, changed in
 * the same transaction as the profiles, so the last-admin guard and claimFirstAdmin read one
 * document and cannot race (a count query inside a transaction is not documented to lock
 * against new admins); meta/profile_counts = {total}, changed with every profile created or deleted.
 */
export function createFirestoreProfilesStore(
  db: Firestore,
  options: FirestoreStoreOptions = {},
): ProfilesStore {
  const profiles = collectionOf(db, options, 'profiles')
  const adminsRef = collectionOf(db, options, 'meta').doc('admins')
  const counts = createCounter(db, options, 'profile_counts', { total: profiles })

  /**
   * The admin ids inside a transaction. A database written before meta/admins existed (or by
   * hand) falls back to the profiles themselves, and the next write stores the list.
   */
  async function adminIds(tx: Transaction): Promise<string[]> {
    const snapshot = await tx.get(adminsRef)
    if (snapshot.exists) return (snapshot.get('ids') as string[] | undefined) ?? []
    const admins = await tx.get(profiles.where('is_admin', '==', true))
    return admins.docs.map((doc) => String(doc.get('id')))
  }

  async function countAdmins(): Promise<number> {
    const snapshot = await adminsRef.get()
    if (snapshot.exists) return ((snapshot.get('ids') as string[] | undefined) ?? []).length
    return countOf(profiles.where('is_admin', '==', true))
  }

  return {
    async getProfile(id) {
      return readDoc(profiles, id, toProfile)
    },
    async ensureProfile(profile) {
      // Read first, outside a transaction: this runs on every signed-in request and almost
      // always finds the profile as it is.
      const existing = await readDoc(profiles, profile.id, toProfile)
      if (existing && existing.email === profile.email) return existing
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(profiles, profile.id))
        if (snapshot.exists) {
          const updated = storable(ProfileSchema, { ...toProfile(snapshot), email: profile.email })
          tx.update(snapshot.ref, { email: profile.email })
          return updated
        }
        storable(ProfileSchema, profile)
        if (profile.is_admin) tx.set(adminsRef, { ids: withAdmin(await adminIds(tx), profile.id, true) })
        const document = newProfileDocument(profile)
        tx.create(storedRef(db, options, document), document.data)
        counts.add(tx, { total: 1 })
        return profile
      })
    },
    async listProfiles(request = {}) {
      return readPage(
        {
          list: 'profiles',
          kind: 'profile',
          schema: ProfileSchema,
          query: profiles,
          order: NEWEST_FIRST,
          toRecord: toProfile,
        },
        request,
      )
    },
    async setAdmin(id, isAdmin) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(profiles, id))
        if (!snapshot.exists) return null
        const profile = toProfile(snapshot)
        const ids = await adminIds(tx)
        if (profile.is_admin && !isAdmin && ids.filter((admin) => admin !== id).length === 0) {
          throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
        }
        tx.update(snapshot.ref, { is_admin: isAdmin })
        tx.set(adminsRef, { ids: withAdmin(ids, id, isAdmin) })
        return { ...profile, is_admin: isAdmin }
      })
    },
    countAdmins,
    async countProfiles() {
      const [{ total }, admins] = await Promise.all([counts.read(), countAdmins()])
      return { total, admins }
    },
    async listAdmins() {
      const marker = await adminsRef.get()
      const ids = marker.exists ? ((marker.get('ids') as string[] | undefined) ?? []) : null
      const docs =
        ids === null
          ? (await profiles.where('is_admin', '==', true).get()).docs
          : ids.length === 0
            ? []
            : (await db.getAll(...ids.map((id) => ref(profiles, id)))).filter((doc) => doc.exists)
      return readable('profile', ProfileSchema, docs, toProfile)
    },
    async deleteProfile(id) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(profiles, id))
        if (!snapshot.exists) return false
        const ids = await adminIds(tx)
        if (toProfile(snapshot).is_admin) {
          if (ids.filter((admin) => admin !== id).length === 0)
            throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
          tx.set(adminsRef, { ids: withAdmin(ids, id, false) })
        }
        tx.delete(snapshot.ref)
        counts.add(tx, { total: -1 })
        return true
      })
    },
    async claimFirstAdmin(profile) {
      return db.runTransaction(async (tx) => {
        if ((await adminIds(tx)).length > 0) return null
        const snapshot = await tx.get(ref(profiles, profile.id))
        const stored: Profile = snapshot.exists
          ? { ...toProfile(snapshot), email: profile.email, is_admin: true }
          : { ...profile, is_admin: true }
        tx.set(snapshot.ref, storable(ProfileSchema, stored))
        tx.set(adminsRef, { ids: [profile.id] })
        if (!snapshot.exists) counts.add(tx, { total: 1 })
        return stored
      })
    },
  }
}
