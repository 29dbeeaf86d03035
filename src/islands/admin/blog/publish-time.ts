/**
 * A post's publish time as the editor shows it: a date and a time on Sydney's clocks (where the
 * business and its readers are, wherever the admin is), stored as a UTC instant.
 */
import { sydneyInstant } from '../../../domain/booking.ts'
import { BUSINESS_TIME_ZONE } from '../../../domain/time-zone.ts'

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Sydney date (YYYY-MM-DD) and time (HH:MM) of a UTC instant. */
export function sydneyDateTime(iso: string): { date: string; time: string } {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]))
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
}

/** The UTC instant of a Sydney date and time, or null while either is incomplete. */
export function publishInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const instant = sydneyInstant(date, time)
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString()
}
