import { randomBytes } from 'node:crypto'
import { AppError } from '../../domain/api-error.ts'
import {
  MAX_UPLOAD_BYTES,
  uploadMessages,
  type ImageVariant,
  type MediaPurpose,
  type MediaUploadResult,
} from '../../domain/media.ts'
import { isMediaKey, type StoredMedia } from '../ports/media-store.ts'
import { canUploadMedia, enforce, type Actor } from '../policy/policy.ts'
import { processUpload } from './image-pipeline.ts'
import type { ServiceDeps } from './service-deps.ts'

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
      // The bytes decide; decoding waits for a place in this instance's image work (503 if full).
      const encoded = await processUpload(bytes)

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
