/**
 * The password change behind the dashboard's dialog, done in Firebase Auth. Firebase asks for
 * a recent sign-in before it changes a password (auth/requires-recent-login), and a session
 * restored from storage is rarely recent, so the admin's current password re-authenticates
 * first: it also keeps a borrowed, unlocked laptop from locking its owner out.
 *
 * A new password revokes every token issued before it (the API verifies tokens with
 * checkRevoked), and the tokens Firebase hands back still carry the earlier sign-in time, so
 * the admin signs in afresh with the new password to keep a session the API accepts.
 */
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  updatePassword,
} from 'firebase/auth'
import { z } from 'zod'
import { ADMIN_MIN_PASSWORD_LENGTH } from '../../../domain/auth.ts'
import { messages } from '../../../domain/messages.ts'
import { getFirebaseAuth } from '../../../lib/firebase-client.ts'
import { fieldRefusal } from '../../ui/form/use-api-form.ts'

/** SPEC.md section 8: 'Error changing password' with the message or this fallback. */
export const CHANGE_PASSWORD_FALLBACK = 'Please try again later'
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct'

/**
 * The dialog's fields. Mismatch first, then length, one message at a time: the order SPEC.md
 * section 5 gives the rules in (so not the domain's ChangePasswordFormSchema, which checks the
 * length first).
 */
export const ChangePasswordFieldsSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .refine((fields) => fields.newPassword === fields.confirmPassword, {
    message: messages.newPasswordMismatch,
    path: ['confirmPassword'],
  })
  .refine((fields) => fields.newPassword.length >= ADMIN_MIN_PASSWORD_LENGTH, {
    message: messages.newPasswordTooShort,
    path: ['newPassword'],
    when: (payload) => payload.issues.length === 0,
  })
export type ChangePasswordFields = z.infer<typeof ChangePasswordFieldsSchema>

const SESSION_EXPIRED = 'Your session has expired. Please log in again, then change your password.'
const UNREACHABLE = 'Could not reach the sign-in service. Check your connection and try again.'

/** Firebase's refusals in words for the admin, with the field each concerns, where there is one. */
const REFUSALS: Record<string, readonly [field: keyof ChangePasswordFields | null, message: string]> = {
  'auth/wrong-password': ['currentPassword', WRONG_CURRENT_PASSWORD],
  'auth/invalid-credential': ['currentPassword', WRONG_CURRENT_PASSWORD],
  'auth/invalid-login-credentials': ['currentPassword', WRONG_CURRENT_PASSWORD],
  'auth/weak-password': ['newPassword', messages.newPasswordTooShort],
  'auth/too-many-requests': [null, 'Too many attempts. Please wait a few minutes and try again.'],
  'auth/network-request-failed': [null, UNREACHABLE],
  'auth/requires-recent-login': [null, SESSION_EXPIRED],
  'auth/user-token-expired': [null, SESSION_EXPIRED],
  'auth/user-mismatch': [null, SESSION_EXPIRED],
}

function describe(error: unknown): Error {
  const code = String((error as { code?: unknown } | null)?.code)
  const [field, message] = Object.hasOwn(REFUSALS, code) ? REFUSALS[code]! : [null, CHANGE_PASSWORD_FALLBACK]
  return field ? fieldRefusal(field, message) : new Error(message)
}

/**
 * Re-authenticates the signed-in admin with `currentPassword`, sets `newPassword`, then signs
 * in again with it.
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordFields): Promise<void> {
  const auth = getFirebaseAuth()
  const user = auth.currentUser
  const email = user?.email
  if (!user || !email) {
    throw new Error('Your session has ended. Please log in again.')
  }
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, currentPassword))
    await updatePassword(user, newPassword)
  } catch (error) {
    console.warn('Password change failed', error)
    throw describe(error)
  }
  try {
    await signInWithEmailAndPassword(auth, email, newPassword)
  } catch (error) {
    // The password did change; only the fresh session is missing, and the next sign-in makes one.
    console.warn('Signing in again after the password change failed', error)
  }
}
