import type { Firestore, Transaction } from 'firebase-admin/firestore'
import { AppError } from '../../../domain/api-error.ts'
import { fileNamesOf, urlsOfPost } from '../../../domain/media-files.ts'
import { PostSchema, type Post } from '../../../domain/post.ts'
import { markupFree, searchPrefixes } from '../../../domain/search.ts'
import type { PostsStore } from '../../ports/posts-store.ts'
import { POST_ORDER } from '../page-cursor.ts'
import { storable } from '../stored-records.ts'
import {
  collectionOf,
  conflictOnExisting,
  definedEntries,
  readAll,
  readDoc,
  readPage,
  readShowingFiles,
  recordReader,
  ref,
  storedDocument,
  storedRef,
  whereEqual,
  type FirestoreStoreOptions,
  type StoredDocument,
} from './firestore-collections.ts'
import { createCounter } from './firestore-counters.ts'
import { searchIn } from './firestore-search.ts'

/** The texts a search looks in (domain/search.ts). */
const postSearchFields = (post: Post) => [
  post.title,
  post.excerpt,
  post.category,
  ...post.tags,
  markupFree(post.content),
]

/** A post as stored: every write stores its status and publish time. */
const toPost = recordReader(PostSchema)

/** How the lists of posts read, newest first. */
const POST_LIST = { list: 'posts', kind: 'post', schema: PostSchema, order: POST_ORDER, toRecord: toPost }

const SLUG_TAKEN = 'A post with this slug already exists'

/** What a post stores beside its own fields: its search prefixes and the names of the files it shows. */
const derivedFields = (post: Post) => ({
  search_prefixes: searchPrefixes(postSearchFields(post)),
  media_files: fileNamesOf(urlsOfPost(post)),
})

/** What a new post is stored as: slugs/{slug} naming it, and posts/{id} with its derived fields. */
export const newPostDocuments = (post: Post): StoredDocument[] => [
  storedDocument('slugs', { id: post.slug }, { post_id: post.id }),
  storedDocument('posts', post, { ...post, ...derivedFields(post) }),
]

/**
 * The PostsStore on Firestore: posts/{id}, with `search_prefixes` (every start of every word of
 * its texts, which a search looks up with array-contains) and `media_files` (the names of the
 * files it shows, looked up with array-contains-any); slugs/{slug} = {post_id}: a slug is
 * unique because creating its document fails when it exists, inside the same transaction that
 * writes the post; meta/post_counts = {total}, changed with every post created or deleted.
 */
export function createFirestorePostsStore(db: Firestore, options: FirestoreStoreOptions = {}): PostsStore {
  const posts = collectionOf(db, options, 'posts')
  const slugs = collectionOf(db, options, 'slugs')
  const slugRef = (slug: string) => ref(slugs, slug)
  const counts = createCounter(db, options, 'post_counts', { total: posts })
  /** Deletes slugs/{slug} when it names post `id` (never another post's). */
  async function releaseSlug(tx: Transaction, slug: string, id: string) {
    const owner = await tx.get(slugRef(slug))
    if (owner.exists && owner.get('post_id') === id) tx.delete(owner.ref)
  }

  return {
    async listPosts({ tag, q, status = 'published', ...request } = {}) {
      const byStatus = whereEqual(posts, { status: status === 'all' ? undefined : status })
      const { query, keep } = searchIn(byStatus, q, postSearchFields)
      return readPage(
        {
          ...POST_LIST,
          // One array-contains per query: a tag narrows in place of the search's longest word.
          query: tag === undefined ? query : byStatus.where('tags', 'array-contains', tag),
          keep,
        },
        request,
      )
    },
    async getPost(id) {
      return readDoc(posts, id, toPost)
    },
    async getPostBySlug(slug) {
      const found = await posts.where('slug', '==', slug).limit(1).get()
      const first = found.docs[0]
      return first ? toPost(first) : null
    },
    async listRelatedPosts(excludeId, tags, limit) {
      if (tags.length === 0 || limit <= 0) return []
      // Newest first and only as far as the limit needs (the tag filter's index): reading every
      // post that shares a tag grows with the blog. array-contains-any takes at most 30 values;
      // a post has at most 10 tags (MAX_TAGS).
      const { items } = await readPage(
        {
          ...POST_LIST,
          query: posts
            .where('status', '==', 'published')
            .where('tags', 'array-contains-any', [...new Set(tags)].slice(0, 30)),
          keep: (post) => post.id !== excludeId,
          keepsMost: true,
        },
        { limit },
      )
      return items
    },
    async listPostsDue(dueBy, limit) {
      if (limit <= 0) return []
      const due = posts
        .where('status', '==', 'scheduled')
        .where('publish_at', '<=', dueBy)
        .orderBy('publish_at')
        .orderBy('id')
      return readAll('post', PostSchema, due.limit(limit), toPost)
    },
    async listPostsShowingFiles(names) {
      return readShowingFiles(posts, names, 'post', PostSchema, toPost)
    },
    async createPost(post) {
      storable(PostSchema, post)
      await conflictOnExisting(SLUG_TAKEN, () =>
        db.runTransaction(async (tx) => {
          if ((await tx.get(slugRef(post.slug))).exists) throw new AppError('conflict', SLUG_TAKEN)
          // create() fails with ALREADY_EXISTS if another request took the slug meanwhile.
          for (const document of newPostDocuments(post))
            tx.create(storedRef(db, options, document), document.data)
          counts.add(tx, { total: 1 })
        }),
      )
      return post
    },
    async updatePost(id, update, onlyIf) {
      return conflictOnExisting(SLUG_TAKEN, () =>
        db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref(posts, id))
          if (!snapshot.exists) return null
          const current = toPost(snapshot)
          if (onlyIf && !onlyIf(current)) return null
          const changes = definedEntries(update)
          const updated = storable(PostSchema, { ...current, ...changes })
          const newSlug = changes.slug !== undefined && changes.slug !== current.slug ? changes.slug : null
          if (newSlug !== null) {
            // Both read before any write, as a transaction must.
            const [owner, previous] = await Promise.all([
              tx.get(slugRef(newSlug)),
              tx.get(slugRef(current.slug)),
            ])
            if (owner.exists && owner.get('post_id') !== id) throw new AppError('conflict', SLUG_TAKEN)
            tx.set(slugRef(newSlug), { post_id: id })
            // The old name is released only if it names this post (never another post's).
            if (previous.exists && previous.get('post_id') === id) tx.delete(previous.ref)
          }
          if (Object.keys(changes).length > 0)
            tx.update(snapshot.ref, { ...changes, ...derivedFields(updated) })
          return updated
        }),
      )
    },
    async deletePost(id) {
      return counts.remove(
        ref(posts, id),
        () => ({ total: -1 }),
        (tx, stored) => releaseSlug(tx, String(stored.get('slug')), id),
      )
    },
    async countPosts() {
      return (await counts.read()).total
    },
  }
}
