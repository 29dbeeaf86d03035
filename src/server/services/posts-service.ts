import { AppError } from '../../domain/api-error.ts'
import { messages } from '../../domain/messages.ts'
import {
  DEFAULT_READ_TIME,
  isPublished,
  MAX_RELATED_POSTS,
  resolveSlug,
  SLUG_INVALID,
  SlugSchema,
  toListItem,
  type NewPostInput,
  type Post,
  type PostListItem,
  type PostPatchInput,
} from '../../domain/post.ts'
import type { Page } from '../../domain/page.ts'
import type { PostQuery, PostUpdate } from '../ports/posts-store.ts'
import {
  canCreatePost,
  canDeletePost,
  canEditPost,
  canReadPosts,
  enforce,
  signedIn,
  type Actor,
} from '../policy/policy.ts'
import { postChanges } from './audit-summaries.ts'
import { excerptFrom, sanitizePostHtml } from './html.ts'
import { createMediaReferences, writeOrUnclaim } from './media-references.ts'
import { createRevisionLog } from './revisions-service.ts'
import { checkedSchedule } from './scheduled-posts.ts'
import type { DepsWith } from './service-deps.ts'

const POST_NOT_FOUND = messages.postNotFound

function checkedSlug(slug: string | undefined, title: string): string {
  const resolved = resolveSlug(slug, title)
  if (!SlugSchema.safeParse(resolved).success) {
    throw new AppError('validation_failed', SLUG_INVALID, {
      issues: [{ path: 'slug', message: SLUG_INVALID }],
    })
  }
  return resolved
}

/** Sanitises, and refuses content that was nothing but markup the allow-list removes. */
function checkedContent(html: string): string {
  const clean = sanitizePostHtml(html)
  if (clean === '') {
    throw new AppError('validation_failed', messages.missingPostFields, {
      issues: [{ path: 'content', message: messages.missingPostFields }],
    })
  }
  return clean
}

const noop = async () => {}

/**
 * A page of posts as a list shows them (without their text). A frozen page (a store's cached
 * one) gives a frozen list page, kept with it, so the API can reuse its serialised answer.
 */
const listPages = new WeakMap<Page<Post>, Page<PostListItem>>()
function listPage(page: Page<Post>): Page<PostListItem> {
  if (!Object.isFrozen(page)) return { items: page.items.map(toListItem), next: page.next }
  let list = listPages.get(page)
  if (!list) {
    list = Object.freeze({
      items: Object.freeze(page.items.map(toListItem)) as PostListItem[],
      next: page.next,
    })
    listPages.set(page, list)
  }
  return list
}

export function createPostsService(deps: DepsWith<'posts' | 'gallery' | 'uploads' | 'revisions'>) {
  const { stores, now, newId, publish, audit } = deps
  const postTarget = (post: Post) => ({ type: 'post', id: post.id, label: post.title })
  const references = createMediaReferences(deps)
  const revisions = createRevisionLog(deps)

  /** A post that is not on the site is, for anyone but an admin, not there at all. */
  async function findBySlug(actor: Actor, slug: string): Promise<Post> {
    const post = await stores.posts.getPostBySlug(slug)
    if (!post || (!isPublished(post) && !canEditPost(actor).allowed)) {
      throw new AppError('not_found', POST_NOT_FOUND)
    }
    return post
  }

  /** The image a post is given: claimed for it (an admin's upload or an outside address), or none. */
  async function claimPostImage(
    actor: Actor,
    id: string,
    fields: Pick<PostPatchInput, 'image_url' | 'image_variants'>,
  ) {
    if (!fields.image_url) return { image: { image_url: null, image_variants: [] }, undo: noop }
    return references.claimImage(
      signedIn(actor).uid,
      `post/${id}`,
      { image_url: fields.image_url, image_variants: fields.image_variants },
      { outsideAllowed: true },
    )
  }

  return {
    /** A page of posts, newest first, optionally of one tag or a search; published ones unless an admin asks. */
    async list(actor: Actor, query: PostQuery = {}): Promise<Page<PostListItem>> {
      enforce(canReadPosts(actor))
      if (query.status !== undefined && query.status !== 'published') enforce(canEditPost(actor))
      return listPage(await stores.posts.listPosts(query))
    },

    async getBySlug(actor: Actor, slug: string): Promise<Post> {
      enforce(canReadPosts(actor))
      return findBySlug(actor, slug)
    },

    /** Up to three other published posts sharing a tag with this one, newest first. */
    async related(actor: Actor, slug: string): Promise<Post[]> {
      enforce(canReadPosts(actor))
      const post = await findBySlug(actor, slug)
      return stores.posts.listRelatedPosts(post.id, post.tags, MAX_RELATED_POSTS)
    },

    async create(actor: Actor, input: NewPostInput): Promise<Post> {
      enforce(canCreatePost(actor))
      const html = checkedContent(input.content)
      const clock = now()
      const at = clock.toISOString()
      const schedule = checkedSchedule(input.status ?? 'published', input.publish_at, null, clock)
      const id = newId()
      const slug = checkedSlug(input.slug, input.title)
      const { image, undo } = await claimPostImage(actor, id, input)
      const created = await writeOrUnclaim(undo, () =>
        stores.posts.createPost({
          id,
          slug,
          title: input.title,
          content: html,
          excerpt: input.excerpt || excerptFrom(html),
          date: at,
          read_time: input.read_time || DEFAULT_READ_TIME,
          ...image,
          category: input.category ?? null,
          tags: input.tags ?? [],
          featured: input.featured ?? false,
          updated_at: at,
          ...schedule,
        }),
      )
      await audit.record(actor, {
        kind: 'post',
        action: 'created',
        target: postTarget(created),
        summary: `Slug: ${created.slug}`,
      })
      await revisions.saved(actor, created)
      // A draft or a scheduled post is not on the site yet: nothing to rebuild.
      if (isPublished(created)) await publish.contentChanged()
      return created
    },

    async update(actor: Actor, id: string, patch: PostPatchInput): Promise<Post> {
      enforce(canEditPost(actor))
      const existing = await stores.posts.getPost(id)
      if (!existing) throw new AppError('not_found', POST_NOT_FOUND)

      const clock = now()
      const update: PostUpdate = { updated_at: clock.toISOString() }
      Object.assign(
        update,
        checkedSchedule(patch.status ?? existing.status, patch.publish_at, existing, clock),
      )
      // Going on the site dates the post then, so it sorts among the others as published then.
      if (update.status === 'published' && !isPublished(existing)) update.date = update.updated_at
      const title = patch.title ?? existing.title
      if (patch.title !== undefined) update.title = patch.title
      if (patch.slug !== undefined) update.slug = checkedSlug(patch.slug, title)
      const html = patch.content !== undefined ? checkedContent(patch.content) : existing.content
      if (patch.content !== undefined) update.content = html
      if (patch.excerpt !== undefined) {
        update.excerpt = patch.excerpt || excerptFrom(html)
      } else if (patch.content !== undefined && existing.excerpt === excerptFrom(existing.content)) {
        // The excerpt was the automatic one, so it follows the new text.
        update.excerpt = excerptFrom(html)
      }
      // The image it has may stay; a new one is claimed like any other (an upload of one's own).
      let undo = noop
      if (patch.image_url !== undefined && patch.image_url !== existing.image_url) {
        const claimed = await claimPostImage(actor, id, patch)
        Object.assign(update, claimed.image)
        undo = claimed.undo
      } else if (
        patch.image_variants !== undefined &&
        existing.image_url &&
        !references.isOurs(existing.image_url)
      ) {
        references.requireOutsideVariants(patch.image_variants)
        update.image_variants = patch.image_variants
      }
      if (patch.category !== undefined) update.category = patch.category
      if (patch.tags !== undefined) update.tags = patch.tags
      if (patch.read_time !== undefined) update.read_time = patch.read_time || DEFAULT_READ_TIME
      if (patch.featured !== undefined) update.featured = patch.featured

      const updated = await writeOrUnclaim(undo, () => stores.posts.updatePost(id, update))
      if (!updated) throw new AppError('not_found', POST_NOT_FOUND)
      // Files the post no longer shows go, unless another record shows them too.
      const kept = new Set(references.urlsOfPost(updated))
      await references.release(references.urlsOfPost(existing).filter((url) => !kept.has(url ?? '')))
      await audit.record(actor, {
        kind: 'post',
        action: 'updated',
        target: postTarget(updated),
        summary: postChanges(existing, updated),
      })
      await revisions.saved(actor, updated)
      // Saving what is not on the site changes no page; unpublishing takes one away.
      if (isPublished(existing) || isPublished(updated)) await publish.contentChanged()
      return updated
    },

    async remove(actor: Actor, id: string): Promise<void> {
      enforce(canDeletePost(actor))
      const existing = await stores.posts.getPost(id)
      if (!existing || !(await stores.posts.deletePost(id))) throw new AppError('not_found', POST_NOT_FOUND)
      await references.release(references.urlsOfPost(existing))
      await audit.record(actor, {
        kind: 'post',
        action: 'deleted',
        target: postTarget(existing),
        summary: `Slug: ${existing.slug}`,
      })
      await revisions.deleted(id)
      if (isPublished(existing)) await publish.contentChanged()
    },
  }
}

export type PostsService = ReturnType<typeof createPostsService>
