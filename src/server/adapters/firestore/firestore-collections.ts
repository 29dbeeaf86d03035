/**
 * What the Firestore stores share: their collections (named with an optional prefix), paging by
 * cursor, reads that skip bad documents, and the error codes the client reports.
 */
import type {
  CollectionReference,
  DocumentData,
  DocumentSnapshot,
  Firestore,
  OrderByDirection,
  Query,
} from 'firebase-admin/firestore'
import type { z } from 'zod'
import { AppError } from '../../../domain/api-error.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest } from '../../../domain/page.ts'
import { decodeCursor, encodeCursor, type SortValue } from '../page-cursor.ts'
import { fieldsOf, readable } from '../stored-records.ts'
import { docId } from './doc-id.ts'

/** The gRPC status code (in `error.code`) of a Firestore create that found the document there. */
const ALREADY_EXISTS = 6

export function hasCode(error: unknown, code: number): boolean {
  return (error as { code?: unknown } | null)?.code === code
}

/** Turns Firestore's ALREADY_EXISTS into the `conflict` every adapter reports. */
export async function conflictOnExisting<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (hasCode(error, ALREADY_EXISTS)) throw new AppError('conflict', message, { cause: error })
    throw error
  }
}

/**
 * A document's fields as the domain object, keeping only the entity's own fields. Lists parse
 * them with the read schema (see stored-records.ts); single reads return them as they are.
 */
export function pick<T>(fields: readonly string[], data: Record<string, unknown> | undefined): T {
  const source = data ?? {}
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? null])) as T
}

/** Reads a document as the record of `schema`, with `pick`. */
export function recordReader<T>(schema: z.ZodType<T> & { shape: object }) {
  const fields = fieldsOf(schema)
  return (snapshot: DocumentSnapshot) => pick<T>(fields, snapshot.data())
}

/** The defined entries only: Firestore refuses `undefined`, and a patch leaves those alone. */
export function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

/** Compares as SQLite's default (binary) collation does, not by locale. */
export const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A list's order: fields with their direction, the same as the SQLite adapter's. */
export type SortOrder = readonly (readonly [field: string, direction: OrderByDirection])[]

/** What one list query reads: its base query, order, how a document reads, and a check Firestore cannot make. */
export interface ListSpec<T> {
  list: string
  kind: string
  schema: z.ZodType<T>
  query: Query
  order: SortOrder
  toRecord: (snapshot: DocumentSnapshot) => unknown
  /** Items the query returns but the list leaves out (the rest of a search); all kept when absent. */
  keep?: (item: T) => boolean
  /** `keep` leaves out few items (not a search's): read on until the page is full, with no budget. */
  keepsMost?: boolean
}

/**
 * How many pages' worth of documents (a page and the one after it) a search reads per request
 * at most: its other words are checked in memory, and a rare one must not make a request read
 * the whole list. The page then holds what was found, even nothing, and `next` reads on.
 */
export const SEARCH_READ_PAGES = 2

export interface FirestoreStoreOptions {
  /**
   * Prefix for every collection name, so several stores can share one database (tests).
   * Defaults to none: collections are `posts`, `gallery_images`, `profiles`, ...
   */
  prefix?: string
}

/** The collection `name` of `db`, with the options' prefix. */
export function collectionOf(db: Firestore, { prefix = '' }: FirestoreStoreOptions, name: string) {
  return db.collection(`${prefix}${name}`)
}

/** `query` narrowed to the documents whose fields equal the given values; undefined ones filter nothing. */
export function whereEqual(query: Query, values: Record<string, unknown>): Query {
  return Object.entries(values).reduce<Query>(
    (narrowed, [field, value]) => (value === undefined ? narrowed : narrowed.where(field, '==', value)),
    query,
  )
}

/** The document of entity `id` in `of` (escaped by docId when it is not a plain id). */
export const ref = (of: CollectionReference, id: string) => of.doc(docId(id))

/**
 * A document a new record is stored as: the stores' creates write these, and so can a bulk
 * import (the scale benchmark's), so the stored form is written down once.
 */
export interface StoredDocument {
  /** The collection's name, without the options' prefix. */
  collection: string
  /** The entity id or key, escaped by `ref`. */
  id: string
  data: DocumentData
}

/** `record` stored in `collection` under its id, as `data` (the record itself unless given). */
export const storedDocument = (
  collection: string,
  record: { id: string },
  data: DocumentData = { ...record },
): StoredDocument => ({ collection, id: record.id, data })

/** Where `document` goes in `db`. */
export const storedRef = (db: Firestore, options: FirestoreStoreOptions, document: StoredDocument) =>
  ref(collectionOf(db, options, document.collection), document.id)

/** The document of entity `id`, read as a record by `map`, or null. */
export async function readDoc<T>(
  of: CollectionReference,
  id: string,
  map: (s: DocumentSnapshot) => T,
): Promise<T | null> {
  const snapshot = await ref(of, id).get()
  return snapshot.exists ? map(snapshot) : null
}

/** The documents that read as a valid `schema` record; the others are skipped and logged. */
export async function readAll<T>(
  kind: string,
  schema: z.ZodType<T>,
  query: Query,
  map: (s: DocumentSnapshot) => unknown,
): Promise<T[]> {
  return readable(kind, schema, (await query.get()).docs, map)
}

/** array-contains-any takes at most 30 values per query. */
const ANY_OF_LIMIT = 30

/**
 * The records of `of` whose `media_files` hold one of `names` (each found once): one query per
 * 30 names, reading only the records that show those files.
 */
export async function readShowingFiles<T extends { id: string }>(
  of: CollectionReference,
  names: readonly string[],
  kind: string,
  schema: z.ZodType<T>,
  map: (s: DocumentSnapshot) => unknown,
): Promise<T[]> {
  const distinct = [...new Set(names)]
  const chunks = Array.from({ length: Math.ceil(distinct.length / ANY_OF_LIMIT) }, (_, index) =>
    distinct.slice(index * ANY_OF_LIMIT, (index + 1) * ANY_OF_LIMIT),
  )
  const found = await Promise.all(
    chunks.map((chunk) => readAll(kind, schema, of.where('media_files', 'array-contains-any', chunk), map)),
  )
  return [...new Map(found.flat().map((record) => [record.id, record])).values()]
}

/** How many documents `query` matches, counted by Firestore. */
export const countOf = async (query: Query) => (await query.count().get()).data().count

/**
 * One page of a list: documents after the cursor's key, in the order, with the composite
 * indexes of firestore.indexes.json (docs/decisions/019-pagination.md). It reads one document
 * more than the page, to know if a next page exists. With `keep` it reads on, a page's worth at
 * a time, until the page is full or the list ends; a search (`keep` without `keepsMost`) stops
 * at SEARCH_READ_PAGES pages' worth and answers what it found with the cursor of the last
 * document it read, so a page may hold fewer items than the limit while `next` is set.
 */
export async function readPage<T>(spec: ListSpec<T>, request: PageRequest): Promise<Page<T>> {
  const limit = Math.min(request.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  const ordered = spec.order.reduce<Query>(
    (query, [field, direction]) => query.orderBy(field, direction),
    spec.query,
  )
  const keyOf = (snapshot: DocumentSnapshot) =>
    spec.order.map(([field]) => (snapshot.get(field) ?? null) as SortValue)
  let after = request.cursor ? decodeCursor(spec.list, request.cursor, spec.order.length) : null
  const batch = limit + 1
  let budget = spec.keep && !spec.keepsMost ? SEARCH_READ_PAGES * batch : Infinity
  const items: T[] = []
  let lastKey: SortValue[] | null = null
  for (;;) {
    const query = after ? ordered.startAfter(...after).limit(batch) : ordered.limit(batch)
    const { docs } = await query.get()
    for (const doc of docs) {
      const [item] = readable(spec.kind, spec.schema, [doc], spec.toRecord)
      if (item !== undefined && (spec.keep?.(item) ?? true)) {
        // One more item than the page holds: there is a next page, starting after the last kept.
        if (items.length === limit) return { items, next: encodeCursor(spec.list, lastKey ?? []) }
        items.push(item)
        lastKey = keyOf(doc)
      }
      after = keyOf(doc)
    }
    if (docs.length < batch) return { items, next: null }
    budget -= docs.length
    if (budget <= 0) return { items, next: encodeCursor(spec.list, after ?? []) }
  }
}
