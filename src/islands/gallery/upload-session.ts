/**
 * Who may upload, from the real Firebase session. Loaded on demand by the upload button, so
 * the gallery list itself renders without the Firebase SDK.
 */
import { onAuthStateChanged, type User } from 'firebase/auth'
import { currentUser, getFirebaseAuth, watchSession } from '../../lib/firebase-client.ts'

export type Uploader = { kind: 'guest' } | { kind: 'unverified'; email: string } | { kind: 'verified' }

function uploaderOf(user: User | null): Uploader {
  if (!user) return { kind: 'guest' }
  if (!user.emailVerified) return { kind: 'unverified', email: user.email ?? '' }
  return { kind: 'verified' }
}

/** Calls `listener` with the uploader now and on every sign-in or sign-out; returns a stop function. */
export function watchUploader(listener: (uploader: Uploader) => void): () => void {
  // Also keeps the header's display hint in step with the session while the page is open.
  const stopHint = watchSession()
  const stop = onAuthStateChanged(getFirebaseAuth(), (user) => listener(uploaderOf(user)))
  return () => {
    stop()
    stopHint()
  }
}

/** The uploader once Firebase has restored any session. */
export async function resolveUploader(): Promise<Uploader> {
  return uploaderOf(await currentUser())
}

/**
 * Re-reads the account, so an e-mail confirmed in another tab counts at once; a fresh ID token
 * then carries the confirmed e-mail to the API.
 */
export async function recheckVerification(): Promise<Uploader> {
  const user = await currentUser()
  if (!user) return { kind: 'guest' }
  await user.reload()
  if (user.emailVerified) await user.getIdToken(true)
  return uploaderOf(user)
}
