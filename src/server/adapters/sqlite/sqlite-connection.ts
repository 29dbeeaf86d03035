/**
 * What the SQLite stores share: one connection's prepared statements, its list cache, paging
 * by cursor, and the column conversions. Every store opened on the same database gets the same
 * connection object, so a write through any of them refreshes every store's cached lists.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import type { z } from 'zod'
import { AppError } from '../../../domain/api-error.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest } from '../../../domain/page.ts'
import { markupFree, matchesSearch } from '../../../domain/search.ts'
import { decodeCursor, encodeCursor, type ListOrder, type SortValue } from '../page-cursor.ts'
import { fieldsOf, readable } from '../stored-records.ts'

export type Row = Record<string, SQLInputValue>

const SQLITE_CONSTRAINT_UNIQUE = 2067
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode
  return code === SQLITE_CONSTRAINT_UNIQUE || code === SQLITE_CONSTRAINT_PRIMARYKEY
}

/** Turns SQLite's unique-constraint failure into the `conflict` every adapter reports. */
export function conflictOnDuplicate<T>(message: string, work: () => T): T {
  try {
    return work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', message, { cause: error })
    throw error
  }
}

export const json = (value: unknown) => JSON.stringify(value)
export const text = (value: unknown) => String(value)
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value))

const orNull = (value: unknown, read: (value: unknown) => unknown) =>
  value === null || value === undefined ? null : read(value)

/** The columns of a record that do not read back as plain text, by how they read. */
export interface ColumnKinds<Field extends string> {
  /** Text or NULL. */
  nullable?: readonly Field[]
  /** Numbers (NULL stays null). */
  numbers?: readonly Field[]
  /** Booleans stored as 0/1. */
  flags?: readonly Field[]
  /** Lists and objects stored as JSON (NULL stays null). */
  json?: readonly Field[]
}

/**
 * Reads a row as the record of `schema`: each field from its column of the same name, as text
 * unless `kinds` names it. Lists check the result with the schema (stored-records.ts).
 */
export function rowReader<T>(
  schema: z.ZodType<T> & { shape: object },
  kinds: ColumnKinds<keyof T & string> = {},
): (row: Row) => T {
  const readers = new Map<string, (value: unknown) => unknown>()
  for (const field of kinds.nullable ?? []) readers.set(field, nullableText)
  for (const field of kinds.numbers ?? []) readers.set(field, (value) => orNull(value, Number))
  for (const field of kinds.flags ?? []) readers.set(field, (value) => value === 1)
  for (const field of kinds.json ?? [])
    readers.set(field, (value) => orNull(value, (v) => JSON.parse(String(v))))
  const columns = fieldsOf(schema).map((field) => [field, readers.get(field) ?? text] as const)
  return (row) => Object.fromEntries(columns.map(([field, read]) => [field, read(row[field])])) as T
}

/** `current` with the defined fields of `update`: the record an update would leave. */
export function merged<T extends object>(current: T, update: Partial<T>): T {
  const changes = Object.entries(update).filter(([, value]) => value !== undefined)
  return { ...current, ...Object.fromEntries(changes) }
}

/** The columns an update may set: every field of `schema` but the id and the creation time. */
export const updatableColumns = (schema: { shape: object }) =>
  fieldsOf(schema).filter((field) => field !== 'id' && field !== 'created_at')

/** Column values for SQLite: lists and objects as JSON, booleans as 0/1. */
function toColumn(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object' && value !== null) return json(value)
  return value as SQLInputValue
}

/** The condition "comes after `key` in `order`", with its parameters. */
function afterKey(order: ListOrder, key: readonly SortValue[]): [string, SQLInputValue[]] {
  const [[column, direction], ...rest] = order as [ListOrder[number], ...ListOrder]
  const [value, ...restKey] = key
  const later =
    value === null
      ? [direction === 'asc' ? `${column} IS NOT NULL` : '0', []]
      : [`${column} ${direction === 'asc' ? '>' : '<'} ?`, [value]]
  if (rest.length === 0) return later as [string, SQLInputValue[]]
  const same = value === null ? [`${column} IS NULL`, []] : [`${column} = ?`, [value]]
  const [restSql, restParams] = afterKey(rest, restKey)
  return [
    `(${later[0] as string} OR (${same[0] as string} AND ${restSql}))`,
    [...(later[1] as SQLInputValue[]), ...(same[1] as SQLInputValue[]), ...restParams],
  ]
}

/** The conditions "column = value" for the given values; undefined ones add none. */
export function equalTo(values: Record<string, SQLInputValue | undefined>): [string, SQLInputValue[]][] {
  return Object.entries(values).flatMap(([column, value]) =>
    value === undefined ? [] : [[`${column} = ?`, [value]] as [string, SQLInputValue[]]],
  )
}

/** What one list query selects: its table, order, conditions and how a row reads. */
export interface ListSpec<T> {
  list: string
  kind: string
  schema: z.ZodType<T>
  table: string
  order: ListOrder
  where: [string, SQLInputValue[]][]
  toRecord: (row: Row) => T
}

export type SqliteConnection = ReturnType<typeof connect>

const connections = new WeakMap<DatabaseSync, SqliteConnection>()

/** The shared connection object of `db` (made on first use). */
export function sqliteConnection(db: DatabaseSync): SqliteConnection {
  let connection = connections.get(db)
  if (!connection) {
    connection = connect(db)
    connections.set(db, connection)
  }
  return connection
}

function connect(db: DatabaseSync) {
  const statements = new Map<string, StatementSync>()
  /** Prepared once per distinct SQL text and reused. */
  const sql = (source: string): StatementSync => {
    let statement = statements.get(source)
    if (!statement) {
      statement = db.prepare(source)
      statements.set(source, statement)
    }
    return statement
  }
  const all = (source: string, ...params: SQLInputValue[]) => sql(source).all(...params) as Row[]
  const one = (source: string, ...params: SQLInputValue[]) => sql(source).get(...params) as Row | undefined
  /** Every write goes through here, so the list cache below knows this connection changed data. */
  let ownWrites = 0
  const run = (source: string, ...params: SQLInputValue[]) => {
    ownWrites++
    return sql(source).run(...params)
  }

  // Search is the domain's rule (domain/search.ts), so both adapters find exactly the same items.
  db.function('markup_free', { deterministic: true }, (html) => markupFree(String(html)))
  db.function('search_match', { deterministic: true, varargs: true }, (query, ...fields) =>
    matchesSearch(
      String(query),
      fields.map((field) => (field === null ? null : String(field))),
    )
      ? 1
      : 0,
  )

  /** One page of a list: the rows after the cursor's key, one more read to know if a next page exists. */
  function readPage<T>(spec: ListSpec<T>, request: PageRequest): Page<T> {
    const limit = Math.min(request.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
    const conditions = [...spec.where]
    if (request.cursor)
      conditions.push(afterKey(spec.order, decodeCursor(spec.list, request.cursor, spec.order.length)))
    const where =
      conditions.length > 0 ? `WHERE ${conditions.map(([condition]) => condition).join(' AND ')}` : ''
    const orderBy = spec.order.map(([column, direction]) => `${column} ${direction.toUpperCase()}`).join(', ')
    const rows = all(
      `SELECT * FROM ${spec.table} ${where} ORDER BY ${orderBy} LIMIT ?`,
      ...conditions.flatMap(([, params]) => params),
      limit + 1,
    )
    const kept = rows.slice(0, limit)
    const last = kept.at(-1)
    const next =
      rows.length > limit && last
        ? encodeCursor(
            spec.list,
            spec.order.map(([column]) => (last[column] ?? null) as SortValue),
          )
        : null
    return { items: readable(spec.kind, spec.schema, kept, spec.toRecord), next }
  }

  /**
   * Public pages are read far more often than written, so the most recent ones are kept, frozen,
   * until the data changes: a write on this connection, or one by another connection or
   * process, which SQLite reports through PRAGMA data_version. Callers get the same object
   * until then, which also lets the API reuse its serialised response (routes/cached-json.ts).
   */
  const pageCache = new Map<string, Page<unknown>>()
  let cachedVersion = ''
  const MAX_CACHED_PAGES = 200
  const dataVersion = () => `${ownWrites}:${String(one('PRAGMA data_version')?.data_version)}`
  function cachedPage<T>(key: string, load: () => Page<T>): Page<T> {
    const version = dataVersion()
    if (version !== cachedVersion || pageCache.size >= MAX_CACHED_PAGES) {
      pageCache.clear()
      cachedVersion = version
    }
    const hit = pageCache.get(key)
    if (hit) return hit as Page<T>
    const loaded = load()
    const page = Object.freeze({
      items: Object.freeze(loaded.items.map((item) => Object.freeze(item))) as T[],
      next: loaded.next,
    })
    pageCache.set(key, page)
    return page
  }

  /** UPDATE of the given columns only; the column names come from a fixed list, never from input. */
  function updateRow(
    table: string,
    columns: readonly string[],
    id: string,
    update: Record<string, unknown>,
  ): boolean {
    const keys = columns.filter((column) => update[column] !== undefined)
    if (keys.length === 0) return one(`SELECT 1 AS found FROM ${table} WHERE id = ?`, id) !== undefined
    const assignments = keys.map((key) => `${key} = ?`).join(', ')
    const result = run(
      `UPDATE ${table} SET ${assignments} WHERE id = ?`,
      ...keys.map((key) => toColumn(update[key])),
      id,
    )
    return result.changes > 0
  }

  /** INSERT of `record`'s values in `columns`; the column names come from a fixed list, never from input. */
  function insertRow(table: string, columns: readonly string[], record: object) {
    const values = columns.map((column) => toColumn((record as Record<string, unknown>)[column]))
    const placeholders = columns.map(() => '?').join(', ')
    return run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`, ...values)
  }

  /** The row of `table` with this id, read as a record by `toRecord`, or null. */
  function byId<T>(table: string, id: string, toRecord: (row: Row) => T): T | null {
    const row = one(`SELECT * FROM ${table} WHERE id = ?`, id)
    return row ? toRecord(row) : null
  }

  /** The `n` of a `SELECT count(*) AS n` query. */
  const count = (source: string, ...params: SQLInputValue[]) => Number(one(source, ...params)?.n ?? 0)

  /**
   * The rows of `table` in which one of `columns` holds one of `names` as text: a quick
   * narrowing (a file's name is never escaped in an address), which the store then checks on
   * the records exactly as the Firestore adapter's stored names would answer.
   */
  function rowsContaining(table: string, columns: readonly string[], names: readonly string[]): Row[] {
    const rows = new Map<unknown, Row>()
    const distinct = [...new Set(names)]
    for (let start = 0; start < distinct.length; start += 100) {
      const chunk = distinct.slice(start, start + 100)
      const anyColumn = `(${columns.map((column) => `instr(${column}, ?) > 0`).join(' OR ')})`
      const found = all(
        `SELECT * FROM ${table} WHERE ${chunk.map(() => anyColumn).join(' OR ')}`,
        ...chunk.flatMap((name) => columns.map(() => name)),
      )
      for (const row of found) rows.set(row.id, row)
    }
    return [...rows.values()]
  }

  return { db, all, one, run, readPage, cachedPage, updateRow, insertRow, byId, count, rowsContaining }
}
