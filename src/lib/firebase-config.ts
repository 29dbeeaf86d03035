/**
 * Which Firebase project the browser talks to, fixed by the build (astro.config.mjs hands over
 * src/build/build-settings.ts's values): the real web app in a production build, which names no
 * emulator; the local stack's demo- project and its Auth emulator otherwise. Never code edits.
 */
const env = import.meta.env

export const firebaseConfig = {
  apiKey: env.PUBLIC_FIREBASE_API_KEY,
  authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN,
  projectId: env.PUBLIC_FIREBASE_PROJECT_ID,
}

/** The Auth emulator's URL for a local build; null in production. */
export const authEmulatorUrl: string | null = env.PUBLIC_AUTH_EMULATOR_ORIGIN || null
