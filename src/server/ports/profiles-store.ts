import type { Page, PageRequest } from '../../domain/page.ts'
import type { Profile } from '../../domain/profile.ts'
import type { ContentStats } from '../../domain/stats.ts'

/**
 * Where the people who signed in, and who of them is an admin, are kept; conventions in
 * content-stores.ts. Every adapter passes `describeProfilesStoreContract`
 * (profiles-store.contract.ts).
 */
export interface ProfilesStore {
  /** The profile with this id, or null. */
  getProfile(id: string): Promise<Profile | null>
  /**
   * Returns the stored profile for `profile.id`, storing `profile` first when there is none.
   * An existing profile keeps its is_admin and created_at; its email follows `profile.email`.
   */
  ensureProfile(profile: Profile): Promise<Profile>
  /** One page of profiles, newest `created_at` first (ties by id). */
  listProfiles(query?: PageRequest): Promise<Page<Profile>>
  /**
   * Sets is_admin and returns the profile, or null when there is none. Throws `forbidden`
   * (LAST_ADMIN_REMOVAL) when it would leave no admin; checked atomically, nothing is written then.
   */
  setAdmin(id: string, isAdmin: boolean): Promise<Profile | null>
  /**
   * Removes the profile; false when there was none. Throws `forbidden` (LAST_ADMIN_REMOVAL) when
   * it is the last admin's; checked atomically, nothing is written then.
   */
  deleteProfile(id: string): Promise<boolean>
  /** Every admin's profile (a handful), in no particular order: whom to notify. */
  listAdmins(): Promise<Profile[]>
  /** How many profiles have is_admin. */
  countAdmins(): Promise<number>
  /** How many profiles and admins there are, counted by the database. */
  countProfiles(): Promise<ContentStats['profiles']>
  /**
   * Stores `profile` as an admin (creating or updating it) only while no admin exists, checked
   * atomically. Returns the stored profile, or null when an admin already exists.
   */
  claimFirstAdmin(profile: Profile): Promise<Profile | null>
}
