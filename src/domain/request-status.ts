/**
 * A request's status page (/request-status): the customer's own view of what they sent, where it
 * stands and when the visit is, reached with no account through the link in their e-mails.
 * The link is `/request-status#<enquiry id>.<status key>`: the fragment never reaches a server log
 * or a Referer, and the page sends it in the REQUEST_KEY_HEADER.
 */
import { z } from 'zod'
import {
  ENQUIRY_KINDS,
  ENQUIRY_SERVICES,
  ENQUIRY_STATUSES,
  MAX_QUOTE_PHOTOS,
  STATUS_KEY_PATTERN,
  StatusEventSchema,
  enquiryReference,
  isOpenStatus,
  type Enquiry,
} from './enquiry.ts'
import { TIME_WINDOWS } from './calendar.ts'
import { ImageVariantsSchema, type ImageVariant } from './media.ts'
import { requiredText, TimestampSchema } from './text.ts'

export const STATUS_PAGE_PATH = '/request-status'
export const REQUEST_KEY_HEADER = 'X-Request-Key'
/** How long the link keeps working after the request is closed (done or lost). */
export const LINK_DAYS_AFTER_CLOSE = 90
const DAY_MS = 24 * 60 * 60 * 1000

export const LINK_NOT_FOUND =
  'This link does not open a request. Use the whole link from our e-mail, or give us a call.'
export const LINK_EXPIRED = `This link has expired: it stops working ${LINK_DAYS_AFTER_CLOSE} days after a request is closed. Give us a call if there is anything we can do.`
export const REQUEST_CLOSED = 'This request is closed, so it cannot be changed. Give us a call instead.'
export const TOO_MANY_CUSTOMER_UPDATES =
  'This request has as many messages as it can hold. Give us a call instead.'
export const NO_PHOTO_ROOM = `A request holds up to ${MAX_QUOTE_PHOTOS} photos.`

/** The link a customer's e-mails carry; null for a request from before status pages. */
export const statusLink = (siteUrl: string, enquiry: Pick<Enquiry, 'id' | 'status_key'>): string | null =>
  enquiry.status_key ? `${siteUrl}${STATUS_PAGE_PATH}#${enquiry.id}.${enquiry.status_key}` : null

/** The same page opened on its offer to stop the request's e-mails (the e-mails' opt-out link). */
export const stopEmailsLink = (
  siteUrl: string,
  enquiry: Pick<Enquiry, 'id' | 'status_key'>,
): string | null =>
  enquiry.status_key ? `${siteUrl}${STATUS_PAGE_PATH}?stop#${enquiry.id}.${enquiry.status_key}` : null

/** The id and key a REQUEST_KEY_HEADER holds, or null when it is not of their shape. */
export function parseRequestKey(value: string | undefined | null): { id: string; key: string } | null {
  if (!value || value.length > 200) return null
  const dot = value.lastIndexOf('.')
  const id = value.slice(0, dot)
  const key = value.slice(dot + 1)
  if (dot < 1 || !/^[A-Za-z0-9-]+$/.test(id) || !STATUS_KEY_PATTERN.test(key)) return null
  return { id, key }
}

/** When the link stops working: LINK_DAYS_AFTER_CLOSE after closing; null while it is open. */
export function linkExpiresAt(enquiry: Pick<Enquiry, 'status' | 'status_changed_at' | 'created_at'>) {
  if (isOpenStatus(enquiry.status)) return null
  const closedAt = new Date(enquiry.status_changed_at ?? enquiry.created_at).getTime()
  return new Date(closedAt + LINK_DAYS_AFTER_CLOSE * DAY_MS).toISOString()
}

/** How many more photos the request can take, its own and those added since. */
export const photoRoom = (enquiry: Pick<Enquiry, 'quote' | 'customer_updates'>): number =>
  Math.max(
    0,
    MAX_QUOTE_PHOTOS -
      (enquiry.quote?.photos.length ?? 0) -
      enquiry.customer_updates.reduce((sum, update) => sum + update.photos.length, 0),
  )

/** POST /api/request-status/updates: a message, photos uploaded first through POST /api/media, or both. */
export const NewCustomerUpdateSchema = z
  .object({
    text: z
      .string()
      .optional()
      .transform((value) => value?.trim() ?? ''),
    photos: z.array(z.string().max(2000)).max(MAX_QUOTE_PHOTOS, NO_PHOTO_ROOM).optional().default([]),
  })
  .superRefine((update, context) => {
    if (update.text !== '') {
      const checked = requiredText(2000, {
        missing: 'Please write a message',
        tooLong: 'Keep the message under 2000 characters',
        lines: true,
      }).safeParse(update.text)
      if (!checked.success) {
        context.addIssue({ code: 'custom', path: ['text'], message: checked.error.issues[0]!.message })
      }
    } else if (update.photos.length === 0) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'Write a message or add a photo' })
    }
  })
export type NewCustomerUpdate = z.input<typeof NewCustomerUpdateSchema>
export type NewCustomerUpdateInput = z.output<typeof NewCustomerUpdateSchema>

/** The request as its customer sees it: no notes, no mail state, no key. */
export const CustomerRequestSchema = z.object({
  reference: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  service: z.enum(ENQUIRY_SERVICES).nullable(),
  message: z.string(),
  created_at: TimestampSchema,
  status: z.enum(ENQUIRY_STATUSES),
  /** Every step, the first (received) included, oldest first. */
  timeline: z.array(StatusEventSchema),
  job: z
    .object({
      suburb: z.string(),
      address: z.string(),
      preferred_dates: z.array(z.string()),
      time_window: z.enum(TIME_WINDOWS),
      emergency: z.boolean(),
    })
    .nullable(),
  /** The photos sent with the request; their addresses are the status page's own. */
  photos: z.array(ImageVariantsSchema),
  updates: z.array(
    z.object({
      id: z.string(),
      text: z.string().nullable(),
      photos: z.array(ImageVariantsSchema),
      created_at: TimestampSchema,
    }),
  ),
  /** The visit, when one is booked (or was, and was called off). */
  booking: z
    .object({ date: z.string(), start: z.string(), end: z.string(), cancelled: z.boolean() })
    .nullable(),
  /** Whether the customer can still add to it or cancel it (it is open). */
  open: z.boolean(),
  photo_room: z.number().int().min(0),
  emails_stopped: z.boolean(),
  /** When the link stops working; null while the request is open. */
  link_expires_at: TimestampSchema.nullable(),
})
export type CustomerRequest = z.infer<typeof CustomerRequestSchema>
export const CustomerRequestResponseSchema = z.object({ request: CustomerRequestSchema })

/** Where the status page fetches a photo from: GET /api/request-status/photos/<media key>. */
export const STATUS_PHOTO_PREFIX = '/api/request-status/photos/'

/**
 * The request as its customer sees it. `photoPath` gives each stored photo address the status
 * page's own (STATUS_PHOTO_PREFIX and the media key), which opens with the link's key.
 */
export function customerView(enquiry: Enquiry, photoPath: (url: string) => string): CustomerRequest {
  const { quote, booking } = enquiry
  const throughStatusPage = (variants: ImageVariant[]) =>
    variants.map((variant) => ({ ...variant, url: photoPath(variant.url) }))
  return {
    reference: enquiryReference(enquiry),
    kind: enquiry.kind,
    name: enquiry.name,
    service: enquiry.service,
    message: enquiry.message,
    created_at: enquiry.created_at,
    status: enquiry.status,
    timeline: [{ status: 'new', at: enquiry.created_at, by: 'customer' }, ...enquiry.history],
    job: quote && {
      suburb: quote.suburb,
      address: quote.address,
      preferred_dates: quote.preferred_dates,
      time_window: quote.time_window,
      emergency: quote.emergency,
    },
    photos: (quote?.photos ?? []).map(throughStatusPage),
    updates: enquiry.customer_updates.map((update) => ({
      id: update.id,
      text: update.text,
      photos: update.photos.map(throughStatusPage),
      created_at: update.created_at,
    })),
    booking: booking && {
      date: booking.date,
      start: booking.start,
      end: booking.end,
      cancelled: booking.cancelled,
    },
    open: isOpenStatus(enquiry.status),
    photo_room: photoRoom(enquiry),
    emails_stopped: enquiry.mail_opt_out_at !== null,
    link_expires_at: linkExpiresAt(enquiry),
  }
}
