/**
 * A post's publish time as the editor shows it: a date and a time on Sydney's clocks (where the
 * business and its readers are, wherever the admin is), stored as a UTC instant.
 */
import { sydneyDate, sydneyInstant, sydneyWallClock } from '../../../domain/booking.ts'
import { BUSINESS_TIME_ZONE } from '../../../domain/time-zone.ts'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The Sydney date (YYYY-MM-DD) and time (HH:MM) of a UTC instant. */
export function sydneyDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso)
  const { hour, minute } = sydneyWallClock(at)
  return { date: sydneyDate(at), time: `${twoDigits(hour)}:${twoDigits(minute)}` }
}

/** The UTC instant of a Sydney date and time, or null while either is incomplete. */
export function publishInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const instant = sydneyInstant(date, time)
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString()
}

const clock = new Intl.DateTimeFormat('en-AU', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
})
const dayAndClock = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
})

/**
 * When the publish loop last rebuilt or began waiting, as the status line says it: the time on
 * Sydney's clocks to the second (a fresh rebuild shows at once), with the day unless it is today,
 * so a line read the next morning does not pass for one from an hour ago.
 */
export function publishMoment(iso: string, now = new Date()): string {
  const at = new Date(iso)
  return (sydneyDate(at) === sydneyDate(now) ? clock : dayAndClock).format(at)
}
