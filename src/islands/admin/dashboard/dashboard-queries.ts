import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** What the dashboard's cards count: every gallery image, whatever its review status. */
export const dashboardQueries = {
  galleryAll: () =>
    queryOptions({
      queryKey: ['gallery', 'admin', 'all'] as const,
      queryFn: api.gallery.listAll,
      staleTime: 0,
    }),
}
