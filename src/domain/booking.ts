import { z } from 'zod'
import { formatPreferredDate, TIME_WINDOW_LABELS } from './calendar.ts'
import { BUSINESS_TIME_ZONE } from './time-zone.ts'

/** A time of day as a time field gives it: 24-hour HH:MM. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

const bookingFields = {
  date: z.iso.date({ error: 'Choose the day of the visit' }),
  start: z
    .string({ error: 'Choose when the visit starts' })
    .regex(TIME_OF_DAY, 'Choose when the visit starts'),
  end: z.string({ error: 'Choose when the visit ends' }).regex(TIME_OF_DAY, 'Choose when the visit ends'),
}

/**
 * Compared as instants, not as clock readings: on the day clocks go forward a visit from 02:15
 * to 03:00 would end before it starts, and a calendar refuses such an event.
 */
const endsAfterStart = (booking: { date: string; start: string; end: string }) =>
  sydneyInstant(booking.date, booking.end) > sydneyInstant(booking.date, booking.start)
const END_AFTER_START = {
  path: ['end'],
  message: 'The visit must end after it starts',
  // Only once the date and times are well formed: until then their own messages say what is wrong.
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
}

/** What an admin picks when a request is booked: the day and the window of the visit, Sydney time. */
export const BookingInputSchema = z.object(bookingFields).refine(endsAfterStart, END_AFTER_START)
export type BookingInput = z.infer<typeof BookingInputSchema>

/** A stored booking. `sequence` counts its revisions (the invitation's SEQUENCE): 0, then +1 per change. */
export const BookingSchema = z
  .object({
    ...bookingFields,
    sequence: z.number().int().min(0).max(1000),
    cancelled: z.boolean(),
  })
  .refine(endsAfterStart, END_AFTER_START)
export type Booking = z.infer<typeof BookingSchema>

/** The usual windows of a visit, for the admin's select; the same as the request form's times of day. */
export const VISIT_WINDOWS = [
  { id: 'morning', label: TIME_WINDOW_LABELS.morning, start: '07:00', end: '12:00' },
  { id: 'afternoon', label: TIME_WINDOW_LABELS.afternoon, start: '12:00', end: '17:00' },
] as const
export type VisitWindow = (typeof VISIT_WINDOWS)[number]

/** The preset a booking's times match, or null for a window the admin typed. */
export const visitWindowOf = (booking: Pick<BookingInput, 'start' | 'end'>): VisitWindow | null =>
  VISIT_WINDOWS.find((window) => window.start === booking.start && window.end === booking.end) ?? null

const sydneyClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>

/** What Sydney's calendars and clocks read at an instant (month 1 to 12, hour 0 to 23). */
export function sydneyWallClock(at: Date): WallClock {
  const parts = Object.fromEntries(
    sydneyClock.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  )
  return parts as WallClock
}

/** How far Sydney's clocks are ahead of UTC at `instant`, in milliseconds. */
function sydneyOffsetAt(instant: number): number {
  const parts = sydneyWallClock(new Date(instant))
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  // The clock shows whole seconds.
  return wall - Math.floor(instant / 1000) * 1000
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The instant at which Sydney's clocks read `date` (YYYY-MM-DD) and `time` (HH:MM). When the
 * clocks go back and the time happens twice, the earlier; when they go forward and it never
 * happens, the time as far past the change as it was meant to be past the change (02:30 is 03:30).
 * Those are the rules calendars (and JavaScript's Temporal) follow.
 */
export function sydneyInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  // Sydney changes its offset at most once in any two days, so these two cover every case.
  const offsetBefore = sydneyOffsetAt(wall - DAY_MS)
  const offsetAfter = sydneyOffsetAt(wall + DAY_MS)
  const matches = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => instant + sydneyOffsetAt(instant) === wall,
  )
  return new Date(matches.length > 0 ? Math.min(...matches) : wall - offsetBefore)
}

const sydneyDateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** A stored instant (an event, a post's publish time) as Sydney's clocks read it: "Thu, 3 Dec 2026, 9:05 am". */
export const formatSydneyTime = (iso: string): string => sydneyDateTime.format(new Date(iso))

const sydneyDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** The Sydney calendar day of a stored instant: "3 Dec 2026" (its UTC date may be the day before). */
export const formatSydneyDay = (iso: string): string => sydneyDay.format(new Date(iso))

const sydneyCalendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Sydney's calendar date at an instant, as a date input wants it (YYYY-MM-DD). */
export const sydneyDate = (at: Date): string => sydneyCalendarDate.format(at)

/** The year on Sydney's calendars at an instant: on 31 Dec at 11 pm UTC it is already next year there. */
export const yearInSydney = (at: Date): number => Number(sydneyDate(at).slice(0, 4))

/** 07:00 → "7:00 am", 12:00 → "12:00 pm", 00:30 → "12:30 am". */
function formatTimeOfDay(time: string): string {
  const [hour, minute] = time.split(':') as [string, string]
  const hours = Number(hour)
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minute} ${hours < 12 ? 'am' : 'pm'}`
}

/** A booking as people read it, in e-mails and on the status page: "Thu, 3 Dec 2026, 7:00 am to 12:00 pm". */
export const formatBooking = (booking: BookingInput): string =>
  `${formatPreferredDate(booking.date)}, ${formatTimeOfDay(booking.start)} to ${formatTimeOfDay(booking.end)}`

/** The reminder goes at 08:00 Sydney time on the day before the visit. */
export const REMINDER_HOUR = 8

/** The day before a YYYY-MM-DD date, in the same form. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
}

/**
 * When the reminder of a booking made at `bookedAt` is due, as a UTC ISO string; null when that
 * moment is not after `bookedAt`: a visit booked for today or tomorrow morning was just confirmed,
 * and a reminder would arrive at once or after the visit.
 */
export function reminderDueAt(booking: BookingInput, bookedAt: Date): string | null {
  const hour = String(REMINDER_HOUR).padStart(2, '0')
  const due = sydneyInstant(dayBefore(booking.date), `${hour}:00`)
  return due > bookedAt ? due.toISOString() : null
}

/** True once the visit has ended: a past booking is not cancelled, rebooked or reminded of. */
export const bookingIsPast = (booking: BookingInput, now: Date): boolean =>
  sydneyInstant(booking.date, booking.end) <= now
