import { ALL_CATEGORIES_FILTER, type GalleryImage } from '../../domain/gallery-image.ts'

export interface GalleryFilters {
  search: string
  category: string
}

/** Case-insensitive search over what a visitor can read on a card: title, text, place, tags. */
export function filterImages(images: readonly GalleryImage[], { search, category }: GalleryFilters) {
  const needle = search.trim().toLowerCase()
  return images.filter((image) => {
    if (category !== ALL_CATEGORIES_FILTER && image.category.toLowerCase() !== category.toLowerCase()) {
      return false
    }
    if (needle === '') return true
    return [image.title, image.description, image.location, image.category, ...image.tags].some((field) =>
      field?.toLowerCase().includes(needle),
    )
  })
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
