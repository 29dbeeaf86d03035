/**
 * What the customer does from a request's status page (/api/request-status): read it, add a
 * message or photos, cancel it, stop its e-mails. The link's key is the only credential, so
 * every call checks it (in constant time), counts against the connection's tries, and stops
 * working LINK_DAYS_AFTER_CLOSE after the request is closed.
 */
import { AppError } from '../../domain/api-error.ts'
import { isOpenStatus, MAX_CUSTOMER_UPDATES, type Enquiry } from '../../domain/enquiry.ts'
import {
  customerView,
  linkExpiresAt,
  LINK_EXPIRED,
  LINK_NOT_FOUND,
  NO_PHOTO_ROOM,
  parseRequestKey,
  photoRoom,
  REQUEST_CLOSED,
  STATUS_PHOTO_PREFIX,
  TOO_MANY_CUSTOMER_UPDATES,
  type CustomerRequest,
  type NewCustomerUpdateInput,
} from '../../domain/request-status.ts'
import type { Actor } from '../policy/policy.ts'
import type { StoredMedia } from '../ports/media-store.ts'
import type { RateRule } from '../ports/rate-limiter.ts'
import { createMediaReferences, writeOrUnclaim } from './media-references.ts'
import { claimQuotePhotos, requestPhotoUrls } from './request-photos.ts'
import { cancelledByCustomer, statusRevision } from './request-timeline.ts'
import type { DepsWith } from './service-deps.ts'
import { sameKey } from './status-key.ts'

/**
 * Tries of a link per connection: a person's page views, messages and photos fit easily; a
 * script guessing keys (24 random bytes) gets 60 guesses per ten minutes.
 */
export const STATUS_LINK_RATE: RateRule = { limit: 60, windowMs: 10 * 60 * 1000 }
const TOO_MANY_LINK_TRIES =
  'Too many tries from this connection. Please wait a few minutes, or give us a call.'

const notFound = () => new AppError('not_found', LINK_NOT_FOUND)
const refusedPhotos = (message: string) =>
  new AppError('validation_failed', message, { issues: [{ path: 'photos', message }] })

export function createRequestStatusService(
  deps: DepsWith<'enquiries' | 'notices' | 'posts' | 'gallery' | 'uploads'>,
) {
  const { stores, media, rateLimiter, now, newId, customerNotices } = deps
  const references = createMediaReferences(deps)

  async function countTry(clientKey: string): Promise<void> {
    const decision = await rateLimiter.hit(`request-link:${clientKey}`, STATUS_LINK_RATE)
    if (!decision.allowed) {
      throw new AppError('rate_limited', TOO_MANY_LINK_TRIES, {
        retryAfterSeconds: decision.retryAfterSeconds,
      })
    }
  }

  /** The request the link opens; not_found for a wrong link, `gone` past its time. */
  async function find(link: string | undefined): Promise<Enquiry> {
    const parsed = parseRequestKey(link)
    const enquiry = parsed ? await stores.enquiries.getEnquiry(parsed.id) : null
    if (!parsed || !enquiry || !sameKey(parsed.key, enquiry.status_key)) throw notFound()
    const expires = linkExpiresAt(enquiry)
    if (expires !== null && expires <= now().toISOString()) throw new AppError('gone', LINK_EXPIRED)
    return enquiry
  }

  /**
   * The request, with the try counted: every call, or (for photos, which a page loads several
   * of) only a failed one.
   */
  async function open(link: string | undefined, clientKey: string, countEvery = true): Promise<Enquiry> {
    if (countEvery) await countTry(clientKey)
    try {
      return await find(link)
    } catch (error) {
      if (!countEvery) await countTry(clientKey)
      throw error
    }
  }

  const photoPath = (url: string) => `${STATUS_PHOTO_PREFIX}${media.keyFromUrl(url) ?? ''}`
  const view = (enquiry: Enquiry) => customerView(enquiry, photoPath)

  /** Refuses a change to a closed request. */
  const mustBeOpen = (enquiry: Enquiry) => {
    if (!isOpenStatus(enquiry.status)) throw new AppError('conflict', REQUEST_CLOSED)
  }

  return {
    async read(link: string | undefined, clientKey: string): Promise<CustomerRequest> {
      return view(await open(link, clientKey))
    },

    /**
     * Adds the customer's message and photos (uploaded first through POST /api/media, purpose
     * quote, and claimed here as a request's) and tells the office.
     */
    async addUpdate(
      actor: Actor,
      link: string | undefined,
      clientKey: string,
      input: NewCustomerUpdateInput,
    ): Promise<CustomerRequest> {
      const enquiry = await open(link, clientKey)
      mustBeOpen(enquiry)
      if (input.photos.length > photoRoom(enquiry)) throw refusedPhotos(NO_PHOTO_ROOM)
      const { photos, undo } = await claimQuotePhotos(references, actor, enquiry.id, input.photos)
      const update = { id: newId(), text: input.text || null, photos, created_at: now().toISOString() }
      const revised = await writeOrUnclaim(undo, () =>
        stores.enquiries.reviseEnquiry(enquiry.id, (current) => {
          // Checked again on what is stored now: another tab may have added or cancelled meanwhile.
          mustBeOpen(current)
          if (current.customer_updates.length >= MAX_CUSTOMER_UPDATES) {
            throw new AppError('conflict', TOO_MANY_CUSTOMER_UPDATES)
          }
          if (photos.length > photoRoom(current)) throw refusedPhotos(NO_PHOTO_ROOM)
          return { customer_updates: [...current.customer_updates, update] }
        }),
      )
      if (!revised) throw notFound()
      await customerNotices.customerAdded(revised.after)
      return view(revised.after)
    },

    /**
     * Cancels the request: Lost, by the customer; the office is told. Asked again (the answer
     * lost, or an error after the save), it answers as the first did and queues any e-mail the
     * first left out.
     */
    async cancel(link: string | undefined, clientKey: string): Promise<CustomerRequest> {
      const enquiry = await open(link, clientKey)
      if (cancelledByCustomer(enquiry)) {
        await customerNotices.cancelRepeated(enquiry)
        return view(enquiry)
      }
      mustBeOpen(enquiry)
      const at = now().toISOString()
      const revised = await stores.enquiries.reviseEnquiry(enquiry.id, (current) => {
        mustBeOpen(current)
        return statusRevision(current, { status: 'lost' }, 'customer', at)
      })
      if (!revised) throw notFound()
      await customerNotices.statusChanged(revised)
      return view(revised.after)
    },

    /** No more e-mails about this request to the customer (the office still hears of changes). */
    async stopEmails(link: string | undefined, clientKey: string): Promise<CustomerRequest> {
      const enquiry = await open(link, clientKey)
      const at = now().toISOString()
      const revised = await stores.enquiries.reviseEnquiry(enquiry.id, (current) =>
        current.mail_opt_out_at ? {} : { mail_opt_out_at: at },
      )
      if (!revised) throw notFound()
      await customerNotices.optedOut(revised.after)
      return view(revised.after)
    },

    /** One of the request's photos, by its media key; null when it is not one of them. */
    async photo(link: string | undefined, clientKey: string, key: string): Promise<StoredMedia | null> {
      const enquiry = await open(link, clientKey, false)
      const keys = requestPhotoUrls(enquiry).map((url) => media.keyFromUrl(url))
      return keys.includes(key) ? media.get(key) : null
    },
  }
}

export type RequestStatusService = ReturnType<typeof createRequestStatusService>
