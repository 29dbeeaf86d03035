/**
 * The two rules every content store adapter keeps, whatever its database:
 *
 * - It stores only what its own read schema accepts: a record that would not read back is
 *   refused with `validation_failed` (a 400) and nothing is written. No route or service can
 *   then leave a row that breaks the lists.
 * - One bad row never empties a list: a stored row that fails its read schema (written by hand,
 *   by an older version, or corrupt) is left out of lists and logged; the rest are returned.
 *   Single reads return the row as it is, so an admin can still open, repair or delete it.
 */
import type { z } from 'zod'
import { validationError } from '../../domain/api-error.ts'

/** Where a skipped row is reported; console.warn reaches Cloud Logging in production. */
export type SkipLogger = (message: string) => void
const warn: SkipLogger = (message) => console.warn(message)

/**
 * The fields of a record schema: what a document or row holds of the entity, in one list with
 * the schema (a field added there is read, stored and updatable without another list to edit).
 */
export function fieldsOf<Shape extends object>(schema: { shape: Shape }): (keyof Shape & string)[] {
  return Object.keys(schema.shape) as (keyof Shape & string)[]
}

/** `record` when its read schema accepts it; else throws `validation_failed`. */
export function storable<T>(schema: z.ZodType<T>, record: T): T {
  const parsed = schema.safeParse(record)
  if (!parsed.success) throw validationError(parsed.error)
  return record
}

/**
 * The rows that map to a record their read schema accepts, in order. Each one left out is
 * logged with its id and what is wrong (never its content, which may be huge or private).
 */
export function readable<R, T>(
  kind: string,
  schema: z.ZodType<T>,
  rows: readonly R[],
  toRecord: (row: R) => unknown,
  log: SkipLogger = warn,
): T[] {
  const records: T[] = []
  for (const row of rows) {
    let record: unknown
    try {
      record = toRecord(row)
    } catch (error) {
      log(`Skipped a stored ${kind} that cannot be read (${describeId(row)}): ${String(error)}`)
      continue
    }
    const parsed = schema.safeParse(record)
    if (parsed.success) {
      records.push(parsed.data)
      continue
    }
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    log(`Skipped a stored ${kind} that fails its schema (${describeId(record)}): ${problems.join('; ')}`)
  }
  return records
}

function describeId(value: unknown): string {
  const record = value as { id?: unknown; name?: unknown } | null
  const key = record?.id ?? record?.name
  return typeof key === 'string' ? `id ${JSON.stringify(key.slice(0, 100))}` : 'no id'
}
