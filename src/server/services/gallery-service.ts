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
  publicGalleryImage,
} from '../../domain/gallery-image.ts'
import { toIsoTimestamp } from '../../domain/text.ts'
import type { Page } from '../../domain/page.ts'
import { everyPage } from '../ports/content-stores.ts'
import type { GalleryImageUpdate, GalleryQuery } from '../ports/gallery-store.ts'
import type { RateRule } from '../ports/rate-limiter.ts'
import {
  canAddGalleryCategory,
  canAddGalleryImage,
  canApproveImage,
  canDeleteGalleryImage,
  canManageOwnPhotos,
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
import { beforeAfter } from '../../domain/audit.ts'
import { imageChanges } from './audit-summaries.ts'
import { createMediaReferences, writeOrUnclaim } from './media-references.ts'
import type { DepsWith } from './service-deps.ts'

const IMAGE_NOT_FOUND = 'This image no longer exists. Refresh and try again.'
/** Ten photos an hour per person: plenty for a customer, a wall for a flood of the review queue. */
const SUBMISSION_RATE: RateRule = { limit: 10, windowMs: 60 * 60 * 1000 }
const TOO_MANY_SUBMISSIONS =
  'You have sent several photos in a short time. Please wait a while before sending more.'

const noop = async () => {}

export function createGalleryService(deps: DepsWith<'gallery' | 'posts' | 'uploads'>) {
  const { stores, rateLimiter, now, newId, publish, reviewNotice, audit, background } = deps
  const imageTarget = (image: GalleryImage) => ({ type: 'gallery image', id: image.id, label: image.title })
  const references = createMediaReferences(deps)

  /** The category's stored spelling; refuses names that are not categories. */
  async function knownCategory(name: string): Promise<string> {
    const categories = await stores.gallery.listGalleryCategories()
    const match = categories.find((category) => category.name.toLowerCase() === name.toLowerCase())
    if (!match) {
      throw new AppError('validation_failed', UNKNOWN_CATEGORY, {
        issues: [{ path: 'category', message: UNKNOWN_CATEGORY }],
      })
    }
    return match.name
  }

  const urlsOf = (image: Pick<GalleryImage, 'image_url' | 'image_variants'>) => [
    image.image_url,
    ...image.image_variants.map((variant) => variant.url),
  ]

  async function newImage(
    actor: Actor,
    input: GallerySubmissionInput,
    status: GalleryImage['status'],
  ): Promise<GalleryImage> {
    const { uid } = signedIn(actor)
    const at = now().toISOString()
    const id = newId()
    const category = await knownCategory(input.category ?? DEFAULT_SUBMISSION_CATEGORY)
    const { image, undo } = await references.claimImage(uid, `gallery/${id}`, input, {
      outsideAllowed: status === 'approved',
    })
    const created = await writeOrUnclaim(undo, () =>
      stores.gallery.createGalleryImage({
        id,
        title: input.title,
        description: input.description ?? null,
        category,
        ...image,
        location: input.location ?? null,
        tags: input.tags ?? [],
        date: input.date ? toIsoTimestamp(input.date) : at,
        author_id: uid,
        status,
        position: null,
        created_at: at,
      }),
    )
    await references.matchVisibility(created, { justClaimed: true })
    return created
  }

  /**
   * After an image is deleted: its files go unless another record uses them, a staff member's
   * deletion is logged (a customer's of their own photo is theirs alone), the site follows.
   */
  async function deleted(actor: Actor, image: GalleryImage): Promise<void> {
    await references.release(urlsOf(image))
    if (actor.kind === 'admin') {
      await audit.record(actor, {
        kind: 'gallery',
        action: 'deleted',
        target: imageTarget(image),
        summary: `Status: ${image.status}`,
      })
    }
    if (image.status === 'approved') await publish.contentChanged()
  }

  async function setStatus(actor: Actor, id: string, status: 'approved' | 'rejected'): Promise<GalleryImage> {
    const existing = await stores.gallery.getGalleryImage(id)
    const image = existing && (await stores.gallery.updateGalleryImage(id, { status }))
    if (!image) throw new AppError('not_found', IMAGE_NOT_FOUND)
    await references.matchVisibility(image)
    await audit.record(actor, {
      kind: 'review',
      action: status,
      target: imageTarget(image),
      summary: beforeAfter('Status', existing.status, status),
    })
    if (existing.status === 'approved' || status === 'approved') await publish.contentChanged()
    return image
  }

  return {
    /**
     * What a leaving user's account takes with it (the caller has checked who may delete it):
     * their photos that are not published (waiting for review, or rejected) with their files;
     * published ones stay in the gallery without an author.
     */
    async forgetAuthor(uid: string): Promise<void> {
      const theirs = await everyPage((page) => stores.gallery.listGalleryImages({ ...page, author: uid }))
      const deleted: GalleryImage[] = []
      try {
        for (const image of theirs) {
          if (image.status === 'approved') {
            await stores.gallery.updateGalleryImage(image.id, { author_id: null })
          } else if (await stores.gallery.deleteGalleryImage(image.id)) {
            deleted.push(image)
          }
        }
      } finally {
        // Their files together: one look at what else shows them (decision 049). Also
        // when a later step failed: trying again no longer finds the photos deleted before it.
        await references.release(deleted.flatMap(urlsOf))
      }
    },

    /** A page of the caller's own photos, in every state, in display order. */
    async listMine(
      actor: Actor,
      query: Pick<GalleryQuery, 'cursor' | 'limit'> = {},
    ): Promise<Page<GalleryImage>> {
      enforce(canManageOwnPhotos(actor))
      return stores.gallery.listGalleryImages({ ...query, author: signedIn(actor).uid })
    },

    /** Deletes one of the caller's own photos, whatever its state; someone else's is "not found". */
    async removeMine(actor: Actor, id: string): Promise<void> {
      enforce(canManageOwnPhotos(actor))
      const existing = await stores.gallery.getGalleryImage(id)
      if (
        !existing ||
        existing.author_id !== signedIn(actor).uid ||
        !(await stores.gallery.deleteGalleryImage(id))
      )
        throw new AppError('not_found', IMAGE_NOT_FOUND)
      await deleted(actor, existing)
    },

    /** A page of approved images in display order (what every visitor sees), optionally of one category or a search. */
    async listPublic(actor: Actor, query: Omit<GalleryQuery, 'status'> = {}): Promise<Page<GalleryImage>> {
      enforce(canReadPublicGallery(actor))
      const page = await stores.gallery.listGalleryImages({ ...query, status: 'approved' })
      return { ...page, items: page.items.map(publicGalleryImage) }
    },

    /** A page of every image in display order, optionally in one state. */
    async listAll(
      actor: Actor,
      query: Pick<GalleryQuery, 'status' | 'cursor' | 'limit'> = {},
    ): Promise<Page<GalleryImage>> {
      enforce(canReadAllGalleryImages(actor))
      return stores.gallery.listGalleryImages(query)
    },

    /**
     * A user's photo: one of their own uploads, not used yet; stored as pending, its files
     * private until an admin approves it. The admins are told by e-mail (review-notice.ts).
     */
    async submit(actor: Actor, input: GallerySubmissionInput): Promise<GalleryImage> {
      enforce(canSubmitGalleryImage(actor))
      const decision = await rateLimiter.hit(`submission:${signedIn(actor).uid}`, SUBMISSION_RATE)
      if (!decision.allowed) {
        throw new AppError('rate_limited', TOO_MANY_SUBMISSIONS, {
          retryAfterSeconds: decision.retryAfterSeconds,
        })
      }
      const image = await newImage(actor, input, 'pending')
      // The admins hear of it by e-mail; the answer does not wait for that.
      background.start(
        `The review notice of photo ${image.id}`,
        reviewNotice.photoWaiting(image, signedIn(actor).email),
      )
      return image
    },

    async create(actor: Actor, input: NewGalleryImageInput): Promise<GalleryImage> {
      enforce(canAddGalleryImage(actor))
      const image = await newImage(actor, input, 'approved')
      await audit.record(actor, {
        kind: 'gallery',
        action: 'created',
        target: imageTarget(image),
        summary: `Category: ${image.category}`,
      })
      await publish.contentChanged()
      return image
    },

    async update(actor: Actor, id: string, patch: GalleryImagePatchInput): Promise<GalleryImage> {
      enforce(canEditGalleryImage(actor))
      const existing = await stores.gallery.getGalleryImage(id)
      if (!existing) throw new AppError('not_found', IMAGE_NOT_FOUND)
      const update: GalleryImageUpdate = {}
      if (patch.title !== undefined) update.title = patch.title
      if (patch.description !== undefined) update.description = patch.description
      if (patch.location !== undefined) update.location = patch.location
      if (patch.tags !== undefined) update.tags = patch.tags
      if (patch.date !== undefined) update.date = toIsoTimestamp(patch.date)
      if (patch.category !== undefined) update.category = await knownCategory(patch.category)
      // The image it has may stay; a new one is claimed like any other (an upload of one's own).
      const imageChanged = patch.image_url !== undefined && patch.image_url !== existing.image_url
      let undo = noop
      if (imageChanged) {
        const claimed = await references.claimImage(
          signedIn(actor).uid,
          `gallery/${id}`,
          patch as GallerySubmissionInput,
          { outsideAllowed: true },
        )
        Object.assign(update, claimed.image)
        undo = claimed.undo
      } else if (patch.image_variants !== undefined && !references.isOurs(existing.image_url)) {
        references.requireOutsideVariants(patch.image_variants)
        update.image_variants = patch.image_variants
      }
      const updated = await writeOrUnclaim(undo, () => stores.gallery.updateGalleryImage(id, update))
      if (!updated) throw new AppError('not_found', IMAGE_NOT_FOUND)
      if (imageChanged) {
        await references.matchVisibility(updated)
        await references.release(urlsOf(existing))
      }
      await audit.record(actor, {
        kind: 'gallery',
        action: 'updated',
        target: imageTarget(updated),
        summary: imageChanges(existing, updated),
      })
      if (existing.status === 'approved') await publish.contentChanged()
      return updated
    },

    async remove(actor: Actor, id: string): Promise<void> {
      enforce(canDeleteGalleryImage(actor))
      const existing = await stores.gallery.getGalleryImage(id)
      if (!existing || !(await stores.gallery.deleteGalleryImage(id)))
        throw new AppError('not_found', IMAGE_NOT_FOUND)
      await deleted(actor, existing)
    },

    async approve(actor: Actor, id: string): Promise<GalleryImage> {
      enforce(canApproveImage(actor))
      return setStatus(actor, id, 'approved')
    },

    async reject(actor: Actor, id: string): Promise<GalleryImage> {
      enforce(canRejectImage(actor))
      return setStatus(actor, id, 'rejected')
    },

    /**
     * The admins' order: the listed images (the ones an admin has loaded, rearranged) go before
     * every other positioned image, in this order; the rest keep their places. Answers the
     * listed images as stored.
     */
    async reorder(actor: Actor, ids: readonly string[]): Promise<GalleryImage[]> {
      enforce(canReorderGallery(actor))
      await stores.gallery.setGalleryOrder(ids)
      await audit.record(actor, {
        kind: 'gallery',
        action: 'reordered',
        target: { type: 'gallery', id: 'order', label: 'Gallery order' },
        summary: `${ids.length} photo${ids.length === 1 ? '' : 's'} moved to the front`,
      })
      await publish.contentChanged()
      const images = await Promise.all(ids.map((id) => stores.gallery.getGalleryImage(id)))
      return images.filter((image): image is GalleryImage => image !== null)
    },

    async listCategories(actor: Actor): Promise<GalleryCategory[]> {
      enforce(canReadPublicGallery(actor))
      return stores.gallery.listGalleryCategories()
    },

    async createCategory(actor: Actor, input: NewGalleryCategory): Promise<GalleryCategory> {
      enforce(canAddGalleryCategory(actor))
      const existing = await stores.gallery.listGalleryCategories()
      const position = existing.reduce((max, category) => Math.max(max, category.position), -1) + 1
      const category = await stores.gallery.createGalleryCategory({
        name: input.name.trim(),
        position,
        created_at: now().toISOString(),
      })
      await audit.record(actor, {
        kind: 'gallery',
        action: 'category added',
        target: { type: 'gallery category', id: category.name, label: category.name },
        summary: `Position ${category.position + 1}`,
      })
      await publish.contentChanged()
      return category
    },
  }
}

export type GalleryService = ReturnType<typeof createGalleryService>
