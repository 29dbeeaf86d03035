/**
 * Whether the public site shows what admins saved (the publish loop). While a rebuild is on
 * its way the state is asked for again every two seconds, so 'Publishing' turns into 'Live'
 * (or 'Failed') without a reload.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

const PUBLISH_POLL_MS = 2000

export const publishQueries = {
  all: () => ['publish'] as const,
  status: () =>
    queryOptions({
      queryKey: [...publishQueries.all(), 'status'] as const,
      queryFn: api.publish.status,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.state === 'publishing' ? PUBLISH_POLL_MS : false),
    }),
}
