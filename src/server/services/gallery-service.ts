import { AppError } from '../../domain/api-error.ts'
import {
  DEFAULT_SUBMISSION_CATEGORY,
  UNKNOWN_CATEGORY,
  type GalleryCategory,
  type GalleryImage,
  type GalleryImagePatchInput,
  type GallerySubmissionInput,
  type NewGalleryCategory,
  type NewGalleryImageInput,
} from '../../domain/gallery-image.ts'
import type { ImageVariant } from '../../domain/media.ts'
import { toIsoTimestamp } from '../../domain/text.ts'
import type { GalleryImageUpdate } from '../ports/content-store.ts'
import {
  canAddGalleryCategory,
  canAddGalleryImage,
  canApproveImage,
  canDeleteGalleryImage,
  canEditGalleryImage,
  canReadAllGalleryImages,
  canReadPublicGallery,
  canRejectImage,
  canReorderGallery,
  canSubmitGalleryImage,
  enforce,
  signedIn,
  type Actor,
} from '../policy/policy.ts'
import type { ServiceDeps } from './service-deps.ts'

export const IMAGE_NOT_FOUND = 'This image no longer exists. Refresh and try again.'
export const UPLOAD_FIRST = 'Please upload the image with the upload button'

export function createGalleryService({ content, media, now, newId, logger, publish }: ServiceDeps) {
  /** The category's stored spelling; refuses names that are not categories. */
  async function knownCategory(name: string): Promise<string> {
    const categories = await content.listGalleryCategories()
    const match = categories.find((category) => category.name.toLowerCase() === name.toLowerCase())
    if (!match) {
      throw new AppError('validation_failed', UNKNOWN_CATEGORY, {
        issues: [{ path: 'category', message: UNKNOWN_CATEGORY }],
      })
    }
    return match.name
  }

  /** Users' photos must be files our upload checked and re-encoded, never outside links. */
  function requireOwnMedia(url: string, variants: readonly ImageVariant[]): void {
    const foreign = [url, ...variants.map((variant) => variant.url)].some(
      (item) => media.keyFromUrl(item) === null,
    )
    if (foreign) {
      throw new AppError('validation_failed', UPLOAD_FIRST, {
        issues: [{ path: 'image_url', message: UPLOAD_FIRST }],
      })
    }
  }

  /** Deletes the files behind an image that is gone; a leftover file is logged, not fatal. */
  async function deleteMediaOf(image: Pick<GalleryImage, 'image_url' | 'image_variants'>): Promise<void> {
    const keys = new Set(
      [image.image_url, ...image.image_variants.map((variant) => variant.url)]
        .map((url) => media.keyFromUrl(url))
        .filter((key): key is string => key !== null),
    )
    for (const key of keys) {
      try {
        await media.delete(key)
      } catch (error) {
        logger.warn(`Could not delete media ${key}`, error)
      }
    }
  }

  async function newImage(
    actor: Actor,
    input: GallerySubmissionInput,
    status: GalleryImage['status'],
  ): Promise<GalleryImage> {
    const { uid } = signedIn(actor)
    const at = now().toISOString()
    return content.createGalleryImage({
      id: newId(),
      title: input.title,
      description: input.description ?? null,
      category: await knownCategory(input.category ?? DEFAULT_SUBMISSION_CATEGORY),
      image_url: input.image_url,
      image_variants: input.image_variants ?? [],
      location: input.location ?? null,
      tags: input.tags ?? [],
      date: input.date ? toIsoTimestamp(input.date) : at,
      author_id: uid,
      status,
      position: null,
      created_at: at,
    })
  }

  async function setStatus(id: string, status: GalleryImage['status']): Promise<GalleryImage> {
    const existing = await content.getGalleryImage(id)
    const image = existing && (await content.updateGalleryImage(id, { status }))
    if (!image) throw new AppError('not_found', IMAGE_NOT_FOUND)
    if (existing.status === 'approved' || status === 'approved') await publish.contentChanged()
    return image
  }

  return {
    /** Approved images in display order: what every visitor sees. */
    async listPublic(actor: Actor): Promise<GalleryImage[]> {
      enforce(canReadPublicGallery(actor))
      return content.listGalleryImages({ status: 'approved' })
    },

    async listAll(actor: Actor): Promise<GalleryImage[]> {
      enforce(canReadAllGalleryImages(actor))
      return content.listGalleryImages()
    },

    /** A user's photo: stored as pending, public only once an admin approves it. */
    async submit(actor: Actor, input: GallerySubmissionInput): Promise<GalleryImage> {
      enforce(canSubmitGalleryImage(actor))
      requireOwnMedia(input.image_url, input.image_variants ?? [])
      return newImage(actor, input, 'pending')
    },

    async create(actor: Actor, input: NewGalleryImageInput): Promise<GalleryImage> {
      enforce(canAddGalleryImage(actor))
      const image = await newImage(actor, input, 'approved')
      await publish.contentChanged()
      return image
    },

    async update(actor: Actor, id: string, patch: GalleryImagePatchInput): Promise<GalleryImage> {
      enforce(canEditGalleryImage(actor))
      const existing = await content.getGalleryImage(id)
      if (!existing) throw new AppError('not_found', IMAGE_NOT_FOUND)
      const update: GalleryImageUpdate = {}
      if (patch.title !== undefined) update.title = patch.title
      if (patch.description !== undefined) update.description = patch.description
      if (patch.location !== undefined) update.location = patch.location
      if (patch.tags !== undefined) update.tags = patch.tags
      if (patch.date !== undefined) update.date = toIsoTimestamp(patch.date)
      if (patch.category !== undefined) update.category = await knownCategory(patch.category)
      const imageChanged = patch.image_url !== undefined && patch.image_url !== existing.image_url
      if (imageChanged) {
        update.image_url = patch.image_url
        update.image_variants = patch.image_variants ?? []
      } else if (patch.image_variants !== undefined) {
        update.image_variants = patch.image_variants
      }
      const updated = await content.updateGalleryImage(id, update)
      if (!updated) throw new AppError('not_found', IMAGE_NOT_FOUND)
      if (imageChanged) await deleteMediaOf(existing)
      if (existing.status === 'approved') await publish.contentChanged()
      return updated
    },

    async remove(actor: Actor, id: string): Promise<void> {
      enforce(canDeleteGalleryImage(actor))
      const existing = await content.getGalleryImage(id)
      if (!existing || !(await content.deleteGalleryImage(id)))
        throw new AppError('not_found', IMAGE_NOT_FOUND)
      await deleteMediaOf(existing)
      if (existing.status === 'approved') await publish.contentChanged()
    },

    async approve(actor: Actor, id: string): Promise<GalleryImage> {
      enforce(canApproveImage(actor))
      return setStatus(id, 'approved')
    },

    async reject(actor: Actor, id: string): Promise<GalleryImage> {
      enforce(canRejectImage(actor))
      return setStatus(id, 'rejected')
    },

    /** The admins' order: listed images first in this order, the rest newest first before them. */
    async reorder(actor: Actor, ids: readonly string[]): Promise<GalleryImage[]> {
      enforce(canReorderGallery(actor))
      await content.setGalleryOrder(ids)
      await publish.contentChanged()
      return content.listGalleryImages()
    },

    async listCategories(actor: Actor): Promise<GalleryCategory[]> {
      enforce(canReadPublicGallery(actor))
      return content.listGalleryCategories()
    },

    async createCategory(actor: Actor, input: NewGalleryCategory): Promise<GalleryCategory> {
      enforce(canAddGalleryCategory(actor))
      const existing = await content.listGalleryCategories()
      const position = existing.reduce((max, category) => Math.max(max, category.position), -1) + 1
      const category = await content.createGalleryCategory({
        name: input.name.trim(),
        position,
        created_at: now().toISOString(),
      })
      await publish.contentChanged()
      return category
    },
  }
}

export type GalleryService = ReturnType<typeof createGalleryService>
