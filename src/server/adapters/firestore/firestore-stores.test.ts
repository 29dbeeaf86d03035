/**
 * The contracts of every store port and of the PublishStateStore on the Firestore adapters, against the
 * in-process emulator (tests/helpers/firestore-emulator.ts), and what only Firestore has.
 */
import { describe, expect, test } from 'vitest'
import { makePost, makeProfile, minutesAgo } from '#tests/factories/index.ts'
import { useFirestoreEmulator } from '#tests/helpers/firestore-emulator.ts'
import { documentReads } from '#tests/helpers/firestore-order.ts'
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
import { describePublishStateContract } from '../../ports/publish-state.contract.ts'
import type { Page } from '../../../domain/page.ts'
import type { Post } from '../../../domain/post.ts'
import { docId } from './doc-id.ts'
import { SEARCH_READ_PAGES } from './firestore-collections.ts'
import { createFirestoreStores } from './firestore-stores.ts'
import { createFirestorePublishState } from './firestore-publish-state.ts'

const emulator = useFirestoreEmulator()
const db = () => emulator.db()

/** An empty database for each test. */
async function open() {
  return createFirestoreStores(emulator.fresh())
}

// The in-process emulator does not isolate concurrent transactions; Firestore itself does.
const racesUnchecked = { isolatesConcurrentWrites: false }
describePostsStoreContract('Firestore', async () => (await open()).posts)
describeGalleryStoreContract('Firestore', async () => (await open()).gallery)
describeProfilesStoreContract('Firestore', async () => (await open()).profiles)
describeEnquiriesStoreContract('Firestore', async () => (await open()).enquiries, racesUnchecked)
describeUploadLedgerContract('Firestore', async () => (await open()).uploads, racesUnchecked)
describeNoticesStoreContract('Firestore', async () => (await open()).notices, racesUnchecked)
describeRevisionsStoreContract('Firestore', async () => (await open()).revisions)
describeSettingsStoreContract('Firestore', async () => (await open()).settings, racesUnchecked)
describeAuditLogContract('Firestore', async () => (await open()).audit)
describeContentStoresContract('Firestore', open)
describePublishStateContract('Firestore', async () => createFirestorePublishState(emulator.fresh()))

describe('Firestore stores', () => {
  test('an enquiry stored before statuses reads as one: handled is done, the rest new', async () => {
    const database = emulator.fresh()
    const store = createFirestoreStores(database).enquiries
    const old = {
      name: 'Ana Silva',
      phone: null,
      email: 'ana@example.com',
      service: 'hvac',
      message: 'The air conditioner is blowing warm air.',
      mail: null,
    }
    await database
      .collection('enquiries')
      .doc('old-open')
      .set({
        ...old,
        id: 'old-open',
        created_at: '2025-01-02T00:00:00.000Z',
        handled: false,
        handled_at: null,
      })
    await database
      .collection('enquiries')
      .doc('old-handled')
      .set({
        ...old,
        id: 'old-handled',
        created_at: '2025-01-01T00:00:00.000Z',
        handled: true,
        handled_at: '2025-01-03T00:00:00.000Z',
      })
    // Neither statuses nor the customer's side yet: the fields they brought read as empty.
    const upgraded = {
      kind: 'message',
      notes: [],
      quote: null,
      status_key: null,
      history: [],
      booking: null,
      customer_updates: [],
      mail_opt_out_at: null,
    }
    expect((await store.listEnquiries()).items).toEqual([
      {
        ...old,
        ...upgraded,
        id: 'old-open',
        created_at: '2025-01-02T00:00:00.000Z',
        status: 'new',
        status_changed_at: null,
      },
      {
        ...old,
        ...upgraded,
        id: 'old-handled',
        created_at: '2025-01-01T00:00:00.000Z',
        status: 'done',
        status_changed_at: '2025-01-03T00:00:00.000Z',
      },
    ])
    // A change rewrites it in the current fields, so the inbox's filters find it.
    await store.reviseEnquiry('old-open', () => ({
      status: 'contacted',
      status_changed_at: '2025-01-04T00:00:00.000Z',
    }))
    expect((await store.listEnquiries({ status: 'open' })).items.map((e) => e.id)).toEqual(['old-open'])
  })

  test('every post document stores its status, which the lists and related posts query by', async () => {
    const store = (await open()).posts
    const draft = await store.createPost(makePost({ status: 'draft', tags: ['hvac'] }))
    const published = await store.createPost(makePost({ tags: ['hvac'] }))
    await store.updatePost(draft.id, { title: 'Renamed' })
    await store.updatePost(published.id, { featured: true })
    const stored = (await db().collection('posts').get()).docs.map((doc) => ({
      id: doc.id,
      status: doc.get('status') as unknown,
      publish_at: doc.get('publish_at') as unknown,
    }))
    expect(stored).toEqual(
      expect.arrayContaining([
        { id: draft.id, status: 'draft', publish_at: null },
        { id: published.id, status: 'published', publish_at: null },
      ]),
    )
    expect((await store.listPosts()).items.map((post) => post.id)).toEqual([published.id])
    expect((await store.listPosts({ status: 'draft' })).items.map((post) => post.id)).toEqual([draft.id])
    expect((await store.listRelatedPosts('another', ['hvac'], 3)).map((post) => post.id)).toEqual([
      published.id,
    ])
  })

  test('a page of posts reads one document more than the page, drafts and scheduled ones aside', async () => {
    const store = (await open()).posts
    for (let i = 0; i < 6; i++) await store.createPost(makePost({ date: minutesAgo(i), status: 'draft' }))
    for (let i = 0; i < 8; i++) await store.createPost(makePost({ date: minutesAgo(10 + i) }))
    documentReads.count = 0
    const page = await store.listPosts({ limit: 3 })
    expect(page.items).toHaveLength(3)
    expect(documentReads.count).toBe(3 + 1)
  })

  test('a search reads at most two pages of documents per request, then answers what it found and reads on', async () => {
    const store = (await open()).posts
    const words = (place: string) => ({ title: `Switchboard upgrade in ${place}`, content: '<p>Notes.</p>' })
    const found = await store.createPost(makePost({ ...words('Parramatta'), date: minutesAgo(100) }))
    for (let i = 0; i < 12; i++) await store.createPost(makePost({ ...words('Manly'), date: minutesAgo(i) }))
    const pages = []
    let cursor: string | null = null
    do {
      documentReads.count = 0
      const page: Page<Post> = await store.listPosts({ q: 'switchboard parramatta', limit: 2, cursor })
      expect(documentReads.count).toBeLessThanOrEqual(SEARCH_READ_PAGES * (2 + 1))
      pages.push(page.items.map((post) => post.id))
      cursor = page.next
    } while (cursor !== null)
    expect(pages.flat()).toEqual([found.id])
    // The first pages found nothing within the budget, yet said where to go on.
    expect(pages[0]).toEqual([])
    expect(pages.length).toBeGreaterThan(1)
  })

  test('a slug is reserved by its own document, and freed when the post goes', async () => {
    const store = (await open()).posts
    const post = await store.createPost(makePost({ slug: 'switchboard-upgrades' }))
    expect((await db().collection('slugs').doc('switchboard-upgrades').get()).get('post_id')).toBe(post.id)
    await store.updatePost(post.id, { slug: 'switchboards' })
    expect((await db().collection('slugs').doc('switchboard-upgrades').get()).exists).toBe(false)
    expect((await db().collection('slugs').doc('switchboards').get()).get('post_id')).toBe(post.id)
    await store.deletePost(post.id)
    expect((await db().collection('slugs').get()).empty).toBe(true)
  })

  test('ids Firestore would read as paths or reserved names are stored safely', async () => {
    const { profiles: store, posts } = await open()
    for (const id of ['a/b', '..', '__admins__']) {
      const profile = makeProfile({ id })
      await store.ensureProfile(profile)
      expect(await store.getProfile(id)).toEqual(profile)
      expect(docId(id)).toMatch(/^~/)
    }
    expect(await posts.getPost('x/y')).toBeNull()
  })

  test('the admin list document follows every change of is_admin', async () => {
    const store = (await open()).profiles
    const first = makeProfile()
    const second = makeProfile()
    await store.claimFirstAdmin(first)
    await store.ensureProfile(second)
    await store.setAdmin(second.id, true)
    await store.setAdmin(first.id, false)
    expect((await db().collection('meta').doc('admins').get()).get('ids')).toEqual([second.id])
    expect(await store.countAdmins()).toBe(1)
  })

  test('without the admin list document, admins are counted from the profiles', async () => {
    const store = (await open()).profiles
    const admin = makeProfile({ is_admin: true })
    await db().collection('profiles').doc(admin.id).set(admin)
    expect(await store.countAdmins()).toBe(1)
    expect(await store.claimFirstAdmin(makeProfile())).toBeNull()
  })

  test('the related posts read as many posts as the limit needs, not every post sharing a tag', async () => {
    const store = (await open()).posts
    const post = await store.createPost(makePost({ tags: ['hvac', 'tips'] }))
    await store.createPost(makePost({ tags: ['hvac'], status: 'draft' }))
    for (let i = 0; i < 40; i++) await store.createPost(makePost({ tags: [i % 2 ? 'hvac' : 'tips'] }))
    documentReads.count = 0
    const related = await store.listRelatedPosts(post.id, post.tags, 3)
    const reads = documentReads.count
    expect(related.map((other) => other.id)).toEqual(
      (await store.listPosts({ limit: 4 })).items.map((other) => other.id).filter((id) => id !== post.id),
    )
    // Two batches of the limit and one at most: the draft and the post itself are skipped.
    expect(reads).toBeLessThanOrEqual(2 * (3 + 1))
  })
})
