/**
 * What each notice (domain/notice.ts) says: the customer's e-mails after the first confirmation,
 * and the office's notice of what the customer did. Like the confirmation, they repeat nothing
 * the customer typed, except to the office; the request's details are behind the status link.
 */
import { formatBooking, type Booking } from '../../domain/booking.ts'
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  enquiryReference,
  type Enquiry,
} from '../../domain/enquiry.ts'
import type { Notice } from '../../domain/notice.ts'
import { statusLink, stopEmailsLink } from '../../domain/request-status.ts'
import type { MailMessage } from '../ports/mailer.ts'
import type { EnquiryMailConfig } from '../services/enquiry-mail.ts'
import { bookingInvite } from './booking-invite.ts'
import {
  businessLook,
  mailBusiness,
  type MailBlock,
  type MailBusiness,
  type MailContent,
} from './mail-content.ts'
import { composeMail } from './render-mail.ts'

/** What the customer hears for each status the office moves a request to. */
const STATUS_NEWS: Partial<Record<Enquiry['status'], { heading: string; text: (ref: string) => string }>> = {
  contacted: {
    heading: 'We are on it',
    text: (ref) => `We have been in touch about your request ${ref}, and we will keep its page up to date.`,
  },
  quoted: {
    heading: 'Your quote is on its way',
    text: (ref) =>
      `We have quoted for request ${ref}. When you are ready to go ahead, give us a call and we will book a time.`,
  },
  lost: {
    heading: 'Your request is closed',
    text: (ref) =>
      `We have closed request ${ref}. If you still need a hand, give us a call or send us a new request.`,
  },
}

const CANCELLED_BY_CUSTOMER = {
  heading: 'Your request is cancelled',
  text: (ref: string) =>
    `You cancelled request ${ref}, so nothing more will happen with it. If you change your mind, give us a call or send us a new request.`,
}

/** Where the visit is: the job's address, or (for a message) the one agreed on the phone. */
const visitPlace = (enquiry: Enquiry) =>
  enquiry.quote ? `${enquiry.quote.address}, ${enquiry.quote.suburb}` : 'The address we agreed with you'

/** The blocks every customer notice ends with: the page, and how to stop these e-mails. */
function customerFooter(enquiry: Enquiry, siteUrl: string): MailBlock[] {
  const page = statusLink(siteUrl, enquiry)
  const stop = stopEmailsLink(siteUrl, enquiry)
  return [
    ...(page ? [{ kind: 'button' as const, label: 'See your request', url: page }] : []),
    { kind: 'small', text: `You get this because you sent us ${enquiryReference(enquiry)} at ${siteUrl}.` },
    ...(stop ? [{ kind: 'link' as const, label: 'Stop e-mails about this request', url: stop }] : []),
  ]
}

const cancelledByCustomer = (enquiry: Enquiry) =>
  enquiry.status === 'lost' && enquiry.history.at(-1)?.by === 'customer'

function visitDetails(enquiry: Enquiry, booking: Booking): MailBlock {
  return {
    kind: 'details',
    rows: [
      ['When', `${formatBooking(booking)} (Sydney time)`],
      ['Where', visitPlace(enquiry)],
      ['Reference', enquiryReference(enquiry)],
    ],
  }
}

interface Draft {
  subject: string
  content: MailContent
  calendar?: MailMessage['calendar']
  /** The office's notices go to the business, with replies to the customer. */
  toOffice?: boolean
}

function draft(
  notice: Notice,
  enquiry: Enquiry,
  config: EnquiryMailConfig,
  now: Date,
  business: MailBusiness,
): Draft {
  const ref = enquiryReference(enquiry)
  const footer = customerFooter(enquiry, config.siteUrl)
  const booking = enquiry.booking
  const invite = (method: 'REQUEST' | 'CANCEL', visit: Booking) => ({
    method,
    filename: 'visit.ics',
    content: bookingInvite({
      enquiryId: enquiry.id,
      booking: visit,
      method,
      summary: `${business.brand} visit (${ref})`,
      description: `Our visit for request ${ref}. Questions or changes: ${business.phone.display}.`,
      location: visitPlace(enquiry),
      organizer: { name: business.brand, email: config.businessEmail },
      attendee: { name: enquiry.name, email: enquiry.email },
      siteHost: new URL(config.siteUrl).hostname,
      now,
    }),
  })
  switch (notice.kind) {
    case 'booking': {
      const visit = booking!
      const moved = visit.sequence > 0
      return {
        subject: `${moved ? 'Your visit has moved' : 'Your visit is booked'}: ${formatBooking(visit)} - ${business.brand}`,
        calendar: invite('REQUEST', visit),
        content: {
          preview: `${formatBooking(visit)}, ${visitPlace(enquiry)}`,
          heading: moved ? 'Your visit has moved' : 'Your visit is booked',
          blocks: [
            visitDetails(enquiry, visit),
            {
              kind: 'text',
              text: `The invitation attached puts it in your calendar${moved ? ' in place of the old time' : ''}. If the time stops suiting you, call us on ${business.phone.display}.`,
            },
            ...footer,
          ],
        },
      }
    }
    case 'booking_cancelled': {
      const visit = booking!
      return {
        subject: `Your visit is cancelled - ${business.brand}`,
        calendar: invite('CANCEL', visit),
        content: {
          preview: `The visit on ${formatBooking(visit)} will not go ahead`,
          heading: 'Your visit is cancelled',
          blocks: [
            {
              kind: 'text',
              text: `The visit on ${formatBooking(visit)} will not go ahead. The attachment takes it out of your calendar.`,
            },
            { kind: 'text', text: `To book another time, call us on ${business.phone.display}.` },
            ...footer,
          ],
        },
      }
    }
    case 'reminder': {
      const visit = booking!
      return {
        subject: `Reminder: our visit tomorrow, ${formatBooking(visit)} - ${business.brand}`,
        content: {
          preview: `See you tomorrow, ${formatBooking(visit)}`,
          heading: 'See you tomorrow',
          blocks: [
            visitDetails(enquiry, visit),
            {
              kind: 'text',
              text: `If the time no longer suits you, call us on ${business.phone.display} and we will find another.`,
            },
            ...footer,
          ],
        },
      }
    }
    case 'review_request':
      return {
        subject: `How did we do? - ${business.brand}`,
        content: {
          preview: 'A short review helps people find a tradesperson they can trust',
          heading: 'Thank you for choosing us',
          blocks: [
            {
              kind: 'text',
              text: `The job for request ${ref} is done. If you were happy with our work, a short review helps other people in Sydney find a tradesperson they can trust. We ask once, and never again.`,
            },
            { kind: 'button', label: 'Leave a review', url: business.reviewUrl },
            ...footer,
          ],
        },
      }
    case 'status': {
      const news = cancelledByCustomer(enquiry) ? CANCELLED_BY_CUSTOMER : STATUS_NEWS[enquiry.status]
      const heading =
        news?.heading ?? `Your request is ${ENQUIRY_STATUS_LABELS[enquiry.status].toLowerCase()}`
      return {
        subject: `${heading} (${ref}) - ${business.brand}`,
        content: {
          preview: heading,
          heading,
          blocks: [
            {
              kind: 'text',
              text: news?.text(ref) ?? `Request ${ref} is now ${ENQUIRY_STATUS_LABELS[enquiry.status]}.`,
            },
            ...footer,
          ],
        },
      }
    }
    case 'office_update': {
      const cancelled = cancelledByCustomer(enquiry)
      const latest = enquiry.customer_updates.at(-1)
      const what = `${ENQUIRY_KIND_LABELS[enquiry.kind]} ${ref} from ${enquiry.name}`
      const blocks: MailBlock[] = cancelled
        ? [{ kind: 'text', text: `${enquiry.name} cancelled it from its status page. It is now Lost.` }]
        : [
            { kind: 'text', text: `${enquiry.name} added to it from its status page.` },
            ...(latest?.text ? [{ kind: 'quote' as const, text: latest.text }] : []),
            ...(latest && latest.photos.length > 0
              ? [
                  {
                    kind: 'text' as const,
                    text: `Photos added: ${latest.photos.length}, in the admin inbox.`,
                  },
                ]
              : []),
          ]
      return {
        toOffice: true,
        subject: `${cancelled ? 'Cancelled by the customer' : 'Customer update'}: ${what}`,
        content: {
          preview: cancelled ? `${enquiry.name} cancelled ${ref}` : `${enquiry.name} added to ${ref}`,
          heading: cancelled ? 'A customer cancelled' : 'A customer added to their request',
          blocks: [
            ...blocks,
            { kind: 'button', label: 'Open the inbox', url: `${config.siteUrl}/admin/enquiries` },
            { kind: 'small', text: `Reply to this e-mail to answer ${enquiry.name} directly.` },
          ],
        },
      }
    }
  }
}

/** The e-mail a notice sends, as the request stands now. */
export async function noticeMessage(
  notice: Notice,
  enquiry: Enquiry,
  config: EnquiryMailConfig,
  now: Date,
  business: MailBusiness = mailBusiness(),
): Promise<MailMessage> {
  const { subject, content, calendar, toOffice } = draft(notice, enquiry, config, now, business)
  const envelope = toOffice
    ? { to: config.businessEmail, replyTo: enquiry.email, subject }
    : // Replies reach the office: the sender is usually a no-reply address (docs/deploying.md).
      { to: enquiry.email, replyTo: config.businessEmail, subject, ...(calendar ? { calendar } : {}) }
  return composeMail(envelope, content, businessLook(config.siteUrl, business))
}
