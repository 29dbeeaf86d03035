import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore'
import { AppError } from '../../../domain/api-error.ts'
import { PostSchema, type Post } from '../../../domain/post.ts'
import { markupFree, matchesSearch, prefixKey, searchPrefixes } from '../../../domain/search.ts'
import type { PostsStore } from '../../ports/posts-store.ts'
import { storable } from '../stored-records.ts'
import {
  collectionOf,
  conflictOnExisting,
  definedEntries,
  pick,
  readAll,
  readDoc,
  readPage,
  ref,
  storedRef,
  type FirestoreStoreOptions,
  type SortOrder,
  type StoredDocument,
} from './firestore-collections.ts'
import { createCounter } from './firestore-counters.ts'

const POST_FIELDS = [
  'id',
  'slug',
  'title',
  'content',
  'excerpt',
  'date',
  'read_time',
  'image_url',
  'image_variants',
  'category',
  'tags',
  'featured',
  'updated_at',
  'status',
  'publish_at',
] as const satisfies readonly (keyof Post)[]

const POST_ORDER: SortOrder = [
  ['date', 'desc'],
  ['id', 'asc'],
]

/** The texts a search looks in (domain/search.ts). */
const postSearchFields = (post: Post) => [
  post.title,
  post.excerpt,
  post.category,
  ...post.tags,
  markupFree(post.content),
]

/** A post as stored: every write stores its status and publish time. */
const toPost = (snapshot: DocumentSnapshot) => pick<Post>(POST_FIELDS, snapshot.data())

const DUE_ORDER: SortOrder = [
  ['publish_at', 'asc'],
  ['id', 'asc'],
]
const SLUG_TAKEN = 'A post with this slug already exists'

/** What a new post is stored as: slugs/{slug} naming it, and posts/{id} with its search prefixes. */
export function newPostDocuments(post: Post): StoredDocument[] {
  return [
    { collection: 'slugs', id: post.slug, data: { post_id: post.id } },
    {
      collection: 'posts',
      id: post.id,
      data: { ...post, search_prefixes: searchPrefixes(postSearchFields(post)) },
    },
  ]
}

/**
 * The PostsStore on Firestore: posts/{id}, with `search_prefixes` (every start of every word of
 * its texts, which a search looks up with array-contains); slugs/{slug} = {post_id}: a slug is
 * unique because creating its document fails when it exists, inside the same transaction that
 * writes the post; meta/post_counts = {total}, changed with every post created or deleted.
 */
export function createFirestorePostsStore(db: Firestore, options: FirestoreStoreOptions = {}): PostsStore {
  const posts = collectionOf(db, options, 'posts')
  const slugs = collectionOf(db, options, 'slugs')
  const slugRef = (slug: string) => ref(slugs, slug)
  const counts = createCounter(db, options, 'post_counts', { total: posts })

  return {
    async listPosts({ tag, q, status = 'published', ...request } = {}) {
      const key = q === undefined ? null : prefixKey(q)
      // One array-contains per query: the tag when there is one, else the search's longest word.
      let query: Query = status === 'all' ? posts : posts.where('status', '==', status)
      if (tag !== undefined) query = query.where('tags', 'array-contains', tag)
      else if (key !== null) query = query.where('search_prefixes', 'array-contains', key)
      const keep = q === undefined ? undefined : (post: Post) => matchesSearch(q, postSearchFields(post))
      return readPage(
        {
          list: 'posts',
          kind: 'post',
          schema: PostSchema,
          query,
          order: POST_ORDER,
          toRecord: toPost,
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
          list: 'posts',
          kind: 'post',
          schema: PostSchema,
          query: posts
            .where('status', '==', 'published')
            .where('tags', 'array-contains-any', [...new Set(tags)].slice(0, 30)),
          order: POST_ORDER,
          toRecord: toPost,
          keep: (post) => post.id !== excludeId,
          keepsMost: true,
        },
        { limit },
      )
      return items
    },
    async listPostsDue(dueBy, limit) {
      if (limit <= 0) return []
      const due = posts.where('status', '==', 'scheduled').where('publish_at', '<=', dueBy)
      const ordered = DUE_ORDER.reduce<Query>(
        (query, [field, direction]) => query.orderBy(field, direction),
        due,
      )
      return readAll('post', PostSchema, ordered.limit(limit), toPost)
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
    async updatePost(id, update) {
      return conflictOnExisting(SLUG_TAKEN, () =>
        db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref(posts, id))
          if (!snapshot.exists) return null
          const current = toPost(snapshot)
          const changes = definedEntries(update)
          const updated = storable(PostSchema, { ...current, ...changes })
          const newSlug = changes.slug !== undefined && changes.slug !== current.slug ? changes.slug : null
          if (newSlug !== null) {
            const owner = await tx.get(slugRef(newSlug))
            if (owner.exists && owner.get('post_id') !== id) throw new AppError('conflict', SLUG_TAKEN)
            tx.set(slugRef(newSlug), { post_id: id })
            tx.delete(slugRef(current.slug))
          }
          if (Object.keys(changes).length > 0) {
            tx.update(snapshot.ref, {
              ...changes,
              search_prefixes: searchPrefixes(postSearchFields(updated)),
            })
          }
          return updated
        }),
      )
    },
    async deletePost(id) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(posts, id))
        if (!snapshot.exists) return false
        const slug = String(snapshot.get('slug'))
        const owner = await tx.get(slugRef(slug))
        tx.delete(snapshot.ref)
        if (owner.exists && owner.get('post_id') === id) tx.delete(owner.ref)
        counts.add(tx, { total: -1 })
        return true
      })
    },
    async countPosts() {
      return (await counts.read()).total
    },
  }
}
