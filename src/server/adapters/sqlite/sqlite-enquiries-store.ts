import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import {
  EnquiryMailSchema,
  EnquirySchema,
  mailDueAt,
  OPEN_STATUSES,
  type Enquiry,
} from '../../../domain/enquiry.ts'
import type { EnquiriesStore } from '../../ports/enquiries-store.ts'
import { NEWEST_FIRST } from '../page-cursor.ts'
import { fieldsOf, readable, storable } from '../stored-records.ts'
import { conflictOnDuplicate, json, rowReader, sqliteConnection } from './sqlite-connection.ts'
import { transaction } from './transaction.ts'

const toEnquiry = rowReader(EnquirySchema, {
  nullable: ['phone', 'service', 'status_changed_at', 'status_key', 'mail_opt_out_at'],
  json: ['notes', 'quote', 'mail', 'history', 'booking', 'customer_updates'],
})

const OPEN_IN = `status IN (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`

/**
 * The EnquiriesStore on the `enquiries` table. `mail_due` is the pending send's next_attempt_at
 * (null when nothing waits), so the mail queue is one indexed range and a claim one UPDATE.
 */
export function createSqliteEnquiriesStore(db: DatabaseSync): EnquiriesStore {
  const { all, run, readPage, insertRow, byId, count } = sqliteConnection(db)
  const getEnquiry = (id: string) => byId('enquiries', id, toEnquiry)
  /** The enquiries a query's WHERE and ORDER BY pick, leaving out rows that fail the schema. */
  const readAll = (clauses: string, ...params: SQLInputValue[]) =>
    readable('enquiry', EnquirySchema, all(`SELECT * FROM enquiries ${clauses}`, ...params), toEnquiry)

  return {
    async createEnquiry(enquiry) {
      storable(EnquirySchema, enquiry)
      // mail_due is the pending send's next attempt: the mail queue's indexed column.
      const row = { ...enquiry, mail_due: mailDueAt(enquiry.mail) }
      conflictOnDuplicate('An enquiry with this id already exists', () =>
        insertRow('enquiries', [...fieldsOf(EnquirySchema), 'mail_due'], row),
      )
      return getEnquiry(enquiry.id) as Enquiry
    },
    async getEnquiry(id) {
      return getEnquiry(id)
    },
    async listEnquiries({ status, kind, q, ...request } = {}) {
      const where: [string, SQLInputValue[]][] = []
      if (status === 'open')
        where.push([`status IN (${OPEN_STATUSES.map(() => '?').join(', ')})`, [...OPEN_STATUSES]])
      else if (status !== undefined) where.push(['status = ?', [status]])
      if (kind !== undefined) where.push(['kind = ?', [kind]])
      // The columns of enquirySearchFields (domain/enquiry.ts).
      if (q !== undefined) {
        where.push([
          "search_match(?, name, email, phone, message, quote ->> '$.suburb', quote ->> '$.address')",
          [q],
        ])
      }
      return readPage(
        {
          list: 'enquiries',
          kind: 'enquiry',
          schema: EnquirySchema,
          table: 'enquiries',
          order: NEWEST_FIRST,
          where,
          toRecord: toEnquiry,
        },
        request,
      )
    },
    async reviseEnquiry(id, revise) {
      return transaction(db, () => {
        const before = getEnquiry(id)
        if (!before) return null
        const after = storable(EnquirySchema, { ...before, ...revise(before) })
        run(
          `UPDATE enquiries SET status = ?, status_changed_at = ?, history = ?, booking = ?,
             customer_updates = ?, mail_opt_out_at = ? WHERE id = ?`,
          after.status,
          after.status_changed_at,
          json(after.history),
          after.booking === null ? null : json(after.booking),
          json(after.customer_updates),
          after.mail_opt_out_at,
          id,
        )
        return { before, after }
      })
    },
    async addEnquiryNote(id, note) {
      return transaction(db, () => {
        const enquiry = getEnquiry(id)
        if (!enquiry) return null
        const notes = storable(EnquirySchema.shape.notes, [...enquiry.notes, note])
        run('UPDATE enquiries SET notes = ? WHERE id = ?', json(notes), id)
        return { ...enquiry, notes }
      })
    },
    async deleteEnquiry(id, onlyIf) {
      // Read, checked and deleted with no await between: one step for this database's one writer.
      if (onlyIf) {
        const current = getEnquiry(id)
        if (!current || !onlyIf(current)) return false
      }
      return run('DELETE FROM enquiries WHERE id = ?', id).changes > 0
    },
    async listEnquiriesCreatedBefore(createdBefore, limit) {
      return readAll('WHERE created_at < ? ORDER BY created_at, id LIMIT ?', createdBefore, limit)
    },
    async listEnquiriesWithMailDue(dueBy, limit) {
      return readAll(
        'WHERE mail_due IS NOT NULL AND mail_due <= ? ORDER BY mail_due, id LIMIT ?',
        dueBy,
        limit,
      )
    },
    async updateEnquiryMail(id, expectedNextAttempt, mail) {
      storable(EnquiryMailSchema, mail)
      // The row's mail_due is the pending send's next_attempt_at: comparing it is the claim.
      const changed = run(
        'UPDATE enquiries SET mail = ?, mail_due = ? WHERE id = ? AND mail_due = ?',
        JSON.stringify(mail),
        mailDueAt(mail),
        id,
        expectedNextAttempt,
      )
      return changed.changes > 0 ? getEnquiry(id) : null
    },
    async countEnquiries() {
      return {
        total: count('SELECT count(*) AS n FROM enquiries'),
        open: count(`SELECT count(*) AS n FROM enquiries WHERE ${OPEN_IN}`),
      }
    },
  }
}
