/** Days and times of day as the forms take them and people read them. */
import { z } from 'zod'

/** When the customer would like someone to come. */
export const TIME_WINDOWS = ['morning', 'afternoon', 'any'] as const
export type TimeWindow = (typeof TIME_WINDOWS)[number]
export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: 'Morning (7am to 12pm)',
  afternoon: 'Afternoon (12pm to 5pm)',
  any: 'Any time',
}
const calendarDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
/** A preferred date as the office reads it, in e-mails and the inbox: "Thu, 3 Dec 2026". */
export const formatPreferredDate = (date: string): string =>
  calendarDate.format(new Date(`${date}T00:00:00Z`))

/** A calendar date as the date field gives it (2026-12-03). */
export const CalendarDateSchema = z.iso.date({ error: 'Please give the date as YYYY-MM-DD' })
