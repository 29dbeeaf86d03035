/**
 * Signing out, from anywhere: the Firebase session, the header hint and every flag the site
 * keeps in the browser. Used by the /logout page (the header's Log Out goes there) and the admin
 * dashboard, never by a public page's own scripts.
 */
import { signOut as firebaseSignOut } from 'firebase/auth'
import { writeAuthHint } from './auth-hint.ts'
import { getFirebaseAuth } from './firebase-client.ts'
import { queryClient } from './query-client.ts'

let signingOut = false

/** Whether this page itself is signing out (a screen watching the session then lets it go quietly). */
export const isSigningOut = () => signingOut

export async function signOut(): Promise<void> {
  signingOut = true
  await firebaseSignOut(getFirebaseAuth())
  writeAuthHint(null)
  queryClient.clear()
  try {
    sessionStorage.clear()
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
