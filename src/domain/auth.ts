import { z } from 'zod'
import { messages } from './messages.ts'

export const MIN_PASSWORD_LENGTH = 6

export const EmailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }))

export const PasswordSchema = z
  .string({ error: messages.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .max(128, 'Keep the password under 128 characters')

/** Sign-in and registration forms. */
export const CredentialsSchema = z.object({ email: EmailSchema, password: PasswordSchema })
export type Credentials = z.infer<typeof CredentialsSchema>

/** POST /api/profiles/admins: a new account that is an admin from the start. */
export const NewAdminSchema = CredentialsSchema
export type NewAdmin = z.infer<typeof NewAdminSchema>

/** The admin register page's form, with its confirmation field. */
export const NewAdminFormSchema = CredentialsSchema.extend({
  confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, messages.confirmPasswordTooShort),
}).refine((form) => form.password === form.confirmPassword, {
  message: messages.passwordsDontMatch,
  path: ['confirmPassword'],
})
export type NewAdminForm = z.infer<typeof NewAdminFormSchema>

/** The dashboard's change-password dialog (the change itself happens in Firebase Auth). */
export const ChangePasswordFormSchema = z
  .object({
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, messages.newPasswordTooShort),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.newPasswordMismatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>
