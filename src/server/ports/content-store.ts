import type {
  Enquiry,
  EnquiryKind,
  EnquiryMail,
  EnquiryNote,
  EnquiryStatusFilter,
} from '../../domain/enquiry.ts'
import type { GalleryCategory, GalleryImage, GalleryStatus } from '../../domain/gallery-image.ts'
import type { ImageVariant, MediaPurpose } from '../../domain/media.ts'
import { MAX_PAGE_SIZE, type Page, type PageRequest } from '../../domain/page.ts'
import type { Post } from '../../domain/post.ts'
import type { Profile } from '../../domain/profile.ts'
import type { ContentStats } from '../../domain/stats.ts'

/** Fields of a post that can change after creation (id and date never do). */
export type PostUpdate = Partial<Omit<Post, 'id' | 'date'>>
/** Fields of a gallery image that can change after creation. */
export type GalleryImageUpdate = Partial<Omit<GalleryImage, 'id' | 'created_at'>>
export type EnquiryUpdate = Pick<Enquiry, 'status' | 'status_changed_at'>

/**
 * Every list reads one page (PageRequest; DEFAULT_PAGE_SIZE items when `limit` is absent) and
 * answers the cursor of the next. A cursor names the last item's place in the order, so a page
 * neither repeats nor skips items when others are added or removed meanwhile; a cursor that
 * is not one of ours throws `validation_failed` (STALE_CURSOR). `q` is the search of
 * domain/search.ts (every word starts a word of the item's texts).
 */
export interface PostQuery extends PageRequest {
  /** Only posts with this tag (exact match). */
  tag?: string
  /** Words in the title, excerpt, category, tags or text. */
  q?: string
}

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

export interface EnquiryQuery extends PageRequest {
  /** Only enquiries with this status, or (`open`) with any open one; all when absent. */
  status?: EnquiryStatusFilter
  /** Only messages or only quote requests; both when absent. */
  kind?: EnquiryKind
  /** Words in the name, e-mail, phone, message, suburb or address (enquirySearchFields). */
  q?: string
}

/**
 * Where posts, gallery images, categories, profiles and enquiries live. Services hand the
 * store complete, valid domain objects (ids and timestamps included); the store only keeps
 * them. Every adapter passes `describeContentStoreContract` in content-store.contract.ts.
 *
 * Errors: a method throws only `AppError` with the codes named in its comment; anything else
 * it throws is a fault of the store itself.
 */
export interface ContentStore extends UploadLedger {
  /** One page of posts, newest `date` first (ties by id). */
  listPosts(query?: PostQuery): Promise<Page<Post>>
  /** The post with this id, or null. */
  getPost(id: string): Promise<Post | null>
  /** The post with this slug, or null. */
  getPostBySlug(slug: string): Promise<Post | null>
  /**
   * Up to `limit` posts other than `excludeId` that share at least one of `tags` (exact,
   * case-sensitive match), newest first. [] when `tags` is empty.
   */
  listRelatedPosts(excludeId: string, tags: readonly string[], limit: number): Promise<Post[]>
  /** Stores a new post and returns it. Throws `conflict` when the slug is taken; nothing is written then. */
  createPost(post: Post): Promise<Post>
  /**
   * Changes the given fields and returns the post as stored, or null when no post has this id.
   * Throws `conflict` when the new slug belongs to another post; nothing is written then.
   */
  updatePost(id: string, update: PostUpdate): Promise<Post | null>
  /** Removes the post; false when there was none. */
  deletePost(id: string): Promise<boolean>

  /**
   * One page of gallery images in display order: first those without a position, newest `date`
   * first (ties: newest `created_at`, then id), then those with a position, lowest first.
   */
  listGalleryImages(query?: GalleryQuery): Promise<Page<GalleryImage>>
  /** The image with this id, or null. */
  getGalleryImage(id: string): Promise<GalleryImage | null>
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
  /**
   * The categories, by position. A fresh store already holds the five defaults
   * (DEFAULT_GALLERY_CATEGORIES, positions 0 to 4).
   */
  listGalleryCategories(): Promise<GalleryCategory[]>
  /** Adds a category. Throws `conflict` when one with the same name exists, ignoring case. */
  createGalleryCategory(category: GalleryCategory): Promise<GalleryCategory>

  /** The profile with this id, or null. */
  getProfile(id: string): Promise<Profile | null>
  /**
   * Returns the stored profile for `profile.id`, storing `profile` first when there is none.
   * An existing profile keeps its is_admin and created_at; its email follows `profile.email`.
   */
  ensureProfile(profile: Profile): Promise<Profile>
  /** One page of profiles, newest `created_at` first (ties by id). */
  listProfiles(query?: PageRequest): Promise<Page<Profile>>
  /**
   * Sets is_admin and returns the profile, or null when there is none. Throws `forbidden`
   * (LAST_ADMIN_REMOVAL) when it would leave no admin; checked atomically, nothing is written then.
   */
  setAdmin(id: string, isAdmin: boolean): Promise<Profile | null>
  /**
   * Removes the profile; false when there was none. Throws `forbidden` (LAST_ADMIN_REMOVAL) when
   * it is the last admin's; checked atomically, nothing is written then.
   */
  deleteProfile(id: string): Promise<boolean>
  /** Every admin's profile (a handful), in no particular order: whom to notify. */
  listAdmins(): Promise<Profile[]>
  /** How many profiles have is_admin. */
  countAdmins(): Promise<number>
  /**
   * Stores `profile` as an admin (creating or updating it) only while no admin exists, checked
   * atomically. Returns the stored profile, or null when an admin already exists.
   */
  claimFirstAdmin(profile: Profile): Promise<Profile | null>

  /** Stores a new enquiry and returns it. */
  createEnquiry(enquiry: Enquiry): Promise<Enquiry>
  getEnquiry(id: string): Promise<Enquiry | null>
  /** One page of enquiries, newest `created_at` first (ties by id). */
  listEnquiries(query?: EnquiryQuery): Promise<Page<Enquiry>>
  /** Sets the status and when it changed; returns the enquiry, or null when there is none. */
  updateEnquiry(id: string, update: EnquiryUpdate): Promise<Enquiry | null>
  /**
   * Adds a note at the end of the enquiry's notes, atomically (two admins' notes both stay);
   * returns the enquiry, or null when there is none. Throws `validation_failed` when it already
   * holds MAX_NOTES notes.
   */
  addEnquiryNote(id: string, note: EnquiryNote): Promise<Enquiry | null>
  /**
   * Up to `limit` enquiries with e-mails pending whose next_attempt_at is at or before `dueBy`,
   * soonest due first (ties by id).
   */
  listEnquiriesWithMailDue(dueBy: string, limit: number): Promise<Enquiry[]>
  /**
   * Replaces the enquiry's mail state only while its e-mails are pending with next_attempt_at
   * `expectedNextAttempt` (as the caller read it), checked atomically: of two senders that read
   * the same enquiry, one wins. Returns the enquiry as stored, or null when there is none or its
   * mail state changed meanwhile (nothing is written then).
   */
  updateEnquiryMail(id: string, expectedNextAttempt: string, mail: EnquiryMail): Promise<Enquiry | null>
  /** Removes the enquiry; false when there was none. */
  deleteEnquiry(id: string): Promise<boolean>
  /**
   * Up to `limit` enquiries created before `createdBefore`, oldest first (ties by id): what the
   * retention rule deletes next, with their photos.
   */
  listEnquiriesCreatedBefore(createdBefore: string, limit: number): Promise<Enquiry[]>

  /** The dashboard's counts, counted by the database (never by reading the records). */
  countContent(): Promise<ContentStats>
}

/**
 * Every item of a paged list, read page by page at the largest page size: for the build and
 * maintenance work, never for a visitor's request.
 */
export async function everyPage<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  let cursor: string | null = null
  do {
    const page: Page<T> = await list({ cursor, limit: MAX_PAGE_SIZE })
    items.push(...page.items)
    cursor = page.next
  } while (cursor !== null)
  return items
}

/**
 * One upload as the ledger keeps it. `id` is the media keys' common stem
 * (`gallery/1767225600000-<32 hex>`; each width is `<id>-<width>.webp`).
 */
export interface Upload {
  id: string
  /** The uid of the person who uploaded it: only they may attach it. */
  owner_id: string
  purpose: MediaPurpose
  /** The media keys of its widths. */
  keys: string[]
  /** Its widths, smallest first, as the upload answered them. */
  variants: ImageVariant[]
  created_at: string
  /** The record it belongs to (`gallery/<id>` or `post/<id>`), or null while it is not used yet. */
  attached_to: string | null
}

/**
 * Who uploaded which files and what uses them (DESIGN.md section 4: media belongs to its
 * uploader until attached once to a record; unattached uploads expire).
 */
export interface UploadLedger {
  /** Records a new upload. Throws `conflict` when the id is taken; nothing is written then. */
  createUpload(upload: Upload): Promise<Upload>
  /** The upload with this id, or null. */
  getUpload(id: string): Promise<Upload | null>
  /**
   * Sets attached_to only while it is null, checked atomically: of two concurrent claims one
   * wins. Returns the upload as stored, or null when there is none or it is attached already.
   */
  attachUpload(id: string, attachedTo: string): Promise<Upload | null>
  /** Clears attached_to when it is `attachedTo` (a claim whose record was not written); else nothing. */
  detachUpload(id: string, attachedTo: string): Promise<void>
  /** Removes the entry; false when there was none. */
  deleteUpload(id: string): Promise<boolean>
  /** Removes the entry only while it is unattached, checked atomically; false otherwise. */
  deleteUnattachedUpload(id: string): Promise<boolean>
  /** Up to `limit` unattached uploads created before `createdBefore`, oldest first. */
  listUnattachedUploads(createdBefore: string, limit: number): Promise<Upload[]>
}
