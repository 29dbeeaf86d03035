/**
 * The ContentStore contract on the Firestore adapter, against @firestore-emulator/server: a
 * Firestore-compatible gRPC server that runs inside this test process (the official emulator
 * needs Java and a download). It supports the reads, queries, count() and transactions the
 * adapter uses; transactions there do not isolate concurrent writers, so the races the adapter's
 * transactions guard against are covered by Firestore itself, not by this suite.
 */
import { createServer } from 'node:net'
import { FirestoreServer } from '@firestore-emulator/server'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { makePost, makeProfile } from '../../../../tests/factories/index.ts'
import { describeContentStoreContract } from '../../ports/content-store.contract.ts'
import { docId } from './doc-id.ts'
import { createFirestoreContentStore } from './firestore-content-store.ts'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const server = new FirestoreServer()
let app: App
let db: Firestore

beforeAll(async () => {
  const port = await freePort()
  await server.start(port)
  // Read by the Firestore client when it is created: talk to the emulator, without credentials.
  vi.stubEnv('FIRESTORE_EMULATOR_HOST', `127.0.0.1:${port}`)
  vi.stubEnv('METADATA_SERVER_DETECTION', 'none')
  app = initializeApp({ projectId: 'demo-contract' }, `firestore-contract-${port}`)
  db = getFirestore(app)
})

afterAll(async () => {
  await db?.terminate()
  if (app) await deleteApp(app)
  server.stop()
  vi.unstubAllEnvs()
})

/** An empty database for each test: the emulator's state is cleared, not a new server started. */
async function open() {
  server.state.clear()
  return createFirestoreContentStore(db)
}

describeContentStoreContract('Firestore', open)

describe('Firestore ContentStore', () => {
  test('a slug is reserved by its own document, and freed when the post goes', async () => {
    const store = await open()
    const post = await store.createPost(makePost({ slug: 'switchboard-upgrades' }))
    expect((await db.collection('slugs').doc('switchboard-upgrades').get()).get('post_id')).toBe(post.id)
    await store.updatePost(post.id, { slug: 'switchboards' })
    expect((await db.collection('slugs').doc('switchboard-upgrades').get()).exists).toBe(false)
    expect((await db.collection('slugs').doc('switchboards').get()).get('post_id')).toBe(post.id)
    await store.deletePost(post.id)
    expect((await db.collection('slugs').get()).empty).toBe(true)
  })

  test('ids Firestore would read as paths or reserved names are stored safely', async () => {
    const store = await open()
    for (const id of ['a/b', '..', '__admins__']) {
      const profile = makeProfile({ id })
      await store.ensureProfile(profile)
      expect(await store.getProfile(id)).toEqual(profile)
      expect(docId(id)).toMatch(/^~/)
    }
    expect(await store.getPost('x/y')).toBeNull()
  })

  test('the admin list document follows every change of is_admin', async () => {
    const store = await open()
    const first = makeProfile()
    const second = makeProfile()
    await store.claimFirstAdmin(first)
    await store.ensureProfile(second)
    await store.setAdmin(second.id, true)
    await store.setAdmin(first.id, false)
    expect((await db.collection('meta').doc('admins').get()).get('ids')).toEqual([second.id])
    expect(await store.countAdmins()).toBe(1)
  })

  test('without the admin list document, admins are counted from the profiles', async () => {
    const store = await open()
    const admin = makeProfile({ is_admin: true })
    await db.collection('profiles').doc(admin.id).set(admin)
    expect(await store.countAdmins()).toBe(1)
    expect(await store.claimFirstAdmin(makeProfile())).toBeNull()
  })
})
