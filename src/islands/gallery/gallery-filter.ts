import { ALL_CATEGORIES_FILTER } from '../../domain/gallery-image.ts'

export interface GalleryFilters {
  search: string
  category: string
}

/** The hint under 'No images found' (SPEC.md section 2), most specific cause first. */
export function emptyStateHint({ search, category }: GalleryFilters): string {
  if (search.trim() !== '') return 'Try adjusting your search'
  if (category !== ALL_CATEGORIES_FILTER) return `No images in the "${category}" category`
  return 'No images have been uploaded yet'
}

/** 'All' first, then the API's categories in their display order (defaults until they load). */
export function filterOptions(categories: readonly { name: string; position: number }[]): string[] {
  const names = [...categories].sort((a, b) => a.position - b.position).map((category) => category.name)
  return [ALL_CATEGORIES_FILTER, ...names.filter((name) => name !== ALL_CATEGORIES_FILTER)]
}
