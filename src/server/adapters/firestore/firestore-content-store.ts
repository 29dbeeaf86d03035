import type {
  CollectionReference,
  DocumentSnapshot,
  Firestore,
  Query,
  Transaction,
} from 'firebase-admin/firestore'
import type { z } from 'zod'
import { AppError } from '../../../domain/api-error.ts'
import { EnquirySchema, type Enquiry } from '../../../domain/enquiry.ts'
import {
  DEFAULT_GALLERY_CATEGORIES,
  GalleryCategorySchema,
  GalleryImageSchema,
  type GalleryCategory,
  type GalleryImage,
} from '../../../domain/gallery-image.ts'
import { PostSchema, type Post } from '../../../domain/post.ts'
import { LAST_ADMIN_REMOVAL, ProfileSchema, type Profile } from '../../../domain/profile.ts'
import type { ContentStore, GalleryFilter } from '../../ports/content-store.ts'
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
  'name',
  'phone',
  'email',
  'service',
  'message',
  'created_at',
  'handled',
  'handled_at',
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

const ENQUIRY_HANDLING = EnquirySchema.pick({ handled: true, handled_at: true })

/** Compares as SQLite's default (binary) collation does, not by locale. */
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const newestFirst =
  <T extends { id: string }>(key: (item: T) => string) =>
  (a: T, b: T) =>
    binary(key(b), key(a)) || binary(a.id, b.id)

/** The same order as the SQLite adapter: unpositioned (newest first), then by position. */
function galleryOrder(a: GalleryImage, b: GalleryImage): number {
  const aPlaced = a.position !== null
  const bPlaced = b.position !== null
  if (aPlaced !== bPlaced) return aPlaced ? 1 : -1
  if (aPlaced && bPlaced && a.position !== b.position) return (a.position ?? 0) - (b.position ?? 0)
  return binary(b.date, a.date) || binary(b.created_at, a.created_at) || binary(a.id, b.id)
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
 * Timestamps are kept as ISO strings, as in the domain, so they sort as text.
 * Lists are read whole and sorted here as well, to give ties the exact order the port promises;
 * a small business's posts, photos and users stay in the hundreds. See
 * docs/decisions/007-local-stack.md.
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
  const toEnquiry = (snapshot: DocumentSnapshot) => pick<Enquiry>(ENQUIRY_FIELDS, snapshot.data())
  const toCategory = (snapshot: DocumentSnapshot) => pick<GalleryCategory>(CATEGORY_FIELDS, snapshot.data())

  async function read<T>(
    of: CollectionReference,
    id: string,
    map: (s: DocumentSnapshot) => T,
  ): Promise<T | null> {
    const snapshot = await ref(of, id).get()
    return snapshot.exists ? map(snapshot) : null
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

  return {
    ...createFirestoreUploadLedger(collection('uploads')),
    async listPosts() {
      const found = await all('post', PostSchema, posts.orderBy('date', 'desc'), toPost)
      return found.sort(newestFirst((post) => post.date))
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
      return matches
        .filter((post) => post.id !== excludeId)
        .sort(newestFirst((post) => post.date))
        .slice(0, limit)
    },
    async createPost(post) {
      storable(PostSchema, post)
      await conflictOnExisting(slugTaken, () =>
        db.runTransaction(async (tx) => {
          if ((await tx.get(slugRef(post.slug))).exists) throw new AppError('conflict', slugTaken)
          // create() fails with ALREADY_EXISTS if another request took the slug meanwhile.
          tx.create(slugRef(post.slug), { post_id: post.id })
          tx.create(ref(posts, post.id), { ...post })
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
          storable(PostSchema, { ...current, ...changes })
          const newSlug = changes.slug !== undefined && changes.slug !== current.slug ? changes.slug : null
          if (newSlug !== null) {
            const owner = await tx.get(slugRef(newSlug))
            if (owner.exists && owner.get('post_id') !== id) throw new AppError('conflict', slugTaken)
            tx.set(slugRef(newSlug), { post_id: id })
            tx.delete(slugRef(current.slug))
          }
          if (Object.keys(changes).length > 0) tx.update(snapshot.ref, changes)
          return { ...current, ...changes }
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

    async listGalleryImages(filter: GalleryFilter = {}) {
      const query = filter.status ? images.where('status', '==', filter.status) : images
      return (await all('gallery image', GalleryImageSchema, query, toImage)).sort(galleryOrder)
    },
    async getGalleryImage(id) {
      return read(images, id, toImage)
    },
    async createGalleryImage(image) {
      storable(GalleryImageSchema, image)
      await conflictOnExisting('An image with this id already exists', () =>
        ref(images, image.id).create({ ...image }),
      )
      return image
    },
    async updateGalleryImage(id, update) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(images, id))
        if (!snapshot.exists) return null
        const changes = definedEntries(update)
        const image = storable(GalleryImageSchema, { ...toImage(snapshot), ...changes })
        if (Object.keys(changes).length > 0) tx.update(snapshot.ref, changes)
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
        const placed = await tx.get(images.where('position', '>=', 0))
        const keep = new Set(ids)
        for (const doc of placed.docs) {
          if (!keep.has(String(doc.get('id')))) tx.update(doc.ref, { position: null })
        }
        listed.forEach((snapshot, position) => tx.update(snapshot.ref, { position }))
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
    async listProfiles() {
      const found = await all('profile', ProfileSchema, profiles.orderBy('created_at', 'desc'), toProfile)
      return found.sort(newestFirst((profile) => profile.created_at))
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
    async countAdmins() {
      const snapshot = await adminsRef.get()
      if (snapshot.exists) return ((snapshot.get('ids') as string[] | undefined) ?? []).length
      return (await profiles.where('is_admin', '==', true).count().get()).data().count
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
        ref(enquiries, enquiry.id).create({ ...enquiry }),
      )
      return enquiry
    },
    async listEnquiries() {
      const found = await all('enquiry', EnquirySchema, enquiries.orderBy('created_at', 'desc'), toEnquiry)
      return found.sort(newestFirst((enquiry) => enquiry.created_at))
    },
    async updateEnquiry(id, update) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(enquiries, id))
        if (!snapshot.exists) return null
        const changes = { handled: update.handled, handled_at: update.handled_at }
        storable(ENQUIRY_HANDLING, changes)
        tx.update(snapshot.ref, changes)
        return { ...toEnquiry(snapshot), ...changes }
      })
    },
  }
}
