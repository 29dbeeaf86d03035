/**
 * The activity log's route tests (src/server/routes/activity-entries*.test.ts): the entry an admin
 * action should leave, and the suite that runs each action once on each store and expects
 * exactly that one entry, naming the admin.
 */
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import { BACKENDS, makeTestApp, people, type TestApp } from './test-app.ts'

export const anyId = expect.any(String) as string

/** The log as stored, newest first. */
export async function entries(t: TestApp): Promise<AuditEntry[]> {
  return (await t.content.listAuditEntries()).items
}

type ExpectedEntry = Pick<AuditEntry, 'kind' | 'action' | 'target' | 'summary'>

/** The entry an action should leave; the target as [type, id, label]. */
export function entry(
  kind: AuditEntry['kind'],
  action: string,
  [type, id, label]: [string, string, string],
  summary: string,
): ExpectedEntry {
  return { kind, action, target: { type, id, label }, summary }
}

export interface ActivityCase {
  name: string
  /** Seeds what the action needs; answers the admin's request and the entry expected. */
  act: (t: TestApp) => Promise<{
    request: [method: string, path: string, json?: unknown]
    status: number
    entry: ExpectedEntry
  }>
}

const admin = { actor_id: people.admin.uid, actor_email: people.admin.email }

/** On each store: every case's request, as the admin, leaves exactly its one entry. */
export function describeOneEntryEach(cases: readonly ActivityCase[]): void {
  describe.each(BACKENDS)('%s: each admin action leaves one entry', (backend) => {
    test.each(cases.map((c) => [c.name, c] as const))('%s', async (_, { act }) => {
      const t = await makeTestApp({}, { backend })
      const { request, status, entry: expected } = await act(t)
      const [method, path, json] = request
      const response = await t.request(
        method,
        path,
        json === undefined ? { as: 'admin' } : { as: 'admin', json },
      )
      expect(response.status).toBe(status)
      expect(await entries(t)).toEqual([{ ...expected, ...admin, id: anyId, at: anyId }])
    })
  })
}
