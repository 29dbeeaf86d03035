import {
  ENQUIRY_SERVICE_LABELS,
  type Enquiry,
  type EnquiryMail,
  type EnquiryMailKind,
  mailDueAt,
  unsentMails,
} from '../../domain/enquiry.ts'
import { formatPreferredDate, TIME_WINDOW_LABELS } from '../../domain/calendar.ts'
import { site } from '../../site-config.ts'
import type { EnquiriesStore } from '../ports/enquiries-store.ts'
import type { Mailer, MailMessage } from '../ports/mailer.ts'
import type { Logger } from '../ports/logger.ts'

export interface EnquiryMailConfig {
  /** Where the business's notices go. */
  businessEmail: string
  /** The site's address, for the link to the admin inbox. */
  siteUrl: string
}

/** The waits after each failed attempt; once they run out the e-mails are marked failed. */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 240].map((minutes) => minutes * 60_000)
/** How long a sender holds an enquiry's e-mails; a sender that dies frees them after this. */
export const MAIL_CLAIM_MS = 2 * 60_000
/** How many enquiries one run of the sender handles. */
export const MAIL_BATCH = 20

/**
 * The mail state of a new enquiry: its e-mails due at once, except those `withheld` (past an
 * abuse cap), which no sender will ever send.
 */
export function newEnquiryMail(now: Date, withheld: readonly EnquiryMailKind[] = []): EnquiryMail {
  return {
    state: 'pending',
    sent: [],
    attempts: 0,
    next_attempt_at: now.toISOString(),
    last_error: null,
    // Only when there is something withheld: the stored state stays as it was before the caps.
    ...(withheld.length > 0 ? { withheld: [...withheld] } : {}),
  }
}

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
})

/** A quote request's job, line by line, for the business's notice. */
function jobLines(enquiry: Enquiry): string[] {
  const quote = enquiry.quote
  if (!quote) return []
  const dates = quote.preferred_dates.map(formatPreferredDate)
  const photos = quote.photos.length
  return [
    ...(quote.emergency ? ['EMERGENCY: the customer says this is urgent. Call them now.', ''] : []),
    `Suburb: ${quote.suburb}${quote.in_area ? '' : ' (outside our service areas: check coverage)'}`,
    `Address: ${quote.address}`,
    `Preferred dates: ${dates.length > 0 ? dates.join(', ') : 'any'}`,
    `Time of day: ${TIME_WINDOW_LABELS[quote.time_window]}`,
    `Photos: ${photos === 0 ? 'none' : `${photos}, in the admin inbox`}`,
  ]
}

/**
 * The two e-mails of an enquiry or a quote request. The customer's confirmation repeats
 * nothing they typed except the service chosen from the list: the form takes any address, so
 * free text would let anyone send their own words to a stranger from the business's address.
 */
export function enquiryMessages(
  enquiry: Enquiry,
  config: EnquiryMailConfig,
): Record<EnquiryMailKind, MailMessage> {
  const service = enquiry.service ? ENQUIRY_SERVICE_LABELS[enquiry.service] : null
  const received = `${sydneyTime.format(new Date(enquiry.created_at))} (Sydney time)`
  const isQuote = enquiry.kind === 'quote'
  const reference = `${isQuote ? 'REQ' : 'ENQ'}-${enquiry.id
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`
  const what = isQuote ? 'quote request' : 'enquiry'
  const emergency = enquiry.quote?.emergency === true
  return {
    business: {
      to: config.businessEmail,
      replyTo: enquiry.email,
      subject: `${emergency ? 'URGENT ' : ''}New ${what}: ${enquiry.name}${service ? ` (${service})` : ''}`,
      text: [
        isQuote
          ? 'A new quote request came in through the website request form.'
          : 'A new enquiry came in through the website contact form.',
        '',
        `Name: ${enquiry.name}`,
        `Email: ${enquiry.email}`,
        `Phone: ${enquiry.phone ?? 'not given'}`,
        `Service: ${service ?? 'not chosen'}`,
        ...jobLines(enquiry),
        `Received: ${received}`,
        `Reference: ${reference}`,
        '',
        isQuote ? 'The job:' : 'Message:',
        enquiry.message,
        '',
        `Reply to this e-mail to answer ${enquiry.name} directly.`,
        `All enquiries and requests: ${config.siteUrl}/admin/enquiries`,
      ].join('\n'),
    },
    customer: {
      to: enquiry.email,
      subject: `We have your ${what} - ${site.brand}`,
      text: [
        'Hello,',
        '',
        isQuote
          ? `Thank you for asking ${site.brand} for a quote${service ? ` for ${service} work` : ''}. We will call you within one business day (${site.hours.display}) to talk it through and arrange a time.`
          : `Thank you for contacting ${site.brand}. We have received your enquiry${service ? ` about ${service} work` : ''} and will reply within one business day (${site.hours.display}).`,
        '',
        `For an emergency, call us now on ${site.phone.display}, 24/7.`,
        '',
        `Your reference: ${reference}`,
        `Received: ${received}`,
        '',
        `We sent this because this address was entered on a form at ${config.siteUrl}. If that was not you, please ignore this e-mail: we will not write again unless you reply.`,
        '',
        site.brand,
        site.phone.display,
      ].join('\n'),
    },
  }
}

/** One line, short enough to store and show an admin. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (
    message
      .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
      .trim()
      .slice(0, 300) || 'Unknown error'
  )
}

/** A way to send e-mail and what the messages need to know. */
export interface MailSetup {
  mailer: Mailer
  config: EnquiryMailConfig
}

export interface EnquiryMailDeps {
  enquiries: EnquiriesStore
  /** Without it, e-mails stay pending until a sender that has one picks them up. */
  mail: MailSetup | undefined
  now: () => Date
  logger: Logger
}

/**
 * Sends the e-mails of enquiries. The enquiry is the outbox: it is stored with its e-mails
 * pending, so a failed or interrupted send is never lost, and whoever sends first claims it
 * (EnquiriesStore.updateEnquiryMail), so no e-mail goes out twice from two senders at once.
 */
export function createEnquiryMail({ enquiries, mail: setup, now, logger }: EnquiryMailDeps) {
  async function deliver(enquiry: Enquiry): Promise<void> {
    const due = mailDueAt(enquiry.mail)
    if (!setup || !due || due > now().toISOString()) return
    const { mailer, config } = setup
    const claimedUntil = new Date(now().getTime() + MAIL_CLAIM_MS).toISOString()
    const claimed = await enquiries.updateEnquiryMail(enquiry.id, due, {
      ...enquiry.mail!,
      next_attempt_at: claimedUntil,
    })
    if (!claimed) return // another sender has it

    let mail = claimed.mail!
    const messages = enquiryMessages(claimed, config)
    try {
      for (const kind of unsentMails(mail)) {
        await mailer.send(messages[kind])
        // Noted at once, so a retry after a later failure does not send this one again.
        mail = { ...mail, sent: [...mail.sent, kind] }
        await enquiries.updateEnquiryMail(claimed.id, claimedUntil, mail)
      }
      mail = { ...mail, state: 'sent', attempts: mail.attempts + 1, next_attempt_at: null, last_error: null }
    } catch (error) {
      const attempts = mail.attempts + 1
      const wait = MAIL_RETRY_DELAYS_MS[attempts - 1]
      const last_error = describeFailure(error)
      logger.warn(`E-mail for enquiry ${claimed.id} failed (attempt ${attempts}): ${last_error}`)
      mail =
        wait === undefined
          ? { ...mail, state: 'failed', attempts, next_attempt_at: null, last_error }
          : { ...mail, attempts, next_attempt_at: new Date(now().getTime() + wait).toISOString(), last_error }
    }
    if (!(await enquiries.updateEnquiryMail(claimed.id, claimedUntil, mail))) {
      logger.warn(`E-mail state of enquiry ${claimed.id} changed while sending; left as it is`)
    }
  }

  return {
    deliver,
    /** Sends the e-mails that are due, one batch; returns how many enquiries it tried. */
    async deliverDue(): Promise<number> {
      if (!setup) return 0
      const due = await enquiries.listEnquiriesWithMailDue(now().toISOString(), MAIL_BATCH)
      for (const enquiry of due) await deliver(enquiry)
      return due.length
    },
  }
}

export type EnquiryMailService = ReturnType<typeof createEnquiryMail>
