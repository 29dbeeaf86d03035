import { AppError } from '../../domain/api-error.ts'
import { HONEYPOT_FIELD, type Enquiry, type NewEnquiryInput } from '../../domain/enquiry.ts'
import {
  canDeleteEnquiry,
  canHandleEnquiry,
  canReadEnquiries,
  canSubmitEnquiry,
  enforce,
  type Actor,
} from '../policy/policy.ts'
import type { Page } from '../../domain/page.ts'
import type { ContentStore, EnquiryQuery } from '../ports/content-store.ts'
import type { RateRule } from '../ports/rate-limiter.ts'
import { newEnquiryMail } from './enquiry-mail.ts'
import type { ServiceDeps } from './service-deps.ts'

/** Five enquiries per connection per ten minutes: plenty for a person, a wall for a script. */
export const ENQUIRY_RATE: RateRule = { limit: 5, windowMs: 10 * 60 * 1000 }
export const ENQUIRY_NOT_FOUND = 'This enquiry no longer exists. Refresh and try again.'
export const TOO_MANY_ENQUIRIES =
  'You have sent several enquiries in a short time. Please wait a few minutes, or give us a call.'

/** How long an enquiry is kept after it arrives: the privacy policy's "Data Retention". */
export const ENQUIRY_RETENTION_YEARS = 2
const RETENTION_BATCH = 200

/**
 * Deletes the enquiries older than the retention period, in batches, up to `maxBatches` of
 * them per run (a scheduled function in production, the local stack's timer locally).
 * Returns how many it deleted.
 */
export async function deleteExpiredEnquiries(
  content: ContentStore,
  now: Date,
  maxBatches = 25,
): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ENQUIRY_RETENTION_YEARS)
  let deleted = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const removed = await content.deleteEnquiriesCreatedBefore(cutoff.toISOString(), RETENTION_BATCH)
    deleted += removed
    if (removed < RETENTION_BATCH) break
  }
  return deleted
}

export function createEnquiriesService({
  content,
  rateLimiter,
  now,
  newId,
  logger,
  enquiryMail,
}: ServiceDeps) {
  return {
    /**
     * Stores a contact-form enquiry with its e-mails pending (the business's notice and the
     * customer's confirmation) and starts sending them without waiting: a failed send is
     * retried later (enquiry-mail.ts), never lost. A filled honeypot field means a bot: it is
     * answered exactly like a person (so it learns nothing) but nothing is stored or sent.
     * Returns whether it was stored.
     */
    async submit(actor: Actor, input: NewEnquiryInput, clientKey: string): Promise<{ stored: boolean }> {
      enforce(canSubmitEnquiry(actor))
      const decision = await rateLimiter.hit(`enquiry:${clientKey}`, ENQUIRY_RATE)
      if (!decision.allowed) {
        throw new AppError('rate_limited', TOO_MANY_ENQUIRIES, {
          retryAfterSeconds: decision.retryAfterSeconds,
        })
      }
      if (input[HONEYPOT_FIELD]) return { stored: false }
      const enquiry = await content.createEnquiry({
        id: newId(),
        name: input.name,
        phone: input.phone,
        email: input.email,
        service: input.service,
        message: input.message,
        created_at: now().toISOString(),
        handled: false,
        handled_at: null,
        mail: newEnquiryMail(now()),
      })
      enquiryMail
        .deliver(enquiry)
        .catch((error: unknown) => logger.error(`Sending the e-mails of enquiry ${enquiry.id} failed`, error))
      return { stored: true }
    },

    /** A page of enquiries, newest first, optionally only the handled or the open ones. */
    async list(actor: Actor, query: EnquiryQuery = {}): Promise<Page<Enquiry>> {
      enforce(canReadEnquiries(actor))
      return content.listEnquiries(query)
    },

    async setHandled(actor: Actor, id: string, handled: boolean): Promise<Enquiry> {
      enforce(canHandleEnquiry(actor))
      const enquiry = await content.updateEnquiry(id, {
        handled,
        handled_at: handled ? now().toISOString() : null,
      })
      if (!enquiry) throw new AppError('not_found', ENQUIRY_NOT_FOUND)
      return enquiry
    },

    /** Deletes an enquiry for good (a customer's request, or spam). */
    async remove(actor: Actor, id: string): Promise<void> {
      enforce(canDeleteEnquiry(actor))
      if (!(await content.deleteEnquiry(id))) throw new AppError('not_found', ENQUIRY_NOT_FOUND)
    },
  }
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>
