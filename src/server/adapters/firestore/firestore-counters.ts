/**
 * The dashboard's counts kept in one document per area (meta/post_counts, meta/gallery_counts,
 * meta/enquiry_counts, meta/profile_counts), so a count reads one document however many records
 * there are; count() is billed a read per 1,000 records it counts
 * (docs/decisions/044-counter-documents.md).
 */
import {
  FieldValue,
  WriteBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore'
import { collectionOf, type FirestoreStoreOptions } from './firestore-collections.ts'

export type Counts<Field extends string> = Record<Field, number>

export interface Counter<Field extends string> {
  /**
   * Adds `changes` to the counts, written with the change they count: in the same transaction
   * or batch, so a successful write never leaves a count off.
   */
  add(writer: Transaction | WriteBatch, changes: Partial<Counts<Field>>): void
  /**
   * Deletes `document` and takes off the counts what `change` says it counted, read in the same
   * transaction; false, and nothing written, when the document does not exist. `alongside`
   * reads and writes what goes with the document (a transaction reads before it writes).
   */
  remove(
    document: DocumentReference,
    change: (stored: DocumentSnapshot) => Partial<Counts<Field>>,
    alongside?: (tx: Transaction, stored: DocumentSnapshot) => Promise<void>,
  ): Promise<boolean>
  /** The counts: one document read, or a recount when the counter was never established. */
  read(): Promise<Counts<Field>>
  /** Counts every field with count() and stores the result as the established counter. */
  recount(): Promise<Counts<Field>>
}

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0

/**
 * The counter of `name` in the `meta` collection, each of its fields the number of documents
 * `counted` matches. A write adds to it blindly, so the document can exist with increments
 * alone; only a recount sets `counted_at`, and until it is set (a project older than counters,
 * a counter deleted in the console to recount) reading it recounts.
 */
export function createCounter<Field extends string>(
  db: Firestore,
  options: FirestoreStoreOptions,
  name: string,
  counted: Record<Field, Query>,
): Counter<Field> {
  const counter: DocumentReference = collectionOf(db, options, 'meta').doc(name)
  const fields = Object.keys(counted) as Field[]

  async function recount(): Promise<Counts<Field>> {
    return db.runTransaction(async (tx) => {
      // Reading the counter locks it: a write that adds to it waits for this recount, or the
      // recount runs again and counts that write's record.
      await tx.get(counter)
      const values = await Promise.all(
        fields.map(async (field) => (await tx.get(counted[field].count())).data().count),
      )
      const counts = Object.fromEntries(fields.map((field, i) => [field, values[i]])) as Counts<Field>
      tx.set(counter, { ...counts, counted_at: new Date().toISOString() })
      return counts
    })
  }

  function add(writer: Transaction | WriteBatch, changes: Partial<Counts<Field>>) {
    const increments = Object.entries(changes as Record<string, number | undefined>)
      .filter(([field, by]) => fields.includes(field as Field) && by !== undefined && by !== 0)
      .map(([field, by]) => [field, FieldValue.increment(by!)])
    if (increments.length === 0) return
    const update = Object.fromEntries(increments) as Record<string, FieldValue>
    // The same call on either writer; TypeScript cannot call the union of their overloads.
    if (writer instanceof WriteBatch) writer.set(counter, update, { merge: true })
    else writer.set(counter, update, { merge: true })
  }

  return {
    add,
    remove(document, change, alongside) {
      return db.runTransaction(async (tx) => {
        const stored = await tx.get(document)
        if (!stored.exists) return false
        await alongside?.(tx, stored)
        tx.delete(document)
        add(tx, change(stored))
        return true
      })
    },
    async read() {
      const snapshot = await counter.get()
      const established =
        typeof snapshot.get('counted_at') === 'string' && fields.every((f) => isCount(snapshot.get(f)))
      if (!established) return recount()
      return Object.fromEntries(
        fields.map((field) => [field, snapshot.get(field) as number]),
      ) as Counts<Field>
    },
    recount,
  }
}
