import type { Auth } from 'firebase-admin/auth'
import { AppError } from '../../../domain/api-error.ts'
import { messages } from '../../../domain/messages.ts'
import type {
  CreateAuthUser,
  DeleteAuthUser,
  LookupEmailVerified,
  LookupPasswordUnchanged,
  VerifyIdToken,
} from '../../ports/identity.ts'

function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * No account has this uid: there is none, or it is not one Auth could give (over 128
 * characters, which firebase-admin refuses before asking).
 */
const noSuchAccount = (error: unknown) =>
  ['auth/user-not-found', 'auth/invalid-uid'].includes(authErrorCode(error) ?? '')

/** The custom claim that marks an account made with a password someone else chose. */
const PASSWORD_GIVEN = 'password_given'

/**
 * The identity port on firebase-admin's Auth (the real service, or the auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set). Maps Firebase's error codes to AppError codes.
 */
export function createFirebaseIdentity(auth: Auth): {
  verifyIdToken: VerifyIdToken
  createAuthUser: CreateAuthUser
  deleteAuthUser: DeleteAuthUser
  lookupEmailVerified: LookupEmailVerified
  lookupPasswordUnchanged: LookupPasswordUnchanged
} {
  return {
    async verifyIdToken(token) {
      // checkRevoked: a disabled or signed-out-everywhere account stops working at once.
      const decoded = await auth.verifyIdToken(token, true)
      return {
        uid: decoded.uid,
        email: decoded.email,
        email_verified: decoded.email_verified,
        ...(decoded[PASSWORD_GIVEN] === true ? { password_given: true } : {}),
      }
    },
    async createAuthUser({ email, password }) {
      try {
        const user = await auth.createUser({ email, password, emailVerified: true })
        // Before the first sign-in, so the account's first token carries it.
        await auth.setCustomUserClaims(user.uid, { [PASSWORD_GIVEN]: true })
        return { uid: user.uid, email: user.email ?? email }
      } catch (error) {
        const code = authErrorCode(error)
        if (code === 'auth/email-already-exists') {
          throw new AppError('conflict', 'An account with this email already exists', { cause: error })
        }
        if (code === 'auth/invalid-email') {
          throw new AppError('validation_failed', 'Please enter a valid email address', { cause: error })
        }
        if (code === 'auth/invalid-password') {
          // Only admin accounts are made here (the register-admin page).
          throw new AppError('validation_failed', messages.adminPasswordTooShort, { cause: error })
        }
        throw error
      }
    },
    async deleteAuthUser(uid) {
      try {
        await auth.deleteUser(uid)
      } catch (error) {
        if (!noSuchAccount(error)) throw error
      }
    },
    async lookupEmailVerified(uid) {
      try {
        return (await auth.getUser(uid)).emailVerified
      } catch (error) {
        if (noSuchAccount(error)) return null
        throw error
      }
    },
    async lookupPasswordUnchanged(uid) {
      try {
        const user = await auth.getUser(uid)
        // Both to the second, a second apart at most when the account is made; a password
        // change moves the cut-off to the moment of the change.
        const cutOff = Date.parse(user.tokensValidAfterTime ?? '')
        return !(cutOff > Date.parse(user.metadata.creationTime) + 1000)
      } catch (error) {
        if (noSuchAccount(error)) return null
        throw error
      }
    },
  }
}
