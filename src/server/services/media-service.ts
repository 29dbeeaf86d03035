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
import type { RateRule } from '../ports/rate-limiter.ts'
import { canUploadMedia, enforce, type Actor } from '../policy/policy.ts'
import { TOO_MANY_VISITOR_PHOTOS, VISITOR_UPLOADS_KEY, VISITOR_UPLOADS_PER_HOUR } from './abuse-caps.ts'
import { imageWork, processUpload } from './image-pipeline.ts'
import { createMediaReferences, uploadIdOfKey } from './media-references.ts'
import type { DepsWith } from './service-deps.ts'

const HOUR_MS = 60 * 60 * 1000
/** Uploads per person per hour: a customer sends a few photos; admins fill a blog or gallery. */
const UPLOAD_RATE: RateRule = { limit: 30, windowMs: HOUR_MS }
const ADMIN_UPLOAD_RATE: RateRule = { limit: 300, windowMs: HOUR_MS }
/** A visitor's quote photos per address per hour: three requests' worth. */
const VISITOR_UPLOAD_RATE: RateRule = { limit: 15, windowMs: HOUR_MS }
/** The ledger's owner of a visitor's upload: whoever holds its address may attach it to their request. */
export const VISITOR_UPLOADER = 'visitor'
const TOO_MANY_UPLOADS =
  'You have uploaded many images in a short time. Please wait a while before uploading more.'

export function createMediaService(deps: DepsWith<'uploads' | 'posts' | 'gallery'>) {
  const { stores, media, rateLimiter, now } = deps
  const references = createMediaReferences(deps)

  return {
    /**
     * Refuses an upload this instance has no room to decode (503 busy) before its body is read:
     * a burst then costs quick answers, not 5 MB held per waiting request.
     */
    admit(): void {
      imageWork.refuseIfFull()
    },

    /**
     * Checks an upload and stores it as WebP in a few widths. Photos carry GPS coordinates in
     * their metadata, so every upload is re-encoded from pixels and nothing from the original
     * file survives (see docs/decisions/006-uploads.md). Either every width is stored or none.
     */
    async upload(
      actor: Actor,
      purpose: MediaPurpose,
      bytes: Uint8Array,
      clientKey: string,
    ): Promise<MediaUploadResult> {
      enforce(canUploadMedia(actor, purpose))
      if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('too_large', uploadMessages.tooLarge)
      if (bytes.byteLength === 0) throw new AppError('validation_failed', uploadMessages.missing)
      // A visitor (a quote request's photos) is known by their address, anyone else by account.
      const uid = actor.kind === 'visitor' ? VISITOR_UPLOADER : actor.uid
      const [rateKey, rule] =
        actor.kind === 'visitor'
          ? [`upload:visitor:${clientKey}`, VISITOR_UPLOAD_RATE]
          : [`upload:${uid}`, actor.kind === 'admin' ? ADMIN_UPLOAD_RATE : UPLOAD_RATE]
      const decision = await rateLimiter.hit(rateKey, rule)
      if (!decision.allowed) {
        throw new AppError('rate_limited', TOO_MANY_UPLOADS, {
          retryAfterSeconds: decision.retryAfterSeconds,
        })
      }
      // A caller of the function's own address writes its client address (decision 015), and an
      // account that has not confirmed its e-mail costs a script nothing: quote photos from anyone
      // but an admin also meet a cap that neither a new address nor a new account escapes (031).
      if (purpose === 'quote' && actor.kind !== 'admin') {
        const cap = await rateLimiter.hit(VISITOR_UPLOADS_KEY, VISITOR_UPLOADS_PER_HOUR)
        if (!cap.allowed) {
          throw new AppError('rate_limited', TOO_MANY_VISITOR_PHOTOS, {
            retryAfterSeconds: cap.retryAfterSeconds,
          })
        }
      }
      // The bytes decide; decoding waits for a place in this instance's image work (503 if full).
      const encoded = await processUpload(bytes)

      // 128 random bits: a key cannot be guessed, so a file is found only through a record.
      const stem = `${purpose}/${now().getTime()}-${randomBytes(16).toString('hex')}`
      // Admins' blog and gallery uploads are shown at once; anyone else's photo waits for
      // review, unreadable; a quote request's photos are only ever for admins.
      const visibility = actor.kind === 'admin' && purpose !== 'quote' ? 'public' : 'private'
      const keys = encoded.map((variant) => `${stem}-${variant.width}.webp`)
      const variants: ImageVariant[] = encoded.map((variant, index) => ({
        url: media.publicUrl(keys[index]!),
        width: variant.width,
        height: variant.height,
      }))
      // The ledger entry first: a width stored after it is the sweep's to delete should the upload
      // fail, or the process stop, part-way; a width stored before it would be nobody's.
      const upload = await stores.uploads.createUpload({
        id: stem,
        owner_id: uid,
        purpose,
        keys,
        variants,
        created_at: now().toISOString(),
        attached_to: null,
      })
      try {
        for (const [index, variant] of encoded.entries()) {
          await media.put(keys[index]!, variant.data, 'image/webp', visibility)
        }
      } catch (error) {
        // Nothing half-written: the widths stored and the entry go before reporting the failure.
        await references.deleteUnused(upload)
        throw error
      }
      const largest = variants[variants.length - 1]!
      return { url: largest.url, width: largest.width, height: largest.height, variants }
    },

    /**
     * A stored file for GET /api/media/*, or null. A private file (a photo waiting for review or
     * rejected, a quote request's photo) only for admins and its signed-in uploader; anyone else
     * learns nothing, not even that it exists.
     */
    async read(actor: Actor, key: string): Promise<StoredMedia | null> {
      const stored = isMediaKey(key) ? await media.get(key) : null
      if (!stored || stored.visibility === 'public' || actor.kind === 'admin') return stored
      if (actor.kind === 'visitor') return null
      const id = uploadIdOfKey(key)
      const upload = id ? await stores.uploads.getUpload(id) : null
      return upload?.owner_id === actor.uid ? stored : null
    },

    /** Deletes uploads nothing claimed within a day (a bounded batch); how many went. */
    sweepExpired: () => references.sweepExpired(),
  }
}

export type MediaService = ReturnType<typeof createMediaService>
