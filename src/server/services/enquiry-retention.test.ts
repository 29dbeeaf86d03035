/**
 * The two-year retention of enquiries (the privacy policy's "Data Retention"), run with a
 * clock on both stores: SQLite as locally, Firestore (the in-process emulator) as in production.
 */
import { describe, expect, test } from 'vitest'
import { makeEnquiry, makeQuoteDetails } from '#tests/factories/index.ts'
import { useFirestoreEmulator } from '#tests/helpers/firestore-emulator.ts'
import { tempDir } from '#tests/helpers/temp.ts'
import { createDiskMediaStore } from '../adapters/disk/disk-media-store.ts'
import { createFirestoreStores } from '../adapters/firestore/firestore-stores.ts'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqliteStores } from '../adapters/sqlite/sqlite-stores.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import { deleteExpiredEnquiries } from './enquiries-service.ts'

const emulator = useFirestoreEmulator()
const backends: [string, () => ContentStores][] = [
  ['SQLite', () => createSqliteStores(openDatabase(tempDir()))],
  ['Firestore', () => createFirestoreStores(emulator.fresh())],
]

const silent = { error: () => {}, warn: () => {} }

describe.each(backends)('enquiry retention on %s', (_, openStore) => {
  const now = new Date('2026-11-25T03:00:00.000Z')
  const media = createDiskMediaStore({ root: tempDir(), publicBase: '/api/media' })
  const open = () => ({ stores: openStore(), media, logger: silent })

  test('an enquiry is kept two years to the millisecond, then deleted', async () => {
    const deps = open()
    const { stores } = deps
    const older = await stores.enquiries.createEnquiry(
      makeEnquiry({ created_at: '2024-11-25T02:59:59.999Z' }),
    )
    const onTheDay = await stores.enquiries.createEnquiry(
      makeEnquiry({ created_at: '2024-11-25T03:00:00.000Z' }),
    )
    const recent = await stores.enquiries.createEnquiry(
      makeEnquiry({ created_at: '2026-01-01T00:00:00.000Z' }),
    )
    expect(await deleteExpiredEnquiries(deps, now)).toBe(1)
    expect((await stores.enquiries.listEnquiries()).items.map((item) => item.id)).toEqual([
      recent.id,
      onTheDay.id,
    ])
    expect(older.id).not.toBe(onTheDay.id)
    // A day later the one from that day goes too.
    expect(await deleteExpiredEnquiries(deps, new Date('2026-11-26T03:00:00.000Z'))).toBe(1)
    expect((await stores.enquiries.listEnquiries()).items.map((item) => item.id)).toEqual([recent.id])
  })

  test("an expired quote request's photos go with it", async () => {
    const deps = open()
    const { stores } = deps
    const keys = ['quote/1-aa11-480.webp', 'quote/1-aa11-960.webp']
    for (const key of keys) await media.put(key, new Uint8Array([1, 2, 3]), 'image/webp', 'private')
    const variants = keys.map((key, i) => ({ url: media.publicUrl(key), width: 480 * (i + 1), height: 360 }))
    await stores.uploads.createUpload({
      id: 'quote/1-aa11',
      owner_id: 'visitor',
      purpose: 'quote',
      keys,
      variants,
      created_at: '2024-11-01T00:00:00.000Z',
      attached_to: null,
    })
    const request = makeEnquiry({
      kind: 'quote',
      created_at: '2024-11-01T00:00:00.000Z',
      quote: makeQuoteDetails({ photos: [variants] }),
    })
    await stores.enquiries.createEnquiry(request)
    await stores.uploads.attachUpload('quote/1-aa11', `enquiry/${request.id}`)
    expect(await deleteExpiredEnquiries(deps, now)).toBe(1)
    for (const key of keys) expect(await media.get(key)).toBeNull()
    expect(await stores.uploads.getUpload('quote/1-aa11')).toBeNull()
    expect(await stores.enquiries.getEnquiry(request.id)).toBeNull()
  })

  // 450 enquiries through the store, each its own write with the counter's transaction: about
  // 13 s on the emulator with the machine free, so it gets more than the default 20 s when busy.
  test('a backlog goes in batches of 200, as many as a run allows', { timeout: 60_000 }, async () => {
    const deps = open()
    const { stores } = deps
    for (let i = 0; i < 450; i++) {
      await stores.enquiries.createEnquiry(
        makeEnquiry({ created_at: new Date(Date.UTC(2023, 0, 1, 0, i)).toISOString() }),
      )
    }
    expect(await deleteExpiredEnquiries(deps, now, 2)).toBe(400)
    expect(await deleteExpiredEnquiries(deps, now)).toBe(50)
    expect((await stores.enquiries.listEnquiries()).items).toEqual([])
  })
})
