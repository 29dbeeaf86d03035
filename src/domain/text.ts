import { z } from 'zod'

/** C0 and C1 control characters and DEL, except tab and line breaks (see isPrintable). */
// eslint-disable-next-line no-control-regex -- matching control characters is its purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/**
 * The bidirectional embeddings, overrides and isolates: invisible, they turn what follows them
 * backwards up to the end of the paragraph, so a name could reverse the rest of the office's
 * subject line. Refused in one-line texts; a long text's paragraph ends their reach, and an
 * admin's pasted article may carry them. The marks U+200E and U+200F act on one place and stay.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/
const TAB_OR_LINE_BREAK = /[\t\n\r]/
/** Half of a UTF-16 pair on its own: not a character, and some stores and encoders refuse it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/

export const NOT_PRINTABLE = 'Use only printable characters (no control characters)'

/**
 * The first `length` UTF-16 code units of `value`, one fewer when the cut would end in the first
 * half of a pair (a letter beyond the Basic Multilingual Plane such as 𠮷, or an emoji): half a
 * pair is not a character, and Firestore refuses a string holding one (not valid UTF-8).
 */
export function startOf(value: string, length: number): string {
  const start = value.slice(0, length)
  return /[\ud800-\udbff]$/.test(start) ? start.slice(0, -1) : start
}

/**
 * True when `value` holds only printable characters: no control character and no lone
 * surrogate. One-line texts (names, titles) refuse tabs, line breaks and bidirectional controls
 * as well; `lines` allows them in long texts (a message, a description).
 */
export function isPrintable(value: string, { lines = false }: { lines?: boolean } = {}): boolean {
  if (CONTROL_CHARACTER.test(value) || LONE_SURROGATE.test(value)) return false
  return lines || !(TAB_OR_LINE_BREAK.test(value) || BIDI_CONTROL.test(value))
}

/** A stored one-line text (a title, a name): what its input schema leaves after trimming. */
export function storedLine(max: number) {
  return z
    .string()
    .max(max, `Keep it under ${max} characters`)
    .refine((value) => isPrintable(value), NOT_PRINTABLE)
}

/** A stored long text that may hold line breaks (a message, a description). */
export function storedText(max: number) {
  return z
    .string()
    .max(max, `Keep it under ${max} characters`)
    .refine((value) => isPrintable(value, { lines: true }), NOT_PRINTABLE)
}

/** Required free text, trimmed: missing or blank says `missing`. One line unless `lines`. */
export function requiredText(
  max: number,
  { missing, tooLong, lines = false }: { missing: string; tooLong: string; lines?: boolean },
) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong)
    .refine((value) => isPrintable(value, { lines }), NOT_PRINTABLE)
}

/**
 * Optional free text where an empty answer means "none": '' and null become null, undefined
 * stays undefined (so a patch can tell "clear it" from "leave it"). One line unless `lines`.
 */
export function optionalText(max: number, tooLong: string, { lines = false }: { lines?: boolean } = {}) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => isPrintable(value, { lines }), NOT_PRINTABLE)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value))
}

export const DATE_OUT_OF_RANGE = 'Please give a date between the years 1 and 9999'

/**
 * True for a stored timestamp whose year has four digits and is not 0: Date.toISOString()
 * writes later years as +010000-… and earlier ones as 0000-… or -000001-…, which sort wrong
 * as text and which the read schemas refuse.
 */
function inYearRange(timestamp: string): boolean {
  return /^(?!0000)\d{4}-/.test(timestamp)
}

/** Stored dates are ISO timestamps in UTC, so they sort as text. */
export function toIsoTimestamp(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString()
}

/**
 * A calendar date (2025-03-14) or a full ISO timestamp whose UTC date falls in the years
 * 1 to 9999 (9999-12-31T23:59:59-23:59 is in the year 10000 in UTC).
 */
export const DateInputSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Please give the date as YYYY-MM-DD',
  })
  .refine((value) => {
    const date = new Date(toIsoTimestamp(value))
    return !Number.isNaN(date.getTime()) && inYearRange(date.toISOString())
  }, DATE_OUT_OF_RANGE)

/**
 * A stored timestamp: ISO, in UTC, in the years 1 to 9999. Whatever fails here came from a
 * date out of that range (the stores write only Date.toISOString()), hence the one message.
 */
export const TimestampSchema = z.iso
  .datetime({ error: DATE_OUT_OF_RANGE })
  .refine(inYearRange, DATE_OUT_OF_RANGE)
