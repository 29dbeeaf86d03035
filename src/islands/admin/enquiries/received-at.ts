import { BUSINESS_TIME_ZONE } from '../../../domain/booking.ts'

const dayAndTime = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const
const format = new Intl.DateTimeFormat('en-AU', dayAndTime)

/** When something happened to an enquiry, as the inbox shows it: '3 Mar 2025, 4:05 pm'. */
export const receivedAt = (iso: string | number) => format.format(new Date(iso))

const sydneyFormat = new Intl.DateTimeFormat('en-AU', { ...dayAndTime, timeZone: BUSINESS_TIME_ZONE })

/** The same, read on Sydney's clocks (where the business and its customers are), wherever the admin is. */
export const atSydneyTime = (iso: string) => sydneyFormat.format(new Date(iso))
