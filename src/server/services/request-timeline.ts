/**
 * How a status change moves a request: its timeline grows by a step, and the visit follows the
 * status (set or moved when booked, called off when the request leaves Booked for anything but
 * Done). Pure, so the store can run it inside its transaction (EnquiriesStore.reviseEnquiry).
 */
import type { Booking, BookingInput } from '../../domain/booking.ts'
import {
  MAX_STATUS_EVENTS,
  type Enquiry,
  type EnquiryStatus,
  type StatusEvent,
} from '../../domain/enquiry.ts'
import type { EnquiryRevision } from '../ports/enquiries-store.ts'

export interface StatusChange {
  status: EnquiryStatus
  /** The visit, with status booked. */
  booking?: BookingInput | undefined
}

const sameVisit = (a: BookingInput, b: BookingInput) =>
  a.date === b.date && a.start === b.start && a.end === b.end

/** The booking after `change`: new or moved when booked, cancelled when it leaves Booked for anything but Done. */
function nextBooking(current: Enquiry, change: StatusChange): Booking | null {
  const booking = current.booking
  const sequence = booking ? booking.sequence + 1 : 0
  if (change.status === 'booked' && change.booking) {
    if (booking && !booking.cancelled && sameVisit(booking, change.booking)) return booking
    return { ...change.booking, sequence, cancelled: false }
  }
  if (booking && !booking.cancelled && current.status === 'booked' && change.status !== 'done') {
    return { ...booking, sequence, cancelled: true }
  }
  return booking
}

/**
 * The revision `change` makes, by the office or the customer at `at`; empty when it changes
 * nothing (the same status, and the same visit).
 */
export function statusRevision(
  current: Enquiry,
  change: StatusChange,
  by: StatusEvent['by'],
  at: string,
): EnquiryRevision {
  const booking = nextBooking(current, change)
  if (change.status === current.status && booking === current.booking) return {}
  return {
    status: change.status,
    status_changed_at: at,
    history: [...current.history, { status: change.status, at, by }].slice(-MAX_STATUS_EVENTS),
    booking,
  }
}

/** Whether the request's last step is the customer's own cancel (Lost, by the customer). */
export function cancelledByCustomer(enquiry: Enquiry): boolean {
  return enquiry.status === 'lost' && enquiry.history.at(-1)?.by === 'customer'
}

/**
 * The request as it stood before its last status change, as far as its e-mails tell: the status
 * one step back, and a visit that leaving Booked called off (nextBooking) still on.
 */
export function beforeLastChange(after: Enquiry): Enquiry {
  const status = after.history.at(-2)?.status ?? 'new'
  const booking = after.booking
  if (status !== 'booked' || !booking?.cancelled) return { ...after, status }
  return { ...after, status, booking: { ...booking, cancelled: false, sequence: booking.sequence - 1 } }
}
