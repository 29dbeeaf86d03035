import {
  type Enquiry,
  type EnquiryMail,
  type EnquiryMailKind,
  mailDueAt,
  unsentMails,
} from '../../domain/enquiry.ts'
import { enquiryMessages } from '../mail/enquiry-messages.ts'
import { mailBusinessFrom } from '../mail/mail-content.ts'
import type { SettingsStore } from '../ports/settings-store.ts'
import type { EnquiriesStore } from '../ports/enquiries-store.ts'
import type { Mailer } from '../ports/mailer.ts'
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
  /** The business's facts the e-mails say, read when they are sent (the defaults without it). */
  settings?: SettingsStore
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
export function createEnquiryMail({ enquiries, settings, mail: setup, now, logger }: EnquiryMailDeps) {
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
    try {
      const messages = await enquiryMessages(claimed, config, await mailBusinessFrom(settings))
      for (const kind of unsentMails(mail)) {
        await mailer.send(messages[kind])
        // Noted at once, so a retry after a later failure does not send this one again.
        mail = { ...mail, sent: [...mail.sent, kind] }
        if (!(await enquiries.updateEnquiryMail(claimed.id, claimedUntil, mail))) {
          // This send outlived its claim (a stalled runtime) and another sender took the rest over.
          logger.warn(`E-mails of enquiry ${claimed.id} were taken over by another sender; stopping here`)
          return
        }
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
