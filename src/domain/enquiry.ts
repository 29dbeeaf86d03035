import { z } from 'zod'
import { EmailSchema } from './auth.ts'
import { NextCursorSchema, PageQuerySchema } from './page.ts'
import { isPrintable, NOT_PRINTABLE, storedLine, storedText, TimestampSchema } from './text.ts'

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
const MAX_PHONE = 30
const MAX_EMAIL = 254
const MAX_MESSAGE = 5000

/**
 * The e-mails an enquiry sends: a notice to the business and a confirmation to the customer.
 * They go out after the enquiry is stored (the enquiry is their outbox), retried until both are
 * sent or the attempts run out; `null` on enquiries received before e-mail notifications.
 */
export const ENQUIRY_MAILS = ['business', 'customer'] as const
export type EnquiryMailKind = (typeof ENQUIRY_MAILS)[number]
export const ENQUIRY_MAIL_STATES = ['pending', 'sent', 'failed'] as const
export const EnquiryMailSchema = z.object({
  /** pending: some still to send (again at next_attempt_at); sent: all; failed: gave up. */
  state: z.enum(ENQUIRY_MAIL_STATES),
  /** The messages that went out already. */
  sent: z.array(z.enum(ENQUIRY_MAILS)).max(ENQUIRY_MAILS.length),
  attempts: z.number().int().min(0).max(1000),
  next_attempt_at: TimestampSchema.nullable(),
  /** Why the last attempt failed, for the admin; null after a success. */
  last_error: storedLine(300).nullable(),
})
export type EnquiryMail = z.infer<typeof EnquiryMailSchema>

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

export const EnquirySchema = z.object({
  id: z.string().min(1),
  name: storedLine(MAX_NAME),
  phone: storedLine(MAX_PHONE).nullable(),
  email: storedLine(MAX_EMAIL),
  service: z.enum(ENQUIRY_SERVICES).nullable(),
  message: storedText(MAX_MESSAGE),
  created_at: TimestampSchema,
  handled: z.boolean(),
  handled_at: TimestampSchema.nullable(),
  mail: EnquiryMailSchema.nullable().default(null),
})
export type Enquiry = z.infer<typeof EnquirySchema>

export const NewEnquirySchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(MAX_NAME, 'Keep your name under 100 characters')
    .refine((value) => isPrintable(value), NOT_PRINTABLE),
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
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(MAX_MESSAGE, 'Keep your message under 5000 characters')
    .refine((value) => isPrintable(value, { lines: true }), NOT_PRINTABLE),
  /** Honeypot: must stay empty. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
})
export type NewEnquiry = z.input<typeof NewEnquirySchema>
export type NewEnquiryInput = z.output<typeof NewEnquirySchema>

export const EnquiryPatchSchema = z.object({
  handled: z.boolean({ error: 'Say whether the enquiry is handled (true or false)' }),
})
export type EnquiryPatch = z.infer<typeof EnquiryPatchSchema>

export const EnquiryReceivedSchema = z.object({ received: z.literal(true) })
export const EnquiryListResponseSchema = z.object({ enquiries: z.array(EnquirySchema) })
export const EnquiryResponseSchema = z.object({ enquiry: EnquirySchema })

/** GET /api/enquiries: a page, optionally only the handled (`true`) or open (`false`) ones. */
export const EnquiryListQuerySchema = PageQuerySchema.extend({
  handled: z
    .enum(['true', 'false'], { error: 'Filter by handled=true or handled=false' })
    .transform((value) => value === 'true')
    .optional(),
})
export type EnquiryListQuery = z.output<typeof EnquiryListQuerySchema>

export const EnquiryPageResponseSchema = z.object({
  enquiries: z.array(EnquirySchema),
  next: NextCursorSchema,
})
