/**
 * The 'Share Your Photo' dialog's data, apart from React: the draft as typed, its schema (the
 * API's submission schema over the submission the draft makes, so the messages match, with the
 * photo as one more field), and the toast a refusal shows (SPEC.md section 5).
 */
import { z } from 'zod'
import {
  DEFAULT_SUBMISSION_CATEGORY,
  GallerySubmissionSchema,
  type GallerySubmission,
} from '../../domain/gallery-image.ts'
import type { MediaUploadResult } from '../../domain/media.ts'
import { messages, notices, type Notice } from '../../domain/messages.ts'
import { normaliseTags } from '../../domain/tags.ts'
import { isImageChoice } from '../photos/photo-preparation.ts'
import { localToday } from '../shared/local-date.ts'

/** What the 'Share Your Photo' dialog collects, as typed. */
export interface UploadDraft {
  /** Checked before anything typed: 'Missing image'. */
  photo: File | null
  title: string
  description: string
  tags: string
  category: string
  location: string
  /** YYYY-MM-DD, the day the photo was taken; '' when the uploader cleared it. */
  date: string
}

/** The fields in the order the dialog shows them, the photo first. */
const DRAFT_FIELDS = ['photo', 'title', 'description', 'category', 'location', 'tags', 'date'] as const

/** A new draft: no photo, nothing typed, the public default category, taken today. */
export function emptyUploadDraft(today = localToday()): UploadDraft {
  return {
    photo: null,
    title: '',
    description: '',
    tags: '',
    category: DEFAULT_SUBMISSION_CATEGORY,
    location: '',
    date: today,
  }
}

/** 'Invalid file type': what the picker refuses outright (it never keeps such a file). */
export function checkChosenFile(file: Pick<File, 'type' | 'name'>): Notice | null {
  return isImageChoice(file) ? null : notices.invalidFileType
}

/** Comma-separated tags: split, trimmed, empties (and repeats) dropped. */
export function parseTags(text: string): string[] {
  return normaliseTags(text.split(','))
}

type TypedSubmission = Omit<GallerySubmission, 'image_url' | 'image_variants'>

/** What the draft's fields become in the submission; the photo is added once it is uploaded. */
function typedSubmission({ photo: _photo, ...draft }: UploadDraft): TypedSubmission {
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

/** The dialog's checks: the shared schema over what the draft sends, and a photo chosen. */
export const UploadFormSchema = z
  .custom<UploadDraft>()
  .transform((draft) => ({ ...typedSubmission(draft), photo: draft.photo }))
  .pipe(
    GallerySubmissionSchema.omit({ image_url: true, image_variants: true }).extend({
      photo: z.instanceof(File, { error: messages.missingImage }),
    }),
  )

/**
 * The toast for a draft the schema refused, from its first problem: 'Missing image', then
 * 'Missing title'; anything else is what the API would say.
 */
export function refusalNotice(problems: Partial<Record<string, unknown>>): Notice | null {
  const first = DRAFT_FIELDS.find((field) => problems[field])
  if (!first) return null
  if (first === 'photo') return notices.missingImage
  const message = firstMessage(problems[first]) ?? ''
  return message === notices.missingTitle.description
    ? notices.missingTitle
    : { title: 'Upload failed', description: message }
}

/** A field's message, or its first item's (a tag too long is refused at `tags.3`). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string') return error.message
  return Object.values(error).map(firstMessage).find(Boolean)
}
