import { z } from 'zod'
import { messages } from './messages.ts'
import { isPrintable } from './text.ts'

/**
 * What an uploaded image is for; decides who may upload it (see server policy). `quote`: a
 * photo for a quote request, private to admins.
 */
export const MEDIA_PURPOSES = ['gallery', 'blog', 'quote'] as const
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number]

/** 5 MB, as the specification says ("Image max size 5MB"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Decoded size cap: a small file can still unpack to gigabytes of pixels. */
export const MAX_UPLOAD_PIXELS = 40_000_000
/**
 * Widths each upload is re-encoded to; never larger than the original. 720 is a phone's width
 * of a full-width picture (about 380 CSS pixels at a device pixel ratio of 1.75-2), which
 * would otherwise load the 960 one (issue 11).
 */
export const MEDIA_WIDTHS = [480, 720, 960, 1600] as const

export const MediaPurposeSchema = z.enum(MEDIA_PURPOSES, {
  error: 'Say what the image is for: gallery, blog or quote',
})

/**
 * An image address: an absolute http(s) URL or a path on this site (uploaded media is served
 * from a path locally and from a bucket URL in production).
 */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Keep the image URL under 2000 characters')
  .refine((value) => isImageUrl(value), 'Please provide an image URL starting with https:// or /')

export function isImageUrl(value: string): boolean {
  // URL parsing drops tabs and line breaks and keeps other controls; neither belongs in a stored address.
  if (!isPrintable(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export const ImageVariantSchema = z.object({
  url: ImageUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type ImageVariant = z.infer<typeof ImageVariantSchema>

export const ImageVariantsSchema = z.array(ImageVariantSchema).max(6)

/** What POST /api/media answers: the largest variant's URL plus every width, for srcset. */
export const MediaUploadResultSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(ImageVariantSchema).min(1),
})
export type MediaUploadResult = z.infer<typeof MediaUploadResultSchema>

/** `srcset` attribute value for an entity's variants ('' when it has none). */
export function srcsetOf(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
}

/** The widest variant, whose size is the image's intrinsic one (undefined when there is none). */
export function largestVariant(variants: readonly ImageVariant[]): ImageVariant | undefined {
  return variants.reduce<ImageVariant | undefined>(
    (best, variant) => (!best || variant.width > best.width ? variant : best),
    undefined,
  )
}

export const uploadMessages = {
  invalidType: messages.invalidFileType,
  tooLarge: messages.fileTooLarge,
  missing: messages.missingImage,
  tooManyPixels: 'Please upload an image of at most 40 megapixels (for example 8000 × 5000 pixels)',
} as const
