import type { DatabaseSync } from 'node:sqlite'
import { AppError } from '../../../domain/api-error.ts'
import {
  GalleryCategorySchema,
  GalleryImageSchema,
  type GalleryImage,
  type GalleryStatus,
} from '../../../domain/gallery-image.ts'
import { fileNamesOf, urlsOfImage } from '../../../domain/media-files.ts'
import type { GalleryImageUpdate, GalleryStore } from '../../ports/gallery-store.ts'
import { GALLERY_ORDER } from '../page-cursor.ts'
import { fieldsOf, readable, storable } from '../stored-records.ts'
import {
  conflictOnDuplicate,
  equalTo,
  json,
  merged,
  rowReader,
  sqliteConnection,
  text,
  updatableColumns,
  type Row,
} from './sqlite-connection.ts'
import { transaction } from './transaction.ts'

const toGalleryImage = rowReader(GalleryImageSchema, {
  nullable: ['description', 'location', 'author_id'],
  numbers: ['position'],
  json: ['image_variants', 'tags'],
})

const toCategory = rowReader(GalleryCategorySchema, { numbers: ['position'] })

const GALLERY_COLUMNS = updatableColumns(GalleryImageSchema)

const CATEGORY_TAKEN = 'A category with this name already exists'

/** The GalleryStore on `gallery_images` and `gallery_categories` (defaults written by migration). */
export function createSqliteGalleryStore(db: DatabaseSync): GalleryStore {
  const { all, one, run, readPage, cachedPage, updateRow, insertRow, byId, rowsContaining } =
    sqliteConnection(db)
  const getGalleryImage = (id: string) => byId('gallery_images', id, toGalleryImage)

  return {
    async listGalleryImages({ status, category, q, author, ...request } = {}) {
      const where = equalTo({ status, author_id: author, category })
      if (q !== undefined) where.push(['search_match(?, title, description, location, category, tags)', [q]])
      const spec = {
        list: 'gallery',
        kind: 'gallery image',
        schema: GalleryImageSchema,
        table: 'gallery_images',
        order: GALLERY_ORDER,
        where,
        toRecord: toGalleryImage,
      }
      const key = JSON.stringify(['gallery', status, category, q, author, request.cursor, request.limit])
      return cachedPage(key, () => readPage(spec, request))
    },
    async getGalleryImage(id) {
      return getGalleryImage(id)
    },
    async listGalleryImagesShowingFiles(names) {
      const wanted = new Set(names)
      const rows = rowsContaining('gallery_images', ['image_url', 'image_variants'], names)
      return readable('gallery image', GalleryImageSchema, rows, toGalleryImage).filter((image) =>
        fileNamesOf(urlsOfImage(image)).some((name) => wanted.has(name)),
      )
    },
    async createGalleryImage(image) {
      storable(GalleryImageSchema, image)
      conflictOnDuplicate('An image with this id already exists', () =>
        insertRow('gallery_images', fieldsOf(GalleryImageSchema), image),
      )
      return getGalleryImage(image.id) as GalleryImage
    },
    async updateGalleryImage(id, update: GalleryImageUpdate) {
      const current = getGalleryImage(id)
      if (!current) return null
      storable(GalleryImageSchema, merged(current, update))
      return updateRow('gallery_images', GALLERY_COLUMNS, id, update) ? getGalleryImage(id) : null
    },
    async deleteGalleryImage(id) {
      return run('DELETE FROM gallery_images WHERE id = ?', id).changes > 0
    },
    async setGalleryOrder(ids) {
      transaction(db, () => {
        const known = Number(
          one(
            'SELECT count(*) AS n FROM gallery_images WHERE id IN (SELECT value FROM json_each(?))',
            json(ids),
          )?.n ?? 0,
        )
        if (known !== ids.length) {
          throw new AppError('not_found', 'Some of these images no longer exist. Refresh and try again.')
        }
        // The listed images go just before the first positioned image that is not listed.
        const first = one(
          `SELECT min(position) AS position FROM gallery_images
           WHERE position IS NOT NULL AND id NOT IN (SELECT value FROM json_each(?))`,
          json(ids),
        )?.position
        const start = (first === null || first === undefined ? ids.length : Number(first)) - ids.length
        ids.forEach((id, index) =>
          run('UPDATE gallery_images SET position = ? WHERE id = ?', start + index, id),
        )
      })
    },
    async countGalleryImages() {
      const images = all('SELECT status, count(*) AS n FROM gallery_images GROUP BY status')
      const imagesIn = (status: GalleryStatus) => Number(images.find((row) => row.status === status)?.n ?? 0)
      return { approved: imagesIn('approved'), pending: imagesIn('pending'), rejected: imagesIn('rejected') }
    },
    async listGalleryCategories() {
      const rows = all('SELECT * FROM gallery_categories ORDER BY position, name')
      return readable('gallery category', GalleryCategorySchema, rows, toCategory)
    },
    async createGalleryCategory(category) {
      storable(GalleryCategorySchema, category)
      // The column's NOCASE folds ASCII letters only; Firestore's key folds every letter.
      const name = category.name.toLowerCase()
      if (all('SELECT name FROM gallery_categories').some((row) => text(row.name).toLowerCase() === name)) {
        throw new AppError('conflict', CATEGORY_TAKEN)
      }
      conflictOnDuplicate(CATEGORY_TAKEN, () =>
        run(
          'INSERT INTO gallery_categories (name, position, created_at) VALUES (?, ?, ?)',
          category.name,
          category.position,
          category.created_at,
        ),
      )
      return toCategory(one('SELECT * FROM gallery_categories WHERE name = ?', category.name) as Row)
    },
  }
}
