/**
 * The page cursors the adapters of both databases hand out: the sort key of a page's last item
 * (its values in the list's order), named by the list it belongs to, as base64url JSON. Both
 * adapters sort by the same keys, so a cursor means the same place in either.
 */
import { AppError } from '../../domain/api-error.ts'
import { STALE_CURSOR } from '../../domain/page.ts'

export type SortValue = string | number | null

/** A list's order: fields with their direction. Only ascending fields may hold null (it sorts first). */
export type ListOrder = readonly (readonly [field: string, direction: 'asc' | 'desc'])[]

// Each list's order, one for both adapters: a cursor is a key in its list's order.
export const NEWEST_FIRST: ListOrder = [
  ['created_at', 'desc'],
  ['id', 'asc'],
]
/** Unpositioned images first (both databases sort null first), newest first; then by position. */
export const GALLERY_ORDER: ListOrder = [
  ['position', 'asc'],
  ['date', 'desc'],
  ['created_at', 'desc'],
  ['id', 'asc'],
]
export const POST_ORDER: ListOrder = [
  ['date', 'desc'],
  ['id', 'asc'],
]
/** A post's revisions, the highest number first. */
export const REVISION_ORDER: ListOrder = [
  ['number', 'desc'],
  ['id', 'asc'],
]
/** The activity log, the latest `at` first. */
export const AUDIT_ORDER: ListOrder = [
  ['at', 'desc'],
  ['id', 'asc'],
]

export function encodeCursor(list: string, key: readonly SortValue[]): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url')
}

/** The sort key in `cursor`; throws `validation_failed` (STALE_CURSOR) for anything else. */
export function decodeCursor(list: string, cursor: string, length: number): SortValue[] {
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    decoded = null
  }
  const valid =
    Array.isArray(decoded) &&
    decoded.length === length + 1 &&
    decoded[0] === list &&
    decoded.slice(1).every((value) => value === null || typeof value === 'string' || Number.isFinite(value))
  if (!valid) {
    throw new AppError('validation_failed', STALE_CURSOR, {
      issues: [{ path: 'cursor', message: STALE_CURSOR }],
    })
  }
  return (decoded as unknown[]).slice(1) as SortValue[]
}
