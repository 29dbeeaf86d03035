import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { type Booking, sydneyInstant } from '../../domain/booking.ts'

export interface BookingInviteInput {
  enquiryId: string
  booking: Booking
  /** REQUEST books or rebooks the visit; CANCEL takes it out of the customer's calendar. */
  method: 'REQUEST' | 'CANCEL'
  summary: string
  description: string
  /** The address of the job. */
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** The site's host name: the event's UID is `${enquiryId}@${siteHost}`. */
  siteHost: string
  /** When the invitation is made (DTSTAMP). */
  now: Date
}

/**
 * The iCalendar invitation (.ics text) of a booked visit. A request has one event, so every
 * invitation about it carries the same UID, and calendar apps replace the event they hold when
 * the SEQUENCE (the booking's) is higher: a rebooking and a cancellation must each raise it.
 * Times are written in UTC, which every calendar reads without a time-zone definition.
 */
export function bookingInvite(input: BookingInviteInput): string {
  const { booking } = input
  const calendar = ical({
    prodId: { company: input.siteHost, product: 'Bookings', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: `${input.enquiryId}@${input.siteHost}`,
    sequence: booking.sequence,
    stamp: input.now,
    start: sydneyInstant(booking.date, booking.start),
    end: sydneyInstant(booking.date, booking.end),
    summary: input.summary,
    description: input.description,
    location: input.location,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        // No reply asked for: the visit was agreed with the customer before it was booked.
        rsvp: false,
      },
    ],
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  // RFC 5545 ends every line with CRLF, the last one too; the library stops after END:VCALENDAR.
  return `${calendar.toString()}\r\n`
}
