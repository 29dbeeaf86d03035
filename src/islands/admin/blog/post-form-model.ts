/**
 * The post form's data, apart from React: the draft as typed, the payload the API gets, the
 * form's check (the API's own schema over that payload, so the messages match), and the list's
 * "all tags" value.
 */
import { z } from 'zod'
import {
  DEFAULT_READ_TIME,
  NewPostSchema,
  POST_STATUSES,
  resolveSlug,
  SCHEDULE_IN_PAST,
  type NewPost,
  type Post,
} from '../../../domain/post.ts'
import { currentImage, noImage, type ImageChoice, type ResolvedImage } from '../shared/image-choice.ts'
import { publishInstant, sydneyDateTime } from './publish-time.ts'

const DraftFieldsSchema = z.object({
  title: z.string(),
  /** The content as the editor writes it: the post's HTML, '' when empty. */
  content: z.string(),
  slug: z.string(),
  tags: z.string(),
  readTime: z.string(),
  category: z.string(),
  featured: z.boolean(),
  /** What the save makes of the post: set by the button pressed. */
  status: z.enum(POST_STATUSES),
  /** When a scheduled post goes live, on Sydney's clocks: YYYY-MM-DD and HH:MM. */
  publishDate: z.string(),
  publishTime: z.string(),
  /** Checked while sending: its file is uploaded then, its address checked first. */
  image: z.custom<ImageChoice>(),
})
export type PostDraft = z.infer<typeof DraftFieldsSchema>

/**
 * The draft, made into the API's body and checked by the schema the API checks it with; a
 * publish time is also checked against this browser's clock (the API checks it by its own).
 */
export const PostDraftSchema = DraftFieldsSchema.transform((draft) => toPostPayload(draft, null))
  .pipe(NewPostSchema)
  .refine((post) => post.status !== 'scheduled' || Date.parse(post.publish_at ?? '') > Date.now(), {
    path: ['publish_at'],
    message: SCHEDULE_IN_PAST,
  })

/** Where the API's names for the post's fields differ from the draft's. */
export const DRAFT_FIELD_NAMES = {
  read_time: 'readTime',
  image_url: 'image',
  image_variants: 'image',
  publish_at: 'publishDate',
} as const

export function emptyDraft(): PostDraft {
  return {
    title: '',
    content: '',
    slug: '',
    tags: '',
    readTime: DEFAULT_READ_TIME,
    category: '',
    featured: false,
    status: 'published',
    publishDate: '',
    publishTime: '',
    image: noImage,
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
    status: post.status,
    ...(post.publish_at
      ? (({ date, time }) => ({ publishDate: date, publishTime: time }))(sydneyDateTime(post.publish_at))
      : { publishDate: '', publishTime: '' }),
    image: currentImage(post.image_url, post.image_variants),
  }
}

/** The address the post will have: the slug given, or one made from the title, as the server does it. */
export function previewSlug(draft: Pick<PostDraft, 'slug' | 'title'>): string {
  return resolveSlug(draft.slug, draft.title)
}

/** What the API gets for this draft (create, or every field of an edit). */
export function toPostPayload(draft: Omit<PostDraft, 'image'>, image: ResolvedImage | null): NewPost {
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
    status: draft.status,
    publish_at: draft.status === 'scheduled' ? publishInstant(draft.publishDate, draft.publishTime) : null,
  }
}
