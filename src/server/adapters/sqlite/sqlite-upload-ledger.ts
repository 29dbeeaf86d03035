import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { AppError } from '../../../domain/api-error.ts'
import type { ImageVariant, MediaPurpose } from '../../../domain/media.ts'
import type { Upload, UploadLedger } from '../../ports/upload-ledger.ts'
import { transaction } from './transaction.ts'

type Row = Record<string, SQLInputValue>

function toUpload(row: Row): Upload {
  return {
    id: String(row.id),
    owner_id: String(row.owner_id),
    purpose: String(row.purpose) as MediaPurpose,
    keys: JSON.parse(String(row.keys)) as string[],
    variants: JSON.parse(String(row.variants)) as ImageVariant[],
    created_at: String(row.created_at),
    attached_to: row.attached_to === null || row.attached_to === undefined ? null : String(row.attached_to),
  }
}

/** The upload ledger on the `uploads` table (migration 4). */
export function createSqliteUploadLedger(db: DatabaseSync): UploadLedger {
  const getUpload = (id: string) => {
    const row = db.prepare('SELECT * FROM uploads WHERE id = ?').get(id) as Row | undefined
    return row ? toUpload(row) : null
  }

  return {
    async createUpload(upload) {
      try {
        db.prepare(
          `INSERT INTO uploads (id, owner_id, purpose, keys, variants, created_at, attached_to)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          upload.id,
          upload.owner_id,
          upload.purpose,
          JSON.stringify(upload.keys),
          JSON.stringify(upload.variants),
          upload.created_at,
          upload.attached_to,
        )
      } catch (error) {
        if ((error as { errcode?: unknown }).errcode === 1555) {
          throw new AppError('conflict', 'An upload with this id already exists', { cause: error })
        }
        throw error
      }
      return getUpload(upload.id) as Upload
    },
    async getUpload(id) {
      return getUpload(id)
    },
    async attachUpload(id, attachedTo) {
      // One statement: the condition and the write cannot be separated by another claim.
      const { changes } = db
        .prepare('UPDATE uploads SET attached_to = ? WHERE id = ? AND attached_to IS NULL')
        .run(attachedTo, id)
      return changes > 0 ? getUpload(id) : null
    },
    async detachUpload(id, attachedTo) {
      db.prepare('UPDATE uploads SET attached_to = NULL WHERE id = ? AND attached_to = ?').run(id, attachedTo)
    },
    async deleteUpload(id) {
      return db.prepare('DELETE FROM uploads WHERE id = ?').run(id).changes > 0
    },
    async deleteUnattachedUpload(id) {
      return transaction(
        db,
        () => db.prepare('DELETE FROM uploads WHERE id = ? AND attached_to IS NULL').run(id).changes > 0,
      )
    },
    async listUnattachedUploads(createdBefore, limit) {
      if (limit <= 0) return []
      const rows = db
        .prepare(
          `SELECT * FROM uploads WHERE attached_to IS NULL AND created_at < ?
           ORDER BY created_at, id LIMIT ?`,
        )
        .all(createdBefore, limit) as Row[]
      return rows.map(toUpload)
    },
  }
}
