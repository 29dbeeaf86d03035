import { z } from 'zod'
import { messages } from './messages.ts'

/**
 * The callable's refusals once an admin exists: the bootstrap is closed for good, and the page
 * says so instead of inviting another try.
 */
export const DEFAULT_ADMIN_CLOSED = {
  adminExists: 'An admin already exists. Sign in at the admin portal instead.',
  accountExists: 'The default admin account already exists. Sign in at the admin portal instead.',
} as const

/** The body of the createDefaultAdmin callable. */
export const DefaultAdminRequestSchema = z.object({
  secret: z.string({ error: messages.secretRequired }).trim().min(1, messages.secretRequired).max(512),
})
export type DefaultAdminRequest = z.infer<typeof DefaultAdminRequestSchema>

export const DefaultAdminSuccessSchema = z.object({
  message: z.string(),
  admin: z.object({ email: z.string(), password: z.string() }),
})
const DefaultAdminFailureSchema = z.object({ error: z.string() })

/** What the callable answers: a response carrying `error` is a failure (SPEC.md section 8). */
export const DefaultAdminResultSchema = z.union([DefaultAdminSuccessSchema, DefaultAdminFailureSchema])
export type DefaultAdminResult = z.infer<typeof DefaultAdminResultSchema>
