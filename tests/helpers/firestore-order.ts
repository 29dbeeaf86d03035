/**
 * Firestore's query semantics for @firestore-emulator/server, which filters but neither pages
 * nor orders the way Firestore does: it ignores cursors (startAfter) and cannot order null
 * against numbers. `withFirestoreOrder` gives its queries Firestore's documented order of values
 * (null, booleans, numbers, timestamps, strings, ...) and cursors, counts the documents each
 * query returns (what Firestore bills as reads), and refuses, as Firestore does, a query that
 * needs a composite index firestore.indexes.json does not declare. Used by the contract tests
 * (firestore-emulator.ts) and the scale benchmark (scripts/bench-scale.ts).
 */
import type { FirestoreServer } from '@firestore-emulator/server'
import { readFileSync } from 'node:fs'

/**
 * The documents queries have returned and gets have asked for (found or not) since the last
 * reset: what Firestore would bill as reads. A count() counts the documents it matches.
 */
export const documentReads = { count: 0 }

interface EmulatedField {
  type: string
  value: unknown
}
interface EmulatedDocument {
  getField(path: string): EmulatedField | undefined
  getPath(): string
}
interface ProtoValue {
  has_null_value?: boolean
  has_boolean_value?: boolean
  has_integer_value?: boolean
  has_double_value?: boolean
  has_timestamp_value?: boolean
  has_string_value?: boolean
  has_reference_value?: boolean
  boolean_value?: boolean
  integer_value?: number | string
  double_value?: number
  timestamp_value?: { seconds?: number | string; nanos?: number }
  string_value?: string
  reference_value?: string
}
interface ProtoFieldFilter {
  field: { field_path: string }
  op: number
}
interface ProtoQuery {
  from: { collection_id: string }[]
  has_where: boolean
  where: {
    has_field_filter: boolean
    field_filter: ProtoFieldFilter
    has_composite_filter: boolean
    composite_filter: { filters: { has_field_filter: boolean; field_filter: ProtoFieldFilter }[] }
  }
  order_by: { field: { field_path: string }; direction: number }[]
  has_start_at: boolean
  start_at: { values: ProtoValue[]; before: boolean }
  has_end_at: boolean
  end_at: { values: ProtoValue[]; before: boolean }
  has_limit: boolean
  limit: { value: number }
  has_offset?: boolean
  offset?: number
}

/** Firestore's order of value types; within a type, by value. */
const TYPE_RANK: Record<string, number> = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  reference_value: 6,
}
type Comparable = [rank: number, value: unknown]

function fieldValue(field: EmulatedField | undefined): Comparable | undefined {
  if (!field) return undefined
  const value =
    field.type === 'timestamp_value' ? new Date(field.value as string | Date).getTime() : field.value
  return [TYPE_RANK[field.type] ?? 9, value]
}

function protoValue(value: ProtoValue): Comparable {
  if (value.has_null_value) return [0, null]
  if (value.has_boolean_value) return [1, value.boolean_value]
  if (value.has_integer_value) return [2, Number(value.integer_value)]
  if (value.has_double_value) return [2, value.double_value]
  if (value.has_timestamp_value) {
    const { seconds = 0, nanos = 0 } = value.timestamp_value ?? {}
    return [3, Number(seconds) * 1000 + nanos / 1e6]
  }
  if (value.has_string_value) return [4, value.string_value]
  if (value.has_reference_value) return [6, value.reference_value]
  return [9, null]
}

function compare([aRank, a]: Comparable, [bRank, b]: Comparable): number {
  if (aRank !== bRank) return aRank - bRank
  if (a === b) return 0
  return (a as number | string) < (b as number | string) ? -1 : 1
}

const DESCENDING = 2
const EQUAL = 5
const ARRAY_CONTAINS = 7
const ARRAY_CONTAINS_ANY = 9

interface DeclaredIndex {
  collectionGroup: string
  fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }[]
}
const declaredIndexes = (
  JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: DeclaredIndex[]
  }
).indexes

/**
 * Throws when Firestore would refuse `query` for want of a composite index: one that orders or
 * filters on more than one field, beyond equality filters alone (which Firestore merges from
 * its single-field indexes). The declared index must hold the equality fields first (in any
 * order), then the array-contains field, then the order, field by field and direction by direction.
 */
function requireDeclaredIndex(query: ProtoQuery): void {
  const filters = !query.has_where
    ? []
    : query.where.has_field_filter
      ? [query.where.field_filter]
      : query.where.has_composite_filter
        ? query.where.composite_filter.filters.filter((f) => f.has_field_filter).map((f) => f.field_filter)
        : []
  const equal = filters.filter((f) => f.op === EQUAL).map((f) => f.field.field_path)
  // array-contains-any uses the same array index as array-contains.
  const contains = filters
    .filter((f) => f.op === ARRAY_CONTAINS || f.op === ARRAY_CONTAINS_ANY)
    .map((f) => f.field.field_path)
  const order = query.order_by
    .map((o) => ({
      path: o.field.field_path,
      order: o.direction === DESCENDING ? 'DESCENDING' : 'ASCENDING',
    }))
    .filter((o) => o.path !== '__name__')
  const others = new Set([...contains, ...order.map((o) => o.path)])
  const fields = new Set([...equal, ...others])
  if (fields.size <= 1 || others.size === 0) return
  const group = query.from[0]?.collection_id ?? ''
  const wanted = [...contains.map((path) => `${path} CONTAINS`), ...order.map((o) => `${o.path} ${o.order}`)]
  const found = declaredIndexes.some((index) => {
    if (index.collectionGroup !== group) return false
    const described = index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`)
    const head = described.slice(0, equal.length).map((field) => field.replace(/ ASCENDING$/, ''))
    return (
      new Set(head).size === equal.length &&
      equal.every((path) => head.includes(path)) &&
      described.slice(equal.length).join(', ') === wanted.join(', ')
    )
  })
  if (!found) {
    throw new Error(
      `The query on ${group} needs a composite index (${[...equal.map((path) => `${path} ASCENDING`), ...wanted].join(', ')}) that firestore.indexes.json does not declare`,
    )
  }
}

/**
 * Wraps the emulator's query: its filters, then Firestore's order (ending with the document
 * name, as Firestore does), cursors and limit; and counts what each query returns and each
 * document a get reads.
 */
export function withFirestoreOrder(server: FirestoreServer): void {
  const state = server.state as unknown as {
    v1Query(parent: string, query: ProtoQuery): EmulatedDocument[]
    getDocument(path: string): EmulatedDocument
    writeV1Document(...args: unknown[]): unknown
  }
  // A get looks its document up by path; so does a write, which is not a read.
  const lookUp = state.getDocument.bind(state)
  const write = state.writeV1Document.bind(state)
  let writing = false
  state.getDocument = (path) => {
    if (!writing) documentReads.count += 1
    return lookUp(path)
  }
  state.writeV1Document = (...args) => {
    writing = true
    try {
      return write(...args)
    } finally {
      writing = false
    }
  }
  const filterOnly = state.v1Query.bind(state)
  state.v1Query = (parent, query) => {
    requireDeclaredIndex(query)
    const filtered = filterOnly(parent, {
      ...query,
      from: query.from,
      has_where: query.has_where,
      where: query.where,
      order_by: [],
      has_limit: false,
    })
    const order = [
      ...query.order_by.map((o) => ({ path: o.field.field_path, descending: o.direction === DESCENDING })),
    ]
    // Firestore leaves out documents that lack an ordered field.
    const keyed = filtered
      .map((doc) => ({
        doc,
        key: order.map(({ path }) =>
          path === '__name__' ? ([6, doc.getPath()] as Comparable) : fieldValue(doc.getField(path)),
        ),
      }))
      .filter(({ key }) => key.every((value) => value !== undefined)) as {
      doc: EmulatedDocument
      key: Comparable[]
    }[]
    const byOrder = (a: Comparable[], b: Comparable[]) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const sign = order[i]?.descending ? -1 : 1
        const result = compare(a[i]!, b[i]!) * sign
        if (result !== 0) return result
      }
      return 0
    }
    keyed.sort((a, b) => byOrder(a.key, b.key) || compare([6, a.doc.getPath()], [6, b.doc.getPath()]))
    let docs = keyed
    if (query.has_start_at) {
      const cursor = query.start_at.values.map(protoValue)
      docs = docs.filter(({ key }) => {
        const position = byOrder(key.slice(0, cursor.length), cursor)
        return query.start_at.before ? position >= 0 : position > 0
      })
    }
    if (query.has_end_at) {
      const cursor = query.end_at.values.map(protoValue)
      docs = docs.filter(({ key }) => {
        const position = byOrder(key.slice(0, cursor.length), cursor)
        return query.end_at.before ? position < 0 : position <= 0
      })
    }
    if (query.offset) docs = docs.slice(query.offset)
    if (query.has_limit) docs = docs.slice(0, query.limit.value)
    documentReads.count += docs.length
    return docs.map(({ doc }) => doc)
  }
}
