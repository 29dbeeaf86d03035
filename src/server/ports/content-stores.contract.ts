/**
 * What the stores of every area promise together (content-stores.ts): that one list's cursor
 * means nothing to another, and that each area counts its own records. Each adapter's test
 * file runs it beside the suites of each port. `open` must return empty stores, fresh for each
 * test.
 */
import { expect, test } from 'vitest'
import {
  makeEnquiry,
  makeGalleryImage,
  makePost,
  makeProfile,
  makeQuoteDetails,
  minutesAgo,
} from '#tests/factories/index.ts'
import { STALE_CURSOR } from '../../domain/page.ts'
import type { ContentStores } from './content-stores.ts'
import type { EnquiryQuery } from './enquiries-store.ts'
import { expectAppError, items, readAll, storeContract } from './store-contract-kit.ts'

export const describeContentStoresContract = storeContract<ContentStores>('ContentStores', (stores) => {
  const countAll = async () => ({
    posts: await stores.posts.countPosts(),
    gallery: await stores.gallery.countGalleryImages(),
    enquiries: await stores.enquiries.countEnquiries(),
    profiles: await stores.profiles.countProfiles(),
  })

  test('a cursor that is not one of ours, or from another list, is validation_failed', async () => {
    await stores.enquiries.createEnquiry(makeEnquiry())
    await stores.enquiries.createEnquiry(makeEnquiry())
    const { next } = await stores.enquiries.listEnquiries({ limit: 1 })
    expect(next).not.toBeNull()
    for (const cursor of ['nonsense', Buffer.from('[1,2]').toString('base64url'), next!]) {
      const error = await expectAppError(stores.posts.listPosts({ cursor }), 'validation_failed')
      expect(error.message).toBe(STALE_CURSOR)
    }
  })

  test('enquiries by status, kind and search; profiles, page by page', async () => {
    const { enquiries, profiles } = stores
    const done = await enquiries.createEnquiry(
      makeEnquiry({ created_at: minutesAgo(1), status: 'done', status_changed_at: minutesAgo(0) }),
    )
    const fresh = await enquiries.createEnquiry(
      makeEnquiry({ created_at: minutesAgo(2), name: 'Nadia Haddad' }),
    )
    const booked = await enquiries.createEnquiry(
      makeEnquiry({
        created_at: minutesAgo(3),
        kind: 'quote',
        status: 'booked',
        quote: makeQuoteDetails({ suburb: 'Marrickville', address: '12 Addison Road' }),
      }),
    )
    const ids = async (query: EnquiryQuery) => (await items(enquiries.listEnquiries(query))).map((e) => e.id)
    expect(await ids({ status: 'done' })).toEqual([done.id])
    expect(await ids({ status: 'open' })).toEqual([fresh.id, booked.id])
    expect(await ids({ kind: 'quote' })).toEqual([booked.id])
    expect(await ids({ kind: 'message', status: 'open' })).toEqual([fresh.id])
    expect(await ids({ q: 'marrick addison' })).toEqual([booked.id])
    expect(await ids({ q: 'nad', status: 'open', kind: 'message' })).toEqual([fresh.id])
    expect(await ids({ q: 'nadia', kind: 'quote' })).toEqual([])
    const paged = await readAll((page) => enquiries.listEnquiries({ ...page, status: 'open' }), 1)
    expect(paged.items.map((e) => e.id)).toEqual([fresh.id, booked.id])
    const made = []
    for (let i = 0; i < 5; i++)
      made.push(await profiles.ensureProfile(makeProfile({ created_at: minutesAgo(i) })))
    const pagedProfiles = await readAll((page) => profiles.listProfiles(page), 2)
    expect(pagedProfiles.items.map((p) => p.id)).toEqual(made.map((p) => p.id))
  })

  test('each area counts every kind of its records', async () => {
    await stores.posts.createPost(makePost())
    await stores.gallery.createGalleryImage(makeGalleryImage({ status: 'approved' }))
    await stores.gallery.createGalleryImage(makeGalleryImage({ status: 'pending' }))
    await stores.gallery.createGalleryImage(makeGalleryImage({ status: 'pending' }))
    await stores.enquiries.createEnquiry(makeEnquiry())
    await stores.enquiries.createEnquiry(makeEnquiry({ status: 'lost', status_changed_at: minutesAgo(0) }))
    await stores.enquiries.createEnquiry(makeEnquiry({ status: 'quoted', status_changed_at: minutesAgo(0) }))
    await stores.profiles.ensureProfile(makeProfile({ is_admin: true }))
    await stores.profiles.ensureProfile(makeProfile())
    expect(await stores.posts.countPosts()).toBe(1)
    expect(await stores.gallery.countGalleryImages()).toEqual({ approved: 1, pending: 2, rejected: 0 })
    expect(await stores.enquiries.countEnquiries()).toEqual({ total: 3, open: 2 })
    expect(await stores.profiles.countProfiles()).toEqual({ total: 2, admins: 1 })
  })

  test('the counts follow every create, delete and change of a counted status', async () => {
    const { posts, gallery, enquiries, profiles } = stores
    // Counted once while empty, so what follows is counted by the writes themselves.
    expect(await countAll()).toEqual({
      posts: 0,
      gallery: { approved: 0, pending: 0, rejected: 0 },
      enquiries: { total: 0, open: 0 },
      profiles: { total: 0, admins: 0 },
    })

    const kept = await posts.createPost(makePost())
    const gone = await posts.createPost(makePost({ status: 'draft' }))
    await expectAppError(posts.createPost(makePost({ slug: kept.slug })), 'conflict')
    await posts.updatePost(kept.id, { status: 'draft' })
    expect(await posts.deletePost(gone.id)).toBe(true)
    expect(await posts.deletePost(gone.id)).toBe(false)

    const [first, second, third] = [0, 1, 2].map(() => makeGalleryImage({ status: 'pending' }))
    for (const image of [first!, second!, third!]) await gallery.createGalleryImage(image)
    await expectAppError(gallery.createGalleryImage(first!), 'conflict')
    await gallery.updateGalleryImage(first!.id, { status: 'approved' })
    await gallery.updateGalleryImage(first!.id, { status: 'approved', title: 'Same status' })
    await gallery.updateGalleryImage(second!.id, { status: 'rejected' })
    expect(await gallery.deleteGalleryImage(third!.id)).toBe(true)
    expect(await gallery.deleteGalleryImage(third!.id)).toBe(false)

    const fresh = await enquiries.createEnquiry(makeEnquiry())
    const lost = await enquiries.createEnquiry(
      makeEnquiry({ status: 'lost', status_changed_at: minutesAgo(0) }),
    )
    const quoted = await enquiries.createEnquiry(
      makeEnquiry({ status: 'quoted', status_changed_at: minutesAgo(0) }),
    )
    await expectAppError(enquiries.createEnquiry(fresh), 'conflict')
    await enquiries.reviseEnquiry(fresh.id, () => ({ status: 'done', status_changed_at: minutesAgo(0) }))
    await enquiries.reviseEnquiry(lost.id, () => ({
      status: 'contacted',
      status_changed_at: minutesAgo(0),
    }))
    await enquiries.addEnquiryNote(lost.id, {
      id: 'note-1',
      text: 'Called back',
      author: 'admin@example.com',
      created_at: minutesAgo(0),
    })
    expect(await enquiries.deleteEnquiry(quoted.id)).toBe(true)
    expect(await enquiries.deleteEnquiry(quoted.id)).toBe(false)

    const admin = await profiles.claimFirstAdmin(makeProfile())
    const customer = await profiles.ensureProfile(makeProfile())
    await profiles.ensureProfile({ ...customer, email: 'changed@example.com' })
    const leaving = await profiles.ensureProfile(makeProfile())
    await profiles.setAdmin(customer.id, true)
    expect(await profiles.deleteProfile(leaving.id)).toBe(true)
    expect(await profiles.deleteProfile(leaving.id)).toBe(false)

    expect(admin).not.toBeNull()
    expect(await countAll()).toEqual({
      posts: 1,
      gallery: { approved: 1, pending: 0, rejected: 1 },
      enquiries: { total: 2, open: 1 },
      profiles: { total: 2, admins: 2 },
    })
  })
})
