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
import { messages } from '../../../domain/messages.ts'
import { getFirebaseAuth } from '../../../lib/firebase-client.ts'

/** SPEC.md section 8: 'Error changing password' with the message or this fallback. */
export const CHANGE_PASSWORD_FALLBACK = 'Please try again later'
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct'

export class ChangePasswordError extends Error {
  constructor(
    message: string,
    /** Which field the message belongs to, where it is one. */
    readonly field?: 'currentPassword' | 'newPassword',
  ) {
    super(message)
    this.name = 'ChangePasswordError'
  }
}

function describe(error: unknown): ChangePasswordError {
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return new ChangePasswordError(WRONG_CURRENT_PASSWORD, 'currentPassword')
    case 'auth/weak-password':
      return new ChangePasswordError(messages.newPasswordTooShort, 'newPassword')
    case 'auth/too-many-requests':
      return new ChangePasswordError('Too many attempts. Please wait a few minutes and try again.')
    case 'auth/network-request-failed':
      return new ChangePasswordError(
        'Could not reach the sign-in service. Check your connection and try again.',
      )
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
    case 'auth/user-mismatch':
      return new ChangePasswordError(
        'Your session has expired. Please log in again, then change your password.',
      )
    default:
      return new ChangePasswordError(CHANGE_PASSWORD_FALLBACK)
  }
}

/**
 * Re-authenticates the signed-in admin with `currentPassword`, sets `newPassword`, then signs
 * in again with it.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const auth = getFirebaseAuth()
  const user = auth.currentUser
  const email = user?.email
  if (!user || !email) {
    throw new ChangePasswordError('Your session has ended. Please log in again.')
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
