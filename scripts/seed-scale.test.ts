import { describe, expect, test } from 'vitest'
import { everyPage } from '../src/server/ports/content-store.ts'
import { openDatabase } from '../src/server/adapters/sqlite/database.ts'
import { createSqliteContentStore } from '../src/server/adapters/sqlite/sqlite-content-store.ts'
import { tempDir } from '../tests/helpers/temp.ts'
import { seedScale, type SharedImages } from './seed-scale.ts'

const images: SharedImages = {
  posts: [{ url: '/api/media/blog/1767225600000-00000000000000000000000000000001-960.webp', variants: [] }],
  photos: [
    { url: '/api/media/gallery/1767225600000-00000000000000000000000000000002-960.webp', variants: [] },
  ],
}
const counts = { posts: 30, approvedPhotos: 40, pendingPhotos: 5, enquiries: 12, accounts: 9 }

async function seeded() {
  const content = createSqliteContentStore(openDatabase(tempDir('scale')))
  const added = await seedScale(content, images, counts)
  return { content, added }
}

describe('the scale seed', () => {
  test('writes the counts asked, every record valid, and adds nothing when run again', async () => {
    const { content, added } = await seeded()
    expect(added).toEqual(counts)
    expect(await content.countContent()).toEqual({
      posts: 30,
      gallery: { approved: 40, pending: 5, rejected: 0 },
      enquiries: { total: 12, open: 10 },
      profiles: { total: 9, admins: 0 },
    })
    expect(await seedScale(content, images, counts)).toBeNull()
    expect((await content.countContent()).posts).toBe(30)
  })

  test('is deterministic: two stores seeded apart hold the same records', async () => {
    const [a, b] = [await seeded(), await seeded()]
    for (const read of [
      (store: typeof a.content) => everyPage((page) => store.listPosts(page)),
      (store: typeof a.content) => everyPage((page) => store.listGalleryImages(page)),
      (store: typeof a.content) => everyPage((page) => store.listEnquiries(page)),
    ]) {
      expect(await read(a.content)).toEqual(await read(b.content))
    }
  })
})
