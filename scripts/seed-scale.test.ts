import { describe, expect, test } from 'vitest'
import { everyPage } from '../src/server/ports/content-stores.ts'
import { openDatabase } from '../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../src/server/adapters/sqlite/sqlite-stores.ts'
import { countContent } from '../src/server/services/stats-service.ts'
import { tempDir } from '#tests/helpers/temp.ts'
import { seedScale, type SharedImages } from './seed-scale.ts'

const images: SharedImages = {
  posts: [{ url: '/api/media/blog/1767225600000-00000000000000000000000000000001-960.webp', variants: [] }],
  photos: [
    { url: '/api/media/gallery/1767225600000-00000000000000000000000000000002-960.webp', variants: [] },
  ],
}
const counts = { posts: 30, approvedPhotos: 40, pendingPhotos: 5, enquiries: 12, accounts: 9 }

async function seeded() {
  const stores = createSqliteStores(openDatabase(tempDir('scale')))
  const added = await seedScale(stores, images, counts)
  return { stores, added }
}

describe('the scale seed', () => {
  test('writes the counts asked, every record valid, and adds nothing when run again', async () => {
    const { stores, added } = await seeded()
    expect(added).toEqual(counts)
    expect(await countContent(stores)).toEqual({
      posts: 30,
      gallery: { approved: 40, pending: 5, rejected: 0 },
      enquiries: { total: 12, open: 10 },
      profiles: { total: 9, admins: 0 },
    })
    expect(await seedScale(stores, images, counts)).toBeNull()
    expect((await countContent(stores)).posts).toBe(30)
  })

  test('is deterministic: two stores seeded apart hold the same records', async () => {
    const [a, b] = [await seeded(), await seeded()]
    for (const read of [
      (stores: typeof a.stores) => everyPage((page) => stores.posts.listPosts(page)),
      (stores: typeof a.stores) => everyPage((page) => stores.gallery.listGalleryImages(page)),
      (stores: typeof a.stores) => everyPage((page) => stores.enquiries.listEnquiries(page)),
    ]) {
      expect(await read(a.stores)).toEqual(await read(b.stores))
    }
  })
})
