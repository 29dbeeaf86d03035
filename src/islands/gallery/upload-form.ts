/**
 * The 'Share Your Photo' dialog's data, apart from React: the draft as typed, its checks (SPEC.md
 * section 5, and the shared submission schema the API uses, so the messages match), the
 * submission the API gets, and the rule that a photo already uploaded is not sent again.
 */
import { normaliseTags } from '../../domain/tags.ts'
import { notices, type Notice } from '../../domain/messages.ts'
import {
  DEFAULT_SUBMISSION_CATEGORY,
  GallerySubmissionSchema,
  type GallerySubmission,
} from '../../domain/gallery-image.ts'
import type { MediaUploadResult } from '../../domain/media.ts'
import { fieldErrors } from '../shared/field-errors.ts'
import { isImageChoice } from '../shared/photo-preparation.ts'

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

/** The draft's fields in the order the dialog shows them. */
export const DRAFT_FIELDS = ['title', 'description', 'category', 'location', 'tags', 'date'] as const

/** Today's calendar date where the visitor is, as a date input wants it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A new draft: nothing typed, the public default category, taken today. */
export function emptyUploadDraft(today = localToday()): UploadDraft {
  return {
    title: '',
    description: '',
    tags: '',
    category: DEFAULT_SUBMISSION_CATEGORY,
    location: '',
    date: today,
  }
}

/**
 * Checks a chosen file before anything is sent (SPEC.md section 5). A photo of any size is
 * taken: it is made smaller before it is sent (docs/decisions/034-photos-prepared-in-the-browser.md).
 * The server checks the bytes again and refuses what only pretends to be an image.
 */
export function checkChosenFile(file: Pick<File, 'type' | 'name'>): Notice | null {
  return isImageChoice(file) ? null : notices.invalidFileType
}

/** 'Missing image': no photo chosen. */
export function checkImageChosen(hasImage: boolean): Notice | null {
  return hasImage ? null : notices.missingImage
}

/** 'Missing title': the title is empty. */
export function checkTitle(draft: Pick<UploadDraft, 'title'>): Notice | null {
  return draft.title.trim() === '' ? notices.missingTitle : null
}

/** The first thing that stops a submission, in the order the specification lists them. */
export function checkDraft(hasImage: boolean, draft: Pick<UploadDraft, 'title'>): Notice | null {
  return checkImageChosen(hasImage) ?? checkTitle(draft)
}

/** Comma-separated tags: split, trimmed, empties (and repeats) dropped. */
export function parseTags(text: string): string[] {
  return normaliseTags(text.split(','))
}

type TypedSubmission = Omit<GallerySubmission, 'image_url' | 'image_variants'>

/** What the draft's fields become in the submission; the photo is added once it is uploaded. */
function typedSubmission(draft: UploadDraft): TypedSubmission {
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    tags: parseTags(draft.tags),
    category: draft.category,
    location: draft.location.trim() || null,
    ...(draft.date ? { date: draft.date } : {}),
  }
}

/** The submission for POST /api/gallery/submissions once the file is uploaded. */
export function toSubmission(draft: UploadDraft, media: MediaUploadResult): GallerySubmission {
  return { ...typedSubmission(draft), image_url: media.url, image_variants: media.variants }
}

/** The shared schema's rules for what is typed; the photo is checked on its own (checkImageChosen). */
const TypedSubmissionSchema = GallerySubmissionSchema.omit({ image_url: true, image_variants: true })

/** A field of the draft with its problem, as react-hook-form keeps it. */
export type DraftErrors = Partial<Record<keyof UploadDraft, { type: 'missing' | 'invalid'; message: string }>>

/**
 * The draft's problems by field, for the form's resolver: a missing title ('Missing title'),
 * else whatever the shared schema refuses, with its message, on the field it names.
 */
export function draftErrors(draft: UploadDraft): DraftErrors {
  const missing = checkTitle(draft)
  if (missing) return { title: { type: 'missing', message: missing.description } }
  const parsed = TypedSubmissionSchema.safeParse(typedSubmission(draft))
  if (parsed.success) return {}
  const found = fieldErrors(parsed.error, DRAFT_FIELDS)
  const errors: DraftErrors = {}
  for (const field of DRAFT_FIELDS) {
    const message = found[field]
    if (message) errors[field] = { type: 'invalid', message }
  }
  return errors
}

/** A photo that reached the server, remembered with the file it came from. */
export interface UploadedPhoto {
  file: File
  media: MediaUploadResult
}

/**
 * The photo's media for a submission: the one already uploaded when it is the same file (only
 * the submission failed, so a retry does not send the file again), else a fresh upload.
 */
export async function uploadOnce(
  file: File,
  uploaded: UploadedPhoto | null,
  upload: (file: File) => Promise<MediaUploadResult>,
): Promise<UploadedPhoto> {
  if (uploaded?.file === file) return uploaded
  return { file, media: await upload(file) }
}
