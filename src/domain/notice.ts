import { z } from 'zod'
import { sydneyInstant } from './booking.ts'
import { ENQUIRY_STATUSES, type Enquiry } from './enquiry.ts'
import { storedLine, TimestampSchema } from './text.ts'

/**
 * The e-mails that follow a request after its confirmation, one notice each. They are stored
 * before they are sent (the notices are their outbox) and retried until sent or given up:
 *
 * - `status`: the customer is told the request's status changed.
 * - `booking`: the visit was booked or moved; carries the calendar invitation.
 * - `booking_cancelled`: the visit was cancelled; carries the invitation's cancellation.
 * - `reminder`: the day before the visit.
 * - `review_request`: once, when the job is done.
 * - `office_update`: the office is told the customer added a message or a photo, or cancelled.
 */
export const NOTICE_KINDS = [
  'status',
  'booking',
  'booking_cancelled',
  'reminder',
  'review_request',
  'office_update',
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]
/** The kinds that go to the customer (all but the office's): the ones an opt-out stops. */
export const CUSTOMER_NOTICE_KINDS: readonly NoticeKind[] = NOTICE_KINDS.filter(
  (kind) => kind !== 'office_update',
)

/** pending: to send (again) at due_at; sent; failed: gave up; cancelled: no longer wanted. */
const NOTICE_STATES = ['pending', 'sent', 'failed', 'cancelled'] as const
export type NoticeState = (typeof NOTICE_STATES)[number]

export const NoticeSchema = z.object({
  /** Once-only kinds use a fixed id, e.g. `${enquiryId}:review_request`, so a second is refused. */
  id: z.string().min(1).max(200),
  enquiry_id: z.string().min(1).max(200),
  kind: z.enum(NOTICE_KINDS),
  /** The status a `status` notice announces; null for the other kinds. */
  status: z.enum(ENQUIRY_STATUSES).nullable(),
  /** The booking a booking, reminder or cancellation notice is about; null for the other kinds. */
  booking_sequence: z.number().int().min(0).nullable(),
  created_at: TimestampSchema,
  state: z.enum(NOTICE_STATES),
  /** When a sender should (next) try; null unless pending. */
  due_at: TimestampSchema.nullable(),
  attempts: z.number().int().min(0).max(1000),
  /** Why the last attempt failed, for the admin; null after a success. */
  last_error: storedLine(300).nullable(),
  sent_at: TimestampSchema.nullable(),
})
export type Notice = z.infer<typeof NoticeSchema>

/**
 * Why a pending notice is not to be sent any more, or null to send it: the sender asks when it
 * is due, and the inbox shows the answer beforehand.
 */
export function whyNotSend(notice: Notice, enquiry: Enquiry | null, now: Date): string | null {
  if (!enquiry) return 'the request no longer exists'
  if (!CUSTOMER_NOTICE_KINDS.includes(notice.kind)) return null
  if (enquiry.mail_opt_out_at) return 'the customer asked for no more e-mails'
  const booking = enquiry.booking
  switch (notice.kind) {
    case 'booking':
    case 'reminder':
      if (enquiry.status !== 'booked') return 'the request is no longer booked'
      if (booking?.sequence !== notice.booking_sequence || booking.cancelled) return 'the booking changed'
      // "See you tomorrow" on the day itself (a sender that was stopped and caught up) would be wrong.
      if (notice.kind === 'reminder' && sydneyInstant(booking.date, '00:00') <= now) {
        return 'the day of the visit had come'
      }
      return null
    case 'booking_cancelled':
      return booking?.sequence === notice.booking_sequence ? null : 'the booking changed'
    case 'status':
      return enquiry.status === notice.status ? null : 'the status changed again'
    default:
      return null
  }
}

/** GET /api/enquiries/:id/notices: the e-mails that followed a request, for its card in the inbox. */
export const NoticesResponseSchema = z.object({ notices: z.array(NoticeSchema) })
