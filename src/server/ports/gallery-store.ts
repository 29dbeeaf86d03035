import type { GalleryCategory, GalleryImage, GalleryStatus } from '../../domain/gallery-image.ts'
import type { Page, PageRequest } from '../../domain/page.ts'
import type { ContentStats } from '../../domain/stats.ts'

/** Fields of a gallery image that can change after creation. */
export type GalleryImageUpdate = Partial<Omit<GalleryImage, 'id' | 'created_at'>>

/** Paging, cursors and search as content-stores.ts describes them. */
export interface GalleryQuery extends PageRequest {
  /** Only images in this state; every image when absent. */
  status?: GalleryStatus
  /** Only images in this category (exact match). */
  category?: string
  /** Words in the title, description, location, category or tags. */
  q?: string
  /** Only images this user submitted (author_id). */
  author?: string
}

/**
 * Where the gallery's images and their categories live; conventions in content-stores.ts.
 * Every adapter passes `describeGalleryStoreContract` (gallery-store.contract.ts).
 */
export interface GalleryStore {
  /**
   * One page of gallery images in display order: first those without a position, newest `date`
   * first (ties: newest `created_at`, then id), then those with a position, lowest first.
   */
  listGalleryImages(query?: GalleryQuery): Promise<Page<GalleryImage>>
  /** The image with this id, or null. */
  getGalleryImage(id: string): Promise<GalleryImage | null>
  /**
   * Every image, whatever its status, whose image or widths name a file called one of `names`
   * (domain/media-files.ts), and possibly a few others: the caller checks each. Reads only those
   * images, however many there are.
   */
  listGalleryImagesShowingFiles(names: readonly string[]): Promise<GalleryImage[]>
  /** Stores a new image and returns it. */
  createGalleryImage(image: GalleryImage): Promise<GalleryImage>
  /** Changes the given fields and returns the image as stored, or null when there is none. */
  updateGalleryImage(id: string, update: GalleryImageUpdate): Promise<GalleryImage | null>
  /** Removes the image; false when there was none. */
  deleteGalleryImage(id: string): Promise<boolean>
  /**
   * Puts the listed images, in that order, before every other image that has a position; the
   * others keep their places (an admin rearranges the images they have loaded, the first of the
   * order, without the store touching the rest). Writes only the listed images. Throws
   * `not_found` when an id is unknown; nothing is written then.
   */
  setGalleryOrder(ids: readonly string[]): Promise<void>
  /** How many images are in each state, counted by the database (never by reading the records). */
  countGalleryImages(): Promise<ContentStats['gallery']>
  /**
   * The categories, by position. A fresh store already holds the five defaults
   * (DEFAULT_GALLERY_CATEGORIES, positions 0 to 4).
   */
  listGalleryCategories(): Promise<GalleryCategory[]>
  /** Adds a category. Throws `conflict` when one with the same name exists, ignoring case. */
  createGalleryCategory(category: GalleryCategory): Promise<GalleryCategory>
}
