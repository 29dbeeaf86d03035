/**
 * The admin gallery's queries (STYLE.md section 5). Every image, whatever its review status,
 * shares its key with the dashboard's count; the categories share the public gallery's key.
 * Everything sits under `['gallery']`, so one invalidation refreshes it all.
 */
import { queryOptions } from '@tanstack/react-query'
import type { GalleryCategory, GalleryImage } from '../../../domain/gallery-image.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { galleryQueries } from '../../gallery/gallery-queries.ts'

export const adminGalleryQueries = {
  all: () => ['gallery'] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminGalleryQueries.all(), 'admin', 'all'] as const,
      queryFn: api.gallery.listAll,
      staleTime: 0,
    }),
  categories: () => galleryQueries.categories(),
}

/**
 * After a change: the list shows it at once (a new image first, a changed one in its place, a
 * deleted one gone, or the whole list as the API returned it), then reloads to be sure.
 */
export function afterImageChange(
  change: { saved: GalleryImage } | { removedId: string } | { list: GalleryImage[] },
): Promise<void> {
  queryClient.setQueryData<GalleryImage[]>(adminGalleryQueries.list().queryKey, (images = []) => {
    if ('list' in change) return change.list
    if ('removedId' in change) return images.filter((image) => image.id !== change.removedId)
    const known = images.some((image) => image.id === change.saved.id)
    return known
      ? images.map((image) => (image.id === change.saved.id ? change.saved : image))
      : [change.saved, ...images]
  })
  return queryClient.invalidateQueries({ queryKey: adminGalleryQueries.all() })
}

/** A new category is offered at once in the filters and the form. */
export function afterCategoryAdded(category: GalleryCategory): Promise<void> {
  queryClient.setQueryData<GalleryCategory[]>(adminGalleryQueries.categories().queryKey, (categories = []) =>
    categories.some((known) => known.name === category.name) ? categories : [...categories, category],
  )
  return queryClient.invalidateQueries({ queryKey: adminGalleryQueries.categories().queryKey })
}
