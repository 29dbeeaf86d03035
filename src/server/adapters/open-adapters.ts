/**
 * The composition root's one choice of adapters (issue 12): every runtime that stores
 * something opens them here, by the STORAGE setting. `local`: SQLite and files under DATA_DIR
 * (the local stack, serve-node, the seed, the build, the tests); `firebase`: Firestore and
 * Cloud Storage (production). Adapters are imported only for the storage chosen, so a local
 * script never loads the Firebase SDK.
 */
import { join, resolve } from 'node:path'
import type { App } from 'firebase-admin/app'
import type { ContentStores } from '../ports/content-stores.ts'
import type { MediaStore } from '../ports/media-store.ts'
import type { PublishStateStore } from '../ports/publish-state.ts'
import type { RateLimiter } from '../ports/rate-limiter.ts'

export interface StorageSettings {
  STORAGE: 'local' | 'firebase'
  /** local: the folder of content.sqlite and media/, relative to `root` (the working folder). */
  DATA_DIR: string
  /** The URL prefix of uploaded media (local: '/api/media'). */
  PUBLIC_MEDIA_BASE: string
}

export interface Adapters {
  /** Every area's store, on one database. */
  stores: ContentStores
  media: MediaStore
  publishState: PublishStateStore
  /** Counted in the database, so every process on it shares the limits. */
  rateLimiter: RateLimiter
  /** Where the data lives, for messages: the data folder or 'Firestore'. */
  where: string
  /**
   * Runs a bulk write (the scale seed) as one transaction where the storage has them cheaply
   * (SQLite: thousands of rows commit at once instead of one by one); elsewhere just runs it.
   */
  bulk<T>(work: () => Promise<T>): Promise<T>
  /** Releases the database (local) or the Firebase app this opened (firebase). */
  close(): Promise<void>
}

export interface OpenOptions {
  /** What a relative DATA_DIR starts from (default: the working folder). */
  root?: string | undefined
  /** firebase: the app to use (the function's); a named app of its own is made and closed otherwise. */
  firebaseApp?: App | undefined
}

/**
 * Whether the local data folder already holds a database (false for firebase): a build reads
 * only what is there, and opening would create an empty one.
 */
export async function hasLocalData(settings: StorageSettings, root = process.cwd()): Promise<boolean> {
  if (settings.STORAGE !== 'local') return false
  const [{ existsSync }, { DATABASE_FILE }] = await Promise.all([
    import('node:fs'),
    import('./sqlite/database.ts'),
  ])
  return existsSync(resolve(root, settings.DATA_DIR, DATABASE_FILE))
}

export async function openAdapters(settings: StorageSettings, options: OpenOptions = {}): Promise<Adapters> {
  return settings.STORAGE === 'firebase'
    ? openFirebase(options.firebaseApp)
    : openLocal(settings, options.root)
}

async function openLocal(settings: StorageSettings, root = process.cwd()): Promise<Adapters> {
  const [
    { openDatabase },
    { createSqliteStores },
    { createSqlitePublishState },
    { createSqliteRateLimiter },
  ] = await Promise.all([
    import('./sqlite/database.ts'),
    import('./sqlite/sqlite-stores.ts'),
    import('./sqlite/sqlite-publish-state.ts'),
    import('./sqlite/sqlite-rate-limiter.ts'),
  ])
  const { createDiskMediaStore } = await import('./disk/disk-media-store.ts')
  const dataDir = resolve(root, settings.DATA_DIR)
  const db = openDatabase(dataDir)
  return {
    stores: createSqliteStores(db),
    media: createDiskMediaStore({ root: join(dataDir, 'media'), publicBase: settings.PUBLIC_MEDIA_BASE }),
    publishState: createSqlitePublishState(db),
    rateLimiter: createSqliteRateLimiter(db),
    where: dataDir,
    async bulk(work) {
      db.exec('BEGIN IMMEDIATE')
      try {
        const result = await work()
        db.exec('COMMIT')
        return result
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      }
    },
    close: async () => db.close(),
  }
}

async function openFirebase(given: App | undefined): Promise<Adapters> {
  const [{ initializeApp, deleteApp }, { getFirestore }, { getStorage }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('firebase-admin/storage'),
  ])
  const [{ createFirestoreStores }, { createFirestorePublishState }, { createFirestoreRateLimiter }] =
    await Promise.all([
      import('./firestore/firestore-stores.ts'),
      import('./firestore/firestore-publish-state.ts'),
      import('./firestore/firestore-rate-limiter.ts'),
    ])
  const { createBucketMediaStore } = await import('./cloud-storage/bucket-media-store.ts')
  const app = given ?? initializeApp(undefined, `adapters-${Date.now()}`)
  const firestore = getFirestore(app)
  // The bucket is looked up on first use: the build and the publish step read Firestore only,
  // where no bucket is configured.
  let media: MediaStore | null = null
  return {
    stores: createFirestoreStores(firestore),
    get media() {
      return (media ??= createBucketMediaStore(getStorage(app).bucket()))
    },
    publishState: createFirestorePublishState(firestore),
    rateLimiter: createFirestoreRateLimiter(firestore),
    where: 'Firestore',
    bulk: (work) => work(),
    close: async () => {
      if (!given) await deleteApp(app)
    },
  }
}
