/**
 * A request's photos: claimed from the uploads when the request or the customer's later message
 * is stored, and deleted with the request.
 */
import { AppError } from '../../domain/api-error.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import type { ImageVariant } from '../../domain/media.ts'
import type { Actor } from '../policy/policy.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import type { Upload } from '../ports/upload-ledger.ts'
import type { MediaReferences } from './media-references.ts'
import { VISITOR_UPLOADER } from './media-service.ts'

export const NOT_A_QUOTE_PHOTO = "Please add the photos with the form's photo button."

/**
 * Claims the uploaded photos for the request `id`: each must be a quote photo its sender
 * uploaded (a visitor's by its unguessable address) and not used by another request.
 * Returns their widths and the undo, for when what holds them is not stored.
 */
export async function claimQuotePhotos(
  references: MediaReferences,
  actor: Actor,
  id: string,
  urls: readonly string[],
): Promise<{ photos: ImageVariant[][]; undo: () => Promise<void> }> {
  const owner = actor.kind === 'visitor' ? VISITOR_UPLOADER : actor.uid
  const claimed: Upload[] = []
  const undo = async () => {
    for (const upload of claimed) await references.unclaim(upload, `enquiry/${id}`)
  }
  try {
    for (const url of new Set(urls)) {
      const upload = await references.claim(owner, url, `enquiry/${id}`)
      claimed.push(upload)
      if (upload.purpose !== 'quote') {
        throw new AppError('validation_failed', NOT_A_QUOTE_PHOTO, {
          issues: [{ path: 'photos', message: NOT_A_QUOTE_PHOTO }],
        })
      }
    }
  } catch (error) {
    await undo()
    throw error
  }
  return { photos: claimed.map((upload) => upload.variants), undo }
}

/** Every stored address of the request's photos: those it came with and those added since. */
export const requestPhotoUrls = (enquiry: Pick<Enquiry, 'quote' | 'customer_updates'>): string[] =>
  [...(enquiry.quote?.photos ?? []), ...enquiry.customer_updates.flatMap((update) => update.photos)].flatMap(
    (variants) => variants.map((variant) => variant.url),
  )

/**
 * Deletes an enquiry for good: its photos (files and ledger entries) first, then the record, so a
 * deletion cut short leaves the record to delete again, never files nobody can reach; then its
 * e-mails' outbox, which a change made meanwhile may have added to. The record goes only if its
 * photos are still those deleted: a customer adding photos from the status page between the read
 * and the delete would otherwise leave them attached to a request that no longer exists, kept for
 * good. Then it is read again and the round repeats. False when there is no such enquiry.
 */
export async function deleteEnquiryAndPhotos(
  {
    stores,
    references,
  }: { stores: Pick<ContentStores, 'enquiries' | 'notices'>; references: MediaReferences },
  enquiry: Enquiry,
): Promise<boolean> {
  let current: Enquiry | null = enquiry
  for (let round = 0; current && round < MAX_DELETE_ROUNDS; round++) {
    const photos = requestPhotoUrls(current)
    await references.deleteAttached(`enquiry/${current.id}`, photos)
    const same = (stored: Enquiry) => requestPhotoUrls(stored).join(' ') === photos.join(' ')
    if (await stores.enquiries.deleteEnquiry(current.id, same)) {
      await stores.notices.deleteNoticesOf(current.id)
      return true
    }
    current = await stores.enquiries.getEnquiry(current.id)
  }
  if (current) throw new AppError('conflict', 'The request changed while it was being deleted. Try again.')
  return false
}

/** A customer adds at most a few photos at a time: rounds enough to catch them all. */
const MAX_DELETE_ROUNDS = 5
