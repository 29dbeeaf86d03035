import type { DatabaseSync } from 'node:sqlite'
import { AuditEntrySchema, type AuditEntry } from '../../../domain/audit.ts'
import type { AuditLog } from '../../ports/audit-log.ts'
import { AUDIT_ORDER } from '../page-cursor.ts'
import { storable } from '../stored-records.ts'
import {
  conflictOnDuplicate,
  equalTo,
  rowReader,
  sqliteConnection,
  text,
  type Row,
} from './sqlite-connection.ts'

const readEntry = rowReader(AuditEntrySchema)
/** The target is stored in three columns, so the log can be filtered by it. */
const toEntry = (row: Row): AuditEntry => ({
  ...readEntry(row),
  target: { type: text(row.target_type), id: text(row.target_id), label: text(row.target_label) },
})

/**
 * The AuditLog on the `audit_entries` table (migration 12), with an index per filter
 * (none, person, kind), each ordered newest first; no statement here updates a row.
 */
export function createSqliteAuditLog(db: DatabaseSync): AuditLog {
  const { run, readPage } = sqliteConnection(db)

  return {
    async appendAuditEntry(entry) {
      storable(AuditEntrySchema, entry)
      conflictOnDuplicate('An audit entry with this id already exists', () =>
        run(
          `INSERT INTO audit_entries (id, at, actor_id, actor_email, kind, action, target_type, target_id,
             target_label, summary)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          entry.id,
          entry.at,
          entry.actor_id,
          entry.actor_email,
          entry.kind,
          entry.action,
          entry.target.type,
          entry.target.id,
          entry.target.label,
          entry.summary,
        ),
      )
    },
    async listAuditEntries({ actor, kind, from, to, ...request } = {}) {
      const where = equalTo({ actor_id: actor, kind })
      if (from !== undefined) where.push(['at >= ?', [from]])
      if (to !== undefined) where.push(['at < ?', [to]])
      return readPage(
        {
          list: 'audit',
          kind: 'audit entry',
          schema: AuditEntrySchema,
          table: 'audit_entries',
          order: AUDIT_ORDER,
          where,
          toRecord: toEntry,
        },
        request,
      )
    },
    async deleteAuditEntriesBefore(cutoff, limit) {
      const { changes } = run(
        `DELETE FROM audit_entries WHERE id IN
           (SELECT id FROM audit_entries WHERE at < ? ORDER BY at, id LIMIT ?)`,
        cutoff,
        limit,
      )
      return Number(changes)
    },
  }
}
