import { AppError } from '../../domain/api-error.ts'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import type { ImageVariant } from '../../domain/media.ts'
import { fileNameOfKey, urlsOfImage, urlsOfPost } from '../../domain/media-files.ts'
import type { Upload } from '../ports/upload-ledger.ts'
import type { DepsWith } from './service-deps.ts'

const UPLOAD_FIRST = 'Please upload the image with the upload button'
export const NOT_YOUR_UPLOAD = 'This image is not one of your uploads. Please upload your own photo.'
export const UPLOAD_IN_USE = 'This upload is already used by another image. Please upload the photo again.'

/** An upload nothing has claimed is deleted after a day. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000
/** How many expired uploads one sweep handles, so a sweep stays short. */
const SWEEP_BATCH = 50

/** The record an upload belongs to, as the ledger writes it. */
export type RecordRef = `gallery/${string}` | `post/${string}` | `enquiry/${string}`

/** The ledger id of an upload from one of its widths' keys (`<id>-<width>.webp`), or null. */
export function uploadIdOfKey(key: string): string | null {
  return /^(.+)-\d+\.webp$/.exec(key)?.[1] ?? null
}

/**
 * Runs the write a claim was made for. When the write throws or finds no record (answers null),
 * the claim is given back first, so no upload stays attached to a record that was not written.
 */
export async function writeOrUnclaim<T>(undo: () => Promise<void>, write: () => Promise<T>): Promise<T> {
  let written: T
  try {
    written = await write()
  } catch (error) {
    await undo()
    throw error
  }
  if (written === null) await undo()
  return written
}

const issue = (message: string) => ({ issues: [{ path: 'image_url', message }] })

/**
 * Who may use which uploaded file, and when a file goes (DESIGN.md section 4): an upload is
 * attached once, by its uploader; a file is deleted only when no gallery image or post (its
 * image or its text) refers to it; an upload nothing claimed expires; a photo is public only
 * while an approved image or a post shows it.
 */
export function createMediaReferences({
  stores,
  media,
  now,
  logger,
}: Pick<DepsWith<'posts' | 'gallery' | 'uploads'>, 'stores' | 'media' | 'now' | 'logger'>) {
  function keysOf(urls: readonly (string | null | undefined)[]): string[] {
    const keys = urls.map((url) => (url ? media.keyFromUrl(url) : null))
    return [...new Set(keys.filter((key): key is string => key !== null))]
  }

  /**
   * Which of `keys` some record shows, each with one such record; `publicOnly` leaves out
   * unapproved images. Reads only the records that name those files (domain/media-files.ts), so
   * an admin's delete or review costs the same with ten posts or ten thousand.
   */
  async function usersOf(
    keys: readonly string[],
    { publicOnly = false } = {},
  ): Promise<Map<string, RecordRef>> {
    const used = new Map<string, RecordRef>()
    if (keys.length === 0) return used
    const names = [...new Set(keys.map(fileNameOfKey))]
    const [images, posts] = await Promise.all([
      stores.gallery.listGalleryImagesShowingFiles(names),
      // Drafts and scheduled posts too: their images are kept for the day they go live.
      stores.posts.listPostsShowingFiles(names),
    ])
    const asked = new Set(keys)
    const mark = (urls: readonly (string | null)[], record: RecordRef) => {
      for (const key of keysOf(urls)) if (asked.has(key)) used.set(key, record)
    }
    for (const image of images) {
      if (!publicOnly || image.status === 'approved') mark(urlsOfImage(image), `gallery/${image.id}`)
    }
    for (const post of posts) mark(urlsOfPost(post), `post/${post.id}`)
    return used
  }

  /** Deletes the files; false when one could not be (logged), so its ledger entry must stay. */
  async function deleteFiles(keys: readonly string[]): Promise<boolean> {
    let all = true
    for (const key of keys) {
      try {
        await media.delete(key)
      } catch (error) {
        logger.warn(`Could not delete media ${key}`, error)
        all = false
      }
    }
    return all
  }

  /**
   * Deletes an upload no record uses: its files, then its entry. When a file could not be
   * deleted the entry stays, unattached, for the sweep to try again: without it nothing would
   * know of the file.
   */
  async function deleteUnusedUpload(upload: Upload): Promise<void> {
    if (await deleteFiles(upload.keys)) await stores.uploads.deleteUpload(upload.id)
    else if (upload.attached_to !== null) await stores.uploads.detachUpload(upload.id, upload.attached_to)
  }

  /**
   * One batch of the sweep: how many expired uploads it found, how many it deleted, and whether
   * a file could not be deleted.
   */
  async function sweepBatch(): Promise<{ listed: number; deleted: number; failed: boolean }> {
    const cutoff = new Date(now().getTime() - UPLOAD_LIFETIME_MS).toISOString()
    const expired = await stores.uploads.listUnattachedUploads(cutoff, SWEEP_BATCH)
    if (expired.length === 0) return { listed: 0, deleted: 0, failed: false }
    let deleted = 0
    let failed = false
    const referenced = await usersOf(expired.flatMap((upload) => upload.keys))
    for (const upload of expired) {
      const user = upload.keys.map((key) => referenced.get(key)).find((ref) => ref !== undefined)
      if (user) {
        await stores.uploads.attachUpload(upload.id, user)
        continue
      }
      // The entry goes first, and only while unattached: a claim arriving now loses cleanly.
      if (!(await stores.uploads.deleteUnattachedUpload(upload.id))) continue
      if (await deleteFiles(upload.keys)) {
        deleted += 1
      } else {
        // A file stayed: the entry is written back, so the next sweep tries again.
        await stores.uploads.createUpload(upload)
        failed = true
      }
    }
    return { listed: expired.length, deleted, failed }
  }

  return {
    /** Whether `url` names one of our stored files (not an outside image). */
    isOurs(url: string): boolean {
      return media.keyFromUrl(url) !== null
    },

    /** Outside image URLs come with outside widths only: our files are only used by claiming them. */
    requireOutsideVariants(variants: readonly ImageVariant[]): void {
      if (keysOf(variants.map((variant) => variant.url)).length > 0) {
        throw new AppError('validation_failed', UPLOAD_FIRST, issue(UPLOAD_FIRST))
      }
    },

    /**
     * Claims the upload behind `url` for `record`: it must be `uid`'s and not attached yet;
     * of two concurrent claims one wins. The caller takes URL and widths from the result.
     */
    async claim(uid: string, url: string, record: RecordRef): Promise<Upload> {
      const key = media.keyFromUrl(url)
      const id = key && uploadIdOfKey(key)
      const upload = id ? await stores.uploads.getUpload(id) : null
      if (!upload || upload.owner_id !== uid) {
        throw new AppError('forbidden', NOT_YOUR_UPLOAD, issue(NOT_YOUR_UPLOAD))
      }
      if (upload.attached_to !== null || !(await stores.uploads.attachUpload(upload.id, record))) {
        throw new AppError('conflict', UPLOAD_IN_USE, issue(UPLOAD_IN_USE))
      }
      return upload
    },

    /**
     * The image a record may show: one of `uid`'s uploads, claimed for `record` (URL and widths
     * from the ledger, not the client), or an outside URL with outside widths when
     * `outsideAllowed`. Returns the claim's undo, for when the record is not written.
     */
    async claimImage(
      uid: string,
      record: RecordRef,
      { image_url, image_variants = [] }: { image_url: string; image_variants?: ImageVariant[] | undefined },
      { outsideAllowed }: { outsideAllowed: boolean },
    ): Promise<{ image: { image_url: string; image_variants: ImageVariant[] }; undo: () => Promise<void> }> {
      if (!this.isOurs(image_url)) {
        if (!outsideAllowed) throw new AppError('validation_failed', UPLOAD_FIRST, issue(UPLOAD_FIRST))
        this.requireOutsideVariants(image_variants)
        return { image: { image_url, image_variants }, undo: async () => {} }
      }
      const upload = await this.claim(uid, image_url, record)
      const largest = upload.variants[upload.variants.length - 1]!
      return {
        image: { image_url: largest.url, image_variants: upload.variants },
        undo: () => this.unclaim(upload, record),
      }
    },

    /** Deletes an upload no record uses; one whose file would not go is left to the sweep. */
    deleteUnused: deleteUnusedUpload,

    /** Gives a claim back when its record could not be written. */
    async unclaim(upload: Upload, record: RecordRef): Promise<void> {
      await stores.uploads
        .detachUpload(upload.id, record)
        .catch((error: unknown) => logger.warn(`Could not release upload ${upload.id}`, error))
    },

    /**
     * After a record stopped using these URLs (deleted, or its image or text replaced): deletes
     * the files, and their ledger entry, of every upload no record refers to any more.
     */
    async release(urls: readonly (string | null | undefined)[]): Promise<void> {
      const keys = keysOf(urls)
      if (keys.length === 0) return
      const groups = new Map<string, string[]>()
      for (const key of keys) {
        const id = uploadIdOfKey(key) ?? key
        groups.set(id, [...(groups.get(id) ?? []), key])
      }
      // A file is kept while any width of its upload is still shown somewhere.
      const uploads = await Promise.all(
        [...groups].map(async ([id, groupKeys]) => ({
          groupKeys,
          upload: await stores.uploads.getUpload(id),
        })),
      )
      const used = await usersOf(uploads.flatMap(({ upload, groupKeys }) => upload?.keys ?? groupKeys))
      for (const { groupKeys, upload } of uploads) {
        if ((upload?.keys ?? groupKeys).some((key) => used.has(key))) continue
        if (upload) await deleteUnusedUpload(upload)
        else await deleteFiles(groupKeys)
      }
    },

    /**
     * Deletes the files and ledger entries of the uploads behind `urls` that are attached to
     * `record`: a quote request's photos, which are private and which no post or gallery image
     * can show, so no scan of the other records is needed. An upload attached elsewhere stays.
     */
    async deleteAttached(record: RecordRef, urls: readonly string[]): Promise<void> {
      for (const key of keysOf(urls)) {
        const id = uploadIdOfKey(key)
        const upload = id ? await stores.uploads.getUpload(id) : null
        if (!upload) {
          await deleteFiles([key]) // its ledger entry is gone already: a deletion cut short
          continue
        }
        if (upload.attached_to !== record) continue
        await deleteUnusedUpload(upload)
      }
    },

    /** URLs a post refers to: its image, its widths and the images in its text. */
    urlsOfPost,

    /**
     * An approved image's files are public; a pending or rejected one's private, unless an
     * approved image or a post shows the same file. `justClaimed`: the image's upload was attached
     * to it a moment ago (uploads are attached once), so nothing else shows its files and no
     * other record needs reading.
     */
    async matchVisibility(
      image: Pick<GalleryImage, 'image_url' | 'image_variants' | 'status'>,
      { justClaimed = false } = {},
    ): Promise<void> {
      const keys = keysOf([image.image_url, ...image.image_variants.map((v) => v.url)])
      if (keys.length === 0) return
      const scan = image.status !== 'approved' && !justClaimed
      const shown = scan ? await usersOf(keys, { publicOnly: true }) : null
      for (const key of keys) {
        if (shown?.has(key)) continue
        await media.setVisibility(key, image.status === 'approved' ? 'public' : 'private')
      }
    },

    /**
     * Deletes uploads nothing claimed within UPLOAD_LIFETIME_MS, SWEEP_BATCH at a time: one batch,
     * or (given `until`, a time in ms) batch after batch until none is left or the time has come,
     * as the hourly schedule does to clear a backlog. One a record refers to anyway (an image
     * pasted into a post's text) is attached to it instead: each batch reads only the records
     * that name its files. A file that could not be deleted
     * ends the run (Storage is failing; the next run tries again). Returns how many were deleted.
     */
    async sweepExpired(until?: number): Promise<number> {
      let deleted = 0
      for (;;) {
        const batch = await sweepBatch()
        deleted += batch.deleted
        if (batch.failed || batch.listed < SWEEP_BATCH || until === undefined || now().getTime() >= until)
          return deleted
      }
    },
  }
}

export type MediaReferences = ReturnType<typeof createMediaReferences>
