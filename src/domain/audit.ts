import { z } from 'zod'
import { sydneyInstant } from './booking.ts'
import { NextCursorSchema, PageQuerySchema } from './page.ts'
import { storedLine, TimestampSchema } from './text.ts'

/**
 * The admin activity log: one entry per admin action, who did what to which record and when,
 * with a short before/after. Entries are only ever added; the retention job removes them after
 * AUDIT_RETENTION_YEARS (docs/decisions/043-audit-log.md).
 */
export const AUDIT_KINDS = ['post', 'gallery', 'review', 'enquiry', 'account', 'settings', 'publish'] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  post: 'Blog posts',
  gallery: 'Gallery',
  review: 'Photo reviews',
  enquiry: 'Enquiries',
  account: 'Accounts',
  settings: 'Settings',
  publish: 'Publishing',
}

/** How long an entry is kept: the privacy policy's "Data Retention". */
export const AUDIT_RETENTION_YEARS = 1

/**
 * Who an entry names when the schedule acted (a post going live at its time) and no admin can be
 * found who set that schedule: said plainly, never a made-up person.
 */
export const NOBODY_KNOWN = { actor_id: 'schedule', actor_email: 'Nobody known (the schedule)' } as const

/** The longest summary kept; a longer one is cut with an ellipsis (auditSummary). */
export const MAX_AUDIT_SUMMARY = 300
/** The longest target label kept (a title, an e-mail, a name). */
export const MAX_AUDIT_LABEL = 120

const AuditTargetSchema = z.object({
  /** What the record is: 'post', 'gallery image', 'enquiry', 'account', ... */
  type: storedLine(40).min(1),
  id: z.string().min(1).max(200),
  /** How a person recognises it: a title, a name, an e-mail. */
  label: storedLine(MAX_AUDIT_LABEL),
})
export type AuditTarget = z.infer<typeof AuditTargetSchema>

export const AuditEntrySchema = z.object({
  id: z.string().min(1).max(200),
  at: TimestampSchema,
  actor_id: z.string().min(1).max(200),
  actor_email: storedLine(320),
  kind: z.enum(AUDIT_KINDS),
  /** A short verb phrase: 'created', 'status changed', 'made admin', ... */
  action: storedLine(60).min(1),
  target: AuditTargetSchema,
  /** A short before/after ('Status: quoted → booked'); never a customer's message text. */
  summary: storedLine(MAX_AUDIT_SUMMARY),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** One line, at most `max` characters: line breaks become spaces, a longer text ends in '…'. */
export function auditLine(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const line = value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  return `${/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut}…`
}

/** 'Title: "A" → "B"': a field's value before and after, each kept short. */
export function beforeAfter(field: string, before: string | null, after: string | null): string {
  const shown = (value: string | null) => (value === null || value === '' ? 'none' : auditLine(value, 60))
  return `${field}: ${shown(before)} → ${shown(after)}`
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const DATE_OR_INSTANT = 'Give the date as YYYY-MM-DD or an ISO time'

/** The years a bound may name: the log has nothing earlier, and the year 9999's next day has no date. */
const YEARS = { first: 2000, last: 2999 }

/** A bound of the date filter: a Sydney calendar day (YYYY-MM-DD) or an ISO instant. */
const DateBoundSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: DATE_OR_INSTANT })
  .refine((value) => Number(value.slice(0, 4)) >= YEARS.first && Number(value.slice(0, 4)) <= YEARS.last, {
    error: `Give a date between the years ${YEARS.first} and ${YEARS.last}`,
  })
  .optional()

/**
 * A day's bound as an instant: `from` a day starts at Sydney's midnight; `to` a day includes
 * that whole day, so it ends at the next day's midnight (exclusive).
 */
export function auditBound(value: string, side: 'from' | 'to'): string {
  if (!DAY.test(value)) return new Date(value).toISOString()
  const start = sydneyInstant(value, '00:00')
  if (side === 'from') return start.toISOString()
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
  return sydneyInstant(nextDay, '00:00').toISOString()
}

/** GET /api/activity: a page, newest first, optionally of one person, one kind and a date range. */
export const AuditListQuerySchema = PageQuerySchema.extend({
  actor: z.string().trim().min(1).max(200).optional(),
  kind: z.enum(AUDIT_KINDS, { error: `Filter by kind: ${AUDIT_KINDS.join(', ')}` }).optional(),
  from: DateBoundSchema,
  to: DateBoundSchema,
})
export type AuditListQuery = z.output<typeof AuditListQuerySchema>

export const AuditPageResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  next: NextCursorSchema,
})
