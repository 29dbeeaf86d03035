/**
 * Where uploaded images live once they have been checked and re-encoded. Keys are relative
 * paths like `gallery/1767225600000-<32 hex>-960.webp`: lower-case letters, digits, '-', '_'
 * and '/' between segments, with an image extension. Every adapter passes
 * `describeMediaStoreContract` in media-store.contract.ts.
 */
export interface MediaStore {
  /**
   * Stores the bytes under `key`, replacing what was there, as public (the default) or private.
   * Either the whole file is stored or nothing is. Throws `validation_failed` for a key outside
   * the pattern above.
   */
  put(key: string, bytes: Uint8Array, contentType: string, visibility?: MediaVisibility): Promise<void>
  /**
   * The stored bytes, their type and visibility, or null when nothing is stored under `key` (or
   * it is not a valid key). The caller decides who may see a private file.
   */
  get(key: string): Promise<StoredMedia | null>
  /**
   * Makes the file public or private. Only public files can be loaded from publicUrl(key); a
   * private one is readable only through get(). False when nothing is stored under `key`.
   */
  setVisibility(key: string, visibility: MediaVisibility): Promise<boolean>
  /** Removes the file, public or private; does nothing when there is none. */
  delete(key: string): Promise<void>
  /** Where a browser loads the file from once it is public (the same URL while it is private). */
  publicUrl(key: string): string
  /** The key behind a URL made by publicUrl, or null for any other URL. */
  keyFromUrl(url: string): string | null
}

export type MediaVisibility = 'public' | 'private'

export interface StoredMedia {
  bytes: Uint8Array
  contentType: string
  visibility: MediaVisibility
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
