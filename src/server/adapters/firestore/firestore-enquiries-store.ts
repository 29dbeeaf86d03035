import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore'
import {
  EnquiryMailSchema,
  EnquirySchema,
  enquirySearchFields,
  isOpenStatus,
  mailDueAt,
  type Enquiry,
} from '../../../domain/enquiry.ts'
import { searchPrefixes } from '../../../domain/search.ts'
import type { EnquiriesStore } from '../../ports/enquiries-store.ts'
import { NEWEST_FIRST } from '../page-cursor.ts'
import { fieldsOf, readable, storable } from '../stored-records.ts'
import {
  collectionOf,
  conflictOnExisting,
  pick,
  readDoc,
  readPage,
  ref,
  storedDocument,
  storedRef,
  whereEqual,
  type FirestoreStoreOptions,
} from './firestore-collections.ts'
import { createCounter } from './firestore-counters.ts'
import { searchIn } from './firestore-search.ts'

const ENQUIRY_FIELDS = fieldsOf(EnquirySchema)

/**
 * An enquiry document as the current fields: one written before quote requests had `handled`
 * instead of a status (handled became 'done') and no kind, notes or quote.
 */
function upgradeEnquiry(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data || data.status !== undefined) return data
  return {
    ...data,
    kind: 'message',
    status: data.handled === true ? 'done' : 'new',
    status_changed_at: data.handled === true ? (data.handled_at ?? null) : null,
    notes: [],
    quote: null,
  }
}

/**
 * A request's photos as Firestore holds them. Each photo is a list of its widths, and Firestore
 * refuses an array directly inside an array, so a document keeps each photo as a map
 * `{ variants: [...] }`; the records keep the lists the domain reads.
 */
type Photo = Enquiry['customer_updates'][number]['photos'][number]
const storedPhotos = (photos: readonly Photo[]) => photos.map((variants) => ({ variants }))
const readPhotos = (photos: unknown): unknown =>
  Array.isArray(photos)
    ? photos.map((photo: unknown) =>
        photo !== null && typeof photo === 'object' && 'variants' in photo ? photo.variants : photo,
      )
    : photos

/** The enquiry a document holds; lists absent from documents older than them are empty. */
function toEnquiry(snapshot: DocumentSnapshot): Enquiry {
  const enquiry = pick<Enquiry>(ENQUIRY_FIELDS, upgradeEnquiry(snapshot.data()))
  return {
    ...enquiry,
    history: enquiry.history ?? [],
    customer_updates: (enquiry.customer_updates ?? []).map((update) => ({
      ...update,
      photos: readPhotos(update.photos) as Photo[],
    })),
    quote: enquiry.quote && { ...enquiry.quote, photos: readPhotos(enquiry.quote.photos) as Photo[] },
  }
}

/** The whole document of `enquiry`: its fields (photos as maps) and those its queries use. */
const enquiryDocument = (enquiry: Enquiry) => ({
  ...enquiry,
  quote: enquiry.quote && { ...enquiry.quote, photos: storedPhotos(enquiry.quote.photos) },
  customer_updates: enquiry.customer_updates.map((update) => ({
    ...update,
    photos: storedPhotos(update.photos),
  })),
  open: isOpenStatus(enquiry.status),
  search_prefixes: searchPrefixes(enquirySearchFields(enquiry)),
  mail_due: mailDueAt(enquiry.mail),
})

/** What a new enquiry is stored as: enquiries/{id}. */
export const newEnquiryDocument = (enquiry: Enquiry) =>
  storedDocument('enquiries', enquiry, enquiryDocument(enquiry))

/**
 * The EnquiriesStore on Firestore: enquiries/{id}, with `open`, `search_prefixes` and
 * `mail_due` (the pending send's next_attempt_at) kept for its queries; meta/enquiry_counts =
 * {total, open}, changed with every enquiry created or deleted and every change of `open`.
 */
export function createFirestoreEnquiriesStore(
  db: Firestore,
  options: FirestoreStoreOptions = {},
): EnquiriesStore {
  const enquiries = collectionOf(db, options, 'enquiries')
  const counts = createCounter(db, options, 'enquiry_counts', {
    total: enquiries,
    open: enquiries.where('open', '==', true),
  })
  /**
   * Rewrites the enquiry `snapshot` holds as `enquiry`, counting a change of `open` as its
   * stored field has it (a document from before statuses has none, and was not counted open).
   */
  function rewrite(tx: Transaction, snapshot: DocumentSnapshot, enquiry: Enquiry) {
    const document = enquiryDocument(enquiry)
    tx.set(snapshot.ref, document)
    counts.add(tx, { open: Number(document.open) - Number(snapshot.get('open') === true) })
  }

  return {
    async createEnquiry(enquiry) {
      storable(EnquirySchema, enquiry)
      const document = newEnquiryDocument(enquiry)
      await conflictOnExisting('An enquiry with this id already exists', () => {
        const batch = db.batch()
        batch.create(storedRef(db, options, document), document.data)
        counts.add(batch, { total: 1, open: Number(isOpenStatus(enquiry.status)) })
        return batch.commit()
      })
      return enquiry
    },
    async getEnquiry(id) {
      return readDoc(enquiries, id, toEnquiry)
    },
    async listEnquiries({ status, kind, q, ...request } = {}) {
      const query = whereEqual(enquiries, status === 'open' ? { open: true, kind } : { status, kind })
      return readPage(
        {
          list: 'enquiries',
          kind: 'enquiry',
          schema: EnquirySchema,
          order: NEWEST_FIRST,
          toRecord: toEnquiry,
          ...searchIn(query, q, enquirySearchFields),
        },
        request,
      )
    },
    async reviseEnquiry(id, revise) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists) return null
        const before = toEnquiry(snapshot)
        const after = storable(EnquirySchema, { ...before, ...revise(before) })
        // A document from before statuses is rewritten whole, in the current fields.
        rewrite(tx, snapshot, after)
        return { before, after }
      })
    },
    async addEnquiryNote(id, note) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists) return null
        const current = toEnquiry(snapshot)
        const notes = storable(EnquirySchema.shape.notes, [...current.notes, note])
        const updated = { ...current, notes }
        rewrite(tx, snapshot, updated)
        return updated
      })
    },
    async deleteEnquiry(id, onlyIf) {
      const changed = new Error('The enquiry changed since it was read')
      try {
        return await counts.remove(
          ref(enquiries, id),
          (stored) => ({ total: -1, open: -Number(stored.get('open') === true) }),
          // Checked in the transaction that deletes: thrown, it ends the transaction unwritten.
          onlyIf &&
            (async (_tx, stored) => {
              if (!onlyIf(toEnquiry(stored))) throw changed
            }),
        )
      } catch (error) {
        if (error === changed) return false
        throw error
      }
    },
    async listEnquiriesCreatedBefore(createdBefore, limit) {
      // One field's range and order (the id breaks ties, as Firestore's own order does).
      const old = await enquiries
        .where('created_at', '<', createdBefore)
        .orderBy('created_at')
        .limit(limit)
        .get()
      return readable('enquiry', EnquirySchema, old.docs, toEnquiry)
    },
    async listEnquiriesWithMailDue(dueBy, limit) {
      // One field, so Firestore's automatic index serves it.
      const snapshot = await enquiries.where('mail_due', '<=', dueBy).orderBy('mail_due').limit(limit).get()
      return readable('enquiry', EnquirySchema, snapshot.docs, toEnquiry)
    },
    async updateEnquiryMail(id, expectedNextAttempt, mail) {
      storable(EnquiryMailSchema, mail)
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists || snapshot.get('mail_due') !== expectedNextAttempt) return null
        tx.update(snapshot.ref, { mail, mail_due: mailDueAt(mail) })
        return { ...toEnquiry(snapshot), mail }
      })
    },
    async countEnquiries() {
      return counts.read()
    },
  }
}
