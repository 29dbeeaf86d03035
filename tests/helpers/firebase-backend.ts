/**
 * Production's adapters for the route tests (issue 26): what openAdapters opens for
 * STORAGE=firebase, handed a Firebase app as functions/src/runtime.ts hands it its own, with
 * Firestore on the in-process emulator (firestore-emulator.ts) and Cloud Storage on the JSON API
 * double (tests/fakes/fake-cloud-storage.ts). Both start with a test file's first app and stop
 * when the file ends. Every app gets a project and a bucket of its own, as each SQLite test app
 * gets a folder of its own, so no test sees another's data.
 */
import type { App } from 'firebase-admin/app'
import type { Firestore } from 'firebase-admin/firestore'
import { afterAll } from 'vitest'
import { openAdapters, type Adapters, type StorageSettings } from '../../src/server/adapters/open-adapters.ts'
import { startFakeCloudStorage, type FakeCloudStorage } from '../fakes/fake-cloud-storage.ts'
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './firestore-emulator.ts'

export interface FirebaseBackend {
  adapters: Adapters
  /** The app's bucket: object name to bytes and metadata. */
  objects: FakeCloudStorage['objects']
  /** The app's Firestore, for a test that writes past the API. */
  firestore: Firestore
}

/** The variables the Firebase clients read when they are created, and their values before. */
const EMULATOR_ENV = ['FIRESTORE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST', 'METADATA_SERVER_DETECTION']
let saved: Record<string, string | undefined> = {}

let services: Promise<{ emulator: RunningFirestoreEmulator; storage: FakeCloudStorage }> | null = null
const apps: App[] = []
let opened = 0

async function startServices() {
  const [emulator, storage] = await Promise.all([
    startFirestoreEmulator(),
    startFakeCloudStorage('demo-routes.appspot.com'),
  ])
  saved = Object.fromEntries(EMULATOR_ENV.map((name) => [name, process.env[name]]))
  // Talk to the emulators without credentials.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host
  process.env.STORAGE_EMULATOR_HOST = `http://${storage.host}`
  process.env.METADATA_SERVER_DETECTION = 'none'
  return { emulator, storage }
}

/** Opens production's adapters in a project and bucket of their own. */
export async function openFirebaseBackend(settings: StorageSettings): Promise<FirebaseBackend> {
  const { storage } = await (services ??= startServices())
  const [{ initializeApp }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ])
  const projectId = `demo-routes-${++opened}`
  const bucket = `${projectId}.appspot.com`
  const app = initializeApp({ projectId, storageBucket: bucket }, projectId)
  apps.push(app)
  const adapters = await openAdapters({ ...settings, STORAGE: 'firebase' }, { firebaseApp: app })
  return { adapters, objects: storage.objectsOf(bucket), firestore: getFirestore(app) }
}

afterAll(async () => {
  if (!services) return
  const [{ deleteApp }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ])
  // deleteApp leaves Firestore clients open; they are closed first, before the emulator stops.
  for (const app of apps.splice(0)) {
    await getFirestore(app).terminate()
    await deleteApp(app)
  }
  const { emulator, storage } = await services
  services = null
  emulator.stop()
  await storage.close()
  for (const name of EMULATOR_ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})
