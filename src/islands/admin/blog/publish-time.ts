/**
 * A post's publish time as the editor shows it: a date and a time on Sydney's clocks (where the
 * business and its readers are, wherever the admin is), stored as a UTC instant.
 */
import { sydneyDate, sydneyInstant, sydneyWallClock } from '../../../domain/booking.ts'

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
