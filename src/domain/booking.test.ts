import { describe, expect, test } from 'vitest'
import {
  sydneyDate,
  yearInSydney,
  BookingInputSchema,
  BookingSchema,
  bookingIsPast,
  formatBooking,
  REMINDER_HOUR,
  reminderDueAt,
  sydneyInstant,
  VISIT_WINDOWS,
  visitWindowOf,
} from './booking.ts'
import { formatPreferredDate, TIME_WINDOW_LABELS } from './calendar.ts'

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

const summer = { date: '2026-12-03', start: '07:00', end: '12:00' }
const winter = { date: '2026-07-16', start: '12:00', end: '17:00' }

describe('sydneyInstant', () => {
  test('summer is UTC+11 and winter UTC+10', () => {
    expect(sydneyInstant('2026-12-03', '07:00').toISOString()).toBe('2026-12-02T20:00:00.000Z')
    expect(sydneyInstant('2026-07-16', '12:00').toISOString()).toBe('2026-07-16T02:00:00.000Z')
  })

  test('midnight and the last minute of a day', () => {
    expect(sydneyInstant('2026-01-01', '00:00').toISOString()).toBe('2025-12-31T13:00:00.000Z')
    expect(sydneyInstant('2026-06-30', '23:59').toISOString()).toBe('2026-06-30T13:59:00.000Z')
  })

  test('the day clocks go back (5 April 2026, 03:00 daylight time becomes 02:00 standard time)', () => {
    expect(sydneyInstant('2026-04-05', '01:59').toISOString()).toBe('2026-04-04T14:59:00.000Z')
    // 02:30 happens twice; the first one counts, as in calendars.
    expect(sydneyInstant('2026-04-05', '02:30').toISOString()).toBe('2026-04-04T15:30:00.000Z')
    expect(sydneyInstant('2026-04-05', '03:00').toISOString()).toBe('2026-04-04T17:00:00.000Z')
    expect(sydneyInstant('2026-04-05', '07:00').toISOString()).toBe('2026-04-04T21:00:00.000Z')
  })

  test('the day clocks go forward (4 October 2026, 02:00 standard time becomes 03:00 daylight time)', () => {
    expect(sydneyInstant('2026-10-04', '01:59').toISOString()).toBe('2026-10-03T15:59:00.000Z')
    expect(sydneyInstant('2026-10-04', '03:00').toISOString()).toBe('2026-10-03T16:00:00.000Z')
    expect(sydneyInstant('2026-10-04', '07:00').toISOString()).toBe('2026-10-03T20:00:00.000Z')
  })

  test('a time in the hour that never happens moves forward by that hour', () => {
    expect(sydneyInstant('2026-10-04', '02:30').toISOString()).toBe('2026-10-03T16:30:00.000Z')
    expect(sydneyInstant('2026-10-04', '02:30')).toEqual(sydneyInstant('2026-10-04', '03:30'))
  })
})

describe('the reminders’ schedule', () => {
  const bookedAt = new Date('2026-11-20T03:00:00Z')

  test(`at ${REMINDER_HOUR}:00 Sydney time the day before the visit`, () => {
    expect(REMINDER_HOUR).toBe(8)
    expect(reminderDueAt(summer, bookedAt)).toBe('2026-12-01T21:00:00.000Z')
    expect(reminderDueAt(winter, new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-14T22:00:00.000Z')
  })

  test('whatever the time of the visit', () => {
    const late = { date: '2026-12-03', start: '15:00', end: '16:30' }
    expect(reminderDueAt(late, bookedAt)).toBe(reminderDueAt(summer, bookedAt))
  })

  test('across the start of a month and of a year', () => {
    expect(reminderDueAt({ ...summer, date: '2027-01-01' }, bookedAt)).toBe('2026-12-30T21:00:00.000Z')
    expect(reminderDueAt({ ...winter, date: '2026-08-01' }, new Date('2026-07-01'))).toBe(
      '2026-07-30T22:00:00.000Z',
    )
  })

  test('around the days clocks change, at 08:00 on the clock of the day before', () => {
    // Clocks go back at 03:00 on 5 April 2026 and forward at 02:00 on 4 October 2026.
    const due = (date: string) => reminderDueAt({ ...summer, date }, new Date('2026-01-01'))
    expect(due('2026-04-05')).toBe('2026-04-03T21:00:00.000Z')
    expect(due('2026-04-06')).toBe('2026-04-04T22:00:00.000Z')
    expect(due('2026-10-04')).toBe('2026-10-02T22:00:00.000Z')
    expect(due('2026-10-05')).toBe('2026-10-03T21:00:00.000Z')
  })

  test('none when booked at or after the moment the reminder would go', () => {
    const due = new Date('2026-12-01T21:00:00Z')
    expect(reminderDueAt(summer, new Date(due.getTime() - 1))).toBe(due.toISOString())
    expect(reminderDueAt(summer, due)).toBeNull()
    // Booked on the afternoon before the visit, or on its day.
    expect(reminderDueAt(summer, new Date('2026-12-02T04:00:00Z'))).toBeNull()
    expect(reminderDueAt(summer, new Date('2026-12-02T21:00:00Z'))).toBeNull()
  })
})

describe('formatBooking', () => {
  test('the day and the window as people say them', () => {
    expect(formatBooking(summer)).toBe('Thu, 3 Dec 2026, 7:00 am to 12:00 pm')
    // The day as the inbox shows preferred dates (Australian English writes "July", "Sept").
    expect(formatBooking(winter)).toBe(`${formatPreferredDate(winter.date)}, 12:00 pm to 5:00 pm`)
  })

  test('around midnight and noon', () => {
    expect(formatBooking({ date: '2026-10-04', start: '00:30', end: '11:45' })).toBe(
      'Sun, 4 Oct 2026, 12:30 am to 11:45 am',
    )
    expect(formatBooking({ date: '2026-10-04', start: '12:15', end: '23:59' })).toBe(
      'Sun, 4 Oct 2026, 12:15 pm to 11:59 pm',
    )
  })
})

describe('bookingIsPast', () => {
  test('once the visit has ended, not before', () => {
    const end = sydneyInstant(summer.date, summer.end)
    expect(bookingIsPast(summer, new Date(end.getTime() - 1))).toBe(false)
    expect(bookingIsPast(summer, end)).toBe(true)
  })
})

describe('the visit windows', () => {
  test('the request form’s times of day, as bookings', () => {
    expect(VISIT_WINDOWS.map((window) => window.label)).toEqual([
      TIME_WINDOW_LABELS.morning,
      TIME_WINDOW_LABELS.afternoon,
    ])
    for (const window of VISIT_WINDOWS) {
      expect(BookingInputSchema.safeParse({ date: summer.date, ...window }).success).toBe(true)
    }
  })

  test('a booking’s preset, or none for other times', () => {
    expect(visitWindowOf(summer)?.id).toBe('morning')
    expect(visitWindowOf(winter)?.id).toBe('afternoon')
    expect(visitWindowOf({ start: '09:00', end: '11:00' })).toBeNull()
  })
})

describe('BookingInputSchema', () => {
  test('takes a day and a window', () => {
    expect(BookingInputSchema.parse(summer)).toEqual(summer)
    expect(BookingInputSchema.parse({ ...summer, start: '09:05', end: '09:20' })).toEqual({
      ...summer,
      start: '09:05',
      end: '09:20',
    })
  })

  test('says which field is missing', () => {
    expect(messages(BookingInputSchema.safeParse({}))).toEqual([
      ['date', 'Choose the day of the visit'],
      ['start', 'Choose when the visit starts'],
      ['end', 'Choose when the visit ends'],
    ])
    expect(messages(BookingInputSchema.safeParse({ date: '', start: '', end: '' }))).toHaveLength(3)
  })

  test('refuses days that do not exist and other shapes of date', () => {
    for (const date of ['2026-02-29', '2026-13-01', '03/12/2026', '2026-12-3', '2026-12-03T07:00']) {
      expect(messages(BookingInputSchema.safeParse({ ...summer, date }))).toEqual([
        ['date', 'Choose the day of the visit'],
      ])
    }
    expect(BookingInputSchema.safeParse({ ...summer, date: '2028-02-29' }).success).toBe(true)
  })

  test('refuses times not on a 24-hour clock', () => {
    for (const start of ['7:00', '24:00', '07:60', '7am', '07:00:00']) {
      expect(messages(BookingInputSchema.safeParse({ ...summer, start }))).toEqual([
        ['start', 'Choose when the visit starts'],
      ])
    }
  })

  test('refuses a visit that ends before it starts, or when it starts', () => {
    for (const end of ['06:00', '07:00']) {
      expect(messages(BookingInputSchema.safeParse({ ...summer, end }))).toEqual([
        ['end', 'The visit must end after it starts'],
      ])
    }
  })

  test('compares instants: from 02:15 to 03:00 on the day clocks go forward ends before it starts', () => {
    const skipped = { date: '2026-10-04', start: '02:15', end: '03:00' }
    expect(messages(BookingInputSchema.safeParse(skipped))).toEqual([
      ['end', 'The visit must end after it starts'],
    ])
  })
})

describe('BookingSchema', () => {
  const stored = { ...summer, sequence: 0, cancelled: false }

  test('a stored booking carries its revision and whether it was cancelled', () => {
    expect(BookingSchema.parse({ ...stored, sequence: 2, cancelled: true })).toEqual({
      ...stored,
      sequence: 2,
      cancelled: true,
    })
  })

  test('refuses a bad revision, a missing flag, and a window that ends first', () => {
    expect(BookingSchema.safeParse({ ...stored, sequence: -1 }).success).toBe(false)
    expect(BookingSchema.safeParse({ ...stored, sequence: 1.5 }).success).toBe(false)
    expect(BookingSchema.safeParse({ ...summer, sequence: 0 }).success).toBe(false)
    expect(messages(BookingSchema.safeParse({ ...stored, end: '06:00' }))).toEqual([
      ['end', 'The visit must end after it starts'],
    ])
  })
})

describe('yearInSydney', () => {
  test("is Sydney's year, which turns eleven hours before UTC's", () => {
    expect(yearInSydney(new Date('2026-12-31T12:59:00Z'))).toBe(2026)
    expect(yearInSydney(new Date('2026-12-31T13:00:00Z'))).toBe(2027)
  })
})

describe('sydneyDate', () => {
  test("is the date on Sydney's calendars, a day ahead of London's in the afternoon there", () => {
    expect(sydneyDate(new Date('2026-11-27T12:59:00Z'))).toBe('2026-11-27')
    expect(sydneyDate(new Date('2026-11-27T13:00:00Z'))).toBe('2026-11-28')
    expect(sydneyDate(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01') // winter: UTC+10
  })
})
