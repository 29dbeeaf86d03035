import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore'
import { NoticeSchema, type Notice } from '../../../domain/notice.ts'
import type { NoticesStore } from '../../ports/notices-store.ts'
import { readable, storable } from '../stored-records.ts'
import {
  binary,
  collectionOf,
  hasCode,
  readDoc,
  recordReader,
  ref,
  type FirestoreStoreOptions,
} from './firestore-collections.ts'

const ALREADY_EXISTS = 6

const toNotice = recordReader(NoticeSchema)

/** When a pending notice is due; null for any other, so the due queue never sees it. */
const pendingDue = (notice: Notice) => (notice.state === 'pending' ? notice.due_at : null)

/** The whole document of `notice`: its fields and `pending_due`, which its queue query ranges on. */
const noticeDocument = (notice: Notice) => ({ ...notice, pending_due: pendingDue(notice) })

const soonestDue = (a: Notice, b: Notice) => binary(a.due_at ?? '', b.due_at ?? '') || binary(a.id, b.id)
const oldestFirst = (a: Notice, b: Notice) => binary(a.created_at, b.created_at) || binary(a.id, b.id)

/**
 * The NoticesStore on Firestore: notices/{docId(id)}, with `pending_due` kept for the due
 * queue. Every query filters or orders on one field, so none needs a composite index: an
 * enquiry's notices (a few dozen at most) are read by enquiry_id and ordered here. Claims and
 * cancellations run in transactions.
 */
export function createFirestoreNoticesStore(
  db: Firestore,
  options: FirestoreStoreOptions = {},
): NoticesStore {
  const notices = collectionOf(db, options, 'notices')
  const ofEnquiry = (enquiryId: string) => notices.where('enquiry_id', '==', enquiryId)
  const read = (docs: readonly DocumentSnapshot[]) => readable('notice', NoticeSchema, docs, toNotice)

  return {
    async addNotice(notice) {
      storable(NoticeSchema, notice)
      try {
        await ref(notices, notice.id).create(noticeDocument(notice))
        return true
      } catch (error) {
        if (hasCode(error, ALREADY_EXISTS)) return false
        throw error
      }
    },
    async getNotice(id) {
      return readDoc(notices, id, toNotice)
    },
    async listNoticesDue(dueBy, limit) {
      if (limit <= 0) return []
      const due = notices.where('pending_due', '<=', dueBy).orderBy('pending_due')
      let { docs } = await due.limit(limit).get()
      const last = docs.at(-1)?.get('pending_due') as string | undefined
      if (docs.length === limit && last !== undefined) {
        // Firestore breaks ties by document name, which is not the id when docId escaped it:
        // every notice due with the last one is read, so the cut falls by id as on SQLite.
        const ties = await notices.where('pending_due', '==', last).get()
        docs = [...docs.filter((doc) => doc.get('pending_due') !== last), ...ties.docs]
      }
      return read(docs).sort(soonestDue).slice(0, limit)
    },
    async updateNotice(id, expectedDueAt, notice) {
      storable(NoticeSchema, notice)
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(notices, id))
        if (!snapshot.exists || snapshot.get('pending_due') !== expectedDueAt) return null
        const stored = { ...notice, id }
        tx.set(snapshot.ref, noticeDocument(stored))
        return stored
      })
    },
    async cancelPendingNotices(enquiryId, kinds) {
      if (kinds.length === 0) return 0
      return db.runTransaction(async (tx) => {
        const { docs } = await tx.get(ofEnquiry(enquiryId))
        const cancelled = docs.filter(
          (doc) => doc.get('state') === 'pending' && kinds.includes(doc.get('kind') as Notice['kind']),
        )
        for (const doc of cancelled)
          tx.update(doc.ref, { state: 'cancelled', due_at: null, pending_due: null })
        return cancelled.length
      })
    },
    async listNoticesOf(enquiryId) {
      return read((await ofEnquiry(enquiryId).get()).docs).sort(oldestFirst)
    },
    async deleteNoticesOf(enquiryId) {
      return db.runTransaction(async (tx) => {
        const { docs } = await tx.get(ofEnquiry(enquiryId))
        for (const doc of docs) tx.delete(doc.ref)
        return docs.length
      })
    },
  }
}
