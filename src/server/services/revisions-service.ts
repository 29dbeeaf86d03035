import { AppError, validationError } from '../../domain/api-error.ts'
import { formatSydneyDay } from '../../domain/booking.ts'
import { messages } from '../../domain/messages.ts'
import type { Page, PageRequest } from '../../domain/page.ts'
import { PostPatchSchema, type Post, type PostPatch } from '../../domain/post.ts'
import {
  MAX_REVISIONS_PER_POST,
  toRevisionSummary,
  type PostSnapshot,
  type Revision,
  type RevisionSummary,
} from '../../domain/revision.ts'
import { canReadRevisions, canRestoreRevision, enforce, signedIn, type Actor } from '../policy/policy.ts'
import type { PostsService } from './posts-service.ts'
import type { DepsWith } from './service-deps.ts'

const REVISION_NOT_FOUND = 'This revision no longer exists. It may have been replaced by newer ones.'

/**
 * What the posts service does to keep revisions: one per save, by whoever saved, and the
 * post's revisions go with it. Kept apart from the revisions service, which needs the posts
 * service to restore, so neither builds the other.
 */
export function createRevisionLog({
  stores,
  now,
  logger,
}: Pick<DepsWith<'revisions'>, 'stores' | 'now' | 'logger'>) {
  return {
    /**
     * Adds a revision of `post` as saved, then drops the oldest beyond MAX_REVISIONS_PER_POST.
     * The save has happened by now, so a failure here is logged rather than reported as the save's.
     */
    async saved(actor: Actor, post: Post): Promise<void> {
      const { id: postId, date: _date, updated_at: _updatedAt, ...snapshot } = post
      try {
        // The id is the post's and the number's, so two saves at once cannot both be version N:
        // the second is refused as a conflict and takes the next number.
        for (let attempt = 1; ; attempt++) {
          const number = ((await stores.revisions.latestRevision(postId))?.number ?? 0) + 1
          try {
            await stores.revisions.addRevision({
              id: `${postId}-v${number}`,
              post_id: postId,
              number,
              created_at: now().toISOString(),
              author: signedIn(actor).email,
              snapshot,
            })
            break
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'conflict') || attempt === 3) throw error
          }
        }
        await stores.revisions.pruneRevisions(postId, MAX_REVISIONS_PER_POST)
      } catch (error) {
        logger.error(`Could not keep a revision of post ${postId}`, error)
      }
    },

    /** After the post was deleted: its revisions go too. */
    async deleted(postId: string): Promise<void> {
      await stores.revisions.deleteRevisionsOf(postId)
    },
  }
}

export type RevisionLog = ReturnType<typeof createRevisionLog>

/**
 * The patch that puts a revision's text back: every field an admin edits, through the same
 * input schema as an edit. The post's status stays as it is (a restore changes words, not
 * whether the post is live), and so does its photo when the revision's was one of our uploads
 * the post no longer shows: that file may be deleted by now (decision 042).
 */
function restorePatch(snapshot: PostSnapshot, current: Post, isOurs: (url: string) => boolean) {
  const patch: PostPatch = {
    title: snapshot.title,
    slug: snapshot.slug,
    content: snapshot.content,
    excerpt: snapshot.excerpt,
    category: snapshot.category,
    tags: snapshot.tags,
    read_time: snapshot.read_time,
    featured: snapshot.featured,
  }
  const sameImage = snapshot.image_url === current.image_url
  if (!sameImage && (snapshot.image_url === null || !isOurs(snapshot.image_url))) {
    patch.image_url = snapshot.image_url
    patch.image_variants = snapshot.image_variants
  }
  const parsed = PostPatchSchema.safeParse(patch)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

/** The revisions an admin lists, reads and restores (GET/POST /api/posts/:id/revisions...). */
export function createRevisionsService(
  { stores, media, audit }: Pick<DepsWith<'posts' | 'revisions'>, 'stores' | 'media' | 'audit'>,
  posts: Pick<PostsService, 'update'>,
) {
  async function existingPost(postId: string): Promise<Post> {
    const post = await stores.posts.getPost(postId)
    if (!post) throw new AppError('not_found', messages.postNotFound)
    return post
  }

  async function revisionOf(postId: string, revisionId: string): Promise<Revision> {
    const revision = await stores.revisions.getRevision(revisionId)
    if (!revision || revision.post_id !== postId) throw new AppError('not_found', REVISION_NOT_FOUND)
    return revision
  }

  return {
    /** A page of the post's revisions, newest first, without their text. */
    async list(actor: Actor, postId: string, page: PageRequest = {}): Promise<Page<RevisionSummary>> {
      enforce(canReadRevisions(actor))
      await existingPost(postId)
      const found = await stores.revisions.listRevisions(postId, page)
      return { items: found.items.map(toRevisionSummary), next: found.next }
    },

    /** One revision of the post, with everything it kept. */
    async get(actor: Actor, postId: string, revisionId: string): Promise<Revision> {
      enforce(canReadRevisions(actor))
      return revisionOf(postId, revisionId)
    },

    /**
     * Writes the revision's text back as an edit would (same checks, slug conflicts, rebuild),
     * which keeps a new revision in turn. Returns the post as saved.
     */
    async restore(actor: Actor, postId: string, revisionId: string): Promise<Post> {
      enforce(canRestoreRevision(actor))
      const current = await existingPost(postId)
      const revision = await revisionOf(postId, revisionId)
      const isOurs = (url: string) => media.keyFromUrl(url) !== null
      const restored = await posts.update(actor, postId, restorePatch(revision.snapshot, current, isOurs))
      await audit.record(actor, {
        kind: 'post',
        action: 'version restored',
        target: { type: 'post', id: restored.id, label: restored.title },
        summary: `Version ${revision.number} of ${formatSydneyDay(revision.created_at)}, by ${revision.author}`,
      })
      return restored
    },
  }
}

export type RevisionsService = ReturnType<typeof createRevisionsService>
