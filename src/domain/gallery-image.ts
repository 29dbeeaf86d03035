import { z } from 'zod'
import { ImageUrlSchema, ImageVariantsSchema } from './media.ts'
import { messages } from './messages.ts'
import { NextCursorSchema, PageQuerySchema, SearchTextSchema } from './page.ts'
import { TagsInputSchema, TagsSchema } from './tags.ts'
import {
  DateInputSchema,
  optionalText,
  requiredText,
  storedLine,
  storedText,
  TimestampSchema,
} from './text.ts'

/** The five categories the specification names, in its order; admins can add more. */
export const DEFAULT_GALLERY_CATEGORIES = ['Electrical', 'HVAC', 'ICT', 'Projects', 'Team'] as const
/** The public upload dialog's default category. */
export const DEFAULT_SUBMISSION_CATEGORY = 'Projects'
/** The admin form's default category. */
export const DEFAULT_ADMIN_CATEGORY = 'Electrical'
/** The filter value that shows every category. */
export const ALL_CATEGORIES_FILTER = 'All'

/**
 * pending: submitted by a user, waiting for review (not public).
 * approved: public. rejected: kept for the record, never public.
 */
export const GALLERY_STATUSES = ['pending', 'approved', 'rejected'] as const
export type GalleryStatus = (typeof GALLERY_STATUSES)[number]
const GalleryStatusSchema = z.enum(GALLERY_STATUSES)

export const UNKNOWN_CATEGORY = 'Please choose one of the gallery categories'
const MAX_CATEGORY_NAME = 40
const CATEGORY_NAME_CHARACTERS =
  "Use letters, digits, spaces and & - ' / ( ) . , + in a category name, starting with a letter or digit"
/**
 * A category name shows as a filter button, a select option and part of the gallery page's
 * address: words, not markup or symbols.
 */
const CATEGORY_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &'’\-/().,+]*$/u
const MAX_TITLE = 120
const MAX_DESCRIPTION = 1000
const MAX_LOCATION = 120

export const GalleryImageSchema = z.object({
  id: z.string().min(1),
  title: storedLine(MAX_TITLE).min(1),
  description: storedText(MAX_DESCRIPTION).nullable(),
  category: storedLine(MAX_CATEGORY_NAME).min(1),
  image_url: ImageUrlSchema,
  image_variants: ImageVariantsSchema,
  location: storedLine(MAX_LOCATION).nullable(),
  tags: TagsSchema,
  /** The photo's date as given by the uploader, else when it was added; ISO timestamp. */
  date: TimestampSchema,
  /** The submitting user; null for images added by admins, and in what visitors are given. */
  author_id: z.string().nullable(),
  status: GalleryStatusSchema,
  /**
   * Place in the admins' chosen order, lowest first; may be negative, as a rearrangement puts
   * images before the rest. Null until an admin rearranges (those come first, newest first).
   */
  position: z.number().int().nullable(),
  created_at: TimestampSchema,
})
export type GalleryImage = z.infer<typeof GalleryImageSchema>

/**
 * An approved image as visitors get it (the public list, the gallery's pages): without the
 * account id of the person who sent it, which is theirs, not the public's.
 */
export const publicGalleryImage = (image: GalleryImage): GalleryImage => ({ ...image, author_id: null })

const fields = {
  title: requiredText(MAX_TITLE, {
    missing: messages.missingImageTitle,
    tooLong: 'Keep the title under 120 characters',
  }),
  description: optionalText(MAX_DESCRIPTION, 'Keep the description under 1000 characters', { lines: true }),
  location: optionalText(MAX_LOCATION, 'Keep the location under 120 characters'),
  category: z
    .string({ error: UNKNOWN_CATEGORY })
    .trim()
    .min(1, UNKNOWN_CATEGORY)
    .max(MAX_CATEGORY_NAME, 'Keep the category under 40 characters'),
  tags: TagsInputSchema,
  date: DateInputSchema,
  image_variants: ImageVariantsSchema,
}

function requiredImageUrl(message: string) {
  return z.string({ error: message }).trim().min(1, message).pipe(ImageUrlSchema)
}

/**
 * The public upload dialog: a signed-in, verified user submits a photo they uploaded through
 * POST /api/media. It waits for review.
 */
export const GallerySubmissionSchema = z.object({
  title: fields.title,
  description: fields.description,
  tags: fields.tags.optional(),
  category: fields.category.optional(),
  location: fields.location,
  date: fields.date.optional(),
  image_url: requiredImageUrl(messages.missingImage),
  image_variants: fields.image_variants.optional(),
})
export type GallerySubmission = z.input<typeof GallerySubmissionSchema>
export type GallerySubmissionInput = z.output<typeof GallerySubmissionSchema>

/** The admin form: an upload or an image URL; the image is public at once. */
export const NewGalleryImageSchema = GallerySubmissionSchema.extend({
  image_url: requiredImageUrl(messages.missingImageOrUrl),
})
export type NewGalleryImage = z.input<typeof NewGalleryImageSchema>
export type NewGalleryImageInput = z.output<typeof NewGalleryImageSchema>

/** The admin edit form: any subset; an edit also needs an image, so image_url cannot be emptied. */
export const GalleryImagePatchSchema = NewGalleryImageSchema.partial()
export type GalleryImagePatch = z.input<typeof GalleryImagePatchSchema>
export type GalleryImagePatchInput = z.output<typeof GalleryImagePatchSchema>

export const GalleryOrderSchema = z.object({
  ids: z
    .array(z.string().min(1).max(300, 'No image has an id this long'), {
      error: 'Send the images in their new order',
    })
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each image may appear only once in the order'),
})
export type GalleryOrder = z.infer<typeof GalleryOrderSchema>

/** A category name as stored: what NewGalleryCategorySchema leaves after trimming. */
const CategoryNameSchema = z
  .string()
  .min(1, 'Please enter a category name')
  .max(MAX_CATEGORY_NAME, 'Keep the category name under 40 characters')
  .regex(CATEGORY_NAME, CATEGORY_NAME_CHARACTERS)

export const GalleryCategorySchema = z.object({
  name: CategoryNameSchema,
  /** Display order: the five defaults first, then new ones in the order they were added. */
  position: z.number().int().nonnegative(),
  created_at: TimestampSchema,
})
export type GalleryCategory = z.infer<typeof GalleryCategorySchema>

export const NewGalleryCategorySchema = z.object({
  name: z
    .string({ error: 'Please enter a category name' })
    .trim()
    .pipe(CategoryNameSchema)
    .refine(
      (name) => name.toLowerCase() !== ALL_CATEGORIES_FILTER.toLowerCase(),
      '"All" is reserved for the filter',
    ),
})
export type NewGalleryCategory = z.input<typeof NewGalleryCategorySchema>

export const GalleryImageResponseSchema = z.object({ image: GalleryImageSchema })
export const GalleryCategoryListResponseSchema = z.object({ categories: z.array(GalleryCategorySchema) })
export const GalleryCategoryResponseSchema = z.object({ category: GalleryCategorySchema })

/** GET /api/gallery: a page of approved images, optionally of one category or a search. */
export const GalleryListQuerySchema = PageQuerySchema.extend({
  category: z
    .string()
    .trim()
    .min(1)
    .max(MAX_CATEGORY_NAME, 'Keep the category under 40 characters')
    .optional(),
  q: SearchTextSchema,
})

/** GET /api/gallery/all (admins): a page of every image, optionally in one state. */
export const GalleryAdminQuerySchema = PageQuerySchema.extend({
  status: z.enum(GALLERY_STATUSES, { error: 'Filter by status pending, approved or rejected' }).optional(),
})

export const GalleryImagePageResponseSchema = z.object({
  images: z.array(GalleryImageSchema),
  next: NextCursorSchema,
})
