import { normaliseTags } from '../../domain/tags.ts'
import { MAX_UPLOAD_BYTES } from '../../domain/media.ts'
import { notices, type Notice } from '../../domain/messages.ts'
import type { GallerySubmission } from '../../domain/gallery-image.ts'
import type { MediaUploadResult } from '../../domain/media.ts'

/** What the 'Share Your Photo' dialog collects, as typed. */
export interface UploadDraft {
  title: string
  description: string
  tags: string
  category: string
  location: string
  /** YYYY-MM-DD, the day the photo was taken; '' when the uploader cleared it. */
  date: string
}

/** Today's calendar date where the visitor is, as a date input wants it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Checks a chosen file before anything is sent (SPEC.md section 5). The server checks the bytes
 * again and refuses what only pretends to be an image.
 */
export function checkChosenFile(file: Pick<File, 'type' | 'size'>): Notice | null {
  if (!file.type.startsWith('image/')) return notices.invalidFileType
  if (file.size > MAX_UPLOAD_BYTES) return notices.fileTooLarge
  return null
}

/** The first thing that stops a submission, in the order the specification lists them. */
export function checkDraft(hasImage: boolean, draft: Pick<UploadDraft, 'title'>): Notice | null {
  if (!hasImage) return notices.missingImage
  if (draft.title.trim() === '') return notices.missingTitle
  return null
}

/** Comma-separated tags: split, trimmed, empties (and repeats) dropped. */
export function parseTags(text: string): string[] {
  return normaliseTags(text.split(','))
}

/** The submission for POST /api/gallery/submissions once the file is uploaded. */
export function toSubmission(draft: UploadDraft, media: MediaUploadResult): GallerySubmission {
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    tags: parseTags(draft.tags),
    category: draft.category,
    location: draft.location.trim() || null,
    ...(draft.date ? { date: draft.date } : {}),
    image_url: media.url,
    image_variants: media.variants,
  }
}
