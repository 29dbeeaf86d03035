import type { AuditEntry, AuditKind } from '../../domain/audit.ts'
import type { Page, PageRequest } from '../../domain/page.ts'

/** Paging and cursors as content-stores.ts describes them. */
export interface AuditQuery extends PageRequest {
  /** Only this admin's entries (by actor_id). */
  actor?: string
  kind?: AuditKind
  /** Only entries at or after this instant (ISO, UTC). */
  from?: string
  /** Only entries before this instant (ISO, UTC). */
  to?: string
}

/**
 * The admin activity log (domain/audit.ts). Entries are appended and never changed: there is
 * no update, and the only deletion is the retention rule's. Conventions in content-stores.ts;
 * every adapter passes `describeAuditLogContract` (audit-log.contract.ts).
 */
export interface AuditLog {
  /**
   * Stores a new entry. Throws `conflict` when one with its id exists (the first stays), and
   * `validation_failed` for an entry that would not read back.
   */
  appendAuditEntry(entry: AuditEntry): Promise<void>
  /** One page of entries, newest `at` first (ties by id), filtered as the query says. */
  listAuditEntries(query?: AuditQuery): Promise<Page<AuditEntry>>
  /**
   * Deletes up to `limit` entries with `at` before `cutoff`, oldest first; returns how many.
   * The retention job calls it until it answers fewer than `limit`.
   */
  deleteAuditEntriesBefore(cutoff: string, limit: number): Promise<number>
}
