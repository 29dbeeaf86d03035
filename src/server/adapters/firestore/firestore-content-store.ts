import type {
  CollectionReference,
  DocumentSnapshot,
  Firestore,
  OrderByDirection,
  Query,
  Transaction,
} from 'firebase-admin/firestore'
import type { z } from 'zod'
import { AppError } from '../../../domain/api-error.ts'
import {
  EnquiryMailSchema,
  EnquirySchema,
  enquirySearchFields,
  isOpenStatus,
  mailDueAt,
  type Enquiry,
} from '../../../domain/enquiry.ts'
import {
  DEFAULT_GALLERY_CATEGORIES,
  GalleryCategorySchema,
  GalleryImageSchema,
  type GalleryCategory,
  type GalleryImage,
} from '../../../domain/gallery-image.ts'
import { pickRelated, PostSchema, type Post } from '../../../domain/post.ts'
import { LAST_ADMIN_REMOVAL, ProfileSchema, type Profile } from '../../../domain/profile.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest } from '../../../domain/page.ts'
import { markupFree, matchesSearch, prefixKey, searchPrefixes } from '../../../domain/search.ts'
import type { ContentStore } from '../../ports/content-store.ts'
import { decodeCursor, encodeCursor, type SortValue } from '../page-cursor.ts'
import { readable, storable } from '../stored-records.ts'
import { docId } from './doc-id.ts'
import { createFirestoreUploadLedger } from './firestore-upload-ledger.ts'

/** gRPC status codes the Firestore client reports in `error.code`. */
const ALREADY_EXISTS = 6
const NOT_FOUND = 5

function hasCode(error: unknown, code: number): boolean {
  return (error as { code?: unknown } | null)?.code === code
}

/** Turns Firestore's ALREADY_EXISTS into the `conflict` every adapter reports. */
async function conflictOnExisting<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (hasCode(error, ALREADY_EXISTS)) throw new AppError('conflict', message, { cause: error })
    throw error
  }
}

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
] as const satisfies readonly (keyof Post)[]
const GALLERY_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'image_url',
  'image_variants',
  'location',
  'tags',
  'date',
  'author_id',
  'status',
  'position',
  'created_at',
] as const satisfies readonly (keyof GalleryImage)[]
const PROFILE_FIELDS = ['id', 'email', 'is_admin', 'created_at'] as const satisfies readonly (keyof Profile)[]
const ENQUIRY_FIELDS = [
  'id',
  'kind',
  'name',
  'phone',
  'email',
  'service',
  'message',
  'created_at',
  'status',
  'status_changed_at',
  'notes',
  'quote',
  'mail',
] as const satisfies readonly (keyof Enquiry)[]
const CATEGORY_FIELDS = [
  'name',
  'position',
  'created_at',
] as const satisfies readonly (keyof GalleryCategory)[]

/**
 * A document's fields as the domain object, keeping only the entity's own fields. Lists parse
 * them with the read schema (see stored-records.ts); single reads return them as they are.
 */
function pick<T>(fields: readonly string[], data: Record<string, unknown> | undefined): T {
  const source = data ?? {}
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? null])) as T
}

/** The defined entries only: Firestore refuses `undefined`, and a patch leaves those alone. */
function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

const ENQUIRY_STATUS = EnquirySchema.pick({ status: true, status_changed_at: true })

/**
 * An enquiry document as the current fields: one written before quote requests had `handled`
 * instead of a status (handled became 'done') and no kind, notes or quote.
 */
function upgradeEnquiry(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data || data.status !== undefined) return data
  return {
    ...data,
    kind: 'message',
    status: data.handled === true ? 'done' : 'new',
    status_changed_at: data.handled === true ? (data.handled_at ?? null) : null,
    notes: [],
    quote: null,
  }
}

/** The fields an enquiry keeps for its queries: whether it is open, and its search prefixes. */
const enquiryQueryFields = (enquiry: Enquiry) => ({
  open: isOpenStatus(enquiry.status),
  search_prefixes: searchPrefixes(enquirySearchFields(enquiry)),
})

/** Compares as SQLite's default (binary) collation does, not by locale. */
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A list's order: fields with their direction, the same as the SQLite adapter's. */
type SortOrder = readonly (readonly [field: string, direction: OrderByDirection])[]

const POST_ORDER: SortOrder = [
  ['date', 'desc'],
  ['id', 'asc'],
]
/** Unpositioned images first (Firestore sorts null before numbers), newest first; then by position. */
const GALLERY_ORDER: SortOrder = [
  ['position', 'asc'],
  ['date', 'desc'],
  ['created_at', 'desc'],
  ['id', 'asc'],
]
const NEWEST_FIRST: SortOrder = [
  ['created_at', 'desc'],
  ['id', 'asc'],
]

/** The texts a list's search looks in (domain/search.ts). */
const postSearchFields = (post: Post) => [
  post.title,
  post.excerpt,
  post.category,
  ...post.tags,
  markupFree(post.content),
]
const imageSearchFields = (image: GalleryImage) => [
  image.title,
  image.description,
  image.location,
  image.category,
  ...image.tags,
]

/** What one list query reads: its base query, order, how a document reads, and a check Firestore cannot make. */
interface ListSpec<T> {
  list: string
  kind: string
  schema: z.ZodType<T>
  query: Query
  order: SortOrder
  toRecord: (snapshot: DocumentSnapshot) => unknown
  /** Items the query returns but the list leaves out (the rest of a search); all kept when absent. */
  keep?: (item: T) => boolean
}

function byCategoryPosition(a: GalleryCategory, b: GalleryCategory): number {
  return a.position - b.position || binary(a.name, b.name)
}

export interface FirestoreContentStoreOptions {
  /**
   * Prefix for every collection name, so several stores can share one database (tests).
   * Defaults to none: collections are `posts`, `gallery_images`, `profiles`, ...
   */
  prefix?: string
}

/**
 * The ContentStore on Firestore (firebase-admin). Layout, one collection per entity, document
 * id = entity id (escaped by docId when it is not a plain id):
 *
 * - posts/{id}; slugs/{slug} = {post_id}: a slug is unique because creating its document fails
 *   when it exists, inside the same transaction that writes the post.
 * - gallery_images/{id}; gallery_categories/{lower-cased name}: a name is unique ignoring case.
 * - profiles/{uid}; meta/admins = {ids}: the admin ids, changed in the same transaction as the
 *   profiles, so the last-admin guard and claimFirstAdmin read one document and cannot race
 *   (a count query inside a transaction is not documented to lock against new admins).
 * - enquiries/{id}; meta/categories marks that the five default categories were written.
 * - uploads/{id}: the upload ledger (firestore-upload-ledger.ts).
 *
 * Timestamps are kept as ISO strings, as in the domain, so they sort as text. Lists read one
 * page with the composite indexes of firestore.indexes.json, after the cursor's key
 * (docs/decisions/019-pagination.md). Posts and gallery images also keep `search_prefixes`,
 * every start of every word of their texts, which a search looks up with array-contains.
 */
export function createFirestoreContentStore(
  db: Firestore,
  { prefix = '' }: FirestoreContentStoreOptions = {},
): ContentStore {
  const collection = (name: string) => db.collection(`${prefix}${name}`)
  const posts = collection('posts')
  const slugs = collection('slugs')
  const images = collection('gallery_images')
  const categories = collection('gallery_categories')
  const profiles = collection('profiles')
  const enquiries = collection('enquiries')
  const meta = collection('meta')
  const adminsRef = meta.doc('admins')
  const categoriesMarker = meta.doc('categories')

  const ref = (of: CollectionReference, id: string) => of.doc(docId(id))
  const slugRef = (slug: string) => ref(slugs, slug)
  const categoryRef = (name: string) => ref(categories, name.toLowerCase())

  const toPost = (snapshot: DocumentSnapshot) => pick<Post>(POST_FIELDS, snapshot.data())
  const toImage = (snapshot: DocumentSnapshot) => pick<GalleryImage>(GALLERY_FIELDS, snapshot.data())
  const toProfile = (snapshot: DocumentSnapshot) => pick<Profile>(PROFILE_FIELDS, snapshot.data())
  const toEnquiry = (snapshot: DocumentSnapshot) =>
    pick<Enquiry>(ENQUIRY_FIELDS, upgradeEnquiry(snapshot.data()))
  const toCategory = (snapshot: DocumentSnapshot) => pick<GalleryCategory>(CATEGORY_FIELDS, snapshot.data())

  async function read<T>(
    of: CollectionReference,
    id: string,
    map: (s: DocumentSnapshot) => T,
  ): Promise<T | null> {
    const snapshot = await ref(of, id).get()
    return snapshot.exists ? map(snapshot) : null
  }

  /**
   * One page of a list: documents after the cursor's key, in the order. Without `keep` it reads
   * one document more than the page, to know if a next page exists; with `keep` (a search's
   * remaining words) it reads on, a batch at a time, until the page is full or the list ends.
   */
  async function readPage<T>(spec: ListSpec<T>, request: PageRequest): Promise<Page<T>> {
    const limit = Math.min(request.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
    const ordered = spec.order.reduce<Query>(
      (query, [field, direction]) => query.orderBy(field, direction),
      spec.query,
    )
    const keyOf = (snapshot: DocumentSnapshot) =>
      spec.order.map(([field]) => (snapshot.get(field) ?? null) as SortValue)
    let after = request.cursor ? decodeCursor(spec.list, request.cursor, spec.order.length) : null
    const batch = spec.keep ? Math.min(4 * (limit + 1), 400) : limit + 1
    const items: T[] = []
    let lastKey: SortValue[] | null = null
    for (;;) {
      const query = after ? ordered.startAfter(...after).limit(batch) : ordered.limit(batch)
      const { docs } = await query.get()
      for (const doc of docs) {
        const [item] = readable(spec.kind, spec.schema, [doc], spec.toRecord)
        if (item !== undefined && (spec.keep?.(item) ?? true)) {
          // One more item than the page holds: there is a next page, starting after the last kept.
          if (items.length === limit) return { items, next: encodeCursor(spec.list, lastKey ?? []) }
          items.push(item)
          lastKey = keyOf(doc)
        }
        after = keyOf(doc)
      }
      if (docs.length < batch) return { items, next: null }
    }
  }

  /** The documents that read as a valid `schema` record; the others are skipped and logged. */
  async function all<T>(
    kind: string,
    schema: z.ZodType<T>,
    query: Query,
    map: (s: DocumentSnapshot) => unknown,
  ): Promise<T[]> {
    return readable(kind, schema, (await query.get()).docs, map)
  }

  /**
   * The admin ids inside a transaction. A database written before meta/admins existed (or by
   * hand) falls back to the profiles themselves, and the next write stores the list.
   */
  async function adminIds(tx: Transaction): Promise<string[]> {
    const snapshot = await tx.get(adminsRef)
    if (snapshot.exists) return (snapshot.get('ids') as string[] | undefined) ?? []
    const admins = await tx.get(profiles.where('is_admin', '==', true))
    return admins.docs.map((doc) => String(doc.get('id')))
  }

  const withAdmin = (ids: string[], id: string, isAdmin: boolean) =>
    isAdmin ? [...new Set([...ids, id])] : ids.filter((existing) => existing !== id)

  /** Writes the five default categories once per database; later calls cost one read. */
  let defaultsReady: Promise<void> | null = null
  function ensureDefaultCategories(): Promise<void> {
    defaultsReady ??= db
      .runTransaction(async (tx) => {
        if ((await tx.get(categoriesMarker)).exists) return
        const existing = await tx.getAll(...DEFAULT_GALLERY_CATEGORIES.map((name) => categoryRef(name)))
        const epoch = new Date(0).toISOString()
        DEFAULT_GALLERY_CATEGORIES.forEach((name, position) => {
          if (!existing[position]?.exists) tx.set(categoryRef(name), { name, position, created_at: epoch })
        })
        tx.set(categoriesMarker, { defaults_written_at: new Date().toISOString() })
      })
      .catch((error: unknown) => {
        defaultsReady = null // try again on the next call
        throw error
      })
    return defaultsReady
  }

  const slugTaken = 'A post with this slug already exists'

  async function countAdmins(): Promise<number> {
    const snapshot = await adminsRef.get()
    if (snapshot.exists) return ((snapshot.get('ids') as string[] | undefined) ?? []).length
    return (await profiles.where('is_admin', '==', true).count().get()).data().count
  }

  return {
    ...createFirestoreUploadLedger(collection('uploads')),
    async listPosts({ tag, q, ...request } = {}) {
      const key = q === undefined ? null : prefixKey(q)
      // One array-contains per query: the tag when there is one, else the search's longest word.
      let query: Query = posts
      if (tag !== undefined) query = query.where('tags', 'array-contains', tag)
      else if (key !== null) query = query.where('search_prefixes', 'array-contains', key)
      const keep = q === undefined ? undefined : (post: Post) => matchesSearch(q, postSearchFields(post))
      return readPage(
        { list: 'posts', kind: 'post', schema: PostSchema, query, order: POST_ORDER, toRecord: toPost, keep },
        request,
      )
    },
    async getPost(id) {
      return read(posts, id, toPost)
    },
    async getPostBySlug(slug) {
      const found = await posts.where('slug', '==', slug).limit(1).get()
      const first = found.docs[0]
      return first ? toPost(first) : null
    },
    async listRelatedPosts(excludeId, tags, limit) {
      if (tags.length === 0 || limit <= 0) return []
      // array-contains-any takes at most 30 values; a post has at most 10 tags (MAX_TAGS).
      const matches = await all(
        'post',
        PostSchema,
        posts.where('tags', 'array-contains-any', [...new Set(tags)].slice(0, 30)),
        toPost,
      )
      const newestFirst = matches.sort((a, b) => binary(b.date, a.date) || binary(a.id, b.id))
      return pickRelated({ id: excludeId, tags: [...tags] }, newestFirst, limit)
    },
    async createPost(post) {
      storable(PostSchema, post)
      await conflictOnExisting(slugTaken, () =>
        db.runTransaction(async (tx) => {
          if ((await tx.get(slugRef(post.slug))).exists) throw new AppError('conflict', slugTaken)
          // create() fails with ALREADY_EXISTS if another request took the slug meanwhile.
          tx.create(slugRef(post.slug), { post_id: post.id })
          tx.create(ref(posts, post.id), { ...post, search_prefixes: searchPrefixes(postSearchFields(post)) })
        }),
      )
      return post
    },
    async updatePost(id, update) {
      return conflictOnExisting(slugTaken, () =>
        db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref(posts, id))
          if (!snapshot.exists) return null
          const current = toPost(snapshot)
          const changes = definedEntries(update)
          const updated = storable(PostSchema, { ...current, ...changes })
          const newSlug = changes.slug !== undefined && changes.slug !== current.slug ? changes.slug : null
          if (newSlug !== null) {
            const owner = await tx.get(slugRef(newSlug))
            if (owner.exists && owner.get('post_id') !== id) throw new AppError('conflict', slugTaken)
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
        return true
      })
    },

    async listGalleryImages({ status, category, q, author, ...request } = {}) {
      let query: Query = images
      if (status !== undefined) query = query.where('status', '==', status)
      if (author !== undefined) query = query.where('author_id', '==', author)
      if (category !== undefined) query = query.where('category', '==', category)
      const key = q === undefined ? null : prefixKey(q)
      if (key !== null) query = query.where('search_prefixes', 'array-contains', key)
      const keep =
        q === undefined ? undefined : (image: GalleryImage) => matchesSearch(q, imageSearchFields(image))
      return readPage(
        {
          list: 'gallery',
          kind: 'gallery image',
          schema: GalleryImageSchema,
          query,
          order: GALLERY_ORDER,
          toRecord: toImage,
          keep,
        },
        request,
      )
    },
    async getGalleryImage(id) {
      return read(images, id, toImage)
    },
    async createGalleryImage(image) {
      storable(GalleryImageSchema, image)
      await conflictOnExisting('An image with this id already exists', () =>
        ref(images, image.id).create({ ...image, search_prefixes: searchPrefixes(imageSearchFields(image)) }),
      )
      return image
    },
    async updateGalleryImage(id, update) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(images, id))
        if (!snapshot.exists) return null
        const changes = definedEntries(update)
        const image = storable(GalleryImageSchema, { ...toImage(snapshot), ...changes })
        if (Object.keys(changes).length > 0) {
          tx.update(snapshot.ref, { ...changes, search_prefixes: searchPrefixes(imageSearchFields(image)) })
        }
        return image
      })
    },
    async deleteGalleryImage(id) {
      try {
        await ref(images, id).delete({ exists: true })
        return true
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false
        throw error
      }
    },
    async setGalleryOrder(ids) {
      await db.runTransaction(async (tx) => {
        const listed = ids.length > 0 ? await tx.getAll(...ids.map((id) => ref(images, id))) : []
        if (listed.some((snapshot) => !snapshot.exists)) {
          throw new AppError('not_found', 'Some of these images no longer exist. Refresh and try again.')
        }
        // The listed images go just before the first positioned image that is not listed: at
        // most ids.length + 1 positioned images are read to find it.
        const listedIds = new Set(ids)
        const placed = await tx.get(
          images
            .where('position', '>=', -Number.MAX_SAFE_INTEGER)
            .orderBy('position')
            .limit(ids.length + 1),
        )
        const first = placed.docs.find((doc) => !listedIds.has(String(doc.get('id'))))
        const start = (first ? Number(first.get('position')) : ids.length) - ids.length
        listed.forEach((snapshot, index) => tx.update(snapshot.ref, { position: start + index }))
      })
    },
    async listGalleryCategories() {
      await ensureDefaultCategories()
      const found = await all('gallery category', GalleryCategorySchema, categories, toCategory)
      return found.sort(byCategoryPosition)
    },
    async createGalleryCategory(category) {
      storable(GalleryCategorySchema, category)
      await ensureDefaultCategories()
      await conflictOnExisting('A category with this name already exists', () =>
        categoryRef(category.name).create({ ...category }),
      )
      return category
    },

    async getProfile(id) {
      return read(profiles, id, toProfile)
    },
    async ensureProfile(profile) {
      // Read first, outside a transaction: this runs on every signed-in request and almost
      // always finds the profile as it is.
      const existing = await read(profiles, profile.id, toProfile)
      if (existing && existing.email === profile.email) return existing
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(profiles, profile.id))
        if (snapshot.exists) {
          const updated = storable(ProfileSchema, { ...toProfile(snapshot), email: profile.email })
          tx.update(snapshot.ref, { email: profile.email })
          return updated
        }
        storable(ProfileSchema, profile)
        if (profile.is_admin) tx.set(adminsRef, { ids: withAdmin(await adminIds(tx), profile.id, true) })
        tx.create(snapshot.ref, { ...profile })
        return profile
      })
    },
    async listProfiles(request = {}) {
      return readPage(
        {
          list: 'profiles',
          kind: 'profile',
          schema: ProfileSchema,
          query: profiles,
          order: NEWEST_FIRST,
          toRecord: toProfile,
        },
        request,
      )
    },
    async setAdmin(id, isAdmin) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(profiles, id))
        if (!snapshot.exists) return null
        const profile = toProfile(snapshot)
        const ids = await adminIds(tx)
        if (profile.is_admin && !isAdmin && ids.filter((admin) => admin !== id).length === 0) {
          throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
        }
        tx.update(snapshot.ref, { is_admin: isAdmin })
        tx.set(adminsRef, { ids: withAdmin(ids, id, isAdmin) })
        return { ...profile, is_admin: isAdmin }
      })
    },
    countAdmins,
    async listAdmins() {
      const marker = await adminsRef.get()
      const ids = marker.exists ? ((marker.get('ids') as string[] | undefined) ?? []) : null
      const docs =
        ids === null
          ? (await profiles.where('is_admin', '==', true).get()).docs
          : ids.length === 0
            ? []
            : (await db.getAll(...ids.map((id) => ref(profiles, id)))).filter((doc) => doc.exists)
      return readable('profile', ProfileSchema, docs, toProfile)
    },
    async deleteProfile(id) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(profiles, id))
        if (!snapshot.exists) return false
        const ids = await adminIds(tx)
        if (toProfile(snapshot).is_admin) {
          if (ids.filter((admin) => admin !== id).length === 0)
            throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
          tx.set(adminsRef, { ids: withAdmin(ids, id, false) })
        }
        tx.delete(snapshot.ref)
        return true
      })
    },
    async claimFirstAdmin(profile) {
      return db.runTransaction(async (tx) => {
        if ((await adminIds(tx)).length > 0) return null
        const snapshot = await tx.get(ref(profiles, profile.id))
        const stored: Profile = snapshot.exists
          ? { ...toProfile(snapshot), email: profile.email, is_admin: true }
          : { ...profile, is_admin: true }
        tx.set(snapshot.ref, storable(ProfileSchema, stored))
        tx.set(adminsRef, { ids: [profile.id] })
        return stored
      })
    },

    async createEnquiry(enquiry) {
      storable(EnquirySchema, enquiry)
      await conflictOnExisting('An enquiry with this id already exists', () =>
        ref(enquiries, enquiry.id).create({
          ...enquiry,
          ...enquiryQueryFields(enquiry),
          mail_due: mailDueAt(enquiry.mail),
        }),
      )
      return enquiry
    },
    async getEnquiry(id) {
      return read(enquiries, id, toEnquiry)
    },
    async listEnquiries({ status, kind, q, ...request } = {}) {
      let query: Query = enquiries
      if (status === 'open') query = query.where('open', '==', true)
      else if (status !== undefined) query = query.where('status', '==', status)
      if (kind !== undefined) query = query.where('kind', '==', kind)
      const key = q === undefined ? null : prefixKey(q)
      if (key !== null) query = query.where('search_prefixes', 'array-contains', key)
      const keep =
        q === undefined ? undefined : (enquiry: Enquiry) => matchesSearch(q, enquirySearchFields(enquiry))
      return readPage(
        {
          list: 'enquiries',
          kind: 'enquiry',
          schema: EnquirySchema,
          query,
          order: NEWEST_FIRST,
          toRecord: toEnquiry,
          keep,
        },
        request,
      )
    },
    async updateEnquiry(id, update) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists) return null
        const changes = { status: update.status, status_changed_at: update.status_changed_at }
        storable(ENQUIRY_STATUS, changes)
        const updated = { ...toEnquiry(snapshot), ...changes }
        // A document from before statuses is rewritten whole, in the current fields.
        tx.set(snapshot.ref, {
          ...updated,
          ...enquiryQueryFields(updated),
          mail_due: mailDueAt(updated.mail),
        })
        return updated
      })
    },
    async addEnquiryNote(id, note) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists) return null
        const current = toEnquiry(snapshot)
        const notes = storable(EnquirySchema.shape.notes, [...current.notes, note])
        const updated = { ...current, notes }
        tx.set(snapshot.ref, {
          ...updated,
          ...enquiryQueryFields(updated),
          mail_due: mailDueAt(updated.mail),
        })
        return updated
      })
    },
    async deleteEnquiry(id) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists) return false
        tx.delete(snapshot.ref)
        return true
      })
    },
    async listEnquiriesCreatedBefore(createdBefore, limit) {
      // One field's range and order (the id breaks ties, as Firestore's own order does).
      const old = await enquiries
        .where('created_at', '<', createdBefore)
        .orderBy('created_at')
        .limit(limit)
        .get()
      return readable('enquiry', EnquirySchema, old.docs, toEnquiry)
    },
    async listEnquiriesWithMailDue(dueBy, limit) {
      // One field, so Firestore's automatic index serves it.
      const snapshot = await enquiries.where('mail_due', '<=', dueBy).orderBy('mail_due').limit(limit).get()
      return readable('enquiry', EnquirySchema, snapshot.docs, toEnquiry)
    },
    async updateEnquiryMail(id, expectedNextAttempt, mail) {
      storable(EnquiryMailSchema, mail)
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists || snapshot.get('mail_due') !== expectedNextAttempt) return null
        tx.update(snapshot.ref, { mail, mail_due: mailDueAt(mail) })
        return { ...toEnquiry(snapshot), mail }
      })
    },

    async countContent() {
      const count = async (query: Query) => (await query.count().get()).data().count
      const [posted, approved, pending, rejected, enquiryTotal, open, profileTotal, admins] =
        await Promise.all([
          count(posts),
          count(images.where('status', '==', 'approved')),
          count(images.where('status', '==', 'pending')),
          count(images.where('status', '==', 'rejected')),
          count(enquiries),
          count(enquiries.where('open', '==', true)),
          count(profiles),
          countAdmins(),
        ])
      return {
        posts: posted,
        gallery: { approved, pending, rejected },
        enquiries: { total: enquiryTotal, open },
        profiles: { total: profileTotal, admins },
      }
    },
  }
}
