/** How the status page words a request's steps and times: for the customer, in Sydney time. */
import type { EnquiryStatus, StatusEvent } from '../../domain/enquiry.ts'
import type { CustomerRequest } from '../../domain/request-status.ts'

/** The statuses in the customer's words: the office's "New" and "Lost" are theirs, not the customer's. */
const CUSTOMER_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'Received',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  done: 'Done',
  lost: 'Closed',
}

/** A step as the customer reads it: "Booked", "Cancelled by you". */
export function stepLabel(step: Pick<StatusEvent, 'status' | 'by'>): string {
  if (step.status === 'lost' && step.by === 'customer') return 'Cancelled by you'
  return CUSTOMER_STATUS_LABELS[step.status]
}

/** True when the customer cancelled the request from this page. */
export const cancelledByCustomer = (request: Pick<CustomerRequest, 'status' | 'timeline'>): boolean =>
  request.status === 'lost' && request.timeline.at(-1)?.by === 'customer'

/** Where the request stands, in one word: "Booked", "Cancelled". */
export const statusLabel = (request: Pick<CustomerRequest, 'status' | 'timeline'>): string =>
  cancelledByCustomer(request) ? 'Cancelled' : CUSTOMER_STATUS_LABELS[request.status]

/** The link in the address's fragment (`#<id>.<key>`), or '' when there is none. */
export function linkFromHash(hash: string): string {
  const fragment = hash.replace(/^#/, '').trim()
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}
