/**
 * Where uploaded images live once they have been checked and re-encoded. Keys are relative
 * paths like `gallery/1767225600000-3f9a1c2b-960.webp`: lower-case letters, digits, '-', '_'
 * and '/' between segments, with an image extension. Every adapter passes
 * `describeMediaStoreContract` in media-store.contract.ts.
 */
export interface MediaStore {
  /**
   * Stores the bytes under `key`, replacing what was there. Either the whole file is stored or
   * nothing is. Throws `validation_failed` for a key outside the pattern above.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The stored bytes and their type, or null when nothing is stored under `key` (or it is not a valid key). */
  get(key: string): Promise<StoredMedia | null>
  /** Removes the file; does nothing when there is none. */
  delete(key: string): Promise<void>
  /** Where a browser loads the file from. */
  publicUrl(key: string): string
  /** The key behind a URL made by publicUrl, or null for any other URL. */
  keyFromUrl(url: string): string | null
}

export interface StoredMedia {
  bytes: Uint8Array
  contentType: string
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:webp|jpg|png|gif|avif)$/

/** Whether `key` is a media key every adapter accepts (no '..', no absolute paths). */
export function isMediaKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key)
}

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
}
