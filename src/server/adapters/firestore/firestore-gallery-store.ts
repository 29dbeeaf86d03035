import type { Firestore } from 'firebase-admin/firestore'
import { AppError } from '../../../domain/api-error.ts'
import {
  DEFAULT_GALLERY_CATEGORIES,
  GalleryCategorySchema,
  GalleryImageSchema,
  type GalleryCategory,
  type GalleryImage,
} from '../../../domain/gallery-image.ts'
import { fileNamesOf, urlsOfImage } from '../../../domain/media-files.ts'
import { searchPrefixes } from '../../../domain/search.ts'
import type { GalleryStore } from '../../ports/gallery-store.ts'
import { GALLERY_ORDER } from '../page-cursor.ts'
import { storable } from '../stored-records.ts'
import {
  binary,
  collectionOf,
  conflictOnExisting,
  definedEntries,
  recordReader,
  readAll,
  readDoc,
  readPage,
  readShowingFiles,
  ref,
  storedDocument,
  storedRef,
  whereEqual,
  type FirestoreStoreOptions,
} from './firestore-collections.ts'
import { createCounter } from './firestore-counters.ts'
import { searchIn } from './firestore-search.ts'

/** The texts a search looks in (domain/search.ts). */
const imageSearchFields = (image: GalleryImage) => [
  image.title,
  image.description,
  image.location,
  image.category,
  ...image.tags,
]

function byCategoryPosition(a: GalleryCategory, b: GalleryCategory): number {
  return a.position - b.position || binary(a.name, b.name)
}

/** What an image stores beside its own fields: its search prefixes and the names of the files it shows. */
const derivedFields = (image: GalleryImage) => ({
  search_prefixes: searchPrefixes(imageSearchFields(image)),
  media_files: fileNamesOf(urlsOfImage(image)),
})

/** What a new image is stored as: gallery_images/{id}, with its derived fields. */
export const newGalleryImageDocument = (image: GalleryImage) =>
  storedDocument('gallery_images', image, { ...image, ...derivedFields(image) })

const toImage = recordReader(GalleryImageSchema)
const toCategory = recordReader(GalleryCategorySchema)

/**
 * The GalleryStore on Firestore: gallery_images/{id}, with `search_prefixes` and `media_files` as posts have;
 * gallery_categories/{lower-cased name}, so a name is unique ignoring case; meta/categories
 * marks that the five default categories were written; meta/gallery_counts = {approved, pending,
 * rejected}, changed with every image created, deleted or moved to another status.
 */
export function createFirestoreGalleryStore(
  db: Firestore,
  options: FirestoreStoreOptions = {},
): GalleryStore {
  const images = collectionOf(db, options, 'gallery_images')
  const categories = collectionOf(db, options, 'gallery_categories')
  const categoriesMarker = collectionOf(db, options, 'meta').doc('categories')
  const categoryRef = (name: string) => ref(categories, name.toLowerCase())
  const counts = createCounter(db, options, 'gallery_counts', {
    approved: images.where('status', '==', 'approved'),
    pending: images.where('status', '==', 'pending'),
    rejected: images.where('status', '==', 'rejected'),
  })
  /** The counter's change when an image stored with status `from` leaves it for `to`. */
  const moved = (from: unknown, to: unknown) => ({
    ...(typeof from === 'string' ? { [from]: -1 } : {}),
    ...(typeof to === 'string' ? { [to]: 1 } : {}),
  })

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

  return {
    async listGalleryImages({ status, category, q, author, ...request } = {}) {
      const query = whereEqual(images, { status, author_id: author, category })
      return readPage(
        {
          list: 'gallery',
          kind: 'gallery image',
          schema: GalleryImageSchema,
          order: GALLERY_ORDER,
          toRecord: toImage,
          ...searchIn(query, q, imageSearchFields),
        },
        request,
      )
    },
    async getGalleryImage(id) {
      return readDoc(images, id, toImage)
    },
    async listGalleryImagesShowingFiles(names) {
      return readShowingFiles(images, names, 'gallery image', GalleryImageSchema, toImage)
    },
    async createGalleryImage(image) {
      storable(GalleryImageSchema, image)
      const document = newGalleryImageDocument(image)
      await conflictOnExisting('An image with this id already exists', () => {
        const batch = db.batch()
        batch.create(storedRef(db, options, document), document.data)
        counts.add(batch, moved(null, image.status))
        return batch.commit()
      })
      return image
    },
    async updateGalleryImage(id, update) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(images, id))
        if (!snapshot.exists) return null
        const changes = definedEntries(update)
        const image = storable(GalleryImageSchema, { ...toImage(snapshot), ...changes })
        if (Object.keys(changes).length > 0) {
          tx.update(snapshot.ref, { ...changes, ...derivedFields(image) })
        }
        const stored: unknown = snapshot.get('status')
        if (changes.status !== undefined && changes.status !== stored)
          counts.add(tx, moved(stored, changes.status))
        return image
      })
    },
    async deleteGalleryImage(id) {
      return counts.remove(ref(images, id), (stored) => moved(stored.get('status'), null))
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
    async countGalleryImages() {
      return counts.read()
    },
    async listGalleryCategories() {
      await ensureDefaultCategories()
      const found = await readAll('gallery category', GalleryCategorySchema, categories, toCategory)
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
  }
}
