import { api } from '../../../lib/api-client.ts'
import { pagedQuery } from '../shared/paged-list.tsx'

/** The contact form's enquiries, for admins, a page at a time. Marking one handled invalidates `all()`. */
export const enquiryQueries = {
  all: () => ['enquiries'] as const,
  /** `handled`: only the handled (true) or the open (false) ones; every one when absent. */
  list: (handled?: boolean) =>
    pagedQuery([...enquiryQueries.all(), 'list', handled ?? 'all'] as const, (cursor) =>
      api.enquiries.list({ handled, cursor }),
    ),
}
