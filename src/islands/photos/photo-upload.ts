/**
 * Every upload place sends photos through here (the gallery's 'Share Your Photo', the quote
 * request's photos, the admin's images): the photo is prepared in a worker (scaled, upright,
 * re-encoded: photo-preparation.ts), then uploaded, with one progress figure for both steps.
 * The preparing code loads when a photo is first chosen, never with a page
 * (docs/decisions/034-photos-prepared-in-the-browser.md).
 */
import {
  MAX_UPLOAD_BYTES,
  MEDIA_WIDTHS,
  type MediaPurpose,
  type MediaUploadResult,
} from '../../domain/media.ts'
import { api } from '../../lib/api-client.ts'
import {
  overallProgress,
  UNREADABLE_PHOTO,
  type PhotoLimits,
  type PhotoProgress,
} from './photo-preparation.ts'

export { isImageChoice, unreadablePhoto, type PhotoProgress } from './photo-preparation.ts'

/** The server's own bounds: its widest variant, and well under its byte limit. */
const photoLimits: PhotoLimits = {
  maxWidth: MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!,
  passBytes: 2 * 1024 * 1024,
  targetBytes: Math.floor(MAX_UPLOAD_BYTES / 2.5),
}

let preparer: Promise<typeof import('./photo-preparer.ts')> | undefined

/** Starts loading the preparing code; pickers call it as a photo is chosen, so the upload need not wait. */
export function loadPhotoPreparation(): Promise<typeof import('./photo-preparer.ts')> {
  preparer ??= import('./photo-preparer.ts').catch((error: unknown) => {
    preparer = undefined // try again with the next photo
    throw error
  })
  return preparer
}

/**
 * Prepares the photo, then uploads it (POST /api/media). Throws an error that says what to do
 * when the browser cannot decode it, and the API's errors as api.media.upload does.
 */
export async function uploadPhoto(
  file: File,
  purpose: MediaPurpose,
  onProgress: (progress: PhotoProgress) => void = () => {},
): Promise<MediaUploadResult> {
  onProgress(overallProgress('preparing', 0))
  const { preparePhotoOffThread } = await loadPhotoPreparation()
  const prepared = await preparePhotoOffThread(file, photoLimits, (fraction) =>
    onProgress(overallProgress('preparing', fraction)),
  )
  if (prepared.kind === 'unreadable') throw new Error(UNREADABLE_PHOTO)
  onProgress(overallProgress('uploading', 0))
  return api.media.upload(prepared.file, purpose, (fraction) =>
    onProgress(overallProgress('uploading', fraction)),
  )
}

/** What each file chosen on this page became on the server, by purpose. */
const sent = new WeakMap<File, Partial<Record<MediaPurpose, MediaUploadResult>>>()

/**
 * uploadPhoto for a form that may be sent again: a file that already reached the server is not
 * sent again when only the submission after it needs a retry. A failed upload is not kept.
 */
export async function uploadPhotoOnce(
  file: File,
  purpose: MediaPurpose,
  onProgress: (progress: PhotoProgress) => void = () => {},
): Promise<MediaUploadResult> {
  const known = sent.get(file)?.[purpose]
  if (known) {
    onProgress(overallProgress('uploading', 1))
    return known
  }
  const result = await uploadPhoto(file, purpose, onProgress)
  sent.set(file, { ...sent.get(file), [purpose]: result })
  return result
}
