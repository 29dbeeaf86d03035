/**
 * The MediaStore contract on the Cloud Storage adapter, through the real @google-cloud/storage
 * client (via firebase-admin) talking to an in-process double of the Storage JSON API
 * (tests/fakes/fake-cloud-storage.ts). What the double cannot show, that storage.rules makes
 * public/ readable in production, is a deploy concern; see docs/deploying.md.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getStorage } from 'firebase-admin/storage'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startFakeCloudStorage, type FakeCloudStorage } from '#tests/fakes/fake-cloud-storage.ts'
import { describeMediaStoreContract } from '../../ports/media-store.contract.ts'
import { createBucketMediaStore } from './bucket-media-store.ts'

const BUCKET = 'demo-contract.appspot.com'
let fake: FakeCloudStorage
let app: App

beforeAll(async () => {
  fake = await startFakeCloudStorage(BUCKET)
  // @google-cloud/storage talks to this host without credentials (firebase-admin would derive
  // it from FIREBASE_STORAGE_EMULATOR_HOST, but outside vi.stubEnv's reach).
  vi.stubEnv('STORAGE_EMULATOR_HOST', `http://${fake.host}`)
  vi.stubEnv('METADATA_SERVER_DETECTION', 'none')
  app = initializeApp({ projectId: 'demo-contract', storageBucket: BUCKET }, `bucket-contract-${fake.host}`)
})

afterAll(async () => {
  if (app) await deleteApp(app)
  await fake?.close()
  vi.unstubAllEnvs()
})

function open() {
  fake.objects.clear()
  return createBucketMediaStore(getStorage(app).bucket())
}

describeMediaStoreContract('Cloud Storage', async () => open())

describe('Cloud Storage MediaStore', () => {
  test('objects live under public/ with their type and a long cache lifetime', async () => {
    await open().put('gallery/1767225600000-abcd1234-480.webp', new Uint8Array([1, 2, 3]), 'image/webp')
    const object = fake.objects.get('public/gallery/1767225600000-abcd1234-480.webp')
    expect(object?.metadata).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    })
  })

  test('private objects live under private/, which no rule opens, and are never cached by others', async () => {
    const store = open()
    await store.put('gallery/1-a-480.webp', new Uint8Array([1]), 'image/webp', 'private')
    expect([...fake.objects.keys()]).toEqual(['private/gallery/1-a-480.webp'])
    expect(fake.objects.get('private/gallery/1-a-480.webp')?.metadata).toMatchObject({
      cacheControl: 'private, no-store',
    })
    await store.setVisibility('gallery/1-a-480.webp', 'public')
    expect([...fake.objects.keys()]).toEqual(['public/gallery/1-a-480.webp'])
  })

  test('public URLs are Firebase Storage download URLs, which storage.rules opens for public/', () => {
    expect(open().publicUrl('blog/1-a-960.webp')).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/public%2Fblog%2F1-a-960.webp?alt=media`,
    )
  })

  test('URLs of objects outside public/ are not ours', () => {
    const store = open()
    expect(
      store.keyFromUrl(
        `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/private%2F1-a-960.webp?alt=media`,
      ),
    ).toBeNull()
  })
})
