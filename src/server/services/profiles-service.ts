import type { Page, PageRequest } from '../../domain/page.ts'
import { AppError } from '../../domain/api-error.ts'
import type { NewAdmin } from '../../domain/auth.ts'
import type { Me, Profile } from '../../domain/profile.ts'
import {
  canCreateAdmin,
  canGrantAdmin,
  canListProfiles,
  canReadOwnProfile,
  canRemoveAdmin,
  enforce,
  signedIn,
  type Actor,
} from '../policy/policy.ts'
import type { DepsWith } from './service-deps.ts'

export const PROFILE_NOT_FOUND = 'This user no longer exists. Refresh and try again.'
const ADMIN_NEEDS_CONFIRMED_EMAIL =
  'Only an account with a confirmed e-mail address can be made an admin. Ask them to confirm their e-mail first.'

export function createProfilesService({
  stores,
  createAuthUser,
  deleteAuthUser,
  lookupEmailVerified,
  lookupPasswordUnchanged,
  now,
  logger,
  audit,
}: DepsWith<'profiles'>) {
  return {
    /** The caller's own profile and role, as the server sees them right now. */
    async me(actor: Actor): Promise<Me> {
      enforce(canReadOwnProfile(actor))
      const { profile, kind, emailVerified, passwordGiven } = signedIn(actor)
      // Asked of the identity provider only for the few accounts made with a given password.
      const givenStill = passwordGiven === true && (await lookupPasswordUnchanged?.(profile.id)) === true
      return { ...profile, email_verified: emailVerified, role: kind, password_given: givenStill }
    },

    /** A page of accounts, newest first. */
    async list(actor: Actor, request: PageRequest = {}): Promise<Page<Profile>> {
      enforce(canListProfiles(actor))
      return stores.profiles.listProfiles(request)
    },

    /** Every admin (a handful), oldest first: whom the activity log's person filter offers. */
    async admins(actor: Actor): Promise<Profile[]> {
      enforce(canListProfiles(actor))
      const admins = await stores.profiles.listAdmins()
      return admins.toSorted((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    },

    async setAdmin(actor: Actor, id: string, isAdmin: boolean): Promise<Profile> {
      enforce(canGrantAdmin(actor))
      if (isAdmin) {
        // Admin rights go to a person who proved they read that mailbox, not to an address
        // anyone could have typed at registration.
        const verified = await lookupEmailVerified(id)
        if (verified === null) throw new AppError('not_found', PROFILE_NOT_FOUND)
        if (!verified) throw new AppError('conflict', ADMIN_NEEDS_CONFIRMED_EMAIL)
      } else {
        const target = await stores.profiles.getProfile(id)
        if (!target) throw new AppError('not_found', PROFILE_NOT_FOUND)
        enforce(canRemoveAdmin(actor, target, await stores.profiles.countAdmins()))
      }
      // The store re-checks the last-admin rule atomically, for two removals racing each other.
      const updated = await stores.profiles.setAdmin(id, isAdmin)
      if (!updated) throw new AppError('not_found', PROFILE_NOT_FOUND)
      await audit.record(actor, {
        kind: 'account',
        action: isAdmin ? 'made admin' : 'admin removed',
        target: { type: 'account', id, label: updated.email },
        summary: isAdmin ? 'Role: user → admin' : 'Role: admin → user',
      })
      return updated
    },

    /** A new account that is an admin from the start (the admin register page). */
    async createAdmin(actor: Actor, input: NewAdmin): Promise<Profile> {
      enforce(canCreateAdmin(actor))
      const user = await createAuthUser({ email: input.email, password: input.password })
      try {
        await stores.profiles.ensureProfile({
          id: user.uid,
          email: user.email,
          is_admin: false,
          created_at: now().toISOString(),
        })
        const profile = await stores.profiles.setAdmin(user.uid, true)
        if (!profile) throw new Error(`Profile ${user.uid} vanished while being made admin`)
        await audit.record(actor, {
          kind: 'account',
          action: 'admin created',
          target: { type: 'account', id: profile.id, label: profile.email },
          summary: 'New account with the admin role',
        })
        return profile
      } catch (error) {
        // Do not leave an account behind that nobody asked for without its admin right.
        if (deleteAuthUser) {
          await deleteAuthUser(user.uid).catch((cleanup: unknown) =>
            logger.error(`Could not delete half-created account ${user.uid}`, cleanup),
          )
        }
        throw error
      }
    },
  }
}

export type ProfilesService = ReturnType<typeof createProfilesService>
