import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore'
import { AuditEntrySchema, type AuditEntry } from '../../../domain/audit.ts'
import type { AuditLog } from '../../ports/audit-log.ts'
import { fieldsOf, storable } from '../stored-records.ts'
import {
  collectionOf,
  conflictOnExisting,
  pick,
  readPage,
  storedRef,
  type FirestoreStoreOptions,
  type StoredDocument,
  type SortOrder,
} from './firestore-collections.ts'

const ENTRY_FIELDS = fieldsOf(AuditEntrySchema)

const toEntry = (snapshot: DocumentSnapshot) => pick<AuditEntry>(ENTRY_FIELDS, snapshot.data())

const NEWEST_AT_FIRST: SortOrder = [
  ['at', 'desc'],
  ['id', 'asc'],
]

/**
 * The AuditLog on Firestore: audit_entries/{docId(id)}, created once and never updated. The
 * list's filters (person, kind, or both, each with a range of `at`) have composite indexes in
 * firestore.indexes.json; the retention query ranges and orders on `at` alone.
 */
/** What an entry is stored as: audit_entries/{id}, the entry itself. */
export const newAuditEntryDocument = (entry: AuditEntry): StoredDocument => ({
  collection: 'audit_entries',
  id: entry.id,
  data: { ...entry },
})

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
      let query: Query = entries
      if (actor !== undefined) query = query.where('actor_id', '==', actor)
      if (kind !== undefined) query = query.where('kind', '==', kind)
      if (from !== undefined) query = query.where('at', '>=', from)
      if (to !== undefined) query = query.where('at', '<', to)
      return readPage(
        {
          list: 'audit',
          kind: 'audit entry',
          schema: AuditEntrySchema,
          query,
          order: NEWEST_AT_FIRST,
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
