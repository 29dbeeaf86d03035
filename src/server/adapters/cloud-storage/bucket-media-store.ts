import type { Storage } from 'firebase-admin/storage'
import { AppError } from '../../../domain/api-error.ts'
import { isMediaKey, MEDIA_CONTENT_TYPES, type MediaStore } from '../../ports/media-store.ts'

type Bucket = ReturnType<Storage['bucket']>

/** Every object lives under public/, the one folder storage.rules lets anyone read. */
export const PUBLIC_FOLDER = 'public/'

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
  const file = (key: string) => bucket.file(`${PUBLIC_FOLDER}${key}`)

  return {
    async put(key, bytes, contentType) {
      if (!isMediaKey(key)) throw new AppError('validation_failed', `Not a valid media key: ${key}`)
      // A single-request upload: the object appears whole when it succeeds, or not at all.
      await file(key).save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        resumable: false,
        contentType,
        metadata: {
          // Keys are never reused (time and random in the name), so a file can be cached for good.
          cacheControl: 'public, max-age=31536000, immutable',
        },
      })
    },
    async get(key) {
      if (!isMediaKey(key)) return null
      try {
        const target = file(key)
        const [[bytes], [metadata]] = await Promise.all([target.download(), target.getMetadata()])
        const extension = key.slice(key.lastIndexOf('.') + 1)
        return {
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: metadata.contentType ?? MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream',
        }
      } catch (error) {
        if (hasStatus(error, 404)) return null
        throw error
      }
    },
    async delete(key) {
      if (!isMediaKey(key)) return
      await file(key).delete({ ignoreNotFound: true })
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
