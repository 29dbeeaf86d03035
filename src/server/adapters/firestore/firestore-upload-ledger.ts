import type { CollectionReference, DocumentSnapshot } from 'firebase-admin/firestore'
import { AppError } from '../../../domain/api-error.ts'
import type { Upload, UploadLedger } from '../../ports/upload-ledger.ts'
import { docId } from './doc-id.ts'

const ALREADY_EXISTS = 6

const UPLOAD_FIELDS = [
  'id',
  'owner_id',
  'purpose',
  'keys',
  'variants',
  'created_at',
  'attached_to',
] as const satisfies readonly (keyof Upload)[]

function toUpload(snapshot: DocumentSnapshot): Upload {
  const data = snapshot.data() ?? {}
  return Object.fromEntries(UPLOAD_FIELDS.map((field) => [field, data[field] ?? null])) as unknown as Upload
}

/**
 * The upload ledger on Firestore: uploads/{docId(id)}, plus `unattached_since` (created_at
 * while unattached, else null) so the sweep's query is one range on one field, which needs no
 * composite index. Claims and conditional deletes run in transactions.
 */
export function createFirestoreUploadLedger(uploads: CollectionReference): UploadLedger {
  const db = uploads.firestore
  const ref = (id: string) => uploads.doc(docId(id))

  return {
    async createUpload(upload) {
      try {
        await ref(upload.id).create({
          ...upload,
          unattached_since: upload.attached_to === null ? upload.created_at : null,
        })
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) {
          throw new AppError('conflict', 'An upload with this id already exists', { cause: error })
        }
        throw error
      }
      return upload
    },
    async getUpload(id) {
      const snapshot = await ref(id).get()
      return snapshot.exists ? toUpload(snapshot) : null
    },
    async attachUpload(id, attachedTo) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(id))
        if (!snapshot.exists || snapshot.get('attached_to') !== null) return null
        tx.update(snapshot.ref, { attached_to: attachedTo, unattached_since: null })
        return { ...toUpload(snapshot), attached_to: attachedTo }
      })
    },
    async detachUpload(id, attachedTo) {
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(id))
        if (!snapshot.exists || snapshot.get('attached_to') !== attachedTo) return
        tx.update(snapshot.ref, { attached_to: null, unattached_since: snapshot.get('created_at') as string })
      })
    },
    async deleteUpload(id) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(id))
        if (!snapshot.exists) return false
        tx.delete(snapshot.ref)
        return true
      })
    },
    async deleteUnattachedUpload(id) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(id))
        if (!snapshot.exists || snapshot.get('attached_to') !== null) return false
        tx.delete(snapshot.ref)
        return true
      })
    },
    async listUnattachedUploads(createdBefore, limit) {
      if (limit <= 0) return []
      const found = await uploads
        .where('unattached_since', '<', createdBefore)
        .orderBy('unattached_since')
        .limit(limit)
        .get()
      return found.docs
        .map(toUpload)
        .sort((a, b) =>
          a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1,
        )
    },
  }
}
