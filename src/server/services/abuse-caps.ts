/**
 * Caps on what the public forms can make the business do, counted without the caller's
 * address: a caller of the function's own run.app address writes its X-Forwarded-For entry
 * itself, so the per-connection limits (ENQUIRY_RATE) can be walked around. These caps bound
 * the damage whoever calls: how many confirmations one address gets, how many the business's
 * domain sends in an hour, and how many enquiries and quote requests are stored in an hour.
 * See docs/decisions/031-abuse-caps.md.
 */
import { createHash } from 'node:crypto'
import { AppError } from '../../domain/api-error.ts'
import type { RateLimiter, RateRule } from '../ports/rate-limiter.ts'
import type { Logger } from '../ports/logger.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * Confirmations to one address a day. A person sends one enquiry, perhaps a second to add
 * something and a quote request later: three covers them. It is also all a stranger can make
 * us send someone who never asked, and those carry none of the stranger's words (decision 023).
 */
export const CONFIRMATIONS_PER_RECIPIENT: RateRule = { limit: 3, windowMs: 24 * HOUR_MS }

/**
 * Confirmations the site sends in any hour. A small trades business sees a handful of web
 * enquiries on a busy day; 20 in one hour is several times its busiest (a storm's emergencies)
 * and caps a spray across many addresses at 480 unsolicited e-mails a day, which a sender's
 * reputation survives. Past it, people still get the page's "received" answer and a call back.
 */
export const CONFIRMATIONS_PER_HOUR: RateRule = { limit: 20, windowMs: HOUR_MS }

/**
 * Enquiries and quote requests stored in any hour, together. Three times the confirmation cap,
 * so real customers can still get through while the confirmations are capped; past it the
 * form answers 429 with the phone number. It bounds what a flood writes to the store and to
 * the office's inbox (one notice each) at 1,440 a day.
 */
export const SUBMISSIONS_PER_HOUR: RateRule = { limit: 60, windowMs: HOUR_MS }

/**
 * A quote request's photo uploads in any hour, from every address and account together (an
 * admin's aside): each is decoded, stored in four widths and kept a day unless a request claims
 * it. 300 is five photos for each of the hour's SUBMISSIONS_PER_HOUR requests; the uploads' own
 * sweep (50 every five minutes) keeps up with it. Gallery photos need a confirmed account and
 * count per account.
 */
export const VISITOR_UPLOADS_PER_HOUR: RateRule = { limit: 300, windowMs: HOUR_MS }
export const VISITOR_UPLOADS_KEY = 'cap:visitor-uploads'
export const TOO_MANY_VISITOR_PHOTOS =
  'We are receiving an unusual number of photos. Please try again in an hour, or send your request without photos.'

/** The refusal past the hourly cap; `phone` is the business's, from its settings. */
export const tooManySubmissions = (phone: string) =>
  `We are receiving an unusual number of requests. Please call us on ${phone} or try again in an hour.`

/** The rate-limit keys; none holds the caller's address, and a recipient's is hashed. */
const SUBMISSIONS_KEY = 'cap:submissions'
const CONFIRMATIONS_KEY = 'cap:confirmations'
const recipientCountKey = (email: string) =>
  `cap:confirmations-to:${createHash('sha256').update(recipientKey(email)).digest('hex')}`

/**
 * The address a confirmation counts against: trimmed, lower case, and without a "+tag" in its
 * local part, since most mail services deliver name+anything@ to name@ and a cap that a "+1"
 * walks around is no cap. (Dots in Gmail addresses are not folded: the hourly cap bounds that.)
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const local = address.slice(0, at)
  const untagged = local.split('+')[0]
  return `${untagged || local}${address.slice(at)}`
}

export function createAbuseCaps({
  rateLimiter,
  logger,
  businessPhone,
}: {
  rateLimiter: RateLimiter
  logger: Logger
  /** The phone number the refusal gives, read only when one is refused. */
  businessPhone: () => Promise<string>
}) {
  return {
    /**
     * Counts one enquiry or quote request about to be stored against the hourly cap; past it
     * throws `rate_limited` (429) with a message that gives the phone number.
     */
    async admitSubmission(): Promise<void> {
      const decision = await rateLimiter.hit(SUBMISSIONS_KEY, SUBMISSIONS_PER_HOUR)
      if (decision.allowed) return
      logger.warn(
        `Enquiry refused: the cap of ${SUBMISSIONS_PER_HOUR.limit} stored enquiries an hour is reached`,
      )
      throw new AppError('rate_limited', tooManySubmissions(await businessPhone()), {
        retryAfterSeconds: decision.retryAfterSeconds,
      })
    },

    /**
     * Counts a customer's confirmation to `email` against the recipient's daily cap, then the
     * hourly one. Returns null when it may be sent, or why not (for the log). A recipient over
     * their cap does not use up the hourly one, so one hammered address blocks nobody else.
     */
    async confirmationRefusal(email: string): Promise<string | null> {
      if (!(await rateLimiter.hit(recipientCountKey(email), CONFIRMATIONS_PER_RECIPIENT)).allowed) {
        return `this address had ${CONFIRMATIONS_PER_RECIPIENT.limit} confirmations in a day`
      }
      if (!(await rateLimiter.hit(CONFIRMATIONS_KEY, CONFIRMATIONS_PER_HOUR)).allowed) {
        return `the cap of ${CONFIRMATIONS_PER_HOUR.limit} confirmations an hour is reached`
      }
      return null
    },
  }
}

export type AbuseCaps = ReturnType<typeof createAbuseCaps>
