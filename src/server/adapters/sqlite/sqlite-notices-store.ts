import type { DatabaseSync } from 'node:sqlite'
import { NoticeSchema, type Notice } from '../../../domain/notice.ts'
import type { NoticesStore } from '../../ports/notices-store.ts'
import { readable, storable } from '../stored-records.ts'
import { rowReader, sqliteConnection, type Row } from './sqlite-connection.ts'

const toNotice = rowReader(NoticeSchema, {
  nullable: ['status', 'due_at', 'last_error', 'sent_at'],
  numbers: ['booking_sequence', 'attempts'],
})

/** Every column but the id, in the order the statements below bind them. */
const columnsOf = (notice: Notice) =>
  [
    notice.enquiry_id,
    notice.kind,
    notice.status,
    notice.booking_sequence,
    notice.created_at,
    notice.state,
    notice.due_at,
    notice.attempts,
    notice.last_error,
    notice.sent_at,
  ] as const

/**
 * The NoticesStore on the `notices` table (migration 8). The due queue is one range of a
 * partial index over the pending notices, and a claim is one UPDATE whose condition is the
 * due_at the sender read.
 */
export function createSqliteNoticesStore(db: DatabaseSync): NoticesStore {
  const { all, run, byId } = sqliteConnection(db)
  const getNotice = (id: string) => byId('notices', id, toNotice)
  const read = (rows: Row[]) => readable('notice', NoticeSchema, rows, toNotice)

  return {
    async addNotice(notice) {
      storable(NoticeSchema, notice)
      const { changes } = run(
        `INSERT INTO notices (id, enquiry_id, kind, status, booking_sequence, created_at, state, due_at,
           attempts, last_error, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING`,
        notice.id,
        ...columnsOf(notice),
      )
      return changes > 0
    },
    async getNotice(id) {
      return getNotice(id)
    },
    async listNoticesDue(dueBy, limit) {
      if (limit <= 0) return []
      return read(
        all(
          `SELECT * FROM notices WHERE state = 'pending' AND due_at <= ?
           ORDER BY due_at, id LIMIT ?`,
          dueBy,
          limit,
        ),
      )
    },
    async updateNotice(id, expectedDueAt, notice) {
      storable(NoticeSchema, notice)
      // One statement: the condition and the write cannot be separated by another claim.
      const { changes } = run(
        `UPDATE notices SET enquiry_id = ?, kind = ?, status = ?, booking_sequence = ?, created_at = ?,
           state = ?, due_at = ?, attempts = ?, last_error = ?, sent_at = ?
         WHERE id = ? AND state = 'pending' AND due_at = ?`,
        ...columnsOf(notice),
        id,
        expectedDueAt,
      )
      return changes > 0 ? getNotice(id) : null
    },
    async cancelPendingNotices(enquiryId, kinds) {
      if (kinds.length === 0) return 0
      const { changes } = run(
        `UPDATE notices SET state = 'cancelled', due_at = NULL
         WHERE enquiry_id = ? AND state = 'pending' AND kind IN (${kinds.map(() => '?').join(', ')})`,
        enquiryId,
        ...kinds,
      )
      return Number(changes)
    },
    async listNoticesOf(enquiryId) {
      return read(all('SELECT * FROM notices WHERE enquiry_id = ? ORDER BY created_at, id', enquiryId))
    },
    async deleteNoticesOf(enquiryId) {
      return Number(run('DELETE FROM notices WHERE enquiry_id = ?', enquiryId).changes)
    },
  }
}
