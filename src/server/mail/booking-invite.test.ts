import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import type { Booking } from '../../domain/booking.ts'
import { bookingInvite, type BookingInviteInput } from './booking-invite.ts'

const summerVisit: Booking = {
  date: '2026-12-03',
  start: '07:00',
  end: '12:00',
  sequence: 0,
  cancelled: false,
}
const winterVisit: Booking = {
  date: '2026-07-16',
  start: '12:00',
  end: '17:00',
  sequence: 0,
  cancelled: false,
}

const invite = (overrides: Partial<BookingInviteInput> = {}) =>
  bookingInvite({
    enquiryId: 'q-7Hx2',
    booking: summerVisit,
    method: 'REQUEST',
    summary: 'Harbourline Services visit',
    description: 'Electrical: replace the switchboard.\nCall 02 9000 0000 to change the time.',
    location: '12 Wattle St, Newtown NSW 2042',
    organizer: { name: 'Harbourline Services', email: 'hello@harbourline.example' },
    attendee: { name: 'Sam Citizen', email: 'sam@example.com' },
    siteHost: 'harbourline.example',
    now: new Date('2026-11-20T03:04:05Z'),
    ...overrides,
  })

/** The invitation as a calendar app reads it. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevents = calendar.getAllSubcomponents('vevent')
  const event = new ICAL.Event(vevents[0])
  return {
    method: calendar.getFirstPropertyValue('method'),
    eventCount: vevents.length,
    event,
    status: event.component.getFirstPropertyValue('status'),
    stamp: String(event.component.getFirstPropertyValue('dtstamp')),
  }
}

describe('bookingInvite', () => {
  test('a booking is a request with one event, its UID the request’s', () => {
    const { method, eventCount, event, status } = read(invite())
    expect(method).toBe('REQUEST')
    expect(eventCount).toBe(1)
    expect(event.uid).toBe('q-7Hx2@harbourline.example')
    expect(event.sequence).toBe(0)
    expect(status).toBe('CONFIRMED')
  })

  test('a summer visit starts and ends at its Sydney times (UTC+11)', () => {
    const { event } = read(invite())
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T20:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T01:00:00.000Z')
  })

  test('a winter visit starts and ends at its Sydney times (UTC+10)', () => {
    const { event } = read(invite({ booking: winterVisit }))
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-16T02:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-16T07:00:00.000Z')
  })

  test('the visit’s summary, description, address, organiser and customer', () => {
    const { event, stamp } = read(invite())
    expect(event.summary).toBe('Harbourline Services visit')
    expect(event.description).toBe(
      'Electrical: replace the switchboard.\nCall 02 9000 0000 to change the time.',
    )
    expect(event.location).toBe('12 Wattle St, Newtown NSW 2042')
    expect(event.organizer).toBe('mailto:hello@harbourline.example')
    expect(event.attendees).toHaveLength(1)
    const attendee = event.attendees[0]!
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:sam@example.com')
    expect(attendee.getParameter('cn')).toBe('Sam Citizen')
    expect(stamp).toBe('2026-11-20T03:04:05Z')
  })

  test('a rebooking updates the same event: same UID, higher sequence, new times', () => {
    const first = read(invite()).event
    const rebooked = read(invite({ booking: { ...winterVisit, sequence: 1 } })).event
    expect(rebooked.uid).toBe(first.uid)
    expect(rebooked.sequence).toBe(1)
    expect(rebooked.startDate.toJSDate().toISOString()).toBe('2026-07-16T02:00:00.000Z')
  })

  test('a cancellation cancels that event', () => {
    const cancelled = read(
      invite({ method: 'CANCEL', booking: { ...summerVisit, sequence: 2, cancelled: true } }),
    )
    expect(cancelled.method).toBe('CANCEL')
    expect(cancelled.status).toBe('CANCELLED')
    expect(cancelled.event.uid).toBe('q-7Hx2@harbourline.example')
    expect(cancelled.event.sequence).toBe(2)
  })

  test('lines end in CRLF and long ones fold at 75 octets, whole characters kept', () => {
    const description = `Bring the ladder for the high ceiling in the hallway. Café upstairs: ${'é'.repeat(60)} 🔌`
    const ics = invite({ description })
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n')
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(read(ics).event.description).toBe(description)
  })
})
