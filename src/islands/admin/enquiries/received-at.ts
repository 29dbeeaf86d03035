import { BUSINESS_TIME_ZONE } from '../../../domain/time-zone.ts'

const sydneyFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
})

/**
 * When something happened to a request, as the inbox shows it: '3 Mar 2025, 4:05 pm' on
 * Sydney's clocks (where the business and its customers are), wherever the admin's device is, so
 * 'Received' and the timeline beside it on one card agree.
 */
export const atSydneyTime = (iso: string | number) => sydneyFormat.format(new Date(iso))
