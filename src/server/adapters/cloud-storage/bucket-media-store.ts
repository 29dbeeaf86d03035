import type { Storage } from 'firebase-admin/storage'
import { AppError } from '../../../domain/api-error.ts'
import {
  isMediaKey,
  MEDIA_CONTENT_TYPES,
  type MediaStore,
  type MediaVisibility,
} from '../../ports/media-store.ts'

type Bucket = ReturnType<Storage['bucket']>

/** Public files live under public/, the one folder storage.rules lets anyone read (get, not list). */
const PUBLIC_FOLDER = 'public/'
/** Private files (photos waiting for review or rejected): readable only through the API. */
const PRIVATE_FOLDER = 'private/'

export interface BucketMediaStoreOptions {
  /**
   * Origin of the Firebase Storage download endpoint. The default is production's; the Storage
   * emulator or a test double is at another origin.
   */
  downloadOrigin?: string
}

function hasStatus(error: unknown, status: number): boolean {
  return (error as { code?: unknown } | null)?.code === status
}

/**
 * The MediaStore on a Cloud Storage bucket (firebase-admin's getStorage().bucket()). Browsers
 * load files from Firebase Storage's download URL, which storage.rules opens for public/ only;
 * the API writes with the Admin SDK, which rules do not restrict.
 */
export function createBucketMediaStore(
  bucket: Bucket,
  { downloadOrigin = 'https://firebasestorage.googleapis.com' }: BucketMediaStoreOptions = {},
): MediaStore {
  const urlPrefix = `${downloadOrigin.replace(/\/+$/, '')}/v0/b/${bucket.name}/o/`
  const urlSuffix = '?alt=media'
  const file = (key: string, visibility: MediaVisibility = 'public') =>
    bucket.file(`${visibility === 'public' ? PUBLIC_FOLDER : PRIVATE_FOLDER}${key}`)
  const other = (visibility: MediaVisibility): MediaVisibility =>
    visibility === 'public' ? 'private' : 'public'

  /** A single-request upload: the object appears whole when it succeeds, or not at all. */
  async function save(key: string, bytes: Uint8Array, contentType: string, visibility: MediaVisibility) {
    await file(key, visibility).save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      resumable: false,
      contentType,
      metadata: {
        // Keys are never reused (time and random in the name), so a public file can be cached
        // for good; a private one must not be kept by any shared cache.
        cacheControl: visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      },
    })
  }

  async function read(key: string, visibility: MediaVisibility) {
    try {
      const target = file(key, visibility)
      const [[bytes], [metadata]] = await Promise.all([target.download(), target.getMetadata()])
      const extension = key.slice(key.lastIndexOf('.') + 1)
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: metadata.contentType ?? MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream',
        visibility,
      }
    } catch (error) {
      if (hasStatus(error, 404)) return null
      throw error
    }
  }

  return {
    async put(key, bytes, contentType, visibility = 'public') {
      if (!isMediaKey(key)) throw new AppError('validation_failed', `Not a valid media key: ${key}`)
      await save(key, bytes, contentType, visibility)
      // One copy only: a file that turns private must stop being public.
      await file(key, other(visibility)).delete({ ignoreNotFound: true })
    },
    async get(key) {
      if (!isMediaKey(key)) return null
      return (await read(key, 'public')) ?? (await read(key, 'private'))
    },
    async setVisibility(key, visibility) {
      if (!isMediaKey(key)) return false
      const source = await read(key, other(visibility))
      if (!source) return (await read(key, visibility)) !== null
      // Copy, then delete the source: if the delete fails the call throws and can be repeated.
      await save(key, source.bytes, source.contentType, visibility)
      await file(key, other(visibility)).delete({ ignoreNotFound: true })
      return true
    },
    async delete(key) {
      if (!isMediaKey(key)) return
      await Promise.all([
        file(key, 'public').delete({ ignoreNotFound: true }),
        file(key, 'private').delete({ ignoreNotFound: true }),
      ])
    },
    publicUrl(key) {
      return `${urlPrefix}${encodeURIComponent(`${PUBLIC_FOLDER}${key}`)}${urlSuffix}`
    },
    keyFromUrl(url) {
      if (!url.startsWith(urlPrefix) || !url.endsWith(urlSuffix)) return null
      let path: string
      try {
        path = decodeURIComponent(url.slice(urlPrefix.length, -urlSuffix.length))
      } catch {
        return null
      }
      if (!path.startsWith(PUBLIC_FOLDER)) return null
      const key = path.slice(PUBLIC_FOLDER.length)
      return isMediaKey(key) ? key : null
    },
  }
}
