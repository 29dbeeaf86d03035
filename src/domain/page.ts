import { z } from 'zod'

/** How many items a list answers when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 24
/** The most items one page may hold, whatever the caller asks for. */
export const MAX_PAGE_SIZE = 100

export const STALE_CURSOR = 'This page link is out of date. Please start again from the first page.'

/**
 * One page of a list, in the list's order. `next` is the opaque cursor of the page after it,
 * or null on the last page.
 */
export interface Page<T> {
  items: T[]
  next: string | null
}

/** Which page to read: after `cursor` (from the first item when absent), at most `limit` items. */
export interface PageRequest {
  cursor?: string | null
  limit?: number
}

/** The page parameters of a list request's query string. */
export const PageQuerySchema = z.object({
  cursor: z.string().min(1).max(512, STALE_CURSOR).optional(),
  limit: z.coerce
    .number({ error: `Ask for 1 to ${MAX_PAGE_SIZE} items per page` })
    .int(`Ask for 1 to ${MAX_PAGE_SIZE} items per page`)
    .min(1, `Ask for 1 to ${MAX_PAGE_SIZE} items per page`)
    .max(MAX_PAGE_SIZE, `Ask for 1 to ${MAX_PAGE_SIZE} items per page`)
    .default(DEFAULT_PAGE_SIZE),
})

/** Free-text search as a query parameter: trimmed, bounded; empty means none. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(100, 'Keep the search under 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined))

/** The `next` of a page answer. */
export const NextCursorSchema = z.string().nullable()
