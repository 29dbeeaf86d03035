/**
 * The counter documents behind the dashboard's counts on Firestore: what happens when one is
 * missing or wrong, and what a dashboard view reads at size (documentReads: what Firestore bills).
 */
import type { Firestore } from 'firebase-admin/firestore'
import { describe, expect, test } from 'vitest'
import { makeEnquiry, makeGalleryImage, makePost, makeProfile } from '#tests/factories/index.ts'
import { useFirestoreEmulator } from '#tests/helpers/firestore-emulator.ts'
import { documentReads } from '#tests/helpers/firestore-order.ts'
import { isOpenStatus } from '../../../domain/enquiry.ts'
import { countContent } from '../../services/stats-service.ts'
import { createFirestoreStores } from './firestore-stores.ts'

const emulator = useFirestoreEmulator()
const COUNTERS = ['post_counts', 'gallery_counts', 'enquiry_counts', 'profile_counts']

/** What an operator does to have the counts recounted: deletes the counter documents. */
async function deleteCounters(db: Firestore) {
  for (const name of COUNTERS) await db.collection('meta').doc(name).delete()
}

/** The documents `view` reads, as Firestore bills them. */
async function reads(view: () => Promise<unknown>): Promise<number> {
  documentReads.count = 0
  await view()
  return documentReads.count
}

/** Writes `records` as documents straight into `collection`, as an import would, bypassing the stores. */
async function importDocuments(db: Firestore, collection: string, records: { id: string }[]) {
  for (let start = 0; start < records.length; start += 500) {
    const batch = db.batch()
    for (const record of records.slice(start, start + 500))
      batch.set(db.collection(collection).doc(record.id), record)
    await batch.commit()
  }
}

describe('Firestore counter documents', () => {
  test('a counter deleted or edited in the console is recounted when read, then kept by the writes', async () => {
    const db = emulator.fresh()
    const stores = createFirestoreStores(db)
    await stores.posts.createPost(makePost())
    await stores.gallery.createGalleryImage(makeGalleryImage({ status: 'pending' }))
    await stores.enquiries.createEnquiry(makeEnquiry())
    await stores.profiles.claimFirstAdmin(makeProfile())
    const counts = await countContent(stores)

    await deleteCounters(db)
    expect(await countContent(stores)).toEqual(counts)
    for (const name of COUNTERS) {
      expect((await db.collection('meta').doc(name).get()).get('counted_at')).toEqual(expect.any(String))
    }
    await db.collection('meta').doc('post_counts').update({ total: -3 })
    expect(await stores.posts.countPosts()).toBe(1)

    await stores.posts.createPost(makePost())
    await stores.gallery.createGalleryImage(makeGalleryImage({ status: 'approved' }))
    await stores.enquiries.createEnquiry(makeEnquiry({ status: 'done' }))
    await stores.profiles.ensureProfile(makeProfile())
    expect(await countContent(stores)).toEqual({
      posts: 2,
      gallery: { approved: 1, pending: 1, rejected: 0 },
      enquiries: { total: 2, open: 1 },
      profiles: { total: 2, admins: 1 },
    })
  })

  test('records stored before counters are counted, though a write added to the counter first', async () => {
    const db = emulator.fresh()
    const stores = createFirestoreStores(db)
    await importDocuments(db, 'posts', [makePost(), makePost()])
    // The write's increment makes a counter document of 1, which no recount established.
    await stores.posts.createPost(makePost())
    expect(await stores.posts.countPosts()).toBe(3)
  })

  test('a dashboard view reads the same five documents at any size', async () => {
    const db = emulator.fresh()
    const stores = createFirestoreStores(db)
    await stores.posts.createPost(makePost())
    await stores.gallery.createGalleryImage(makeGalleryImage())
    await stores.enquiries.createEnquiry(makeEnquiry())
    await stores.profiles.claimFirstAdmin(makeProfile())
    await countContent(stores)
    // A counter document per area, and meta/admins.
    const small = await reads(() => countContent(stores))
    expect(small).toBe(5)

    const size = { posts: 400, photos: 800, enquiries: 400, profiles: 200 }
    const statuses = ['approved', 'approved', 'pending', 'rejected'] as const
    const statusesOfEnquiries = ['new', 'contacted', 'done', 'lost'] as const
    const photos = Array.from({ length: size.photos }, (_, i) =>
      makeGalleryImage({ status: statuses[i % statuses.length]! }),
    )
    const enquiries = Array.from({ length: size.enquiries }, (_, i) => {
      const status = statusesOfEnquiries[i % statusesOfEnquiries.length]!
      return { ...makeEnquiry({ status }), open: isOpenStatus(status) }
    })
    await importDocuments(
      db,
      'posts',
      Array.from({ length: size.posts }, () => makePost()),
    )
    await importDocuments(db, 'gallery_images', photos)
    await importDocuments(db, 'enquiries', enquiries)
    await importDocuments(
      db,
      'profiles',
      Array.from({ length: size.profiles }, () => makeProfile()),
    )
    await deleteCounters(db)

    // The recount after an import counts every record once...
    const recount = await reads(() => countContent(stores))
    expect(recount).toBeGreaterThan(size.posts + size.photos + size.enquiries + size.profiles)
    // ...and every view after it reads the counters alone, whatever the size.
    let counts: Awaited<ReturnType<typeof countContent>> | undefined
    expect(await reads(async () => (counts = await countContent(stores)))).toBe(small)
    expect(counts).toEqual({
      posts: size.posts + 1,
      gallery: { approved: size.photos / 2 + 1, pending: size.photos / 4, rejected: size.photos / 4 },
      enquiries: { total: size.enquiries + 1, open: size.enquiries / 2 + 1 },
      profiles: { total: size.profiles + 1, admins: 1 },
    })
  })
})
