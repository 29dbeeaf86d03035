/**
 * Reading the admin activity log through the API: newest first, a page at a time, filtered;
 * no route edits or deletes an entry; retention removes only entries older than a year. What
 * each action records is in activity-entries.test.ts.
 */
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '../../domain/audit.ts'
import { makeAuditEntry } from '#tests/factories/index.ts'
import { BACKENDS, makeTestApp, people, type TestApp } from '#tests/helpers/test-app.ts'
import { deleteExpiredAuditEntries } from '../services/audit.ts'

async function entries(t: TestApp): Promise<AuditEntry[]> {
  return (await t.content.listAuditEntries()).items
}

describe.each(BACKENDS)('%s', (backend) => {
  describe('GET /api/activity', () => {
    test('newest first, a page at a time, filtered by person, kind and Sydney days', async () => {
      const t = await makeTestApp({}, { backend })
      // 14 Jan 2026, 23:30 in Sydney (AEDT, +11) is 12:30 UTC; 15 Jan 00:30 Sydney is 13:30 UTC.
      const late = await appendEntry(t, { at: '2026-01-14T12:30:00.000Z', kind: 'post' })
      const early = await appendEntry(t, { at: '2026-01-14T13:30:00.000Z', kind: 'enquiry' })
      const other = await appendEntry(t, {
        at: '2026-01-14T14:00:00.000Z',
        kind: 'enquiry',
        actor_id: 'uid-other',
        actor_email: 'other@example.com',
      })
      expect(await list(t, '')).toEqual([other, early, late])
      expect(await list(t, '?kind=enquiry')).toEqual([other, early])
      expect(await list(t, `?actor=${people.admin.uid}`)).toEqual([early, late])
      expect(await list(t, '?from=2026-01-15')).toEqual([other, early])
      expect(await list(t, '?to=2026-01-14')).toEqual([late])
      expect(await list(t, '?from=2026-01-14T13:00:00Z&to=2026-01-14T13:45:00Z')).toEqual([early])

      const first = await t.request('GET', '/api/activity?limit=2', { as: 'admin' })
      const page = (await first.json()) as { entries: AuditEntry[]; next: string }
      expect(page.entries).toEqual([other, early])
      const second = await t.request('GET', `/api/activity?limit=2&cursor=${page.next}`, { as: 'admin' })
      expect(await second.json()).toEqual({ entries: [late], next: null })
    })

    test('a bad filter is a validation error', async () => {
      const t = await makeTestApp({}, { backend })
      for (const query of [
        '?kind=coupon',
        '?from=yesterday',
        '?limit=0',
        '?to=9999-12-31',
        '?from=0099-01-01',
      ]) {
        const response = await t.request('GET', `/api/activity${query}`, { as: 'admin' })
        expect(response.status).toBe(400)
      }
    })
  })

  test('no route edits or deletes an entry: every other method is refused and nothing changes', async () => {
    const t = await makeTestApp({}, { backend })
    const entry = await appendEntry(t, {})
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/activity', `/api/activity/${entry.id}`]) {
        const response = await t.request(method, path, { as: 'admin', json: { summary: 'Rewritten' } })
        expect([404, 405]).toContain(response.status)
      }
    }
    expect(await entries(t)).toEqual([entry])
  })

  test('retention deletes only the entries older than a year', async () => {
    const t = await makeTestApp({}, { backend })
    const now = new Date('2026-06-01T00:00:00.000Z')
    const kept = await appendEntry(t, { at: '2025-06-01T00:01:00.000Z' })
    await appendEntry(t, { at: '2025-05-31T23:59:00.000Z' })
    await appendEntry(t, { at: '2024-01-01T00:00:00.000Z' })
    expect(await deleteExpiredAuditEntries({ stores: t.stores }, now)).toBe(2)
    expect(await entries(t)).toEqual([kept])
    expect(await deleteExpiredAuditEntries({ stores: t.stores }, now)).toBe(0)
  })
})

async function appendEntry(t: TestApp, overrides: Partial<AuditEntry>): Promise<AuditEntry> {
  const entry = makeAuditEntry(overrides)
  await t.content.appendAuditEntry(entry)
  return entry
}

async function list(t: TestApp, query: string): Promise<AuditEntry[]> {
  const response = await t.request('GET', `/api/activity${query}`, { as: 'admin' })
  expect(response.status).toBe(200)
  return ((await response.json()) as { entries: AuditEntry[] }).entries
}
