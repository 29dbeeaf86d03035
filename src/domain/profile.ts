import { z } from 'zod'
import { NextCursorSchema } from './page.ts'
import { TimestampSchema } from './text.ts'

/** A signed-in person's record; `id` equals their Firebase Auth uid. */
export const ProfileSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  /** The only source of admin rights, read by the API on every privileged request. */
  is_admin: z.boolean(),
  created_at: TimestampSchema,
})
export type Profile = z.infer<typeof ProfileSchema>

/** How the API sees the caller. A user becomes "verified" once their e-mail is confirmed. */
export const ROLES = ['user', 'verified', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** GET /api/profiles/me: the caller's profile and what the server thinks they are. */
export const MeSchema = ProfileSchema.extend({
  email_verified: z.boolean(),
  role: z.enum(ROLES),
  /**
   * The account still has the password someone else chose for it (the set-up page's, or the
   * one an admin typed on Create Admin): the dashboard asks them to change it.
   */
  password_given: z.boolean().default(false),
})
export type Me = z.infer<typeof MeSchema>

export const ProfilePatchSchema = z.object({
  is_admin: z.boolean({ error: 'Say whether the user should be an admin (true or false)' }),
})
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>

export const SELF_ADMIN_REMOVAL = 'You cannot remove your own admin rights'
export const LAST_ADMIN_REMOVAL = 'The last admin cannot be removed'

export const ProfileResponseSchema = z.object({ profile: ProfileSchema })
export const ProfilePageResponseSchema = z.object({
  profiles: z.array(ProfileSchema),
  next: NextCursorSchema,
})
