/**
 * The rules behind the admin image picker (SPEC.md section 5): which files it takes, and what
 * the chosen image becomes when the form is saved (an upload, the entry's current image, or
 * an address).
 */
import {
  isImageUrl,
  type ImageVariant,
  type MediaPurpose,
  type MediaUploadResult,
} from '../../../domain/media.ts'
import { notices, type Notice } from '../../../domain/messages.ts'
import { isImageChoice, uploadPhoto } from '../../photos/photo-upload.ts'

/** What is previewed: a file about to be uploaded, or the image the entry already has. */
type ImagePreview = { kind: 'file'; file: File } | { kind: 'current'; url: string; variants: ImageVariant[] }

/** The image picker's value. */
export interface ImageChoice {
  preview: ImagePreview | null
  /** The Image URL field, as typed. */
  url: string
}

export const IMAGE_URL_INVALID = 'Please provide an image URL starting with https:// or /'

/**
 * 'Invalid file type', checked before anything is sent (the server checks the bytes again). A
 * photo of any size is taken: uploadPhoto makes it smaller first
 * (docs/decisions/034-photos-prepared-in-the-browser.md).
 */
export function checkAdminFile(file: Pick<File, 'type' | 'name'>): Notice | null {
  return isImageChoice(file) ? null : notices.invalidFileTypeAdmin
}

export const noImage: ImageChoice = { preview: null, url: '' }

/** The picker for an entry that already has an image: that image, previewed. */
export function currentImage(url: string | null, variants: ImageVariant[]): ImageChoice {
  return url ? { preview: { kind: 'current', url, variants }, url: '' } : noImage
}

export function hasImage(choice: ImageChoice): boolean {
  return choice.preview !== null || choice.url.trim() !== ''
}

/** The URL field's problem, if an address is typed and is not one the API takes. */
export function imageUrlProblem(choice: ImageChoice): string | null {
  if (choice.preview) return null
  const url = choice.url.trim()
  return url !== '' && !isImageUrl(url) ? IMAGE_URL_INVALID : null
}

export interface ResolvedImage {
  url: string
  variants: ImageVariant[]
}

// A file that reached the server is not sent again when only the save needs a retry.
const uploaded = new WeakMap<File, { purpose: MediaPurpose; result: MediaUploadResult }>()

/** Prepares and uploads the chosen file (reporting 0-100 over both steps), or returns the current image or the typed address. */
export async function resolveImage(
  choice: ImageChoice,
  purpose: MediaPurpose,
  onProgress: (percent: number) => void,
): Promise<ResolvedImage | null> {
  const preview = choice.preview
  if (preview?.kind === 'current') return { url: preview.url, variants: preview.variants }
  if (preview?.kind === 'file') {
    const known = uploaded.get(preview.file)
    let result = known?.purpose === purpose ? known.result : null
    if (!result) {
      onProgress(0)
      result = await uploadPhoto(preview.file, purpose, (progress) => onProgress(progress.percent))
      uploaded.set(preview.file, { purpose, result })
    }
    onProgress(100)
    return { url: result.url, variants: result.variants }
  }
  const url = choice.url.trim()
  return url === '' ? null : { url, variants: [] }
}
