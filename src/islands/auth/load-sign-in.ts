/**
 * lib/sign-in.ts, and the Firebase SDK with it, is not part of the auth islands' bundles: it
 * loads once, when a form first needs it, so a visitor's page loads light.
 */
export type SignInModule = typeof import('../../lib/sign-in.ts')
let signInModule: Promise<SignInModule> | undefined
export const loadSignIn = () =>
  (signInModule ??= import('../../lib/sign-in.ts').catch((error: unknown) => {
    // A load that failed (the connection dropped) is tried again by the next press, not kept.
    signInModule = undefined
    throw error
  }))
