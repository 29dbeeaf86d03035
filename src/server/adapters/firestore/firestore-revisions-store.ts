import type { Firestore } from 'firebase-admin/firestore'
import { RevisionSchema } from '../../../domain/revision.ts'
import type { RevisionsStore } from '../../ports/revisions-store.ts'
import { REVISION_ORDER } from '../page-cursor.ts'
import { storable } from '../stored-records.ts'
import {
  collectionOf,
  conflictOnExisting,
  countOf,
  readDoc,
  readPage,
  recordReader,
  ref,
  type FirestoreStoreOptions,
} from './firestore-collections.ts'

const toRevision = recordReader(RevisionSchema)

/** Firestore writes at most 500 documents in one batch. */
const BATCH_LIMIT = 500

/**
 * The RevisionsStore on Firestore: revisions/{docId(id)}, the snapshot as a map. A post's list
 * is one query on the composite index (post_id, number DESC, id) of firestore.indexes.json.
 */
export function createFirestoreRevisionsStore(
  db: Firestore,
  options: FirestoreStoreOptions = {},
): RevisionsStore {
  const revisions = collectionOf(db, options, 'revisions')
  const ofPost = (postId: string) => revisions.where('post_id', '==', postId)
  const newestFirst = (postId: string) =>
    REVISION_ORDER.reduce((query, [field, direction]) => query.orderBy(field, direction), ofPost(postId))

  /** Deletes the documents `query` matches, a batch at a time; only their names are read. */
  async function deleteAll(query: FirebaseFirestore.Query): Promise<number> {
    const { docs } = await query.select().get()
    for (let start = 0; start < docs.length; start += BATCH_LIMIT) {
      const batch = db.batch()
      for (const doc of docs.slice(start, start + BATCH_LIMIT)) batch.delete(doc.ref)
      await batch.commit()
    }
    return docs.length
  }

  return {
    async addRevision(revision) {
      storable(RevisionSchema, revision)
      await conflictOnExisting('A revision with this id already exists', () =>
        ref(revisions, revision.id).create(revision),
      )
    },
    async getRevision(id) {
      return readDoc(revisions, id, toRevision)
    },
    async listRevisions(postId, page = {}) {
      return readPage(
        {
          list: 'revisions',
          kind: 'revision',
          schema: RevisionSchema,
          query: ofPost(postId),
          order: REVISION_ORDER,
          toRecord: toRevision,
        },
        page,
      )
    },
    async latestRevision(postId) {
      const [latest] = (await newestFirst(postId).limit(1).get()).docs
      return latest ? toRevision(latest) : null
    },
    async countRevisions(postId) {
      return countOf(ofPost(postId))
    },
    async pruneRevisions(postId, keep) {
      return deleteAll(newestFirst(postId).offset(Math.max(0, keep)))
    },
    async deleteRevisionsOf(postId) {
      return deleteAll(ofPost(postId))
    },
  }
}
