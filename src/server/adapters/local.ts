import { join } from 'node:path'
import type { ContentStore } from '../ports/content-store.ts'
import type { MediaStore } from '../ports/media-store.ts'
import type { RateLimiter } from '../ports/rate-limiter.ts'
import { createDiskMediaStore } from './disk/disk-media-store.ts'
import { openDatabase } from './sqlite/database.ts'
import { createSqliteContentStore } from './sqlite/sqlite-content-store.ts'
import { createSqliteRateLimiter } from './sqlite/sqlite-rate-limiter.ts'

/**
 * The local adapters as a composition root wants them: the SQLite database at
 * `{dataDir}/content.sqlite` and media files under `{dataDir}/media`, served at publicMediaBase.
 */
export function openLocalAdapters({
  dataDir,
  publicMediaBase,
}: {
  dataDir: string
  publicMediaBase: string
}): {
  content: ContentStore
  media: MediaStore
  /** Counted in the database, so every process on it shares the limits. */
  rateLimiter: RateLimiter
  close: () => void
} {
  const db = openDatabase(dataDir)
  return {
    content: createSqliteContentStore(db),
    media: createDiskMediaStore({ root: join(dataDir, 'media'), publicBase: publicMediaBase }),
    rateLimiter: createSqliteRateLimiter(db),
    close: () => db.close(),
  }
}
