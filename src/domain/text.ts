import { z } from 'zod'

/**
 * Optional free text where an empty answer means "none": '' and null become null, undefined
 * stays undefined (so a patch can tell "clear it" from "leave it").
 */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value))
}

/** A calendar date (2025-03-14) or a full ISO timestamp. */
export const DateInputSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Please give the date as YYYY-MM-DD',
})

/** Stored dates are ISO timestamps in UTC, so they sort as text. */
export function toIsoTimestamp(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString()
}
