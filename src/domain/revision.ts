import { z } from 'zod'
import { PageQuerySchema } from './page.ts'
import { PostSchema, type Post } from './post.ts'
import { storedLine, TimestampSchema } from './text.ts'

/**
 * How many revisions a post keeps: the newest ones. Each save adds one and the oldest beyond
 * this bound go at once, on either store (docs/decisions/042-post-revisions.md).
 */
export const MAX_REVISIONS_PER_POST = 50

/**
 * What a revision keeps of a post: every field but the ones a save never chooses (its id, its
 * creation date, its last change). Derived from the post, so a field added to posts is kept too.
 */
const PostSnapshotSchema = PostSchema.omit({ id: true, date: true, updated_at: true })
export type PostSnapshot = Omit<Post, 'id' | 'date' | 'updated_at'>

/** One saved state of a post: who saved it, when, and what the post was after that save. */
export const RevisionSchema = z.object({
  id: z.string().min(1).max(200),
  post_id: z.string().min(1).max(200),
  /** 1 for a post's first save, one more for each save after it: the list's order. */
  number: z.number().int().min(1),
  created_at: TimestampSchema,
  /** The admin's e-mail address. */
  author: storedLine(320),
  snapshot: PostSnapshotSchema,
})
export type Revision = z.infer<typeof RevisionSchema>

/** A revision in a list: who and when, and the title it had; the text only its own read sends. */
export const RevisionSummarySchema = RevisionSchema.omit({ snapshot: true }).extend({
  title: PostSchema.shape.title,
})
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>

export function toRevisionSummary({ snapshot, ...revision }: Revision): RevisionSummary {
  return { ...revision, title: snapshot.title }
}

/** GET /api/posts/:id/revisions: a page, newest first. */
export const RevisionListQuerySchema = PageQuerySchema
export const RevisionResponseSchema = z.object({ revision: RevisionSchema })
