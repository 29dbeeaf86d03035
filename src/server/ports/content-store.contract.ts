/**
 * What every ContentStore adapter promises, as one suite each adapter runs:
 *
 *   describeContentStoreContract('SQLite', async () => createSqliteContentStore(openDatabase(tempDir())))
 *
 * `open` must return an empty store (only the default categories), fresh for each test.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import {
  makeCategory,
  makeEnquiry,
  makeGalleryImage,
  makePost,
  makeProfile,
  makeQuoteDetails,
  minutesAgo,
} from '../../../tests/factories/index.ts'
import { AppError, type ErrorCode } from '../../domain/api-error.ts'
import { DEFAULT_GALLERY_CATEGORIES, type GalleryImage } from '../../domain/gallery-image.ts'
import { MAIL_SENT, MAX_NOTES, type EnquiryMail } from '../../domain/enquiry.ts'
import { LAST_ADMIN_REMOVAL } from '../../domain/profile.ts'
import type { Page } from '../../domain/page.ts'
import { STALE_CURSOR } from '../../domain/page.ts'
import type { ContentStore, EnquiryQuery, Upload } from './content-store.ts'

const items = async <T>(page: Promise<Page<T>>): Promise<T[]> => (await page).items

/** Every item of a list read `limit` at a time, and how many pages that took. */
async function readAll<T>(
  list: (page: { cursor?: string | null; limit: number }) => Promise<Page<T>>,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const all: T[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page: Page<T> = await list({ cursor, limit })
    expect(page.items.length).toBeLessThanOrEqual(limit)
    all.push(...page.items)
    cursor = page.next
    pages++
  } while (cursor !== null && pages < 100)
  return { items: all, pages }
}

async function expectAppError(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected an AppError '${code}', but the call succeeded`)
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).code).toBe(code)
  return error as AppError
}

export interface ContractOptions {
  /**
   * Whether the test database isolates concurrent transactions. The in-process Firestore
   * emulator does not (tests/helpers/firestore-emulator.ts), so races are checked where it does.
   */
  isolatesConcurrentWrites?: boolean
}

export function describeContentStoreContract(
  name: string,
  open: () => Promise<ContentStore>,
  { isolatesConcurrentWrites = true }: ContractOptions = {},
): void {
  describe(`${name} ContentStore`, () => {
    let store: ContentStore
    beforeEach(async () => {
      store = await open()
    })

    describe('posts', () => {
      test('a new store has no posts', async () => {
        expect(await items(store.listPosts())).toEqual([])
      })

      test('createPost returns the post as stored, found by id and by slug', async () => {
        const post = makePost({
          tags: ['hvac', 'Energy saving'],
          featured: true,
          image_url: '/api/media/blog/1767225600000-abcd1234-960.webp',
          image_variants: [
            { url: '/api/media/blog/1767225600000-abcd1234-480.webp', width: 480, height: 320 },
          ],
          category: null,
        })
        expect(await store.createPost(post)).toEqual(post)
        expect(await store.getPost(post.id)).toEqual(post)
        expect(await store.getPostBySlug(post.slug)).toEqual(post)
      })

      test('getPost and getPostBySlug return null when nothing matches', async () => {
        await store.createPost(makePost())
        expect(await store.getPost('no-such-id')).toBeNull()
        expect(await store.getPostBySlug('no-such-slug')).toBeNull()
      })

      test('listPosts is newest first', async () => {
        const old = await store.createPost(makePost({ date: minutesAgo(300) }))
        const newest = await store.createPost(makePost({ date: minutesAgo(1) }))
        const middle = await store.createPost(makePost({ date: minutesAgo(60) }))
        expect((await items(store.listPosts())).map((post) => post.id)).toEqual([
          newest.id,
          middle.id,
          old.id,
        ])
      })

      test('a duplicate slug is a conflict and writes nothing', async () => {
        const first = await store.createPost(makePost({ slug: 'ducted-air' }))
        const second = makePost({ slug: 'ducted-air' })
        const error = await expectAppError(store.createPost(second), 'conflict')
        expect(error.message).toMatch(/slug/i)
        expect(await items(store.listPosts())).toEqual([first])
        expect(await store.getPost(second.id)).toBeNull()
      })

      test('updatePost changes only the given fields', async () => {
        const post = await store.createPost(makePost({ tags: ['a'] }))
        const updated = await store.updatePost(post.id, {
          title: 'New title',
          tags: ['b', 'c'],
          featured: true,
        })
        expect(updated).toEqual({ ...post, title: 'New title', tags: ['b', 'c'], featured: true })
        expect(await store.getPost(post.id)).toEqual(updated)
      })

      test('updatePost can clear nullable fields', async () => {
        const post = await store.createPost(
          makePost({ image_url: '/api/media/blog/1-a-480.webp', category: 'HVAC' }),
        )
        const updated = await store.updatePost(post.id, { image_url: null, category: null })
        expect(updated?.image_url).toBeNull()
        expect(updated?.category).toBeNull()
      })

      test('updatePost returns null for an unknown id', async () => {
        expect(await store.updatePost('no-such-id', { title: 'x' })).toBeNull()
      })

      test("updatePost to another post's slug is a conflict and writes nothing", async () => {
        const taken = await store.createPost(makePost({ slug: 'taken' }))
        const post = await store.createPost(makePost({ slug: 'mine' }))
        await expectAppError(store.updatePost(post.id, { slug: 'taken', title: 'Changed' }), 'conflict')
        expect(await store.getPost(post.id)).toEqual(post)
        expect(await store.getPost(taken.id)).toEqual(taken)
      })

      test('updatePost keeping its own slug is fine', async () => {
        const post = await store.createPost(makePost({ slug: 'same' }))
        expect((await store.updatePost(post.id, { slug: 'same' }))?.slug).toBe('same')
      })

      test('deletePost removes the post and says whether there was one', async () => {
        const post = await store.createPost(makePost())
        expect(await store.deletePost(post.id)).toBe(true)
        expect(await store.getPost(post.id)).toBeNull()
        expect(await store.deletePost(post.id)).toBe(false)
      })

      test('listRelatedPosts: up to the limit, sharing a tag, newest first, never the post itself', async () => {
        const post = await store.createPost(makePost({ tags: ['hvac', 'cooling'], date: minutesAgo(0) }))
        const a = await store.createPost(makePost({ tags: ['hvac'], date: minutesAgo(10) }))
        const b = await store.createPost(makePost({ tags: ['cooling', 'x'], date: minutesAgo(5) }))
        const c = await store.createPost(makePost({ tags: ['hvac'], date: minutesAgo(20) }))
        await store.createPost(makePost({ tags: ['hvac'], date: minutesAgo(30) }))
        await store.createPost(makePost({ tags: ['lighting'], date: minutesAgo(1) }))
        await store.createPost(makePost({ tags: ['HVAC'], date: minutesAgo(2) }))
        const related = await store.listRelatedPosts(post.id, post.tags, 3)
        expect(related.map((item) => item.id)).toEqual([b.id, a.id, c.id])
      })

      test('listRelatedPosts with no tags is empty', async () => {
        const post = await store.createPost(makePost({ tags: [] }))
        await store.createPost(makePost({ tags: [] }))
        expect(await store.listRelatedPosts(post.id, [], 3)).toEqual([])
      })
    })

    describe('gallery images', () => {
      test('createGalleryImage returns the image as stored; getGalleryImage finds it', async () => {
        const image = makeGalleryImage({
          description: 'Switchboard',
          tags: ['switchboard', 'upgrade'],
          author_id: 'uid-1',
          status: 'pending',
          image_variants: [{ url: '/api/media/gallery/1-a-480.webp', width: 480, height: 360 }],
        })
        expect(await store.createGalleryImage(image)).toEqual(image)
        expect(await store.getGalleryImage(image.id)).toEqual(image)
      })

      test('getGalleryImage returns null for an unknown id', async () => {
        expect(await store.getGalleryImage('no-such-id')).toBeNull()
      })

      test('listGalleryImages filters by author, in display order', async () => {
        const older = await store.createGalleryImage(
          makeGalleryImage({ author_id: 'uid-ana', status: 'approved', date: '2026-01-01T00:00:00.000Z' }),
        )
        const newer = await store.createGalleryImage(
          makeGalleryImage({ author_id: 'uid-ana', status: 'pending', date: '2026-02-01T00:00:00.000Z' }),
        )
        await store.createGalleryImage(makeGalleryImage({ author_id: 'uid-ben' }))
        await store.createGalleryImage(makeGalleryImage({ author_id: null }))
        expect((await items(store.listGalleryImages({ author: 'uid-ana' }))).map((i) => i.id)).toEqual([
          newer.id,
          older.id,
        ])
        expect(
          (await items(store.listGalleryImages({ author: 'uid-ana', status: 'pending' }))).map((i) => i.id),
        ).toEqual([newer.id])
      })

      test('listGalleryImages filters by status', async () => {
        const approved = await store.createGalleryImage(makeGalleryImage({ status: 'approved' }))
        const pending = await store.createGalleryImage(makeGalleryImage({ status: 'pending' }))
        const rejected = await store.createGalleryImage(makeGalleryImage({ status: 'rejected' }))
        expect((await items(store.listGalleryImages({ status: 'approved' }))).map((i) => i.id)).toEqual([
          approved.id,
        ])
        expect((await items(store.listGalleryImages({ status: 'pending' }))).map((i) => i.id)).toEqual([
          pending.id,
        ])
        expect((await items(store.listGalleryImages())).map((i) => i.id).sort()).toEqual(
          [approved.id, pending.id, rejected.id].sort(),
        )
      })

      test('without an admin order, images are newest first', async () => {
        const old = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(100) }))
        const newest = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(1) }))
        const middle = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(50) }))
        expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([
          newest.id,
          middle.id,
          old.id,
        ])
      })

      test("setGalleryOrder: the admins' order, with images added since then first, newest first", async () => {
        const a = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(10) }))
        const b = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(20) }))
        const c = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(30) }))
        await store.setGalleryOrder([c.id, a.id, b.id])
        expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([c.id, a.id, b.id])
        const later = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(0) }))
        expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([
          later.id,
          c.id,
          a.id,
          b.id,
        ])
      })

      test('setGalleryOrder puts the listed images first and leaves the others where they were', async () => {
        const [a, b, c, d] = await Promise.all(
          [10, 20, 30, 40].map((age) =>
            store.createGalleryImage(makeGalleryImage({ date: minutesAgo(age) })),
          ),
        )
        await store.setGalleryOrder([a!.id, b!.id, c!.id, d!.id])
        const placed = await Promise.all([c, d].map((image) => store.getGalleryImage(image!.id)))
        // An admin who loaded the first two swaps them: the rest keeps its positions.
        await store.setGalleryOrder([b!.id, a!.id])
        expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([
          b!.id,
          a!.id,
          c!.id,
          d!.id,
        ])
        expect(await Promise.all([c, d].map((image) => store.getGalleryImage(image!.id)))).toEqual(placed)
        // A newer image the admin then moves to the front goes before every positioned one.
        const later = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(0) }))
        await store.setGalleryOrder([a!.id, later.id])
        expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([
          a!.id,
          later.id,
          b!.id,
          c!.id,
          d!.id,
        ])
      })

      test('setGalleryOrder with an unknown id is not_found and writes nothing', async () => {
        const a = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(10) }))
        const b = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(20) }))
        await store.setGalleryOrder([b.id, a.id])
        const before = await items(store.listGalleryImages())
        await expectAppError(store.setGalleryOrder([a.id, 'no-such-id', b.id]), 'not_found')
        expect(await items(store.listGalleryImages())).toEqual(before)
      })

      test('updateGalleryImage changes only the given fields; null for an unknown id', async () => {
        const image = await store.createGalleryImage(
          makeGalleryImage({ status: 'pending', location: 'Parramatta' }),
        )
        const updated = await store.updateGalleryImage(image.id, { status: 'approved', location: null })
        expect(updated).toEqual({ ...image, status: 'approved', location: null })
        expect(await store.getGalleryImage(image.id)).toEqual(updated)
        expect(await store.updateGalleryImage('no-such-id', { title: 'x' })).toBeNull()
      })

      test('deleteGalleryImage removes the image and says whether there was one', async () => {
        const image = await store.createGalleryImage(makeGalleryImage())
        expect(await store.deleteGalleryImage(image.id)).toBe(true)
        expect(await store.getGalleryImage(image.id)).toBeNull()
        expect(await store.deleteGalleryImage(image.id)).toBe(false)
      })
    })

    describe('gallery categories', () => {
      test('a new store holds the five default categories in order', async () => {
        const categories = await store.listGalleryCategories()
        expect(categories.map((category) => category.name)).toEqual([...DEFAULT_GALLERY_CATEGORIES])
        expect(categories.map((category) => category.position)).toEqual([0, 1, 2, 3, 4])
      })

      test('createGalleryCategory adds one after the others', async () => {
        const category = makeCategory({ name: 'Solar', position: 5 })
        expect(await store.createGalleryCategory(category)).toEqual(category)
        expect((await store.listGalleryCategories()).map((c) => c.name)).toEqual([
          ...DEFAULT_GALLERY_CATEGORIES,
          'Solar',
        ])
      })

      test('a category name that exists, in any case, is a conflict and writes nothing', async () => {
        await expectAppError(
          store.createGalleryCategory(makeCategory({ name: 'hvac', position: 5 })),
          'conflict',
        )
        expect(await store.listGalleryCategories()).toHaveLength(DEFAULT_GALLERY_CATEGORIES.length)
      })
    })

    describe('profiles', () => {
      test('ensureProfile stores a new profile and returns it', async () => {
        const profile = makeProfile()
        expect(await store.ensureProfile(profile)).toEqual(profile)
        expect(await store.getProfile(profile.id)).toEqual(profile)
      })

      test('getProfile returns null for an unknown id', async () => {
        expect(await store.getProfile('no-such-uid')).toBeNull()
      })

      test('ensureProfile keeps is_admin and created_at of an existing profile, and follows its email', async () => {
        const profile = await store.ensureProfile(makeProfile({ email: 'old@example.com' }))
        await store.setAdmin(profile.id, true)
        const again = await store.ensureProfile({
          ...profile,
          email: 'new@example.com',
          is_admin: false,
          created_at: minutesAgo(-500),
        })
        expect(again).toEqual({ ...profile, email: 'new@example.com', is_admin: true })
      })

      test('listProfiles is newest first', async () => {
        const old = await store.ensureProfile(makeProfile({ created_at: minutesAgo(100) }))
        const newest = await store.ensureProfile(makeProfile({ created_at: minutesAgo(1) }))
        const middle = await store.ensureProfile(makeProfile({ created_at: minutesAgo(50) }))
        expect((await items(store.listProfiles())).map((p) => p.id)).toEqual([newest.id, middle.id, old.id])
      })

      test('setAdmin grants and removes; countAdmins counts', async () => {
        const a = await store.ensureProfile(makeProfile())
        const b = await store.ensureProfile(makeProfile())
        expect(await store.countAdmins()).toBe(0)
        expect(await store.setAdmin(a.id, true)).toEqual({ ...a, is_admin: true })
        expect(await store.setAdmin(b.id, true)).toEqual({ ...b, is_admin: true })
        expect(await store.countAdmins()).toBe(2)
        expect(await store.setAdmin(a.id, false)).toEqual({ ...a, is_admin: false })
        expect(await store.countAdmins()).toBe(1)
      })

      test('setAdmin returns null for an unknown id', async () => {
        expect(await store.setAdmin('no-such-uid', true)).toBeNull()
      })

      test('removing the last admin is forbidden and writes nothing', async () => {
        const only = await store.ensureProfile(makeProfile())
        await store.setAdmin(only.id, true)
        const error = await expectAppError(store.setAdmin(only.id, false), 'forbidden')
        expect(error.message).toBe(LAST_ADMIN_REMOVAL)
        expect((await store.getProfile(only.id))?.is_admin).toBe(true)
        expect(await store.countAdmins()).toBe(1)
      })

      test('listAdmins lists the admins and nobody else', async () => {
        expect(await store.listAdmins()).toEqual([])
        await store.ensureProfile(makeProfile())
        const first = await store.ensureProfile(makeProfile())
        const second = await store.ensureProfile(makeProfile())
        await store.setAdmin(first.id, true)
        await store.setAdmin(second.id, true)
        const byId = (profiles: { id: string }[]) => profiles.map((p) => p.id).sort()
        expect(byId(await store.listAdmins())).toEqual([first.id, second.id].sort())
        await store.setAdmin(first.id, false)
        expect(await store.listAdmins()).toEqual([{ ...second, is_admin: true }])
      })

      test('deleteProfile removes a profile, and an admin only while another admin remains', async () => {
        const user = await store.ensureProfile(makeProfile())
        const admin = await store.ensureProfile(makeProfile())
        await store.setAdmin(admin.id, true)
        expect(await store.deleteProfile(user.id)).toBe(true)
        expect(await store.getProfile(user.id)).toBeNull()
        expect(await store.deleteProfile(user.id)).toBe(false)

        const error = await expectAppError(store.deleteProfile(admin.id), 'forbidden')
        expect(error.message).toBe(LAST_ADMIN_REMOVAL)
        expect(await store.getProfile(admin.id)).toMatchObject({ is_admin: true })

        const second = await store.ensureProfile(makeProfile())
        await store.setAdmin(second.id, true)
        expect(await store.deleteProfile(admin.id)).toBe(true)
        expect(await store.countAdmins()).toBe(1)
        expect((await items(store.listProfiles())).map((p) => p.id)).toEqual([second.id])
      })

      test('claimFirstAdmin makes the first admin only while there is none', async () => {
        const first = makeProfile()
        expect(await store.claimFirstAdmin(first)).toEqual({ ...first, is_admin: true })
        expect(await store.claimFirstAdmin(makeProfile())).toBeNull()
        expect(await store.countAdmins()).toBe(1)
        expect((await items(store.listProfiles())).map((p) => p.id)).toEqual([first.id])
      })

      test('claimFirstAdmin promotes an existing profile, keeping its created_at', async () => {
        const existing = await store.ensureProfile(makeProfile())
        expect(await store.claimFirstAdmin({ ...existing, created_at: minutesAgo(-10) })).toEqual({
          ...existing,
          is_admin: true,
        })
      })
    })

    describe('enquiries', () => {
      test('createEnquiry returns the enquiry as stored; listEnquiries is newest first', async () => {
        const old = makeEnquiry({ created_at: minutesAgo(60), phone: null, service: null })
        const newest = makeEnquiry({ created_at: minutesAgo(1) })
        expect(await store.createEnquiry(old)).toEqual(old)
        expect(await store.createEnquiry(newest)).toEqual(newest)
        expect(await items(store.listEnquiries())).toEqual([newest, old])
      })

      test('a quote request keeps its job details, photos included', async () => {
        const request = makeEnquiry({ kind: 'quote', quote: makeQuoteDetails() })
        expect(await store.createEnquiry(request)).toEqual(request)
        expect(await items(store.listEnquiries())).toEqual([request])
        expect(await store.getEnquiry(request.id)).toEqual(request)
        expect(await store.getEnquiry('no-such-id')).toBeNull()
      })

      test('updateEnquiry sets the status and when it changed; null for an unknown id', async () => {
        const enquiry = await store.createEnquiry(makeEnquiry())
        const at = minutesAgo(-5)
        expect(await store.updateEnquiry(enquiry.id, { status: 'quoted', status_changed_at: at })).toEqual({
          ...enquiry,
          status: 'quoted',
          status_changed_at: at,
        })
        expect(await items(store.listEnquiries({ status: 'quoted' }))).toHaveLength(1)
        expect(await store.updateEnquiry(enquiry.id, { status: 'new', status_changed_at: null })).toEqual(
          enquiry,
        )
        expect(await store.updateEnquiry('no-such-id', { status: 'done', status_changed_at: at })).toBeNull()
        await expect(
          store.updateEnquiry(enquiry.id, { status: 'archived' as never, status_changed_at: at }),
        ).rejects.toMatchObject({ code: 'validation_failed' })
      })

      const note = (n: number) => ({
        id: `note-${n}`,
        text: `Called back, ${n}`,
        author: 'admin@example.com',
        created_at: minutesAgo(-n),
      })

      test('addEnquiryNote appends in order and stops at the most notes; null for an unknown id', async () => {
        const enquiry = await store.createEnquiry(makeEnquiry())
        expect(await store.addEnquiryNote(enquiry.id, note(1))).toEqual({ ...enquiry, notes: [note(1)] })
        await store.addEnquiryNote(enquiry.id, note(2))
        expect(await store.getEnquiry(enquiry.id)).toEqual({ ...enquiry, notes: [note(1), note(2)] })
        expect(await store.addEnquiryNote('no-such-id', note(4))).toBeNull()
        const full = await store.createEnquiry(
          makeEnquiry({ notes: Array.from({ length: MAX_NOTES }, (_, n) => note(n)) }),
        )
        await expect(store.addEnquiryNote(full.id, note(MAX_NOTES))).rejects.toMatchObject({
          code: 'validation_failed',
        })
      })

      test.runIf(isolatesConcurrentWrites)('two notes added at once both stay', async () => {
        const enquiry = await store.createEnquiry(makeEnquiry())
        await Promise.all([
          store.addEnquiryNote(enquiry.id, note(2)),
          store.addEnquiryNote(enquiry.id, note(3)),
        ])
        expect((await store.getEnquiry(enquiry.id))!.notes.map((n) => n.id).sort()).toEqual([
          'note-2',
          'note-3',
        ])
      })

      const pending = (next_attempt_at: string, sent: EnquiryMail['sent'] = []): EnquiryMail => ({
        state: 'pending',
        sent,
        attempts: 0,
        next_attempt_at,
        last_error: null,
      })

      test('listEnquiriesWithMailDue lists pending e-mails due by then, soonest first, up to the limit', async () => {
        const later = await store.createEnquiry(makeEnquiry({ mail: pending(minutesAgo(1)) }))
        const sooner = await store.createEnquiry(makeEnquiry({ mail: pending(minutesAgo(5)) }))
        await store.createEnquiry(makeEnquiry({ mail: pending(minutesAgo(-5)) })) // not due yet
        await store.createEnquiry(makeEnquiry({ mail: null })) // from before e-mails
        await store.createEnquiry(makeEnquiry({ mail: MAIL_SENT }))
        expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 10)).toEqual([sooner, later])
        expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 1)).toEqual([sooner])
      })

      test('updateEnquiryMail writes only while the pending send is the one read', async () => {
        const due = minutesAgo(1)
        const enquiry = await store.createEnquiry(makeEnquiry({ mail: pending(due) }))
        const claim = pending(minutesAgo(-2))
        const claimed = await store.updateEnquiryMail(enquiry.id, due, claim)
        expect(claimed).toEqual({ ...enquiry, mail: claim })
        expect(await store.updateEnquiryMail(enquiry.id, due, pending(minutesAgo(-3)))).toBeNull()
        expect(await items(store.listEnquiries())).toEqual([claimed])
        expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 10)).toEqual([])

        const done: EnquiryMail = {
          ...claim,
          state: 'sent',
          sent: ['business', 'customer'],
          next_attempt_at: null,
        }
        expect(await store.updateEnquiryMail(enquiry.id, claim.next_attempt_at!, done)).toEqual({
          ...enquiry,
          mail: done,
        })
        // Sent is final: no claim matches it any more.
        expect(await store.updateEnquiryMail(enquiry.id, claim.next_attempt_at!, claim)).toBeNull()
        expect(await store.updateEnquiryMail('no-such-id', due, done)).toBeNull()
        const other = await store.createEnquiry(makeEnquiry({ mail: pending(due) }))
        await expect(store.updateEnquiryMail(other.id, due, { ...done, attempts: -1 })).rejects.toMatchObject(
          { code: 'validation_failed' },
        )
        expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 10)).toEqual([other])
      })

      test('deleteEnquiry removes one; false when there is none', async () => {
        const kept = await store.createEnquiry(makeEnquiry())
        const gone = await store.createEnquiry(makeEnquiry())
        expect(await store.deleteEnquiry(gone.id)).toBe(true)
        expect(await store.deleteEnquiry(gone.id)).toBe(false)
        expect(await items(store.listEnquiries())).toEqual([kept])
      })

      test('listEnquiriesCreatedBefore lists the older ones, oldest first, up to the limit', async () => {
        const cutoff = minutesAgo(60)
        const oldest = await store.createEnquiry(makeEnquiry({ created_at: minutesAgo(300) }))
        const older = await store.createEnquiry(makeEnquiry({ created_at: minutesAgo(200) }))
        await store.createEnquiry(makeEnquiry({ created_at: cutoff }))
        await store.createEnquiry(makeEnquiry({ created_at: minutesAgo(1) }))
        expect(await store.listEnquiriesCreatedBefore(cutoff, 1)).toEqual([oldest])
        expect(await store.listEnquiriesCreatedBefore(cutoff, 10)).toEqual([oldest, older])
      })

      test.runIf(isolatesConcurrentWrites)(
        "two concurrent claims of one enquiry's e-mails: exactly one wins",
        async () => {
          const due = minutesAgo(1)
          const enquiry = await store.createEnquiry(makeEnquiry({ mail: pending(due) }))
          const results = await Promise.all([
            store.updateEnquiryMail(enquiry.id, due, pending(minutesAgo(-2))),
            store.updateEnquiryMail(enquiry.id, due, pending(minutesAgo(-3))),
          ])
          expect(results.filter((result) => result !== null)).toHaveLength(1)
        },
      )
    })

    describe('pages', () => {
      test('posts read page by page give the whole list once, in order; the last page has no next', async () => {
        const shared = minutesAgo(30)
        for (let i = 0; i < 7; i++) {
          // Three share a date: ties go by id.
          await store.createPost(makePost({ date: i < 3 ? shared : minutesAgo(i * 10), slug: `post-${i}` }))
        }
        const whole = (await items(store.listPosts({ limit: 100 }))).map((post) => post.id)
        expect(whole).toHaveLength(7)
        const paged = await readAll((page) => store.listPosts(page), 3)
        expect(paged.items.map((post) => post.id)).toEqual(whole)
        expect(paged.pages).toBe(3)
        const exact = await readAll((page) => store.listPosts(page), 7)
        expect(exact.pages).toBe(1)
      })

      test('a cursor keeps its place when items are added before it or the page before is deleted', async () => {
        const made = []
        for (let i = 0; i < 5; i++)
          made.push(await store.createPost(makePost({ date: minutesAgo(10 * (i + 1)) })))
        const first = await store.listPosts({ limit: 2 })
        expect(first.items.map((post) => post.id)).toEqual([made[0]!.id, made[1]!.id])
        await store.createPost(makePost({ date: minutesAgo(0) }))
        await store.deletePost(made[0]!.id)
        const second = await store.listPosts({ cursor: first.next, limit: 2 })
        expect(second.items.map((post) => post.id)).toEqual([made[2]!.id, made[3]!.id])
      })

      test('a cursor that is not one of ours, or from another list, is validation_failed', async () => {
        await store.createEnquiry(makeEnquiry())
        await store.createEnquiry(makeEnquiry())
        const { next } = await store.listEnquiries({ limit: 1 })
        expect(next).not.toBeNull()
        for (const cursor of ['nonsense', Buffer.from('[1,2]').toString('base64url'), next!]) {
          const error = await expectAppError(store.listPosts({ cursor }), 'validation_failed')
          expect(error.message).toBe(STALE_CURSOR)
        }
      })

      test("a search finds words of a post's text, not its markup", async () => {
        const post = await store.createPost(
          makePost({
            title: 'Old switchboards',
            content: '<p>Replace <strong>ceramic fuses</strong> &amp; more</p>',
          }),
        )
        expect((await items(store.listPosts({ q: 'CERAMIC FUSES' }))).map((found) => found.id)).toEqual([
          post.id,
        ])
        expect(await items(store.listPosts({ q: 'strong' }))).toEqual([])
        expect(await items(store.listPosts({ q: 'amp' }))).toEqual([])
      })

      test('posts of a tag, and posts matching a search, page by page', async () => {
        const switchboard = await store.createPost(
          makePost({
            content: '<p>Notes.</p>',
            title: 'Switchboard upgrades on the Northern Beaches',
            tags: ['electrical'],
            date: minutesAgo(1),
          }),
        )
        await store.createPost(
          makePost({
            content: '<p>Notes.</p>',
            title: 'Ducted heating',
            tags: ['hvac'],
            date: minutesAgo(2),
          }),
        )
        const cafe = await store.createPost(
          makePost({
            content: '<p>Notes.</p>',
            title: 'Café lighting',
            excerpt: 'Warm light for a north-facing room',
            tags: ['lighting', 'electrical'],
            date: minutesAgo(3),
          }),
        )
        const tagged = await readAll((page) => store.listPosts({ ...page, tag: 'electrical' }), 1)
        expect(tagged.items.map((post) => post.id)).toEqual([switchboard.id, cafe.id])
        expect((await items(store.listPosts({ q: 'swi NORTH' }))).map((post) => post.id)).toEqual([
          switchboard.id,
        ])
        expect((await items(store.listPosts({ q: 'cafe' }))).map((post) => post.id)).toEqual([cafe.id])
        const north = await readAll((page) => store.listPosts({ ...page, q: 'nor' }), 1)
        expect(north.items.map((post) => post.id)).toEqual([switchboard.id, cafe.id])
        expect(await items(store.listPosts({ q: 'switchboards' }))).toEqual([])
        expect(
          (await items(store.listPosts({ tag: 'electrical', q: 'light' }))).map((post) => post.id),
        ).toEqual([cafe.id])
      })

      test('gallery pages run across unpositioned and positioned images, by category and by search', async () => {
        const made: GalleryImage[] = []
        for (let i = 0; i < 6; i++) {
          made.push(
            await store.createGalleryImage(
              makeGalleryImage({
                date: minutesAgo(i),
                category: i % 2 === 0 ? 'HVAC' : 'Electrical',
                title: i === 4 ? 'Rooftop heat pump' : `Job number ${i}`,
                status: 'approved',
              }),
            ),
          )
        }
        await store.setGalleryOrder([made[5]!.id, made[4]!.id])
        const whole = (await items(store.listGalleryImages({ limit: 100 }))).map((image) => image.id)
        expect(whole).toEqual([0, 1, 2, 3, 5, 4].map((i) => made[i]!.id))
        const paged = await readAll((page) => store.listGalleryImages(page), 2)
        expect(paged.items.map((image) => image.id)).toEqual(whole)
        const hvac = await readAll((page) => store.listGalleryImages({ ...page, category: 'HVAC' }), 1)
        expect(hvac.items.map((image) => image.id)).toEqual([0, 2, 4].map((i) => made[i]!.id))
        expect((await items(store.listGalleryImages({ q: 'roof' }))).map((image) => image.id)).toEqual([
          made[4]!.id,
        ])
        // Every image has "job": the other word decides, across several reads.
        const numbered = await readAll((page) => store.listGalleryImages({ ...page, q: 'job 3' }), 1)
        expect(numbered.items.map((image) => image.id)).toEqual([made[3]!.id])
      })

      test('enquiries by status, kind and search; profiles, page by page', async () => {
        const done = await store.createEnquiry(
          makeEnquiry({ created_at: minutesAgo(1), status: 'done', status_changed_at: minutesAgo(0) }),
        )
        const fresh = await store.createEnquiry(
          makeEnquiry({ created_at: minutesAgo(2), name: 'Nadia Haddad' }),
        )
        const booked = await store.createEnquiry(
          makeEnquiry({
            created_at: minutesAgo(3),
            kind: 'quote',
            status: 'booked',
            quote: makeQuoteDetails({ suburb: 'Marrickville', address: '12 Addison Road' }),
          }),
        )
        const ids = async (query: EnquiryQuery) => (await items(store.listEnquiries(query))).map((e) => e.id)
        expect(await ids({ status: 'done' })).toEqual([done.id])
        expect(await ids({ status: 'open' })).toEqual([fresh.id, booked.id])
        expect(await ids({ kind: 'quote' })).toEqual([booked.id])
        expect(await ids({ kind: 'message', status: 'open' })).toEqual([fresh.id])
        expect(await ids({ q: 'marrick addison' })).toEqual([booked.id])
        expect(await ids({ q: 'nad', status: 'open', kind: 'message' })).toEqual([fresh.id])
        expect(await ids({ q: 'nadia', kind: 'quote' })).toEqual([])
        const paged = await readAll((page) => store.listEnquiries({ ...page, status: 'open' }), 1)
        expect(paged.items.map((e) => e.id)).toEqual([fresh.id, booked.id])
        const profiles = []
        for (let i = 0; i < 5; i++)
          profiles.push(await store.ensureProfile(makeProfile({ created_at: minutesAgo(i) })))
        const pagedProfiles = await readAll((page) => store.listProfiles(page), 2)
        expect(pagedProfiles.items.map((p) => p.id)).toEqual(profiles.map((p) => p.id))
      })
    })

    describe('counts', () => {
      test('countContent counts every kind of record', async () => {
        await store.createPost(makePost())
        await store.createGalleryImage(makeGalleryImage({ status: 'approved' }))
        await store.createGalleryImage(makeGalleryImage({ status: 'pending' }))
        await store.createGalleryImage(makeGalleryImage({ status: 'pending' }))
        await store.createEnquiry(makeEnquiry())
        await store.createEnquiry(makeEnquiry({ status: 'lost', status_changed_at: minutesAgo(0) }))
        await store.createEnquiry(makeEnquiry({ status: 'quoted', status_changed_at: minutesAgo(0) }))
        await store.ensureProfile(makeProfile({ is_admin: true }))
        await store.ensureProfile(makeProfile())
        expect(await store.countContent()).toEqual({
          posts: 1,
          gallery: { approved: 1, pending: 2, rejected: 0 },
          enquiries: { total: 3, open: 2 },
          profiles: { total: 2, admins: 1 },
        })
      })
    })

    describe('upload ledger', () => {
      const upload = (overrides: Partial<Upload> = {}): Upload => {
        const id = overrides.id ?? `gallery/1767225600000-${crypto.randomUUID().replaceAll('-', '')}`
        return {
          id,
          owner_id: 'uid-owner',
          purpose: 'gallery',
          keys: [`${id}-480.webp`, `${id}-960.webp`],
          variants: [
            { url: `/api/media/${id}-480.webp`, width: 480, height: 360 },
            { url: `/api/media/${id}-960.webp`, width: 960, height: 720 },
          ],
          created_at: minutesAgo(10),
          attached_to: null,
          ...overrides,
        }
      }

      test('createUpload and getUpload keep every field; an unknown id is null; a taken id is a conflict', async () => {
        const made = upload()
        expect(await store.createUpload(made)).toEqual(made)
        expect(await store.getUpload(made.id)).toEqual(made)
        expect(await store.getUpload('gallery/none')).toBeNull()
        await expectAppError(store.createUpload({ ...made, owner_id: 'uid-other' }), 'conflict')
        expect(await store.getUpload(made.id)).toEqual(made)
      })

      test('attachUpload claims once: the second claim gets null and changes nothing', async () => {
        const made = await store.createUpload(upload())
        expect(await store.attachUpload(made.id, 'gallery/one')).toEqual({
          ...made,
          attached_to: 'gallery/one',
        })
        expect(await store.attachUpload(made.id, 'gallery/two')).toBeNull()
        expect((await store.getUpload(made.id))?.attached_to).toBe('gallery/one')
        expect(await store.attachUpload('gallery/none', 'gallery/one')).toBeNull()
      })

      test.runIf(isolatesConcurrentWrites)(
        'two concurrent claims of one upload: exactly one wins',
        async () => {
          const made = await store.createUpload(upload())
          const results = await Promise.all([
            store.attachUpload(made.id, 'gallery/a'),
            store.attachUpload(made.id, 'gallery/b'),
          ])
          expect(results.filter((result) => result !== null)).toHaveLength(1)
          const winner = results.find((result) => result !== null)!
          expect((await store.getUpload(made.id))?.attached_to).toBe(winner.attached_to)
        },
      )

      test('detachUpload frees only a claim by the same record', async () => {
        const made = await store.createUpload(upload())
        await store.attachUpload(made.id, 'gallery/one')
        await store.detachUpload(made.id, 'gallery/other')
        expect((await store.getUpload(made.id))?.attached_to).toBe('gallery/one')
        await store.detachUpload(made.id, 'gallery/one')
        expect((await store.getUpload(made.id))?.attached_to).toBeNull()
        expect(await store.listUnattachedUploads(minutesAgo(-1), 10)).toEqual([made])
      })

      test('listUnattachedUploads: unattached and older than the cut-off only, oldest first, limited', async () => {
        const oldest = await store.createUpload(upload({ created_at: minutesAgo(300) }))
        const older = await store.createUpload(upload({ created_at: minutesAgo(200) }))
        const attached = await store.createUpload(upload({ created_at: minutesAgo(250) }))
        await store.attachUpload(attached.id, 'post/p')
        await store.createUpload(upload({ created_at: minutesAgo(5) }))
        expect(await store.listUnattachedUploads(minutesAgo(60), 10)).toEqual([oldest, older])
        expect(await store.listUnattachedUploads(minutesAgo(60), 1)).toEqual([oldest])
        expect(await store.listUnattachedUploads(minutesAgo(60), 0)).toEqual([])
      })

      test('deleteUnattachedUpload removes only an unattached entry; deleteUpload removes any', async () => {
        const free = await store.createUpload(upload())
        const used = await store.createUpload(upload())
        await store.attachUpload(used.id, 'gallery/x')
        expect(await store.deleteUnattachedUpload(used.id)).toBe(false)
        expect(await store.getUpload(used.id)).not.toBeNull()
        expect(await store.deleteUnattachedUpload(free.id)).toBe(true)
        expect(await store.getUpload(free.id)).toBeNull()
        expect(await store.deleteUpload(used.id)).toBe(true)
        expect(await store.deleteUpload(used.id)).toBe(false)
        expect(await store.getUpload(used.id)).toBeNull()
      })
    })
  })
}
