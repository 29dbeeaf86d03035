import { BUSINESS_TIME_ZONE } from '../../domain/time-zone.ts'
import { formatPreferredDate, TIME_WINDOW_LABELS } from '../../domain/calendar.ts'
import {
  ENQUIRY_SERVICE_LABELS,
  enquiryReference,
  type Enquiry,
  type EnquiryMailKind,
} from '../../domain/enquiry.ts'
import { statusLink } from '../../domain/request-status.ts'
import type { MailMessage } from '../ports/mailer.ts'
import type { EnquiryMailConfig } from '../services/enquiry-mail.ts'
import {
  businessLook,
  mailBusiness,
  type MailBlock,
  type MailBusiness,
  type MailContent,
} from './mail-content.ts'
import { composeMail } from './render-mail.ts'

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
})

/** A quote request's job, row by row, for the business's notice. */
function jobRows(enquiry: Enquiry): [string, string][] {
  const quote = enquiry.quote
  if (!quote) return []
  const dates = quote.preferred_dates.map(formatPreferredDate)
  const photos = quote.photos.length
  return [
    ['Suburb', `${quote.suburb}${quote.in_area ? '' : ' (outside our service areas: check coverage)'}`],
    ['Address', quote.address],
    ['Preferred dates', dates.length > 0 ? dates.join(', ') : 'any'],
    ['Time of day', TIME_WINDOW_LABELS[quote.time_window]],
    ['Photos', photos === 0 ? 'none' : `${photos}, in the admin inbox`],
  ]
}

/** What both e-mails of one enquiry need to say. */
function facts(enquiry: Enquiry) {
  const isQuote = enquiry.kind === 'quote'
  return {
    isQuote,
    what: isQuote ? 'quote request' : 'enquiry',
    service: enquiry.service ? ENQUIRY_SERVICE_LABELS[enquiry.service] : null,
    received: `${sydneyTime.format(new Date(enquiry.created_at))} (Sydney time)`,
    reference: enquiryReference(enquiry),
    emergency: enquiry.quote?.emergency === true,
  }
}

/** The business's notice: every detail, and the customer's own words as they typed them. */
function businessNotice(enquiry: Enquiry, config: EnquiryMailConfig): MailContent {
  const { isQuote, what, service, received, reference, emergency } = facts(enquiry)
  const alert: MailBlock[] = emergency
    ? [{ kind: 'alert', text: 'EMERGENCY: the customer says this is urgent. Call them now.' }]
    : []
  return {
    preview: `${emergency ? 'URGENT: ' : ''}${enquiry.name}, ${service ?? 'no service chosen'}, ${reference}`,
    heading: `New ${what}`,
    blocks: [
      {
        kind: 'text',
        text: isQuote
          ? 'A new quote request came in through the website request form.'
          : 'A new enquiry came in through the website contact form.',
      },
      ...alert,
      {
        kind: 'details',
        rows: [
          ['Name', enquiry.name],
          ['Email', enquiry.email],
          ['Phone', enquiry.phone ?? 'not given'],
          ['Service', service ?? 'not chosen'],
          ...jobRows(enquiry),
          ['Received', received],
          ['Reference', reference],
        ],
      },
      { kind: 'text', text: isQuote ? 'The job:' : 'Message:' },
      { kind: 'quote', text: enquiry.message },
      { kind: 'text', text: `Reply to this e-mail to answer ${enquiry.name} directly.` },
      { kind: 'button', label: 'All enquiries and requests', url: `${config.siteUrl}/admin/enquiries` },
    ],
  }
}

/**
 * The customer's confirmation repeats nothing they typed except the service chosen from the
 * list: the form takes any address, so free text would let anyone send their own words to a
 * stranger from the business's address.
 */
function customerConfirmation(
  enquiry: Enquiry,
  config: EnquiryMailConfig,
  business: MailBusiness,
): MailContent {
  const { isQuote, what, service, received, reference } = facts(enquiry)
  const answer = isQuote
    ? 'We will call you within one business day.'
    : 'We will reply within one business day.'
  return {
    preview: `Your reference: ${reference}. ${answer}`,
    heading: `We have your ${what}`,
    blocks: [
      { kind: 'text', text: 'Hello,' },
      {
        kind: 'text',
        text: isQuote
          ? `Thank you for asking ${business.brand} for a quote${service ? ` for ${service} work` : ''}. We will call you within one business day (${business.hours.display}) to talk it through and arrange a time.`
          : `Thank you for contacting ${business.brand}. We have received your enquiry${service ? ` about ${service} work` : ''} and will reply within one business day (${business.hours.display}).`,
      },
      { kind: 'text', text: `For an emergency, call us now on ${business.phone.display}, 24/7.` },
      {
        kind: 'details',
        rows: [
          ['Your reference', reference],
          ['Received', received],
        ],
      },
      ...followUp(enquiry, config.siteUrl),
    ],
  }
}

/**
 * The confirmation's last blocks: the request's status page, and why this e-mail came. Without a
 * status page (a request from before them) it says no more e-mails will follow, as it did then.
 */
function followUp(enquiry: Enquiry, siteUrl: string): MailBlock[] {
  const page = statusLink(siteUrl, enquiry)
  const why = `We sent this because this address was entered on a form at ${siteUrl}.`
  if (!page) {
    return [
      {
        kind: 'small',
        text: `${why} If that was not you, please ignore this e-mail: we will not write again unless you reply.`,
      },
    ]
  }
  return [
    {
      kind: 'text',
      text: 'Your request has its own page: see where it stands and when we visit, add a photo you forgot, or cancel it.',
    },
    { kind: 'button', label: 'See your request', url: page },
    {
      kind: 'small',
      text: `${why} If that was not you, please ignore this e-mail; the page above also stops any more e-mails about it. Keep the link to yourself: anyone with it can see the request.`,
    },
  ]
}

/** The two e-mails of an enquiry or a quote request, each with its text and HTML parts. */
export async function enquiryMessages(
  enquiry: Enquiry,
  config: EnquiryMailConfig,
  business: MailBusiness = mailBusiness(),
): Promise<Record<EnquiryMailKind, MailMessage>> {
  const { what, service, emergency } = facts(enquiry)
  const look = businessLook(config.siteUrl, business)
  const [notice, confirmation] = await Promise.all([
    composeMail(
      {
        to: config.businessEmail,
        replyTo: enquiry.email,
        subject: `${emergency ? 'URGENT ' : ''}New ${what}: ${enquiry.name}${service ? ` (${service})` : ''}`,
      },
      businessNotice(enquiry, config),
      look,
    ),
    composeMail(
      // Replies reach the office: the sender is usually a no-reply address (docs/deploying.md).
      {
        to: enquiry.email,
        replyTo: config.businessEmail,
        subject: `We have your ${what} - ${business.brand}`,
      },
      customerConfirmation(enquiry, config, business),
      look,
    ),
  ])
  return { business: notice, customer: confirmation }
}
