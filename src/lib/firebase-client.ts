/**
 * The Firebase Auth web SDK, set up once per page. Only pages and actions that need it import
 * this module (sign-in, register, upload, admin, log out); everything else stays SDK-free.
 */
import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
  type User,
} from 'firebase/auth'
import { api, setTokenProvider } from './api-client.ts'
import { writeAuthHint } from './auth-hint.ts'
import { authEmulatorUrl, firebaseConfig } from './firebase-config.ts'

let auth: Auth | undefined

/** The page's Auth instance; requests through api-client carry its user's ID token from now on. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth
  const app = initializeApp(firebaseConfig)
  // initializeAuth with explicit persistence keeps the popup/redirect code out of the bundle.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true })
  const current = auth
  setTokenProvider(async () => (current.currentUser ? current.currentUser.getIdToken() : null))
  return auth
}

/** Resolves once Firebase knows whether someone is signed in (it restores sessions asynchronously). */
export async function currentUser(): Promise<User | null> {
  const instance = getFirebaseAuth()
  await instance.authStateReady()
  return instance.currentUser
}

/**
 * Brings the header's display hint in line with the real session and the role the server
 * reports. The hint only decides what the header shows; the API decides every permission.
 */
export async function refreshAuthHint(user: User | null): Promise<void> {
  if (!user || !user.emailVerified) {
    writeAuthHint(null)
    return
  }
  try {
    const me = await api.profiles.me()
    // The session may have ended or changed while the request ran; a late answer must not revive it.
    if (getFirebaseAuth().currentUser?.uid !== user.uid) return
    writeAuthHint({ role: me.role === 'admin' ? 'admin' : 'user', email: me.email })
  } catch {
    // An unreachable API leaves the hint as it was; the next page load tries again.
  }
}

/** Calls `changed` with whoever is signed in whenever that changes, in this tab or another. */
export function onSignInChange(changed: (user: User | null) => void): () => void {
  return onAuthStateChanged(getFirebaseAuth(), changed)
}

/** Keeps the hint in step for as long as the page is open. */
export function watchSession(): () => void {
  return onAuthStateChanged(getFirebaseAuth(), (user) => void refreshAuthHint(user))
}
