import { z } from 'zod'
import {
  ADMIN_MIN_PASSWORD_LENGTH,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  NEW_ACCOUNT_MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
  SIGN_IN_MIN_PASSWORD_LENGTH,
} from './credentials.ts'
import { messages } from './messages.ts'

export { ADMIN_MIN_PASSWORD_LENGTH } from './credentials.ts'

export const EmailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .max(MAX_EMAIL_LENGTH, messages.invalidEmail)
  .regex(EMAIL_PATTERN, messages.invalidEmail)

function passwordOf(minLength: number, tooShort: string) {
  return z.string({ error: tooShort }).min(minLength, tooShort).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG)
}

/** The sign-in forms. */
export const CredentialsSchema = z.object({
  email: EmailSchema,
  password: passwordOf(SIGN_IN_MIN_PASSWORD_LENGTH, messages.passwordTooShort),
})
export type Credentials = z.infer<typeof CredentialsSchema>

/** The public registration form (Firebase Auth's password policy holds the same line in production). */
export const RegistrationSchema = z.object({
  email: EmailSchema,
  password: passwordOf(NEW_ACCOUNT_MIN_PASSWORD_LENGTH, messages.newAccountPasswordTooShort),
})

const AdminPasswordSchema = passwordOf(ADMIN_MIN_PASSWORD_LENGTH, messages.adminPasswordTooShort)

/** POST /api/profiles/admins: a new account that is an admin from the start. */
export const NewAdminSchema = z.object({ email: EmailSchema, password: AdminPasswordSchema })
export type NewAdmin = z.infer<typeof NewAdminSchema>

/** The admin register page's form, with its confirmation field. */
export const NewAdminFormSchema = NewAdminSchema.extend({
  confirmPassword: z.string().min(ADMIN_MIN_PASSWORD_LENGTH, messages.confirmPasswordTooShort),
}).refine((form) => form.password === form.confirmPassword, {
  message: messages.passwordsDontMatch,
  path: ['confirmPassword'],
})
export type NewAdminForm = z.infer<typeof NewAdminFormSchema>

/** The dashboard's change-password dialog (the change itself happens in Firebase Auth). */
export const ChangePasswordFormSchema = z
  .object({
    newPassword: z.string().min(ADMIN_MIN_PASSWORD_LENGTH, messages.newPasswordTooShort),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.newPasswordMismatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>
