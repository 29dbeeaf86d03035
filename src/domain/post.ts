import { z } from 'zod'
import { ImageUrlSchema, ImageVariantsSchema } from './media.ts'
import { messages } from './messages.ts'
import { NextCursorSchema, PageQuerySchema, SearchTextSchema } from './page.ts'
import { MAX_TAG_LENGTH, TagsInputSchema, TagsSchema } from './tags.ts'
import {
  isPrintable,
  NOT_PRINTABLE,
  optionalText,
  requiredText,
  storedLine,
  storedText,
  TimestampSchema,
} from './text.ts'

export const DEFAULT_READ_TIME = '5 min read'
export const EXCERPT_LENGTH = 120
export const MAX_RELATED_POSTS = 3
export const MAX_FEATURED_POSTS = 3
const MAX_POST_CONTENT = 200_000
const MAX_TITLE = 200
const MAX_EXCERPT = 500
const MAX_READ_TIME = 30
const MAX_CATEGORY = 40

const MISSING_POST_FIELDS = messages.missingPostFields
export const SLUG_INVALID = 'Please provide a slug made of letters, digits and dashes'

const MAX_SLUG = 100
const SLUG_TOO_LONG = `Keep the slug under ${MAX_SLUG} characters`

/**
 * The specification's slug rule: lower-cased, non-word characters removed, spaces to hyphens.
 * Accented letters keep their letter first ('Café' is 'cafe', not 'caf'). Runs of spaces or
 * hyphens become one hyphen, and none is left at either end. A title may be twice a slug's
 * length, so a longer result ends at the last whole word that fits.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= MAX_SLUG) return slug
  const lastBreak = slug.lastIndexOf('-', MAX_SLUG)
  return lastBreak > 0 ? slug.slice(0, lastBreak) : slug.slice(0, MAX_SLUG)
}

/** The slug a post gets: the one given (normalised the same way) or one made from the title. */
export function resolveSlug(slug: string | undefined, title: string): string {
  return slugFromTitle(slug && slug.trim() !== '' ? slug : title)
}

/** Where a post stands: prepared, waiting for its publish time, or on the site. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export const PostStatusSchema = z.enum(POST_STATUSES)
export type PostStatus = z.infer<typeof PostStatusSchema>
export const SCHEDULE_IN_PAST = 'Choose a time that is still to come'

export const SlugSchema = z
  .string()
  .max(MAX_SLUG, SLUG_TOO_LONG)
  .regex(/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/, SLUG_INVALID)

export const PostSchema = z.object({
  id: z.string().min(1),
  slug: SlugSchema,
  title: storedLine(MAX_TITLE).min(1),
  /**
   * Sanitised HTML. Not bounded here: sanitising may lengthen the text the input schema
   * bounded (an & becomes &amp;), and the request body limit bounds it anyway.
   */
  content: z
    .string()
    .min(1)
    .refine((value) => isPrintable(value, { lines: true }), NOT_PRINTABLE),
  excerpt: storedText(MAX_EXCERPT),
  /** Set on creation, ISO timestamp; the list is ordered by it, newest first. */
  date: TimestampSchema,
  read_time: storedLine(MAX_READ_TIME),
  image_url: ImageUrlSchema.nullable(),
  /** Re-encoded widths of an uploaded image; empty for an image given by URL. */
  image_variants: ImageVariantsSchema,
  category: storedLine(MAX_CATEGORY).nullable(),
  tags: TagsSchema,
  featured: z.boolean(),
  updated_at: TimestampSchema,
  /** Only a published post is on the site. Records older than drafts have none: they were published. */
  status: PostStatusSchema,
  /** When a scheduled post goes live (UTC); null unless it is scheduled. */
  publish_at: TimestampSchema.nullable(),
})
export type Post = z.infer<typeof PostSchema>

const fields = {
  title: requiredText(MAX_TITLE, {
    missing: MISSING_POST_FIELDS,
    tooLong: 'Keep the title under 200 characters',
  }),
  content: requiredText(MAX_POST_CONTENT, {
    missing: MISSING_POST_FIELDS,
    tooLong: 'The post is too long: keep it under 200,000 characters',
    lines: true,
  }),
  slug: z.string().trim().max(MAX_SLUG, SLUG_TOO_LONG),
  excerpt: z
    .string()
    .trim()
    .max(MAX_EXCERPT, 'Keep the excerpt under 500 characters')
    .refine((value) => isPrintable(value, { lines: true }), NOT_PRINTABLE),
  image_url: z
    .union([z.literal(''), ImageUrlSchema])
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  image_variants: ImageVariantsSchema,
  category: optionalText(MAX_CATEGORY, 'Keep the category under 40 characters'),
  tags: TagsInputSchema,
  read_time: z
    .string()
    .trim()
    .max(MAX_READ_TIME, 'Keep the read time under 30 characters')
    .refine((value) => isPrintable(value), NOT_PRINTABLE),
  featured: z.boolean({ error: 'Featured must be true or false' }),
  status: z.enum(POST_STATUSES, { error: 'Choose draft, scheduled or published' }),
  /** UTC; the editor picks it on Sydney's clocks and converts it (domain/booking.ts sydneyInstant). */
  publish_at: z.iso
    .datetime({ offset: true, error: SCHEDULE_IN_PAST })
    .transform((value) => new Date(value).toISOString())
    .nullable(),
}

/** A scheduled post needs its time; whether it is still to come, the service checks by its clock. */
const scheduledHasTime = (post: {
  status?: PostStatus | undefined
  publish_at?: string | null | undefined
}) => post.status !== 'scheduled' || Boolean(post.publish_at)
const SCHEDULE_NEEDS_TIME = { path: ['publish_at'], message: SCHEDULE_IN_PAST }

/** What an admin sends to create a post. Missing optional fields take the spec's defaults. */
const NewPostFieldsSchema = z.object({
  title: fields.title,
  content: fields.content,
  slug: fields.slug.optional(),
  excerpt: fields.excerpt.optional(),
  image_url: fields.image_url.optional(),
  image_variants: fields.image_variants.optional(),
  category: fields.category,
  tags: fields.tags.optional(),
  read_time: fields.read_time.optional(),
  featured: fields.featured.optional(),
  /** Published when absent, as before drafts existed. */
  status: fields.status.optional(),
  publish_at: fields.publish_at.optional(),
})
export const NewPostSchema = NewPostFieldsSchema.refine(scheduledHasTime, SCHEDULE_NEEDS_TIME)
export type NewPost = z.input<typeof NewPostSchema>
export type NewPostInput = z.output<typeof NewPostSchema>

/** What an admin sends to change a post: any subset of the fields above. */
export const PostPatchSchema = NewPostFieldsSchema.partial().refine(scheduledHasTime, SCHEDULE_NEEDS_TIME)
export type PostPatch = z.input<typeof PostPatchSchema>
export type PostPatchInput = z.output<typeof PostPatchSchema>

export const PostResponseSchema = z.object({ post: PostSchema })

/** Whether the site shows the post: only published ones are in its pages, lists, sitemap and feeds. */
export const isPublished = (post: Pick<Post, 'status'>) => post.status === 'published'

/** A post in a list: everything but its text, which only the post's own page needs. */
export const PostListItemSchema = PostSchema.omit({ content: true })
export type PostListItem = z.infer<typeof PostListItemSchema>

export function toListItem({ content: _content, ...item }: Post): PostListItem {
  return item
}

/** GET /api/posts: a page, optionally of one tag's posts or of a search. */
export const PostListQuerySchema = PageQuerySchema.extend({
  tag: z
    .string()
    .trim()
    .min(1)
    .max(MAX_TAG_LENGTH, `Keep the tag under ${MAX_TAG_LENGTH} characters`)
    .optional(),
  q: SearchTextSchema,
  /** Only admins may ask for posts that are not on the site; published by default. */
  status: z
    .enum([...POST_STATUSES, 'all'], { error: 'Choose a status: all, draft, scheduled or published' })
    .optional(),
})

export const PostPageResponseSchema = z.object({ posts: z.array(PostListItemSchema), next: NextCursorSchema })

/**
 * Up to `limit` posts of `newestFirst` (already newest first) other than `post` that share one
 * of its tags: the related posts under a post, picked the same way by the build and the stores.
 */
export function pickRelated<T extends Pick<Post, 'id' | 'tags'>>(
  post: Pick<Post, 'id' | 'tags'>,
  newestFirst: readonly T[],
  limit: number = MAX_RELATED_POSTS,
): T[] {
  const tags = new Set(post.tags)
  const related: T[] = []
  if (tags.size === 0) return related
  // Stops at the limit: the build asks this for every post over every post.
  for (const other of newestFirst) {
    if (related.length >= limit) break
    if (other.id !== post.id && other.tags.some((tag) => tags.has(tag))) related.push(other)
  }
  return related
}
