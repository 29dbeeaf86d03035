import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { api, type Paged } from '../../lib/api-client.ts'

export interface GalleryFilters {
  category?: string | undefined
  q?: string | undefined
}

/** The public gallery's reads. A submission invalidates `all()`, so the list reloads. */
export const galleryQueries = {
  all: () => ['gallery'] as const,
  /** Approved images only, a page at a time: the API never sends pending or rejected ones to the public. */
  list: (filters: GalleryFilters) =>
    infiniteQueryOptions({
      queryKey: [...galleryQueries.all(), 'public', filters] as const,
      queryFn: ({ pageParam }): Promise<Paged<GalleryImage>> =>
        api.gallery.list({ ...filters, cursor: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'categories'],
      queryFn: api.gallery.categories,
      staleTime: 5 * 60_000,
    }),
}
