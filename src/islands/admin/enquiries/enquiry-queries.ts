import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** The contact form's enquiries, for admins. Marking one handled invalidates `all()`. */
export const enquiryQueries = {
  all: () => ['enquiries'] as const,
  list: () =>
    queryOptions({
      queryKey: [...enquiryQueries.all(), 'list'],
      queryFn: api.enquiries.list,
      staleTime: 0,
    }),
}
