import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { AppError } from '../../../domain/api-error.ts'
import { isMediaKey, MEDIA_CONTENT_TYPES, type MediaStore } from '../../ports/media-store.ts'

export interface DiskMediaStoreOptions {
  /** Folder the files live in, e.g. `.data/media`. */
  root: string
  /** URL prefix the API serves them under, e.g. `/api/media`. */
  publicBase: string
}

/** The MediaStore on the local disk; the API's GET /api/media/* serves the files. */
export function createDiskMediaStore({ root, publicBase }: DiskMediaStoreOptions): MediaStore {
  const base = publicBase.replace(/\/+$/, '')
  const pathOf = (key: string) => join(root, ...key.split('/'))

  return {
    async put(key, bytes) {
      if (!isMediaKey(key)) throw new AppError('validation_failed', `Not a valid media key: ${key}`)
      const target = pathOf(key)
      await mkdir(dirname(target), { recursive: true })
      // Write beside the target and rename: a reader sees the old file or the whole new one.
      const temporary = `${target}.${randomUUID()}.part`
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null
      try {
        const bytes = await readFile(pathOf(key))
        const type = MEDIA_CONTENT_TYPES[extname(key).slice(1)] ?? 'application/octet-stream'
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: type }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      if (!isMediaKey(key)) return
      await rm(pathOf(key), { force: true })
    },
    publicUrl(key) {
      return `${base}/${key}`
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null
      const key = url.slice(base.length + 1)
      return isMediaKey(key) ? key : null
    },
  }
}
