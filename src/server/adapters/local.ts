import { join } from 'node:path'
import type { ContentStore } from '../ports/content-store.ts'
import type { MediaStore } from '../ports/media-store.ts'
import { createDiskMediaStore } from './disk/disk-media-store.ts'
import { openDatabase } from './sqlite/database.ts'
import { createSqliteContentStore } from './sqlite/sqlite-content-store.ts'

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
  close: () => void
} {
  const db = openDatabase(dataDir)
  return {
    content: createSqliteContentStore(db),
    media: createDiskMediaStore({ root: join(dataDir, 'media'), publicBase: publicMediaBase }),
    close: () => db.close(),
  }
}
