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
 * Deletes an enquiry for good: its photos (files and ledger entries) and its e-mails' outbox
 * first, then the record, so a deletion cut short leaves the record to delete again, never
 * files nobody can reach.
 */
export async function deleteEnquiryAndPhotos(
  {
    stores,
    references,
  }: { stores: Pick<ContentStores, 'enquiries' | 'notices'>; references: MediaReferences },
  enquiry: Enquiry,
): Promise<boolean> {
  await references.deleteAttached(`enquiry/${enquiry.id}`, requestPhotoUrls(enquiry))
  await stores.notices.deleteNoticesOf(enquiry.id)
  return stores.enquiries.deleteEnquiry(enquiry.id)
}
