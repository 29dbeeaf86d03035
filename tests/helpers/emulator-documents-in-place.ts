/**
 * @firestore-emulator/server keeps each collection's documents in an immer-produced record, so
 * every new document (and every read of a missing one) copies and freezes the collection's whole
 * record: filling a collection of n documents takes time in n². 20,000 documents in one
 * collection took 6.6 minutes (5,000: 29 s), and bench:scale puts 55,000 photos in one.
 * `withDocumentsInPlace` makes a server's collections add documents to their record in place:
 * the same documents, the same lookups, in constant time. For the scale benchmark (issue 31);
 * can go when the emulator stops copying (checked against 0.3.15).
 */
import {
  FirestoreStateDocument,
  type FirestoreServer,
  type FirestoreStateCollection,
} from '@firestore-emulator/server'

/** The collection's fields the emulator keeps private. */
interface CollectionInternals {
  documents: Record<string, FirestoreStateDocument>
  emitter: ConstructorParameters<typeof FirestoreStateDocument>[0]
}

function addDocumentsInPlace(collection: FirestoreStateCollection): void {
  const internals = collection as unknown as CollectionInternals
  collection.getDocument = (name: string) => {
    if (Object.hasOwn(internals.documents, name)) return internals.documents[name]!
    // The record the emulator produced is frozen: copy it once, then add to the copy.
    if (Object.isFrozen(internals.documents)) internals.documents = { ...internals.documents }
    const document = new FirestoreStateDocument(
      internals.emitter,
      collection.database,
      collection,
      name,
      {},
      {},
    )
    internals.documents[name] = document
    return document
  }
}

/** Every collection `server` makes from now on adds its documents in place. */
export function withDocumentsInPlace(server: FirestoreServer): void {
  server.state.emitter.on('add-collection', ({ collection }) => addDocumentsInPlace(collection))
}
