import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/**
 * What the dashboard's cards count, in one answer counted by the database (GET /api/stats).
 * Its key sits under the gallery's and the enquiries' keys' neighbours: a review or an
 * enquiry's new status invalidates `['stats']` too (see afterImageChange, enquiry-queries).
 */
export const dashboardQueries = {
  all: () => ['stats'] as const,
  stats: () => queryOptions({ queryKey: dashboardQueries.all(), queryFn: api.stats, staleTime: 0 }),
}
