import { DatabaseSync } from 'node:sqlite'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { makePost } from '#tests/factories/index.ts'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { describeAuditLogContract } from '../../ports/audit-log.contract.ts'
import { describeContentStoresContract } from '../../ports/content-stores.contract.ts'
import { describeEnquiriesStoreContract } from '../../ports/enquiries-store.contract.ts'
import { describeGalleryStoreContract } from '../../ports/gallery-store.contract.ts'
import { describeNoticesStoreContract } from '../../ports/notices-store.contract.ts'
import { describePostsStoreContract } from '../../ports/posts-store.contract.ts'
import { describeProfilesStoreContract } from '../../ports/profiles-store.contract.ts'
import { describeRevisionsStoreContract } from '../../ports/revisions-store.contract.ts'
import { describeSettingsStoreContract } from '../../ports/settings-store.contract.ts'
import { describeUploadLedgerContract } from '../../ports/upload-ledger.contract.ts'
import { DATABASE_FILE, openDatabase } from './database.ts'
import { migrations } from './migrations.ts'
import { createSqliteStores } from './sqlite-stores.ts'

function open(dir = tempDir('sqlite')) {
  const db = openDatabase(dir)
  onCleanup(() => db.close())
  return db
}

const stores = () => createSqliteStores(open())
describePostsStoreContract('SQLite', async () => stores().posts)
describeGalleryStoreContract('SQLite', async () => stores().gallery)
describeProfilesStoreContract('SQLite', async () => stores().profiles)
describeEnquiriesStoreContract('SQLite', async () => stores().enquiries)
describeUploadLedgerContract('SQLite', async () => stores().uploads)
describeNoticesStoreContract('SQLite', async () => stores().notices)
describeRevisionsStoreContract('SQLite', async () => stores().revisions)
describeSettingsStoreContract('SQLite', async () => stores().settings)
describeAuditLogContract('SQLite', async () => stores().audit)
describeContentStoresContract('SQLite', async () => stores())

describe('SQLite database', () => {
  test('opens in WAL mode with foreign keys and a busy timeout', () => {
    const db = open()
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 })
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 })
  })

  test('migrations are recorded once; opening again changes nothing and keeps the data', async () => {
    const dir = tempDir('sqlite')
    const first = openDatabase(dir)
    const post = await createSqliteStores(first).posts.createPost(makePost())
    first.close()
    const second = open(dir)
    expect(second.prepare('SELECT version FROM schema_migrations').all()).toEqual(
      migrations.map(({ version }) => ({ version })),
    )
    expect(await createSqliteStores(second).posts.getPost(post.id)).toEqual(post)
    expect(await createSqliteStores(second).gallery.listGalleryCategories()).toHaveLength(5)
  })

  test('a second connection sees writes at once (one file, shared by processes)', async () => {
    const dir = tempDir('sqlite')
    const writer = createSqliteStores(open(dir)).posts
    const reader = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true })
    onCleanup(() => reader.close())
    const post = await writer.createPost(makePost())
    expect(reader.prepare('SELECT id FROM posts').all()).toEqual([{ id: post.id }])
  })
})

describe('SQLite list cache', () => {
  test('a list is reused until data changes, on this connection or another one', async () => {
    const dir = tempDir('sqlite')
    const a = createSqliteStores(open(dir)).posts
    const b = createSqliteStores(open(dir)).posts
    await a.createPost(makePost())
    const first = (await a.listPosts()).items
    expect((await a.listPosts()).items).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)

    const added = await b.createPost(makePost({ date: '2027-01-01T00:00:00.000Z' }))
    const afterOther = (await a.listPosts()).items
    expect(afterOther).not.toBe(first)
    expect(afterOther[0]?.id).toBe(added.id)

    await a.updatePost(added.id, { title: 'Renamed' })
    expect((await a.listPosts()).items[0]?.title).toBe('Renamed')
  })
})
