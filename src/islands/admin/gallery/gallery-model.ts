/**
 * The admin gallery's data, apart from React: the image form's draft and its checks (SPEC.md
 * section 5), the category filter, the review queue, and the order the public gallery shows.
 */
import {
  ALL_CATEGORIES_FILTER,
  DEFAULT_ADMIN_CATEGORY,
  type GalleryCategory,
  type GalleryImage,
  type NewGalleryImage,
} from '../../../domain/gallery-image.ts'
import { notices, type Notice } from '../../../domain/messages.ts'
import type { ResolvedImage } from '../shared/image-choice.ts'

export { ALL_CATEGORIES_FILTER }

export interface ImageDraft {
  title: string
  category: string
  description: string
  location: string
}

export function emptyImageDraft(): ImageDraft {
  return { title: '', category: DEFAULT_ADMIN_CATEGORY, description: '', location: '' }
}

export function draftFromImage(image: GalleryImage): ImageDraft {
  return {
    title: image.title,
    category: image.category,
    description: image.description ?? '',
    location: image.location ?? '',
  }
}

/** 'Missing image': nothing uploaded or addressed. */
export function checkImageChosen(hasImage: boolean): Notice | null {
  return hasImage ? null : notices.missingImageOrUrl
}

/** 'Missing information': the title is empty. */
export function checkImageTitle(draft: Pick<ImageDraft, 'title'>): Notice | null {
  return draft.title.trim() === '' ? notices.missingImageInformation : null
}

/** The first thing that stops a save, in the specification's order: the image, then the title. */
export function checkImageDraft(hasImage: boolean, draft: Pick<ImageDraft, 'title'>): Notice | null {
  return checkImageChosen(hasImage) ?? checkImageTitle(draft)
}

/** What the API gets: empty description and location are stored as null. */
export function toGalleryPayload(draft: ImageDraft, image: ResolvedImage): NewGalleryImage {
  return {
    title: draft.title.trim(),
    category: draft.category,
    description: draft.description.trim() || null,
    location: draft.location.trim() || null,
    image_url: image.url,
    image_variants: image.variants,
  }
}

/** Photos waiting for review: they are listed in the review queue, not in the grid. */
export function pendingImages(images: readonly GalleryImage[]): GalleryImage[] {
  return images.filter((image) => image.status === 'pending')
}

/** The grid: everything already reviewed, in the category chosen (client-side, as in the original). */
export function gridImages(images: readonly GalleryImage[], category: string): GalleryImage[] {
  return images.filter(
    (image) =>
      image.status !== 'pending' &&
      (category === ALL_CATEGORIES_FILTER || image.category.toLowerCase() === category.toLowerCase()),
  )
}

/** The categories to offer: the stored ones in their order, then any an image still uses. */
export function categoryNames(
  categories: readonly Pick<GalleryCategory, 'name'>[],
  images: readonly GalleryImage[],
): string[] {
  const names = categories.map((category) => category.name)
  const known = new Set(names.map((name) => name.toLowerCase()))
  for (const image of images) {
    if (!known.has(image.category.toLowerCase())) {
      known.add(image.category.toLowerCase())
      names.push(image.category)
    }
  }
  return names
}

/** The photos the public sees, in the order it sees them (the API lists them that way). */
export function publicOrder(images: readonly GalleryImage[]): GalleryImage[] {
  return images.filter((image) => image.status === 'approved')
}

/** The list with the item at `from` moved to `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items]
  const result = [...items]
  const [item] = result.splice(from, 1)
  result.splice(to, 0, item as T)
  return result
}

export type StatusLabel = { text: string; tone: 'green' | 'amber' | 'red' }

export function statusLabel(status: GalleryImage['status']): StatusLabel {
  switch (status) {
    case 'approved':
      return { text: 'Published', tone: 'green' }
    case 'pending':
      return { text: 'Pending review', tone: 'amber' }
    case 'rejected':
      return { text: 'Rejected', tone: 'red' }
  }
}

/** The specification's empty states: one for the whole gallery, one per category. */
export function emptyGridText(category: string): string {
  return category === ALL_CATEGORIES_FILTER
    ? 'Your gallery is empty. Add some images to get started.'
    : `No images found in the "${category}" category.`
}
