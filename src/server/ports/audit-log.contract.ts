/**
 * What every AuditLog adapter promises (audit-log.ts), as one suite each adapter runs.
 * `open` must return an empty store, fresh for each test.
 */
import { expect, test } from 'vitest'
import { makeAuditEntry, minutesAgo } from '#tests/factories/index.ts'
import type { AuditEntry } from '../../domain/audit.ts'
import type { AuditLog } from './audit-log.ts'
import { expectAppError, items, readAll, storeContract } from './store-contract-kit.ts'

export const describeAuditLogContract = storeContract<AuditLog>('AuditLog', (store) => {
  const appended = async (overrides: Partial<AuditEntry> = {}) => {
    const entry = makeAuditEntry(overrides)
    await store.appendAuditEntry(entry)
    return entry
  }

  test('appendAuditEntry keeps every field; a second with the same id is a conflict', async () => {
    const entry = await appended({
      kind: 'enquiry',
      action: 'status changed',
      target: { type: 'enquiry', id: 'enquiry/7', label: 'Ana Silva' },
      summary: 'Status: quoted → booked',
    })
    expect(await items(store.listAuditEntries())).toEqual([entry])
    await expectAppError(store.appendAuditEntry({ ...entry, summary: 'Changed' }), 'conflict')
    expect(await items(store.listAuditEntries())).toEqual([entry])
  })

  test('an entry that would not read back is refused and nothing is written', async () => {
    const entry = makeAuditEntry()
    await expectAppError(store.appendAuditEntry({ ...entry, summary: 'Bell\u0007' }), 'validation_failed')
    await expectAppError(store.appendAuditEntry({ ...entry, kind: 'coupon' as never }), 'validation_failed')
    expect(await items(store.listAuditEntries())).toEqual([])
  })

  test('listAuditEntries: newest first, ties by id, page by page without repeats', async () => {
    const tie = minutesAgo(5)
    const oldest = await appended({ at: minutesAgo(30) })
    const tieB = await appended({ id: 'audit-b', at: tie })
    const tieA = await appended({ id: 'audit-a', at: tie })
    const newest = await appended({ at: minutesAgo(1) })
    expect(await items(store.listAuditEntries())).toEqual([newest, tieA, tieB, oldest])
    const paged = await readAll((page) => store.listAuditEntries(page), 3)
    expect(paged.items).toEqual([newest, tieA, tieB, oldest])
    expect(paged.pages).toBe(2)
  })

  test('listAuditEntries filters by person, kind and a date range, together', async () => {
    const mine = { actor_id: 'uid-ana', actor_email: 'ana@example.com' }
    const postOfMine = await appended({ ...mine, kind: 'post', at: minutesAgo(10) })
    const enquiryOfMine = await appended({ ...mine, kind: 'enquiry', at: minutesAgo(20) })
    const earlyOfMine = await appended({ ...mine, kind: 'enquiry', at: minutesAgo(60) })
    const other = await appended({ kind: 'enquiry', at: minutesAgo(15) })
    expect(await items(store.listAuditEntries({ actor: 'uid-ana' }))).toEqual([
      postOfMine,
      enquiryOfMine,
      earlyOfMine,
    ])
    expect(await items(store.listAuditEntries({ kind: 'enquiry' }))).toEqual([
      other,
      enquiryOfMine,
      earlyOfMine,
    ])
    expect(await items(store.listAuditEntries({ actor: 'uid-ana', kind: 'enquiry' }))).toEqual([
      enquiryOfMine,
      earlyOfMine,
    ])
    // from is inclusive, to exclusive.
    expect(await items(store.listAuditEntries({ from: minutesAgo(20), to: minutesAgo(10) }))).toEqual([
      other,
      enquiryOfMine,
    ])
    expect(
      await items(store.listAuditEntries({ actor: 'uid-ana', kind: 'enquiry', from: minutesAgo(30) })),
    ).toEqual([enquiryOfMine])
    const paged = await readAll((page) => store.listAuditEntries({ ...page, kind: 'enquiry' }), 2)
    expect(paged.items).toEqual([other, enquiryOfMine, earlyOfMine])
    expect(await items(store.listAuditEntries({ kind: 'settings' }))).toEqual([])
  })

  test("a cursor of another list's is refused", async () => {
    await appended()
    await expectAppError(store.listAuditEntries({ cursor: 'not-a-cursor' }), 'validation_failed')
  })

  test('deleteAuditEntriesBefore deletes only older entries, oldest first, up to the limit', async () => {
    await appended({ at: minutesAgo(300) })
    const older = await appended({ at: minutesAgo(200) })
    const atTheCutoff = await appended({ at: minutesAgo(100) })
    const recent = await appended({ at: minutesAgo(50) })
    expect(await store.deleteAuditEntriesBefore(minutesAgo(100), 1)).toBe(1)
    expect(await items(store.listAuditEntries())).toEqual([recent, atTheCutoff, older])
    expect(await store.deleteAuditEntriesBefore(minutesAgo(100), 10)).toBe(1)
    expect(await store.deleteAuditEntriesBefore(minutesAgo(100), 10)).toBe(0)
    expect(await items(store.listAuditEntries())).toEqual([recent, atTheCutoff])
  })
})
