import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { patchLoadedPages } from '../../shared/paged-list.ts'

/**
 * What the dashboard's cards count, in one answer counted by the database (GET /api/stats).
 * Its key sits under the gallery's and the enquiries' keys' neighbours: a review or an
 * enquiry's new status invalidates `['stats']` too (see afterImageChange, afterCountedChange).
 */
export const dashboardQueries = {
  all: () => ['stats'] as const,
  stats: () => queryOptions({ queryKey: dashboardQueries.all(), queryFn: api.stats, staleTime: 0 }),
}

/** After a change to a counted list (accounts, enquiries): shown at once, then the list and the counts reload. */
export function afterCountedChange<T extends { id: string }>(
  listKey: QueryKey,
  change: { saved: T } | { removedId: string },
): void {
  patchLoadedPages(listKey, change)
  void queryClient.invalidateQueries({ queryKey: listKey })
  void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() })
}
