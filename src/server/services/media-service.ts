import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '../../domain/api-error.ts'
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MEDIA_WIDTHS,
  uploadMessages,
  type ImageVariant,
  type MediaPurpose,
  type MediaUploadResult,
} from '../../domain/media.ts'
import { isMediaKey, type StoredMedia } from '../ports/media-store.ts'
import { canUploadMedia, enforce, type Actor } from '../policy/policy.ts'
import { sniffImageType } from './image-type.ts'
import type { ServiceDeps } from './service-deps.ts'

/** WebP quality for every variant: visually clean for photos at about a third of JPEG's size. */
const WEBP_QUALITY = 80

/** The widths to make for an image this wide: never wider than the original. */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!)
  return [...MEDIA_WIDTHS.filter((width) => width < largest), largest]
}

const invalidType = () => new AppError('unsupported_media_type', uploadMessages.invalidType)

export function createMediaService({ media, now, logger }: ServiceDeps) {
  return {
    /**
     * Checks an upload and stores it as WebP in a few widths. Photos carry GPS coordinates in
     * their metadata, so every upload is re-encoded from pixels and nothing from the original
     * file survives (see docs/decisions/006-uploads.md). Either every width is stored or none.
     */
    async upload(actor: Actor, purpose: MediaPurpose, bytes: Uint8Array): Promise<MediaUploadResult> {
      enforce(canUploadMedia(actor, purpose))
      if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('too_large', uploadMessages.tooLarge)
      if (bytes.byteLength === 0) throw new AppError('validation_failed', uploadMessages.missing)
      // The bytes decide, not the file name or the type the browser claimed.
      if (sniffImageType(bytes) === null) throw invalidType()

      // Reading the header does not decode pixels, so a decompression bomb is caught here cheaply.
      let width: number
      let height: number
      try {
        const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
        if (!metadata.width || !metadata.height) throw invalidType()
        const turned = (metadata.orientation ?? 1) >= 5
        width = turned ? metadata.height : metadata.width
        height = turned ? metadata.width : metadata.height
      } catch (error) {
        if (error instanceof AppError) throw error
        throw invalidType()
      }
      if (width * height > MAX_UPLOAD_PIXELS) throw new AppError('too_large', uploadMessages.tooManyPixels)

      let encoded: { width: number; height: number; data: Buffer }[]
      try {
        encoded = await Promise.all(
          variantWidths(width).map(async (target) => {
            const { data, info } = await sharp(bytes, {
              limitInputPixels: MAX_UPLOAD_PIXELS,
              failOn: 'error',
            })
              .rotate() // apply the EXIF orientation to the pixels before the metadata is dropped
              .resize({ width: target, withoutEnlargement: true })
              .webp({ quality: WEBP_QUALITY })
              .toBuffer({ resolveWithObject: true })
            return { width: info.width, height: info.height, data }
          }),
        )
      } catch {
        throw invalidType()
      }

      const stem = `${purpose}/${now().getTime()}-${randomBytes(4).toString('hex')}`
      const written: string[] = []
      try {
        const variants: ImageVariant[] = []
        for (const variant of encoded) {
          const key = `${stem}-${variant.width}.webp`
          await media.put(key, variant.data, 'image/webp')
          written.push(key)
          variants.push({ url: media.publicUrl(key), width: variant.width, height: variant.height })
        }
        const largest = variants[variants.length - 1]!
        return { url: largest.url, width: largest.width, height: largest.height, variants }
      } catch (error) {
        // Nothing half-written: remove the widths already stored before reporting the failure.
        for (const key of written) {
          await media
            .delete(key)
            .catch((cleanup: unknown) => logger.warn(`Could not delete media ${key}`, cleanup))
        }
        throw error
      }
    },

    /** A stored file for GET /api/media/*, or null. */
    async read(key: string): Promise<StoredMedia | null> {
      return isMediaKey(key) ? media.get(key) : null
    },
  }
}

export type MediaService = ReturnType<typeof createMediaService>
