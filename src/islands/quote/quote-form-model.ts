/**
 * The quote request form's data, apart from React: the fields as typed, the request the API
 * gets, and the form's schema, which is the API's own (NewQuoteRequestSchema) over that request,
 * so the messages match word for word.
 */
import { z } from 'zod'
import { HONEYPOT_FIELD, MAX_PREFERRED_DATES, OTHER_SUBURB } from '../../domain/enquiry.ts'
import { sydneyDate } from '../../domain/booking.ts'
import {
  namesPastDate,
  NewQuoteRequestSchema,
  PAST_PREFERRED_DATE,
  type NewQuoteRequest,
} from '../../domain/quote-request.ts'
import { photoUrls, type AttachedPhoto } from '../photos/photo-attachments.tsx'

type TextField = 'name' | 'phone' | 'email' | 'service' | 'area' | 'other_suburb' | 'address' | 'description'

/** What the form holds: the preferred dates as one input each, the photos as they upload. */
export type QuoteFormValues = Record<TextField | typeof HONEYPOT_FIELD, string> & {
  dates: string[]
  time_window: string
  emergency: 'no' | 'yes'
  photos: AttachedPhoto[]
}

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  name: '',
  phone: '',
  email: '',
  service: '',
  area: '',
  other_suburb: '',
  address: '',
  description: '',
  [HONEYPOT_FIELD]: '',
  dates: Array.from({ length: MAX_PREFERRED_DATES }, () => ''),
  time_window: 'any',
  emergency: 'no',
  photos: [],
}

/** The request for POST /api/enquiries/quote-requests: the uploaded photos go by their addresses. */
export function toQuoteRequest(values: QuoteFormValues): NewQuoteRequest {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    service: values.service as NewQuoteRequest['service'],
    area: values.area as NewQuoteRequest['area'],
    other_suburb: values.area === OTHER_SUBURB ? values.other_suburb : '',
    address: values.address,
    preferred_dates: values.dates.filter(Boolean),
    time_window: values.time_window as NewQuoteRequest['time_window'],
    emergency: values.emergency === 'yes',
    description: values.description,
    photos: photoUrls(values.photos),
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  }
}

/** The form's checks: the API's schema over the request the fields make, and the API's date rule. */
export const QuoteFormSchema = z
  .custom<QuoteFormValues>()
  .transform(toQuoteRequest)
  .pipe(NewQuoteRequestSchema)
  .refine((request) => !namesPastDate(request.preferred_dates, sydneyDate(new Date())), {
    path: ['preferred_dates'],
    message: PAST_PREFERRED_DATE,
  })
