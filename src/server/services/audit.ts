import {
  AUDIT_RETENTION_YEARS,
  NOBODY_KNOWN,
  auditBound,
  auditLine,
  MAX_AUDIT_LABEL,
  MAX_AUDIT_SUMMARY,
  type AuditEntry,
  type AuditKind,
  type AuditListQuery,
} from '../../domain/audit.ts'
import type { Page } from '../../domain/page.ts'
import { canReadActivity, enforce, type Actor } from '../policy/policy.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import type { Logger } from '../ports/logger.ts'

/** What an action tells the log; who and when are the log's to fill in. */
export interface AuditRecord {
  kind: AuditKind
  action: string
  target: { type: string; id: string; label: string }
  summary: string
}

/**
 * The schedule acting with nobody signed in: its entry names the admin who set the schedule,
 * or NOBODY_KNOWN when no such admin can be found.
 */
export interface ScheduleActor {
  kind: 'schedule'
  setBy: { uid: string; email: string } | null
}

export interface AuditDeps {
  stores: Pick<ContentStores, 'audit'>
  now: () => Date
  newId: () => string
  logger: Logger
}

const RETENTION_BATCH = 500

/**
 * The admin activity log (docs/decisions/043-audit-log.md): services record each admin action
 * after it succeeded; admins read the log; nothing edits or deletes an entry but the retention job.
 */
export function createAudit({ stores, now, newId, logger }: AuditDeps) {
  return {
    /**
     * Records what a signed-in admin, or the schedule on an admin's behalf, just did. Never
     * throws: the change is already stored, so a failed append is logged and the action still
     * answers as done (decision 043).
     */
    async record(actor: Actor | ScheduleActor, entry: AuditRecord): Promise<void> {
      if (actor.kind === 'visitor') {
        logger.warn(`[audit] not recorded, no one signed in: ${entry.kind} ${entry.action}`)
        return
      }
      const person =
        actor.kind === 'schedule'
          ? actor.setBy
            ? { actor_id: actor.setBy.uid, actor_email: actor.setBy.email }
            : NOBODY_KNOWN
          : { actor_id: actor.uid, actor_email: actor.email }
      const stored: AuditEntry = {
        id: newId(),
        at: now().toISOString(),
        ...person,
        kind: entry.kind,
        action: auditLine(entry.action, 60),
        target: {
          type: auditLine(entry.target.type, 40),
          id: entry.target.id,
          label: auditLine(entry.target.label, MAX_AUDIT_LABEL),
        },
        summary: auditLine(entry.summary, MAX_AUDIT_SUMMARY),
      }
      try {
        await stores.audit.appendAuditEntry(stored)
      } catch (error) {
        logger.error(
          `[audit] could not record ${stored.kind} ${stored.action} of ${stored.target.id} by ${stored.actor_email}`,
          error,
        )
      }
    },

    /** A page of the log, newest first; dates are Sydney days or ISO instants. */
    async list(
      actor: Actor,
      { from, to, ...query }: Partial<AuditListQuery> = {},
    ): Promise<Page<AuditEntry>> {
      enforce(canReadActivity(actor))
      return stores.audit.listAuditEntries({
        ...query,
        ...(from === undefined ? {} : { from: auditBound(from, 'from') }),
        ...(to === undefined ? {} : { to: auditBound(to, 'to') }),
      })
    },
  }
}

export type Audit = ReturnType<typeof createAudit>

/**
 * Deletes the entries older than the retention period, in batches, up to `maxBatches` of them
 * per run (the schedule that deletes old enquiries runs it too). Returns how many it deleted.
 */
export async function deleteExpiredAuditEntries(
  { stores }: { stores: Pick<ContentStores, 'audit'> },
  now: Date,
  maxBatches = 20,
): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS)
  let deleted = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const removed = await stores.audit.deleteAuditEntriesBefore(cutoff.toISOString(), RETENTION_BATCH)
    deleted += removed
    if (removed < RETENTION_BATCH) break
  }
  return deleted
}
