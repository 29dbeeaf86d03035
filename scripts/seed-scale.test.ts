import { describe, expect, test } from 'vitest'
import { everyPage } from '../src/server/ports/content-stores.ts'
import { openDatabase } from '../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../src/server/adapters/sqlite/sqlite-stores.ts'
import { countContent } from '../src/server/services/stats-service.ts'
import { tempDir } from '#tests/helpers/temp.ts'
import { EPOCH, scaleEnquiry, scalePost, scalePostStatus } from './scale-records.ts'
import { SCALE, scaleCounts, scaleFactorOf, seedScale, type SharedImages } from './seed-scale.ts'

const images: SharedImages = {
  posts: [{ url: '/api/media/blog/1767225600000-00000000000000000000000000000001-960.webp', variants: [] }],
  photos: [
    { url: '/api/media/gallery/1767225600000-00000000000000000000000000000002-960.webp', variants: [] },
  ],
}
const counts = { posts: 200, approvedPhotos: 40, pendingPhotos: 5, enquiries: 12, accounts: 9, activity: 30 }

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
      posts: 200,
      gallery: { approved: 40, pending: 5, rejected: 0 },
      enquiries: { total: 12, open: 10 },
      profiles: { total: 9, admins: 0 },
    })
    // The activity log holds them, newest first, every one inside the year it keeps.
    const activity = await everyPage((page) => stores.audit.listAuditEntries(page))
    expect(activity).toHaveLength(30)
    expect(activity.map((entry) => entry.at)).toEqual(
      activity
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    )
    expect(await seedScale(stores, images, counts)).toBeNull()
    expect((await countContent(stores)).posts).toBe(200)
  })

  test('is deterministic: two stores seeded apart hold the same records', async () => {
    const [a, b] = [await seeded(), await seeded()]
    for (const read of [
      (stores: typeof a.stores) => everyPage((page) => stores.posts.listPosts(page)),
      (stores: typeof a.stores) => everyPage((page) => stores.gallery.listGalleryImages(page)),
      (stores: typeof a.stores) => everyPage((page) => stores.enquiries.listEnquiries(page)),
      (stores: typeof a.stores) => everyPage((page) => stores.audit.listAuditEntries(page)),
    ]) {
      expect(await read(a.stores)).toEqual(await read(b.stores))
    }
  })

  test('is ten times issue 11 by default, and once that with --scale=1', () => {
    expect(SCALE).toEqual({
      posts: 10_000,
      approvedPhotos: 50_000,
      pendingPhotos: 5_000,
      enquiries: 20_000,
      accounts: 10_000,
      activity: 50_000,
    })
    expect(scaleCounts(1).posts).toBe(1000)
    expect(scaleFactorOf(['--scale'])).toBe(10)
    expect(scaleFactorOf(['.data/x', '--scale=1'])).toBe(1)
    expect(scaleFactorOf(['.data/x'])).toBeNull()
    expect(() => scaleCounts(Number('x'))).toThrow()
  })

  test('has drafts and posts scheduled after the fixed clock, as a real blog does', () => {
    const statuses = Array.from({ length: SCALE.posts }, (_, i) => scalePostStatus(i))
    expect(statuses.filter((status) => status === 'draft')).toHaveLength(300)
    expect(statuses.filter((status) => status === 'scheduled')).toHaveLength(100)
    const scheduled = scalePost(97, [])
    expect(scheduled.status).toBe('scheduled')
    expect(Date.parse(scheduled.publish_at!)).toBeGreaterThan(EPOCH)
    expect(scalePost(0, []).publish_at).toBeNull()
  })

  test('has messages and quote requests, each status with its timeline and notes, and bookings', () => {
    const enquiries = Array.from({ length: 300 }, (_, i) => scaleEnquiry(i))
    expect(new Set(enquiries.map((enquiry) => enquiry.kind))).toEqual(new Set(['message', 'quote']))
    expect(new Set(enquiries.map((enquiry) => enquiry.status)).size).toBe(6)
    for (const enquiry of enquiries) {
      expect(enquiry.history.at(-1)?.status ?? 'new').toBe(enquiry.status)
      expect(enquiry.notes).toHaveLength(enquiry.history.length)
      expect(enquiry.status_changed_at).toBe(enquiry.history.at(-1)?.at ?? null)
    }
    const booked = enquiries.filter((enquiry) => enquiry.booking !== null)
    expect(booked.length).toBeGreaterThan(0)
    expect(booked.every((enquiry) => enquiry.kind === 'quote')).toBe(true)
  })
})
