import { describe, expect, test } from 'vitest'
import { openDatabase } from '../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../src/server/adapters/sqlite/sqlite-stores.ts'
import { countContent } from '../src/server/services/stats-service.ts'
import { tempDir } from '#tests/helpers/temp.ts'
import { demoPhotos, demoPosts } from './demo-content.ts'
import { seedDataDir } from './seed.ts'

describe('the demo seed', () => {
  // Drawing and re-encoding every demo photo takes a few seconds.
  test(
    'writes the demo content and leaves the activity log empty: it is no admin’s action',
    { timeout: 90_000 },
    async () => {
      const dataDir = tempDir('seed')
      expect(await seedDataDir(dataDir)).toEqual({
        posts: demoPosts.length,
        photos: demoPhotos.length,
        scale: null,
      })
      const stores = createSqliteStores(openDatabase(dataDir))
      expect((await countContent(stores)).posts).toBe(demoPosts.length)
      expect(await stores.audit.listAuditEntries()).toEqual({ items: [], next: null })
    },
  )
})
