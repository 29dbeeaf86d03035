import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { AppError } from '../../../domain/api-error.ts'
import {
  isMediaKey,
  MEDIA_CONTENT_TYPES,
  type MediaStore,
  type MediaVisibility,
} from '../../ports/media-store.ts'

export interface DiskMediaStoreOptions {
  /** Folder the files live in, e.g. `.data/media`. */
  root: string
  /** URL prefix the API serves them under, e.g. `/api/media`. */
  publicBase: string
}

/** Private files live here: a key never starts with '.', so no key can name this folder. */
const PRIVATE_FOLDER = '.private'

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** The MediaStore on the local disk; the API's GET /api/media/* serves the files. */
export function createDiskMediaStore({ root, publicBase }: DiskMediaStoreOptions): MediaStore {
  const base = publicBase.replace(/\/+$/, '')
  const pathOf = (key: string, visibility: MediaVisibility) =>
    visibility === 'public' ? join(root, ...key.split('/')) : join(root, PRIVATE_FOLDER, ...key.split('/'))

  /** Write beside the target and rename: a reader sees the old file or the whole new one. */
  async function writeWhole(target: string, bytes: Uint8Array): Promise<void> {
    await mkdir(dirname(target), { recursive: true })
    const temporary = `${target}.${randomUUID()}.part`
    try {
      await writeFile(temporary, bytes)
      await rename(temporary, target)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  async function readIfThere(path: string): Promise<Buffer | null> {
    try {
      return await readFile(path)
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    async put(key, bytes, _contentType, visibility = 'public') {
      if (!isMediaKey(key)) throw new AppError('validation_failed', `Not a valid media key: ${key}`)
      await writeWhole(pathOf(key, visibility), bytes)
      // One copy only: a file that turns private must stop being public.
      await rm(pathOf(key, visibility === 'public' ? 'private' : 'public'), { force: true })
    },
    async get(key) {
      if (!isMediaKey(key)) return null
      const type = MEDIA_CONTENT_TYPES[extname(key).slice(1)] ?? 'application/octet-stream'
      for (const visibility of ['public', 'private'] as const) {
        const bytes = await readIfThere(pathOf(key, visibility))
        if (bytes) {
          return {
            bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            contentType: type,
            visibility,
          }
        }
      }
      return null
    },
    async setVisibility(key, visibility) {
      if (!isMediaKey(key)) return false
      const from = pathOf(key, visibility === 'public' ? 'private' : 'public')
      const to = pathOf(key, visibility)
      await mkdir(dirname(to), { recursive: true })
      try {
        // A rename within one file system: the file is in one place or the other, never both.
        await rename(from, to)
        return true
      } catch (error) {
        if (!isMissing(error)) throw error
        return (await readIfThere(to)) !== null
      }
    },
    async delete(key) {
      if (!isMediaKey(key)) return
      await rm(pathOf(key, 'public'), { force: true })
      await rm(pathOf(key, 'private'), { force: true })
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
