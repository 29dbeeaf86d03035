/**
 * Signing in, registering and re-sending the confirmation e-mail, for the /login and
 * /register form and the landing page's sign-in panel. Importing this module loads the
 * Firebase SDK, so callers import it on demand (when the form mounts, or on submit).
 *
 * No answer here tells a stranger whether an account exists (DESIGN.md section 4): a wrong
 * password and an unknown address read the same, and registering an address that is already
 * taken looks like any other registration. See docs/decisions/009-auth-flows.md.
 */
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type ActionCodeSettings,
  type User,
} from 'firebase/auth'
import { messages } from '../domain/messages.ts'
import { api, describeApiError } from './api-client.ts'
import { writeAuthHint } from './auth-hint.ts'
import { getFirebaseAuth } from './firebase-client.ts'
import { authEmulatorUrl, firebaseConfig } from './firebase-config.ts'
import { signInContinueUrl } from './sign-in-notice.ts'

export { watchSession } from './firebase-client.ts'

export const authMessages = {
  /** One message for a wrong password and an unknown address alike. */
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please confirm your email address before signing in',
  alreadyVerified: 'Your email address is already confirmed. You can sign in now.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  network: 'Could not reach the sign-in service. Check your connection and try again.',
  /** SPEC.md section 8's fallback for 'Authentication error'. */
  fallback: 'An error occurred during authentication',
  confirmationNotSent:
    'Your account was created, but the confirmation email could not be sent. Sign in to send it again.',
} as const

export type SignInResult =
  | { status: 'signed-in'; email: string; role: 'user' | 'admin' }
  | { status: 'unverified' }
  | { status: 'failed'; message: string }

export type ResendResult =
  { status: 'sent' } | { status: 'already-verified' } | { status: 'failed'; message: string }

export type RegisterResult = { status: 'created' } | { status: 'failed'; message: string }

export type ResetRequestResult = { status: 'requested' } | { status: 'failed'; message: string }

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : ''
}

/** The text for a Firebase Auth failure; never says which half of the credentials was wrong. */
export function describeAuthError(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/user-disabled':
      return authMessages.invalidCredentials
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return messages.invalidEmail
    case 'auth/missing-password':
      return messages.passwordTooShort
    // Only registration sets a password here, and it asks for the new-account length.
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return messages.newAccountPasswordTooShort
    case 'auth/too-many-requests':
      return authMessages.tooManyAttempts
    case 'auth/network-request-failed':
      return authMessages.network
    default:
      return authMessages.fallback
  }
}

/**
 * Where the confirmation link leads once the address is confirmed: the sign-in page, which
 * then says so (lib/sign-in-notice.ts).
 */
function confirmationSettings(): ActionCodeSettings {
  return { url: signInContinueUrl('/login', 'email-confirmed', location.origin) }
}

async function signOutQuietly(): Promise<void> {
  try {
    await firebaseSignOut(getFirebaseAuth())
  } catch {
    // Signing out only clears local state; it cannot meaningfully fail.
  }
  writeAuthHint(null)
}

/**
 * Signs in with e-mail and password. An unconfirmed account is signed out again at once. With
 * `adminOnly` (the admin portal), anyone the API does not report as an admin is signed out
 * and refused. On success the header hint is written from the role the API reports.
 */
export async function signIn(
  email: string,
  password: string,
  { adminOnly = false }: { adminOnly?: boolean } = {},
): Promise<SignInResult> {
  let user: User
  try {
    user = (await signInWithEmailAndPassword(getFirebaseAuth(), email, password)).user
  } catch (error) {
    return { status: 'failed', message: describeAuthError(error) }
  }
  if (!user.emailVerified) {
    await signOutQuietly()
    return { status: 'unverified' }
  }
  const signedInEmail = user.email ?? email
  let role: 'user' | 'admin' = 'user'
  try {
    role = (await api.profiles.me()).role === 'admin' ? 'admin' : 'user'
  } catch (error) {
    // The header hint may fall back to "user"; the admin portal must hear it from the server.
    if (adminOnly) {
      await signOutQuietly()
      return { status: 'failed', message: describeApiError(error, authMessages.fallback) }
    }
  }
  if (adminOnly && role !== 'admin') {
    await signOutQuietly()
    return { status: 'failed', message: messages.adminRequired }
  }
  writeAuthHint({ role, email: signedInEmail })
  return { status: 'signed-in', email: signedInEmail, role }
}

/**
 * Sends a new confirmation e-mail to an unconfirmed account. Needs the password because only
 * the signed-in account may ask; it is signed out again afterwards either way.
 */
export async function resendConfirmation(email: string, password: string): Promise<ResendResult> {
  try {
    const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email, password)
    if (user.emailVerified) return { status: 'already-verified' }
    await sendEmailVerification(user, confirmationSettings())
    return { status: 'sent' }
  } catch (error) {
    return { status: 'failed', message: describeAuthError(error) }
  } finally {
    await signOutQuietly()
  }
}

/**
 * Creates the account, sends the confirmation e-mail and signs the new account out: nobody is
 * signed in until they have confirmed. An address that is already registered gets the same
 * answer; if its owner typed the right password and never confirmed, a new link goes out.
 */
export async function register(email: string, password: string): Promise<RegisterResult> {
  const auth = getFirebaseAuth()
  try {
    const { user } = await createUserWithEmailAndPassword(auth, email, password)
    try {
      await sendEmailVerification(user, confirmationSettings())
    } catch {
      return { status: 'failed', message: authMessages.confirmationNotSent }
    }
    return { status: 'created' }
  } catch (error) {
    if (errorCode(error) !== 'auth/email-already-in-use') {
      return { status: 'failed', message: describeAuthError(error) }
    }
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password)
      if (!user.emailVerified) await sendEmailVerification(user, confirmationSettings())
    } catch {
      // Wrong password for someone else's address: nothing to send, and nothing to say.
    }
    return { status: 'created' }
  } finally {
    await signOutQuietly()
  }
}

/**
 * Asks Firebase Auth to e-mail a password-reset link to `email`; the link's page (Firebase's
 * own) leads back to `signInPath` once the new password is set, and that page says so. An unknown address reads
 * exactly like a known one, so the answer never tells whether an account exists (DESIGN.md
 * section 4): Firebase itself says nothing when e-mail enumeration protection is on, and the
 * "no such user" it gives otherwise is treated as sent.
 */
export async function requestPasswordReset(
  email: string,
  signInPath: '/login' | '/admin/login',
): Promise<ResetRequestResult> {
  try {
    await sendPasswordResetEmail(getFirebaseAuth(), email, {
      url: signInContinueUrl(signInPath, 'password-changed', location.origin),
    })
  } catch (error) {
    // Said only of an existing account, so they read as sent too.
    if (!['auth/user-not-found', 'auth/user-disabled'].includes(errorCode(error))) {
      return { status: 'failed', message: describeAuthError(error) }
    }
  }
  return { status: 'requested' }
}

/** The Auth emulator's list of the links it "sent"; null outside the local stack. */
export const localOobCodesUrl = authEmulatorUrl
  ? `${authEmulatorUrl}/emulator/v1/projects/${firebaseConfig.projectId}/oobCodes`
  : null

/**
 * Local stack only: the newest link of this kind (a confirmation by default, or a password
 * reset) the Auth emulator recorded for `email` (no e-mail leaves this machine), or null when
 * there is none or no emulator.
 */
export async function localEmailLink(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' = 'VERIFY_EMAIL',
): Promise<string | null> {
  if (!localOobCodesUrl) return null
  try {
    const response = await fetch(localOobCodesUrl)
    const body = (await response.json()) as {
      oobCodes?: { email?: string; requestType?: string; oobLink?: string }[]
    }
    const wanted = email.trim().toLowerCase()
    const links = (body.oobCodes ?? []).filter(
      (code) => code.requestType === requestType && code.email?.toLowerCase() === wanted && code.oobLink,
    )
    return links.at(-1)?.oobLink ?? null
  } catch {
    return null
  }
}
