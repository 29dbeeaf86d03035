import { AppError } from '../../domain/api-error.ts'
import {
  HONEYPOT_FIELD,
  OTHER_SUBURB,
  type Enquiry,
  type NewEnquiryInput,
  type QuoteDetails,
} from '../../domain/enquiry.ts'
import {
  AREA_UNKNOWN,
  namesPastDate,
  PAST_PREFERRED_DATE,
  type NewQuoteRequestInput,
} from '../../domain/quote-request.ts'
import { currentSettings } from './settings-service.ts'
import { bookingIsPast, sydneyDate } from '../../domain/booking.ts'
import { newStatusKey } from './status-key.ts'
import {
  canDeleteEnquiry,
  canHandleEnquiry,
  canNoteEnquiry,
  canReadEnquiries,
  canSubmitEnquiry,
  enforce,
  signedIn,
  type Actor,
} from '../policy/policy.ts'
import type { Notice } from '../../domain/notice.ts'
import type { Page } from '../../domain/page.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import type { EnquiryQuery } from '../ports/enquiries-store.ts'
import type { MediaStore } from '../ports/media-store.ts'
import type { RateRule } from '../ports/rate-limiter.ts'
import { createAbuseCaps } from './abuse-caps.ts'
import { newEnquiryMail } from './enquiry-mail.ts'
import { createMediaReferences, writeOrUnclaim } from './media-references.ts'
import { claimQuotePhotos, deleteEnquiryAndPhotos } from './request-photos.ts'
import { enquiryStatusChanges, enquiryTarget } from './audit-summaries.ts'
import { statusRevision, type StatusChange } from './request-timeline.ts'
import type { Logger } from '../ports/logger.ts'
import type { DepsWith } from './service-deps.ts'

/** Five enquiries per connection per ten minutes: plenty for a person, a wall for a script. */
const ENQUIRY_RATE: RateRule = { limit: 5, windowMs: 10 * 60 * 1000 }
export const ENQUIRY_NOT_FOUND = 'This enquiry no longer exists. Refresh and try again.'
const VISIT_IN_THE_PAST = 'Choose a visit that is still to come'
const TOO_MANY_NOTES = 'This enquiry has as many notes as it can hold. Delete it or keep notes elsewhere.'
const TOO_MANY_ENQUIRIES =
  'You have sent several enquiries in a short time. Please wait a few minutes, or give us a call.'

/** How long an enquiry is kept after it arrives: the privacy policy's "Data Retention". */
const ENQUIRY_RETENTION_YEARS = 2
const RETENTION_BATCH = 200

/** The enquiries, and what their photos' files may be shared with (media-references.ts). */
type EnquiryAreas = 'enquiries' | 'notices' | 'posts' | 'gallery' | 'uploads' | 'settings'

/**
 * Deletes the enquiries older than the retention period with their photos, in batches, up to
 * `maxBatches` of them per run (a scheduled function in production, the local stack's timer
 * locally). Returns how many it deleted.
 */
export async function deleteExpiredEnquiries(
  deps: { stores: Pick<ContentStores, EnquiryAreas>; media: MediaStore; logger: Logger },
  now: Date,
  maxBatches = 25,
): Promise<number> {
  const references = createMediaReferences({ ...deps, now: () => now })
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ENQUIRY_RETENTION_YEARS)
  let deleted = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = await deps.stores.enquiries.listEnquiriesCreatedBefore(
      cutoff.toISOString(),
      RETENTION_BATCH,
    )
    for (const enquiry of expired) {
      if (await deleteEnquiryAndPhotos({ stores: deps.stores, references }, enquiry)) deleted += 1
    }
    if (expired.length < RETENTION_BATCH) break
  }
  return deleted
}

export function createEnquiriesService(deps: DepsWith<EnquiryAreas>) {
  const { stores, rateLimiter, now, newId, logger, enquiryMail, customerNotices, audit, background } = deps
  const references = createMediaReferences(deps)
  const caps = createAbuseCaps({
    ...deps,
    businessPhone: async () => (await currentSettings(stores)).settings.phone.display,
  })

  /** Refuses a caller over the rule for `key` (the form's, per connection). */
  async function limitRate(key: string): Promise<void> {
    const decision = await rateLimiter.hit(key, ENQUIRY_RATE)
    if (!decision.allowed) {
      throw new AppError('rate_limited', TOO_MANY_ENQUIRIES, {
        retryAfterSeconds: decision.retryAfterSeconds,
      })
    }
  }

  /**
   * Stores a new enquiry with its e-mails pending and starts sending them without waiting.
   * Returns false if an enquiry with its id is already stored: the same submission sent again
   * while the first was being stored.
   */
  async function store(enquiry: Enquiry): Promise<boolean> {
    let stored: Enquiry
    try {
      stored = await stores.enquiries.createEnquiry(enquiry)
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') return sentAgain(enquiry.id)
      throw error
    }
    background.start(`Sending the e-mails of enquiry ${stored.id}`, enquiryMail.deliver(stored))
    return true
  }

  /**
   * The id a new enquiry takes: the browser's name for the submission when it gave one (the
   * same words sent again carry the same name), else a new one.
   */
  const enquiryId = (input: { submission_id?: string | undefined }) => input.submission_id ?? newId()

  /** A submission already stored, sent again (its answer was lost): answered alike, kept once. */
  function sentAgain(id: string): false {
    logger.warn(`Enquiry ${id} was sent again; the first is kept, nothing is stored or e-mailed twice.`)
    return false
  }

  /**
   * Whether the browser named a submission already stored (a retry): checked before anything is
   * counted, claimed or checked against today's date and settings, which may have moved on since.
   */
  const storedBefore = async (input: { submission_id?: string | undefined }) =>
    input.submission_id !== undefined && (await stores.enquiries.getEnquiry(input.submission_id)) !== null

  /**
   * The fields every new enquiry starts with. Its e-mails are pending, except the customer's
   * confirmation past its caps (abuse-caps.ts): withheld for good, so no retry sends it later,
   * while the business's notice still goes.
   */
  async function received(id: string, email: string) {
    const refusal = await caps.confirmationRefusal(email)
    if (refusal) logger.warn(`Enquiry ${id}: the customer's confirmation is not sent: ${refusal}`)
    return {
      id,
      created_at: now().toISOString(),
      status: 'new' as const,
      status_changed_at: null,
      notes: [],
      mail: newEnquiryMail(now(), refusal ? ['customer'] : []),
      status_key: newStatusKey(),
      history: [],
      booking: null,
      customer_updates: [],
      mail_opt_out_at: null,
    }
  }

  return {
    /**
     * Stores a contact-form enquiry with its e-mails pending (the business's notice and the
     * customer's confirmation) and starts sending them without waiting: a failed send is
     * retried later (enquiry-mail.ts), never lost. A filled honeypot field means a bot: it is
     * answered exactly like a person (so it learns nothing) but nothing is stored or sent.
     * Past the hourly cap on stored enquiries it is refused (429); past the confirmation caps
     * it is stored without the customer's confirmation (docs/decisions/031-abuse-caps.md).
     * Returns whether it was stored.
     */
    async submit(actor: Actor, input: NewEnquiryInput, clientKey: string): Promise<{ stored: boolean }> {
      enforce(canSubmitEnquiry(actor))
      await limitRate(`enquiry:${clientKey}`)
      if (input[HONEYPOT_FIELD]) return { stored: false }
      const id = enquiryId(input)
      if (await storedBefore(input)) return { stored: sentAgain(id) }
      await caps.admitSubmission()
      const stored = await store({
        ...(await received(id, input.email)),
        kind: 'message',
        name: input.name,
        phone: input.phone,
        email: input.email,
        service: input.service,
        message: input.message,
        quote: null,
      })
      return { stored }
    },

    /**
     * Stores a quote request (the request form) with its photos, uploaded beforehand through
     * POST /api/media (purpose quote) and claimed here, and sends its e-mails as an enquiry's.
     * Rate-limited and honeypot-checked as the contact form is, under its own count; the
     * abuse caps count both forms together.
     */
    async submitQuote(
      actor: Actor,
      input: NewQuoteRequestInput,
      clientKey: string,
    ): Promise<{ stored: boolean }> {
      enforce(canSubmitEnquiry(actor))
      await limitRate(`quote:${clientKey}`)
      if (input[HONEYPOT_FIELD]) return { stored: false }
      const id = enquiryId(input)
      if (await storedBefore(input)) return { stored: sentAgain(id) }
      const { service_areas } = (await currentSettings(stores)).settings
      if (input.area !== OTHER_SUBURB && !service_areas.includes(input.area)) {
        throw new AppError('validation_failed', AREA_UNKNOWN, {
          issues: [{ path: 'area', message: AREA_UNKNOWN }],
        })
      }
      if (namesPastDate(input.preferred_dates, sydneyDate(now()))) {
        throw new AppError('validation_failed', PAST_PREFERRED_DATE, {
          issues: [{ path: 'preferred_dates', message: PAST_PREFERRED_DATE }],
        })
      }
      await caps.admitSubmission()
      const { photos, undo } = await claimQuotePhotos(references, actor, id, input.photos)
      const inArea = input.area !== OTHER_SUBURB
      const quote: QuoteDetails = {
        suburb: inArea ? input.area : input.other_suburb,
        in_area: inArea,
        address: input.address,
        preferred_dates: [...new Set(input.preferred_dates)].sort(),
        time_window: input.time_window,
        emergency: input.emergency,
        photos,
      }
      const stored = await writeOrUnclaim(undo, async () =>
        store({
          ...(await received(id, input.email)),
          kind: 'quote',
          name: input.name,
          phone: input.phone,
          email: input.email,
          service: input.service,
          message: input.description,
          quote,
        }),
      )
      // A copy that arrived at the same moment was stored first: the photos stay with it.
      if (!stored) await undo()
      return { stored }
    },

    /** A page of enquiries, newest first, optionally only the handled or the open ones. */
    async list(actor: Actor, query: EnquiryQuery = {}): Promise<Page<Enquiry>> {
      enforce(canReadEnquiries(actor))
      return stores.enquiries.listEnquiries(query)
    },

    /** The e-mails that followed the request's first two (domain/notice.ts), oldest first. */
    async notices(actor: Actor, id: string): Promise<Notice[]> {
      enforce(canReadEnquiries(actor))
      if (!(await stores.enquiries.getEnquiry(id))) throw new AppError('not_found', ENQUIRY_NOT_FOUND)
      return stores.notices.listNoticesOf(id)
    },

    /**
     * Moves an enquiry to `status`; with Booked, to the visit given (a new one, or the visit
     * moved). Queues the customer's e-mails the change calls for (customer-notices.ts).
     */
    async setStatus(actor: Actor, id: string, change: StatusChange): Promise<Enquiry> {
      enforce(canHandleEnquiry(actor))
      if (change.booking && bookingIsPast(change.booking, now())) {
        throw new AppError('validation_failed', VISIT_IN_THE_PAST, {
          issues: [{ path: 'booking.date', message: VISIT_IN_THE_PAST }],
        })
      }
      const at = now().toISOString()
      const revised = await stores.enquiries.reviseEnquiry(id, (current) =>
        statusRevision(current, change, 'office', at),
      )
      if (!revised) throw new AppError('not_found', ENQUIRY_NOT_FOUND)
      const summary = enquiryStatusChanges(revised.before, revised.after)
      if (summary !== null) {
        const target = enquiryTarget(revised.after)
        await audit.record(actor, { kind: 'enquiry', action: 'status changed', target, summary })
      }
      await customerNotices.statusChanged(revised)
      return revised.after
    },

    /** Adds an admin's note to an enquiry, signed with their e-mail address. */
    async addNote(actor: Actor, id: string, text: string): Promise<Enquiry> {
      enforce(canNoteEnquiry(actor))
      const note = { id: newId(), text, author: signedIn(actor).email, created_at: now().toISOString() }
      let enquiry: Enquiry | null
      try {
        enquiry = await stores.enquiries.addEnquiryNote(id, note)
      } catch (error) {
        if (error instanceof AppError && error.code === 'validation_failed') {
          throw new AppError('conflict', TOO_MANY_NOTES)
        }
        throw error
      }
      if (!enquiry) throw new AppError('not_found', ENQUIRY_NOT_FOUND)
      await audit.record(actor, {
        kind: 'enquiry',
        action: 'note added',
        target: enquiryTarget(enquiry),
        summary: `Note ${enquiry.notes.length} added`,
      })
      return enquiry
    },

    /** Deletes an enquiry and its photos for good (a customer's request, or spam). */
    async remove(actor: Actor, id: string): Promise<void> {
      enforce(canDeleteEnquiry(actor))
      const enquiry = await stores.enquiries.getEnquiry(id)
      if (!enquiry || !(await deleteEnquiryAndPhotos({ stores, references }, enquiry))) {
        throw new AppError('not_found', ENQUIRY_NOT_FOUND)
      }
      await audit.record(actor, {
        kind: 'enquiry',
        action: 'deleted',
        target: enquiryTarget(enquiry),
        summary: `Status: ${enquiry.status}`,
      })
    },
  }
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>
