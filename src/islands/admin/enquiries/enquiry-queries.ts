import type { EnquiryKind, EnquiryStatusFilter } from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { pagedQuery } from '../../shared/paged-list.ts'

/** What the inbox shows: a status (or every open one), a kind, and a search; absent means all. */
export interface InboxFilter {
  status?: EnquiryStatusFilter | undefined
  kind?: EnquiryKind | undefined
  q?: string | undefined
}

/** Enquiries and quote requests, for admins, a page at a time. A change invalidates `all()`. */
export const enquiryQueries = {
  all: () => ['enquiries'] as const,
  list: (filter: InboxFilter) =>
    pagedQuery([...enquiryQueries.all(), 'list', filter] as const, (cursor) =>
      api.enquiries.list({ ...filter, cursor }),
    ),
}
