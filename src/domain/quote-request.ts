import { z } from 'zod'
import {
  ENQUIRY_SERVICES,
  MAX_ADDRESS,
  MAX_MESSAGE,
  MAX_PHONE,
  MAX_PREFERRED_DATES,
  MAX_QUOTE_PHOTOS,
  MAX_SUBURB,
  NewEnquirySchema,
  OTHER_SUBURB,
} from './enquiry.ts'
import { CalendarDateSchema, TIME_WINDOWS } from './calendar.ts'
import { isPrintable, NOT_PRINTABLE, requiredText } from './text.ts'

export const AREA_UNKNOWN = 'Please choose your area from the list'
export const PAST_PREFERRED_DATE = 'Choose dates from today onwards'
/**
 * True when a preferred date is before `today`, Sydney's date (YYYY-MM-DD) where the visit would
 * be: the form checks it with the browser's clock, the API with its own.
 */
export const namesPastDate = (dates: readonly string[], today: string): boolean =>
  dates.some((date) => date < today)

/** The request form (/request-a-quote): contact details, the job, and up to five uploaded photos. */
export const NewQuoteRequestSchema = NewEnquirySchema.omit({ phone: true, service: true, message: true })
  .extend({
    phone: z
      .string({ error: 'Please enter a phone number' })
      .trim()
      .min(1, 'Please enter a phone number')
      .max(MAX_PHONE, 'Please enter a valid phone number')
      .regex(/^[0-9+()\s-]*$/, 'Please enter a valid phone number')
      .refine((value) => isPrintable(value), 'Please enter a valid phone number'),
    service: z.enum(ENQUIRY_SERVICES, { error: 'Please choose a service from the list' }),
    /**
     * One of the service areas, or OTHER_SUBURB with `other_suburb` filled in. The areas are the
     * business's settings, so the server checks the name against the saved list (AREA_UNKNOWN).
     */
    area: z
      .string({ error: AREA_UNKNOWN })
      .trim()
      .min(1, AREA_UNKNOWN)
      .max(MAX_SUBURB, AREA_UNKNOWN)
      .refine((value) => isPrintable(value), AREA_UNKNOWN),
    other_suburb: z
      .string()
      .trim()
      .max(MAX_SUBURB, 'Keep the suburb under 80 characters')
      .refine((value) => isPrintable(value), NOT_PRINTABLE)
      .optional()
      .default(''),
    address: requiredText(MAX_ADDRESS, {
      missing: 'Please enter the address of the job',
      tooLong: 'Keep the address under 200 characters',
    }),
    preferred_dates: z
      .array(CalendarDateSchema)
      .max(MAX_PREFERRED_DATES, 'Choose up to three dates')
      .optional()
      .default([]),
    time_window: z.enum(TIME_WINDOWS, { error: 'Please choose a time of day' }),
    emergency: z.boolean({ error: 'Say whether this is an emergency' }),
    description: requiredText(MAX_MESSAGE, {
      missing: 'Please describe the job',
      tooLong: 'Keep the description under 5000 characters',
      lines: true,
    }),
    /** The addresses POST /api/media answered for the photos (purpose quote), at most five. */
    photos: z
      .array(z.string().max(2000))
      .max(MAX_QUOTE_PHOTOS, 'Attach up to five photos')
      .optional()
      .default([]),
  })
  .superRefine((request, context) => {
    if (request.area === OTHER_SUBURB && request.other_suburb === '') {
      context.addIssue({ code: 'custom', path: ['other_suburb'], message: 'Please enter your suburb' })
    }
  })
export type NewQuoteRequest = z.input<typeof NewQuoteRequestSchema>
export type NewQuoteRequestInput = z.output<typeof NewQuoteRequestSchema>
