/**
 * The admin gallery's queries (STYLE.md section 5): every image in display order and the photos
 * waiting for review, each a page at a time; the categories share the public gallery's key.
 * Everything sits under `['gallery']`, so one invalidation refreshes it all.
 */
import type { GalleryCategory, GalleryImage } from '../../../domain/gallery-image.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { galleryQueries } from '../../gallery/gallery-queries.ts'
import { dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { pagedQuery, patchLoadedPages } from '../../shared/paged-list.ts'

export const adminGalleryQueries = {
  all: () => ['gallery'] as const,
  admin: () => [...adminGalleryQueries.all(), 'admin'] as const,
  list: () =>
    pagedQuery([...adminGalleryQueries.admin(), 'all'] as const, (cursor) => api.gallery.listAll({ cursor })),
  pending: () =>
    pagedQuery([...adminGalleryQueries.admin(), 'pending'] as const, (cursor) =>
      api.gallery.listAll({ status: 'pending', cursor }),
    ),
  categories: () => galleryQueries.categories(),
}

/**
 * After a change: the loaded pages show it at once (a new image first, a changed one in its
 * place, a deleted one gone), then everything reloads to be sure, the dashboard's counts too.
 */
export function afterImageChange(
  change: { saved: GalleryImage; isNew?: boolean | undefined } | { removedId: string } | { reordered: true },
): Promise<void> {
  if ('saved' in change) {
    patchLoadedPages([...adminGalleryQueries.admin(), 'all'], change)
    // A reviewed photo leaves the queue; a new submission joins it.
    patchLoadedPages(
      [...adminGalleryQueries.admin(), 'pending'],
      change.saved.status === 'pending' ? change : { removedId: change.saved.id },
    )
  } else if ('removedId' in change) {
    patchLoadedPages(adminGalleryQueries.admin(), change)
  }
  void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() })
  return queryClient.invalidateQueries({ queryKey: adminGalleryQueries.all() })
}

/** A new category is offered at once in the filters and the form. */
export function afterCategoryAdded(category: GalleryCategory): Promise<void> {
  queryClient.setQueryData<GalleryCategory[]>(adminGalleryQueries.categories().queryKey, (categories = []) =>
    categories.some((known) => known.name === category.name) ? categories : [...categories, category],
  )
  return queryClient.invalidateQueries({ queryKey: adminGalleryQueries.categories().queryKey })
}
