/**
 * The admin gallery's data, apart from React: the image form's schema and values (SPEC.md
 * section 5), the category filter, the review queue, and the order the public gallery shows.
 */
import { z } from 'zod'
import {
  ALL_CATEGORIES_FILTER,
  DEFAULT_ADMIN_CATEGORY,
  NewGalleryImageSchema,
  type GalleryCategory,
  type GalleryImage,
} from '../../../domain/gallery-image.ts'
import { messages } from '../../../domain/messages.ts'
import { currentImage, hasImage, noImage } from '../shared/image-choice.ts'
import type { ImageChoice } from '../shared/image-choice.ts'

export { ALL_CATEGORIES_FILTER }

/**
 * The image form: the typed fields by the API's own rules (so a blank description or location
 * is sent as null), and the picker's choice, which must hold an upload or an address.
 */
export const ImageFormSchema = NewGalleryImageSchema.pick({
  title: true,
  category: true,
  description: true,
  location: true,
}).extend({
  image: z.custom<ImageChoice>((choice) => hasImage(choice as ImageChoice), messages.missingImageOrUrl),
})
export type ImageFormValues = z.input<typeof ImageFormSchema>

/** The form's fields for a new image (Electrical by default), or for the one being edited. */
export function imageFormValues(image?: GalleryImage): ImageFormValues {
  return {
    title: image?.title ?? '',
    category: image?.category ?? DEFAULT_ADMIN_CATEGORY,
    description: image?.description ?? '',
    location: image?.location ?? '',
    image: image ? currentImage(image.image_url, image.image_variants) : noImage,
  }
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

/** The specification's empty states: one for the whole gallery, one per category. */
export function emptyGridText(category: string): string {
  return category === ALL_CATEGORIES_FILTER
    ? 'Your gallery is empty. Add some images to get started.'
    : `No images found in the "${category}" category.`
}
