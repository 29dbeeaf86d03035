/**
 * bench:scale's fill (issue 31): the scale records written to the Firestore emulator as the very
 * documents the stores' creates write (each adapter's new...Document), in WriteBatches of 500
 * creates, a few commits in flight. Through the creates, a transaction or round trip each, 10,000
 * posts alone took about 12 minutes. A BulkWriter would suit, but the in-process emulator has no
 * BatchWrite. It skips what a create checks, so it is for records known to be valid and new: the
 * scale records (scripts/seed-scale.test.ts checks them on SQLite) in an empty database.
 */
import type { Firestore } from 'firebase-admin/firestore'
import { newAuditEntryDocument } from '../../src/server/adapters/firestore/firestore-audit-log.ts'
import { newEnquiryDocument } from '../../src/server/adapters/firestore/firestore-enquiries-store.ts'
import { newGalleryImageDocument } from '../../src/server/adapters/firestore/firestore-gallery-store.ts'
import { newPostDocuments } from '../../src/server/adapters/firestore/firestore-posts-store.ts'
import { newProfileDocument } from '../../src/server/adapters/firestore/firestore-profiles-store.ts'
import {
  storedRef,
  type FirestoreStoreOptions,
  type StoredDocument,
} from '../../src/server/adapters/firestore/firestore-collections.ts'
import {
  scaleRecords,
  type ScaleCounts,
  type ScaleWriter,
  type SharedImages,
} from '../../scripts/seed-scale.ts'

/** Firestore's most writes in one commit. */
const BATCH_SIZE = 500
/** Commits under way at once: enough to keep the emulator busy while the next batch is built. */
const IN_FLIGHT = 4

function* batchesOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = []
  for (const item of items) {
    batch.push(item)
    if (batch.length === size) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

/** Creates `documents` in batches; a document that exists fails its batch. Returns how many it wrote. */
async function createInBatches(
  db: Firestore,
  documents: Iterable<StoredDocument>,
  options: FirestoreStoreOptions = {},
): Promise<number> {
  const batches = batchesOf(documents, BATCH_SIZE)
  let written = 0
  const commitEach = async () => {
    for (const documents of batches) {
      const batch = db.batch()
      for (const document of documents) batch.create(storedRef(db, options, document), document.data)
      await batch.commit()
      written += documents.length
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, commitEach))
  return written
}

/** Each scale record as the documents its store's create writes. */
const asDocuments: ScaleWriter<StoredDocument[]> = {
  post: newPostDocuments,
  photo: (image) => [newGalleryImageDocument(image)],
  enquiry: (enquiry) => [newEnquiryDocument(enquiry)],
  account: (profile) => {
    // An admin is also listed in meta/admins, which only the profiles store keeps.
    if (profile.is_admin) throw new Error(`The bulk import writes no admins: ${profile.id}`)
    return [newProfileDocument(profile)]
  },
  activity: (entry) => [newAuditEntryDocument(entry)],
}

function* scaleDocuments(images: SharedImages, counts: ScaleCounts): Generator<StoredDocument> {
  for (const documents of scaleRecords(asDocuments, images, counts)) yield* documents
}

/** Writes the scale records at `counts` into an empty `db`. Returns how many documents it wrote. */
export async function importScaleRecords(
  db: Firestore,
  images: SharedImages,
  counts: ScaleCounts,
  options: FirestoreStoreOptions = {},
): Promise<number> {
  return createInBatches(db, scaleDocuments(images, counts), options)
}
