import type { Firestore } from 'firebase-admin/firestore'
import { AuditEntrySchema, type AuditEntry } from '../../../domain/audit.ts'
import type { AuditLog } from '../../ports/audit-log.ts'
import { AUDIT_ORDER } from '../page-cursor.ts'
import { storable } from '../stored-records.ts'
import {
  collectionOf,
  conflictOnExisting,
  readPage,
  recordReader,
  storedDocument,
  storedRef,
  whereEqual,
  type FirestoreStoreOptions,
} from './firestore-collections.ts'

const toEntry = recordReader(AuditEntrySchema)

/**
 * The AuditLog on Firestore: audit_entries/{docId(id)}, created once and never updated. The
 * list's filters (person, kind, or both, each with a range of `at`) have composite indexes in
 * firestore.indexes.json; the retention query ranges and orders on `at` alone.
 */
/** What an entry is stored as: audit_entries/{id}, the entry itself. */
export const newAuditEntryDocument = (entry: AuditEntry) => storedDocument('audit_entries', entry)

export function createFirestoreAuditLog(db: Firestore, options: FirestoreStoreOptions = {}): AuditLog {
  const entries = collectionOf(db, options, 'audit_entries')

  return {
    async appendAuditEntry(entry) {
      storable(AuditEntrySchema, entry)
      const document = newAuditEntryDocument(entry)
      await conflictOnExisting('An audit entry with this id already exists', () =>
        storedRef(db, options, document).create(document.data),
      )
    },
    async listAuditEntries({ actor, kind, from, to, ...request } = {}) {
      let query = whereEqual(entries, { actor_id: actor, kind })
      if (from !== undefined) query = query.where('at', '>=', from)
      if (to !== undefined) query = query.where('at', '<', to)
      return readPage(
        {
          list: 'audit',
          kind: 'audit entry',
          schema: AuditEntrySchema,
          query,
          order: AUDIT_ORDER,
          toRecord: toEntry,
        },
        request,
      )
    },
    async deleteAuditEntriesBefore(cutoff, limit) {
      if (limit <= 0) return 0
      const { docs } = await entries.where('at', '<', cutoff).orderBy('at').limit(limit).get()
      const batch = db.batch()
      for (const doc of docs) batch.delete(doc.ref)
      if (docs.length > 0) await batch.commit()
      return docs.length
    },
  }
}
