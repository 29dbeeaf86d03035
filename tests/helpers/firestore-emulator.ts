/**
 * @firestore-emulator/server for the Firestore adapters' contract tests and the route suites'
 * 'firestore' backend (firebase-backend.ts): a Firestore-compatible gRPC server that runs inside
 * the test process (the official emulator needs Java and a download). It supports the reads,
 * queries, count() and transactions the adapters use; transactions there do not isolate
 * concurrent writers, so the races the adapters' transactions guard against are covered by
 * Firestore itself, not by these suites. It keeps documents in plain objects, so an id named
 * like an Object.prototype member ('toString') breaks it; Firestore takes such ids.
 *
 * Its queries get Firestore's order, cursors and index checks from firestore-order.ts.
 */
import { FirestoreServer } from '@firestore-emulator/server'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, WriteBatch, type Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, vi } from 'vitest'
import { freePort } from './free-port.ts'
import { withFirestoreOrder } from './firestore-order.ts'

/**
 * Firestore refuses a write whose value holds an array directly inside an array ("Cannot have
 * nested arrays"); the emulator and the client library store it. Every write of these suites
 * (sets, creates and updates, in batches and transactions alike) is checked here, so an adapter
 * that would fail on Firestore fails its tests.
 */
function refuseNestedArrays(value: unknown, path = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (Array.isArray(item)) throw new Error(`Cannot have nested arrays (at ${path}[${index}])`)
      refuseNestedArrays(item, `${path}[${index}]`)
    })
  } else if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [key, item] of Object.entries(value)) refuseNestedArrays(item, path ? `${path}.${key}` : key)
  }
}
for (const method of ['set', 'create', 'update'] as const) {
  const write = WriteBatch.prototype[method] as (...args: unknown[]) => WriteBatch
  Object.assign(WriteBatch.prototype, {
    [method](this: WriteBatch, ...args: unknown[]) {
      for (const arg of args.slice(1)) refuseNestedArrays(arg)
      return write.apply(this, args)
    },
  })
}

/** A running emulator: `host` is what FIRESTORE_EMULATOR_HOST names. */
export interface RunningFirestoreEmulator {
  host: string
  /** Empties every project's documents. */
  clear(): void
  stop(): void
}

/**
 * Starts an emulator on a free port, its queries ordered, paged and index-checked as Firestore's
 * (firestore-order.ts). Its state is kept per project, so clients of different project ids share
 * it without seeing each other's documents.
 */
export async function startFirestoreEmulator(): Promise<RunningFirestoreEmulator> {
  const server = new FirestoreServer()
  withFirestoreOrder(server)
  const port = await freePort()
  await server.start(port)
  return { host: `127.0.0.1:${port}`, clear: () => server.state.clear(), stop: () => server.stop() }
}

/**
 * Starts the emulator for this test file. `db()` is the client; `fresh()` empties the emulator
 * (rather than starting a new one) and returns the client, for a test that needs an empty database.
 */
export function useFirestoreEmulator(): { db: () => Firestore; fresh: () => Firestore } {
  let emulator: RunningFirestoreEmulator | undefined
  let app: App | undefined
  let db: Firestore | undefined

  beforeAll(async () => {
    emulator = await startFirestoreEmulator()
    // Read by the Firestore client when it is created: talk to the emulator, without credentials.
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host)
    vi.stubEnv('METADATA_SERVER_DETECTION', 'none')
    app = initializeApp({ projectId: 'demo-contract' }, `firestore-contract-${emulator.host}`)
    db = getFirestore(app)
  })

  afterAll(async () => {
    await db?.terminate()
    if (app) await deleteApp(app)
    emulator?.stop()
    vi.unstubAllEnvs()
  })

  return {
    db: () => db!,
    fresh: () => {
      emulator!.clear()
      return db!
    },
  }
}
