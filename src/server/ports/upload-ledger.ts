import type { ImageVariant, MediaPurpose } from '../../domain/media.ts'

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
 * uploader until attached once to a record; unattached uploads expire). Conventions in
 * content-stores.ts; every adapter passes `describeUploadLedgerContract`
 * (upload-ledger.contract.ts).
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
