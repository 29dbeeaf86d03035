import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'

/** The public gallery's reads. A submission invalidates `all()`, so the list reloads. */
export const galleryQueries = {
  all: () => ['gallery'] as const,
  /** Approved images only: the API never sends pending or rejected ones to the public. */
  list: () => queryOptions({ queryKey: [...galleryQueries.all(), 'public'], queryFn: api.gallery.list }),
  categories: () =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'categories'],
      queryFn: api.gallery.categories,
      staleTime: 5 * 60_000,
    }),
}
