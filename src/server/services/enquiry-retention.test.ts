/**
 * The two-year retention of enquiries (the privacy policy's "Data Retention"), run with a
 * clock on both stores: SQLite as locally, Firestore (the in-process emulator) as in production.
 */
import { describe, expect, test } from 'vitest'
import { makeEnquiry } from '../../../tests/factories/index.ts'
import { useFirestoreEmulator } from '../../../tests/helpers/firestore-emulator.ts'
import { tempDir } from '../../../tests/helpers/temp.ts'
import { createFirestoreContentStore } from '../adapters/firestore/firestore-content-store.ts'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqliteContentStore } from '../adapters/sqlite/sqlite-content-store.ts'
import type { ContentStore } from '../ports/content-store.ts'
import { deleteExpiredEnquiries } from './enquiries-service.ts'

const emulator = useFirestoreEmulator()
const stores: [string, () => ContentStore][] = [
  ['SQLite', () => createSqliteContentStore(openDatabase(tempDir()))],
  ['Firestore', () => createFirestoreContentStore(emulator.fresh())],
]

describe.each(stores)('enquiry retention on %s', (_, open) => {
  const now = new Date('2026-11-25T03:00:00.000Z')

  test('an enquiry is kept two years to the millisecond, then deleted', async () => {
    const content = open()
    const older = await content.createEnquiry(makeEnquiry({ created_at: '2024-11-25T02:59:59.999Z' }))
    const onTheDay = await content.createEnquiry(makeEnquiry({ created_at: '2024-11-25T03:00:00.000Z' }))
    const recent = await content.createEnquiry(makeEnquiry({ created_at: '2026-01-01T00:00:00.000Z' }))
    expect(await deleteExpiredEnquiries(content, now)).toBe(1)
    expect((await content.listEnquiries()).items.map((item) => item.id)).toEqual([recent.id, onTheDay.id])
    expect(older.id).not.toBe(onTheDay.id)
    // A day later the one from that day goes too.
    expect(await deleteExpiredEnquiries(content, new Date('2026-11-26T03:00:00.000Z'))).toBe(1)
    expect((await content.listEnquiries()).items.map((item) => item.id)).toEqual([recent.id])
  })

  test('a backlog goes in batches of 200, as many as a run allows', async () => {
    const content = open()
    for (let i = 0; i < 450; i++) {
      await content.createEnquiry(
        makeEnquiry({ created_at: new Date(Date.UTC(2023, 0, 1, 0, i)).toISOString() }),
      )
    }
    expect(await deleteExpiredEnquiries(content, now, 2)).toBe(400)
    expect(await deleteExpiredEnquiries(content, now)).toBe(50)
    expect((await content.listEnquiries()).items).toEqual([])
  })
})
