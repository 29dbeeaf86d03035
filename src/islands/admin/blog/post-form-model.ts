/**
 * The post form's data, apart from React: the draft as typed, the payload the API gets (checked
 * with the same schema the API uses, so the messages match), and the list's "all tags" value.
 */
import {
  DEFAULT_READ_TIME,
  NewPostSchema,
  resolveSlug,
  type NewPost,
  type Post,
} from '../../../domain/post.ts'
import { messages, notices } from '../../../domain/messages.ts'
import type { ResolvedImage } from '../shared/image-choice.ts'

export interface PostDraft {
  title: string
  /** The content as the editor writes it: the post's HTML, '' when empty. */
  content: string
  slug: string
  tags: string
  readTime: string
  category: string
  featured: boolean
}

export function emptyDraft(): PostDraft {
  return {
    title: '',
    content: '',
    slug: '',
    tags: '',
    readTime: DEFAULT_READ_TIME,
    category: '',
    featured: false,
  }
}

/** An existing post, ready to edit. */
export function draftFromPost(post: Post): PostDraft {
  return {
    title: post.title,
    content: post.content,
    slug: post.slug,
    tags: post.tags.join(', '),
    readTime: post.read_time,
    category: post.category ?? '',
    featured: post.featured,
  }
}

/** The address the post will have: the slug given, or one made from the title, as the server does it. */
export function previewSlug(draft: Pick<PostDraft, 'slug' | 'title'>): string {
  return resolveSlug(draft.slug, draft.title)
}

/** What the API gets for this draft (create, or every field of an edit). */
export function toPostPayload(draft: PostDraft, image: ResolvedImage | null): NewPost {
  return {
    title: draft.title.trim(),
    content: draft.content.trim(),
    slug: draft.slug.trim(),
    image_url: image?.url ?? null,
    image_variants: image?.variants ?? [],
    tags: draft.tags,
    read_time: draft.readTime.trim() || DEFAULT_READ_TIME,
    category: draft.category.trim() || null,
    featured: draft.featured,
  }
}

export type DraftProblem =
  { kind: 'missing'; fields: ('title' | 'content')[] } | { kind: 'invalid'; field: string; message: string }

/**
 * The first thing that stops a save: a missing title or content ('Missing information'), then
 * anything else the shared schema refuses (with its message, for the field it names).
 */
export function checkPostDraft(draft: PostDraft): DraftProblem | null {
  const missing: ('title' | 'content')[] = []
  if (draft.title.trim() === '') missing.push('title')
  if (draft.content.trim() === '') missing.push('content')
  if (missing.length > 0) return { kind: 'missing', fields: missing }
  const parsed = NewPostSchema.safeParse(toPostPayload(draft, null))
  if (parsed.success) return null
  const issue = parsed.error.issues[0]!
  const field = String(issue.path[0] ?? 'content')
  if (issue.message === messages.missingPostFields) {
    return { kind: 'missing', fields: [field === 'title' ? 'title' : 'content'] }
  }
  return { kind: 'invalid', field, message: issue.message }
}

/** The tag value that means "no tag filter". */
export const ALL_TAGS = 'All'

/** A field of the draft with its problem, as react-hook-form keeps it. */
export type DraftErrors = Partial<Record<keyof PostDraft, { type: 'missing' | 'invalid'; message: string }>>

/** Where the API's field names differ from the draft's. */
const DRAFT_FIELD: Readonly<Record<string, keyof PostDraft>> = { read_time: 'readTime' }

/** The draft field an API or schema field name stands for, if it is one the form shows. */
export function draftField(field: string): keyof PostDraft | null {
  const name = DRAFT_FIELD[field] ?? field
  return name in emptyDraft() ? (name as keyof PostDraft) : null
}

/** checkPostDraft's verdict as field errors: each missing field, or the one field the schema names. */
export function draftErrors(draft: PostDraft): DraftErrors {
  const problem = checkPostDraft(draft)
  if (!problem) return {}
  if (problem.kind === 'missing') {
    return Object.fromEntries(
      problem.fields.map((field) => [
        field,
        { type: 'missing', message: notices.missingPostFields.description },
      ]),
    )
  }
  return { [draftField(problem.field) ?? 'content']: { type: 'invalid', message: problem.message } }
}
