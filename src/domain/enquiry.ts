import { z } from 'zod'
import { EmailSchema } from './auth.ts'
import { CalendarDateSchema, TIME_WINDOWS } from './calendar.ts'
import { BookingInputSchema, BookingSchema } from './booking.ts'
import { ImageVariantsSchema } from './media.ts'
import { NextCursorSchema, PageQuerySchema, SearchTextSchema } from './page.ts'
import { isPrintable, requiredText, storedLine, storedText, TimestampSchema } from './text.ts'

/** The contact form's service choices; '' is the 'Select a service' placeholder. */
export const ENQUIRY_SERVICES = ['electrical', 'hvac', 'ict', 'commercial', 'other'] as const
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number]
export const ENQUIRY_SERVICE_LABELS: Record<EnquiryService, string> = {
  electrical: 'Electrical',
  hvac: 'HVAC',
  ict: 'ICT',
  commercial: 'Commercial',
  other: 'Other',
}
export const SERVICE_PLACEHOLDER = 'Select a service'

/** The field bots fill in and people never see; see docs/decisions/005-one-api-two-adapters.md. */
export const HONEYPOT_FIELD = 'website'
const MAX_NAME = 100
export const MAX_PHONE = 30
const MAX_EMAIL = 254
export const MAX_MESSAGE = 5000

/**
 * The e-mails an enquiry sends: a notice to the business and a confirmation to the customer.
 * They go out after the enquiry is stored (the enquiry is their outbox), retried until both are
 * sent or the attempts run out; `null` on enquiries received before e-mail notifications.
 */
export const ENQUIRY_MAILS = ['business', 'customer'] as const
export type EnquiryMailKind = (typeof ENQUIRY_MAILS)[number]
const ENQUIRY_MAIL_STATES = ['pending', 'sent', 'failed'] as const
export const EnquiryMailSchema = z.object({
  /** pending: some still to send (again at next_attempt_at); sent: all; failed: gave up. */
  state: z.enum(ENQUIRY_MAIL_STATES),
  /** The messages that went out already. */
  sent: z.array(z.enum(ENQUIRY_MAILS)).max(ENQUIRY_MAILS.length),
  attempts: z.number().int().min(0).max(1000),
  next_attempt_at: TimestampSchema.nullable(),
  /** Why the last attempt failed, for the admin; null after a success. */
  last_error: storedLine(300).nullable(),
  /**
   * The messages never to send: the customer's confirmation when an abuse cap was reached
   * (docs/decisions/031-abuse-caps.md). Absent, as on enquiries stored before the caps: none.
   */
  withheld: z.array(z.enum(ENQUIRY_MAILS)).max(ENQUIRY_MAILS.length).optional(),
})
export type EnquiryMail = z.infer<typeof EnquiryMailSchema>

/** The messages of an enquiry still to go out: neither sent nor withheld. */
export const unsentMails = (mail: EnquiryMail): EnquiryMailKind[] =>
  ENQUIRY_MAILS.filter((kind) => !mail.sent.includes(kind) && !(mail.withheld ?? []).includes(kind))

/** The mail state of an enquiry whose e-mails all went out at the first attempt. */
export const MAIL_SENT: EnquiryMail = {
  state: 'sent',
  sent: [...ENQUIRY_MAILS],
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
}

/** When an enquiry's e-mails are next due to be sent; null when none are pending. */
export const mailDueAt = (mail: EnquiryMail | null): string | null =>
  mail?.state === 'pending' ? mail.next_attempt_at : null

/**
 * What came in: a message from the contact form, or a quote request (the request form, with
 * the job's details in `quote`). Both live in one inbox and move through the same statuses.
 */
export const ENQUIRY_KINDS = ['message', 'quote'] as const
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  message: 'Message',
  quote: 'Quote request',
}

/** Where a lead stands: open until the job is done or lost. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'booked', 'done', 'lost'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  done: 'Done',
  lost: 'Lost',
}
export const OPEN_STATUSES: readonly EnquiryStatus[] = ['new', 'contacted', 'quoted', 'booked']
export const isOpenStatus = (status: EnquiryStatus): boolean => OPEN_STATUSES.includes(status)

/** The suburb choice that is not one of the service areas. */
export const OTHER_SUBURB = 'other'
export const MAX_QUOTE_PHOTOS = 5
export const MAX_PREFERRED_DATES = 3
export const MAX_SUBURB = 80
export const MAX_ADDRESS = 200
const MAX_NOTE = 2000
/** Notes per enquiry: a working record, not a chat log. */
export const MAX_NOTES = 100

/** A quote request's job: where, when, how urgent, and the customer's photos (private, for admins). */
export const QuoteDetailsSchema = z.object({
  /** One of the service areas, or the suburb the customer typed. */
  suburb: storedLine(MAX_SUBURB),
  /** Whether `suburb` is one of the service areas (else coverage needs checking). */
  in_area: z.boolean(),
  address: storedLine(MAX_ADDRESS),
  preferred_dates: z.array(CalendarDateSchema).max(MAX_PREFERRED_DATES),
  time_window: z.enum(TIME_WINDOWS),
  emergency: z.boolean(),
  /** Each photo's widths, as the upload pipeline stored them (private files). */
  photos: z.array(ImageVariantsSchema.min(1)).max(MAX_QUOTE_PHOTOS),
})
export type QuoteDetails = z.infer<typeof QuoteDetailsSchema>

/** An admin's note on an enquiry: who called whom, what was quoted. */
export const EnquiryNoteSchema = z.object({
  id: z.string().min(1).max(100),
  text: storedText(MAX_NOTE),
  /** The admin's e-mail address. */
  author: storedLine(MAX_EMAIL),
  created_at: TimestampSchema,
})
export type EnquiryNote = z.infer<typeof EnquiryNoteSchema>

/** Who moved a request to a status: the office (an admin) or the customer (its status page). */
const STATUS_ACTORS = ['office', 'customer'] as const
/** One step of a request's timeline, as its status page shows it. */
export const StatusEventSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES),
  at: TimestampSchema,
  by: z.enum(STATUS_ACTORS),
})
export type StatusEvent = z.infer<typeof StatusEventSchema>
/** The timeline keeps the latest steps; a request moves a handful of times. */
export const MAX_STATUS_EVENTS = 50

/** What the customer added from the status page: a message, photos, or both. */
const CustomerUpdateSchema = z.object({
  id: z.string().min(1).max(100),
  text: storedText(MAX_NOTE).nullable(),
  photos: z.array(ImageVariantsSchema.min(1)).max(MAX_QUOTE_PHOTOS),
  created_at: TimestampSchema,
})
export type CustomerUpdate = z.infer<typeof CustomerUpdateSchema>
export const MAX_CUSTOMER_UPDATES = 20

/** The secret half of a request's status link: 24 random bytes, base64url. */
export const STATUS_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/

export const EnquirySchema = z.object({
  id: z.string().min(1),
  kind: z.enum(ENQUIRY_KINDS),
  name: storedLine(MAX_NAME),
  phone: storedLine(MAX_PHONE).nullable(),
  email: storedLine(MAX_EMAIL),
  service: z.enum(ENQUIRY_SERVICES).nullable(),
  /** The contact form's message, or the quote request's description of the job. */
  message: storedText(MAX_MESSAGE),
  created_at: TimestampSchema,
  status: z.enum(ENQUIRY_STATUSES),
  /** When the status last changed; null while it is still the first one. */
  status_changed_at: TimestampSchema.nullable(),
  notes: z.array(EnquiryNoteSchema).max(MAX_NOTES),
  /** The job's details of a quote request; null for a message. */
  quote: QuoteDetailsSchema.nullable(),
  mail: EnquiryMailSchema.nullable().default(null),
  /**
   * The secret of the request's status link (domain/request-status.ts); null on requests from
   * before status pages, which have none.
   */
  status_key: z.string().regex(STATUS_KEY_PATTERN).nullable().default(null),
  /** The status changes after the first, oldest first (absent before timelines: none). */
  history: z.array(StatusEventSchema).max(MAX_STATUS_EVENTS).default([]),
  /** The visit, once booked; kept (cancelled) when the booking is called off. */
  booking: BookingSchema.nullable().default(null),
  customer_updates: z.array(CustomerUpdateSchema).max(MAX_CUSTOMER_UPDATES).default([]),
  /** When the customer asked for no more e-mails about this request; null while they get them. */
  mail_opt_out_at: TimestampSchema.nullable().default(null),
})
export type Enquiry = z.infer<typeof EnquirySchema>

/** The reference the customer and the office quote: REQ- or ENQ- and the id's first characters. */
export const enquiryReference = (enquiry: Pick<Enquiry, 'id' | 'kind'>): string =>
  `${enquiry.kind === 'quote' ? 'REQ' : 'ENQ'}-${enquiry.id
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`

export const NewEnquirySchema = z.object({
  name: requiredText(MAX_NAME, {
    missing: 'Please enter your name',
    tooLong: 'Keep your name under 100 characters',
  }),
  phone: z
    .string()
    .trim()
    .max(MAX_PHONE, 'Please enter a valid phone number')
    .regex(/^[0-9+()\s-]*$/, 'Please enter a valid phone number')
    // \s also matches line breaks and tabs, which a stored one-line text refuses.
    .refine((value) => isPrintable(value), 'Please enter a valid phone number')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  email: EmailSchema,
  service: z
    .union([z.literal(''), z.enum(ENQUIRY_SERVICES)], { error: 'Please choose a service from the list' })
    .optional()
    .transform((value) => (value ? value : null)),
  message: requiredText(MAX_MESSAGE, {
    missing: 'Please enter a message',
    tooLong: 'Keep your message under 5000 characters',
    lines: true,
  }),
  /** Honeypot: must stay empty. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  /**
   * The browser's name for what it sends (a version 4 UUID, kept while the same words are sent
   * again): the enquiry's id, so sending again after an answer that never arrived stores nothing
   * twice. Lowercased, so one name is one id (the stores compare ids as written).
   */
  submission_id: z.uuidv4().toLowerCase().optional(),
})
export type NewEnquiry = z.input<typeof NewEnquirySchema>
export type NewEnquiryInput = z.output<typeof NewEnquirySchema>

const BOOKING_NEEDED = 'Choose the day and time of the visit'
const BOOKING_ONLY_WHEN_BOOKED = 'A visit is set only with the status Booked'
/** PATCH /api/enquiries/:id: the status, with the visit when it is (or stays) booked. */
export const EnquiryPatchSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, {
      error: 'Choose a status: new, contacted, quoted, booked, done or lost',
    }),
    booking: BookingInputSchema.optional(),
  })
  .superRefine((patch, context) => {
    if (patch.status === 'booked' && !patch.booking) {
      context.addIssue({ code: 'custom', path: ['booking'], message: BOOKING_NEEDED })
    } else if (patch.status !== 'booked' && patch.booking) {
      context.addIssue({ code: 'custom', path: ['booking'], message: BOOKING_ONLY_WHEN_BOOKED })
    }
  })
export type EnquiryPatch = z.input<typeof EnquiryPatchSchema>

export const NewEnquiryNoteSchema = z.object({
  text: requiredText(MAX_NOTE, {
    missing: 'Please write the note',
    tooLong: 'Keep the note under 2000 characters',
    lines: true,
  }),
})
export type NewEnquiryNote = z.infer<typeof NewEnquiryNoteSchema>

export const EnquiryReceivedSchema = z.object({ received: z.literal(true) })

/** The texts the inbox's search looks in (domain/search.ts): who, where and what. */
export const enquirySearchFields = (enquiry: Enquiry) => [
  enquiry.name,
  enquiry.email,
  enquiry.phone,
  enquiry.message,
  enquiry.quote?.suburb,
  enquiry.quote?.address,
]
export const EnquiryResponseSchema = z.object({ enquiry: EnquirySchema })

/** The inbox's status filter: one status, or every open one. */
export const ENQUIRY_STATUS_FILTERS = ['open', ...ENQUIRY_STATUSES] as const
export type EnquiryStatusFilter = (typeof ENQUIRY_STATUS_FILTERS)[number]

/** GET /api/enquiries: a page, optionally of one status (or the open ones), one kind, and a search. */
export const EnquiryListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(ENQUIRY_STATUS_FILTERS, {
      error: 'Filter by status: open, new, contacted, quoted, booked, done or lost',
    })
    .optional(),
  kind: z.enum(ENQUIRY_KINDS, { error: 'Filter by kind: message or quote' }).optional(),
  q: SearchTextSchema,
})
export type EnquiryListQuery = z.output<typeof EnquiryListQuerySchema>

export const EnquiryPageResponseSchema = z.object({
  enquiries: z.array(EnquirySchema),
  next: NextCursorSchema,
})
