import { AppError } from '../../domain/api-error.ts'
import type { Profile } from '../../domain/profile.ts'
import { canDeleteAccounts, canDeleteOwnAccount, enforce, signedIn, type Actor } from '../policy/policy.ts'
import type { GalleryService } from './gallery-service.ts'
import { PROFILE_NOT_FOUND } from './profiles-service.ts'
import type { DepsWith } from './service-deps.ts'

const ACCOUNTS_CANNOT_BE_DELETED = 'Accounts cannot be deleted on this server.'

/**
 * Deleting an account, on the person's request or by an admin (the privacy policy: "Accounts:
 * until you ask us to delete your account"): the sign-in account first, so nobody can use it
 * while the rest goes; then their unpublished photos with their files (published ones stay,
 * without an author); then the profile. Each step can be run again, so a deletion that stopped
 * half-way is finished by trying again (an admin's, once no longer an admin, by any admin).
 */
export function createAccountsService({
  stores,
  deleteAuthUser,
  logger,
  gallery,
  audit,
}: DepsWith<'profiles'> & { gallery: Pick<GalleryService, 'forgetAuthor'> }) {
  async function deleteAccount(id: string): Promise<Profile> {
    const profile = await stores.profiles.getProfile(id)
    if (!profile) throw new AppError('not_found', PROFILE_NOT_FOUND)
    if (!deleteAuthUser) throw new Error(ACCOUNTS_CANNOT_BE_DELETED)
    // An admin is first taken off the admins, with the store's atomic last-admin check, before
    // anything is deleted: two admins deleting each other at once (or one taking the other's
    // right away meanwhile) could both pass a count read beforehand, and both sign-ins would go.
    if (profile.is_admin && !(await stores.profiles.setAdmin(id, false))) {
      throw new AppError('not_found', PROFILE_NOT_FOUND)
    }
    await deleteAuthUser(id)
    await gallery.forgetAuthor(id)
    if (!(await stores.profiles.deleteProfile(id)))
      logger.warn(`Profile ${id} was already gone when its account was deleted`)
    return profile
  }

  /** An account deleted by an admin. An admin's e-mail is the log's to keep; a customer's goes with their account. */
  const recordDeleted = (actor: Actor, profile: Profile) =>
    audit.record(actor, {
      kind: 'account',
      action: 'deleted',
      target: {
        type: 'account',
        id: profile.id,
        label: profile.is_admin ? profile.email : 'Customer account',
      },
      summary: profile.is_admin ? 'Admin account deleted' : 'Account deleted',
    })

  return {
    /** An admin deletes someone's account (their own too, while another admin remains). */
    async remove(actor: Actor, id: string): Promise<void> {
      enforce(canDeleteAccounts(actor))
      await recordDeleted(actor, await deleteAccount(id))
    },

    /** The signed-in person deletes their own account; an admin's leaving is logged. */
    async removeOwn(actor: Actor): Promise<void> {
      enforce(canDeleteOwnAccount(actor))
      const profile = await deleteAccount(signedIn(actor).uid)
      if (profile.is_admin) await recordDeleted(actor, profile)
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
