/**
 * Signing out, from anywhere: the Firebase session, the header hint and every flag the site
 * keeps in the browser. Loaded on demand (the header imports it when Log Out is pressed).
 */
import { signOut as firebaseSignOut } from 'firebase/auth'
import { writeAuthHint } from './auth-hint.ts'
import { getFirebaseAuth } from './firebase-client.ts'
import { queryClient } from './query-client.ts'

export async function signOut(): Promise<void> {
  await firebaseSignOut(getFirebaseAuth())
  writeAuthHint(null)
  queryClient.clear()
  try {
    sessionStorage.clear()
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
