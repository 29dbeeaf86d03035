/**
 * Which Firebase project the browser talks to, chosen by build-time configuration, never by
 * code edits. Without PUBLIC_FIREBASE_* variables the build targets the local stack: a `demo-`
 * project whose Auth is the emulator on 127.0.0.1:9099 (see scripts/stack.ts).
 */
const env = import.meta.env

export const firebaseConfig = {
  apiKey: env.PUBLIC_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN ?? 'demo-harbourline.firebaseapp.com',
  projectId: env.PUBLIC_FIREBASE_PROJECT_ID ?? 'demo-harbourline',
}

/** The Auth emulator's URL for a demo project (the emulators serve only those), else null. */
export const authEmulatorUrl: string | null = firebaseConfig.projectId.startsWith('demo-')
  ? (env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099')
  : null
