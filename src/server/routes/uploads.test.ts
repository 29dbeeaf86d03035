/**
 * Uploads as an attacker would try them (issue 10, class 2; DESIGN.md section 4): media
 * belongs to its uploader until attached once to a record; a file is deleted only when nothing
 * refers to it; unattached uploads expire; unreviewed photos are not publicly readable.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { makeGalleryImage } from '#tests/factories/index.ts'
import { BACKENDS, errorOf, makeTestApp, uploadForm, type TestApp } from '#tests/helpers/test-app.ts'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import type { MediaUploadResult } from '../../domain/media.ts'
import type { Post } from '../../domain/post.ts'
import { NOT_YOUR_UPLOAD, UPLOAD_IN_USE } from '../services/media-references.ts'
import { fixture } from '#tests/helpers/fixtures.ts'

const smallPng = fixture('small.png')
const HOUR_MS = 60 * 60 * 1000

/** A second verified user, who must not be able to use or see the first one's photos. */
const OTHER = {
  token: 'token-other',
  uid: 'uid-other',
  email: 'other.user@example.com',
  email_verified: true,
}
type Who = 'visitor' | 'verified' | 'admin' | 'other'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  let clock: Date
  beforeEach(async () => {
    clock = new Date('2026-03-02T09:00:00.000Z')
    t = await makeTestApp({ now: () => clock }, { backend })
    t.addToken(OTHER.token, OTHER)
  })

  function send(method: string, path: string, who: Who, json?: unknown): Promise<Response> {
    const as = who === 'other' ? undefined : who
    const headers: Record<string, string> = who === 'other' ? { Authorization: `Bearer ${OTHER.token}` } : {}
    return t.request(method, path, { as, headers, ...(json === undefined ? {} : { json }) })
  }

  async function upload(
    who: 'verified' | 'admin' | 'other',
    purpose = 'gallery',
  ): Promise<MediaUploadResult> {
    const response = await t.request('POST', '/api/media', {
      ...(who === 'other' ? { headers: { Authorization: `Bearer ${OTHER.token}` } } : { as: who }),
      form: uploadForm(smallPng, purpose, 'p.png', 'image/png'),
    })
    expect(response.status).toBe(201)
    return (await response.json()) as MediaUploadResult
  }

  const submit = (who: Who, uploaded: Pick<MediaUploadResult, 'url'> & Partial<MediaUploadResult>) =>
    send('POST', '/api/gallery/submissions', who, {
      title: 'My switchboard',
      image_url: uploaded.url,
      image_variants: uploaded.variants,
    })

  async function imageOf(response: Response): Promise<GalleryImage> {
    expect(response.status).toBe(201)
    return ((await response.json()) as { image: GalleryImage }).image
  }

  /** What GET /api/media answers `who` for the file at `url` (the path the admin pages fetch private files by). */
  const statusOf = async (url: string, who: Who) => (await send('GET', t.mediaPath(url), who)).status

  describe('an upload is attached once, and only by its uploader', () => {
    test("another user's upload is refused with 403, and nothing is stored", async () => {
      const theirs = await upload('verified')
      const response = await submit('other', theirs)
      expect(response.status).toBe(403)
      expect((await errorOf(response)).message).toBe(NOT_YOUR_UPLOAD)
      expect((await t.content.listGalleryImages()).items).toEqual([])
      // The rightful owner can still use it.
      await imageOf(await submit('verified', theirs))
    })

    test("an approved photo's URL cannot be submitted again, by a user or by the admin who uploaded it", async () => {
      const adminUpload = await upload('admin')
      const approved = await imageOf(
        await send('POST', '/api/gallery', 'admin', { title: 'Team photo', image_url: adminUpload.url }),
      )
      const byUser = await submit('verified', { url: approved.image_url })
      expect(byUser.status).toBe(403)
      const byAdmin = await send('POST', '/api/gallery', 'admin', {
        title: 'Copy',
        image_url: approved.image_url,
      })
      expect(byAdmin.status).toBe(409)
      expect((await errorOf(byAdmin)).message).toBe(UPLOAD_IN_USE)
      expect((await t.content.listGalleryImages()).items.map((image) => image.id)).toEqual([approved.id])
    })

    test('one upload submitted twice: one 201, then 409', async () => {
      const mine = await upload('verified')
      await imageOf(await submit('verified', mine))
      const again = await submit('verified', mine)
      expect(again.status).toBe(409)
      expect((await errorOf(again)).message).toBe(UPLOAD_IN_USE)
      expect((await t.content.listGalleryImages()).items).toHaveLength(1)
    })

    // SQLite only: the in-process Firestore emulator does not isolate concurrent transactions
    // (firestore-emulator.ts); Firestore does, as the contract suite's race tests note too.
    test.runIf(backend === 'sqlite')(
      'one upload submitted twice at once: exactly one 201 and one 409',
      async () => {
        const mine = await upload('verified')
        const statuses = await Promise.all([submit('verified', mine), submit('verified', mine)]).then((all) =>
          all.map((response) => response.status).sort(),
        )
        expect(statuses).toEqual([201, 409])
        expect((await t.content.listGalleryImages()).items).toHaveLength(1)
      },
    )

    test("the widths come from the ledger, not the client: forged widths pointing at another's files are ignored", async () => {
      const victim = await upload('admin')
      const mine = await upload('verified')
      const image = await imageOf(
        await submit('verified', { url: mine.variants[0]!.url, variants: victim.variants }),
      )
      expect(image.image_url).toBe(mine.url)
      expect(image.image_variants).toEqual(mine.variants)
    })

    test("an admin cannot attach a user's upload, but may keep the image a record already has", async () => {
      const users = await upload('verified')
      const refused = await send('POST', '/api/gallery', 'admin', { title: 'Taken', image_url: users.url })
      expect(refused.status).toBe(403)

      const own = await upload('admin')
      const image = await imageOf(
        await send('POST', '/api/gallery', 'admin', { title: 'Mine', image_url: own.url }),
      )
      const kept = await send('PATCH', `/api/gallery/${image.id}`, 'admin', {
        title: 'Renamed',
        image_url: image.image_url,
      })
      expect(kept.status).toBe(200)
      expect(await statusOf(image.image_url, 'visitor')).toBe(200)
    })

    test('a post claims its uploaded image once; an outside image URL still works', async () => {
      const own = await upload('admin', 'blog')
      const first = await send('POST', '/api/posts', 'admin', {
        title: 'Ducted air',
        content: '<p>Body</p>',
        image_url: own.url,
      })
      expect(first.status).toBe(201)
      expect(((await first.json()) as { post: Post }).post.image_variants).toEqual(own.variants)
      const second = await send('POST', '/api/posts', 'admin', {
        title: 'Ducted air again',
        content: '<p>Body</p>',
        image_url: own.url,
      })
      expect(second.status).toBe(409)
      const outside = await send('POST', '/api/posts', 'admin', {
        title: 'Outside',
        content: '<p>Body</p>',
        image_url: 'https://images.example.com/a.jpg',
      })
      expect(outside.status).toBe(201)
    })
  })

  describe('a file is deleted only when nothing refers to it', () => {
    test("deleting a submission that copied an approved photo's URL (data from before the fix) keeps the photo", async () => {
      const adminUpload = await upload('admin')
      const approved = await imageOf(
        await send('POST', '/api/gallery', 'admin', { title: 'Team photo', image_url: adminUpload.url }),
      )
      const copy = await t.content.createGalleryImage(
        makeGalleryImage({
          status: 'pending',
          image_url: approved.image_url,
          image_variants: approved.image_variants,
        }),
      )
      expect((await send('DELETE', `/api/gallery/${copy.id}`, 'admin')).status).toBe(204)
      for (const variant of approved.image_variants) expect(await statusOf(variant.url, 'visitor')).toBe(200)
    })

    test("deleting a gallery image whose file a post's text shows keeps the file; deleting the post then frees it", async () => {
      const own = await upload('admin')
      const image = await imageOf(
        await send('POST', '/api/gallery', 'admin', { title: 'x', image_url: own.url }),
      )
      const created = await send('POST', '/api/posts', 'admin', {
        title: 'Our work',
        content: `<p>Look:</p><p><img src="${own.url}" alt="Switchboard"></p>`,
      })
      expect(created.status).toBe(201)
      const { post } = (await created.json()) as { post: Post }

      expect((await send('DELETE', `/api/gallery/${image.id}`, 'admin')).status).toBe(204)
      expect(await statusOf(own.url, 'visitor')).toBe(200)

      expect((await send('DELETE', `/api/posts/${post.id}`, 'admin')).status).toBe(204)
      expect(await statusOf(own.url, 'admin')).toBe(404)
      expect(t.mediaFiles()).toEqual([])
    })

    test("replacing a post's image deletes the old files; deleting the post deletes the new ones", async () => {
      const first = await upload('admin', 'blog')
      const second = await upload('admin', 'blog')
      const created = await send('POST', '/api/posts', 'admin', {
        title: 'P',
        content: '<p>B</p>',
        image_url: first.url,
      })
      const { post } = (await created.json()) as { post: Post }
      const patched = await send('PATCH', `/api/posts/${post.id}`, 'admin', { image_url: second.url })
      expect(patched.status).toBe(200)
      expect(await statusOf(first.url, 'admin')).toBe(404)
      expect(await statusOf(second.url, 'visitor')).toBe(200)
      expect((await send('DELETE', `/api/posts/${post.id}`, 'admin')).status).toBe(204)
      expect(t.mediaFiles()).toEqual([])
    })
  })

  describe('per-user limits', () => {
    test('the 31st upload in an hour is a 429 with Retry-After; someone else can still upload', async () => {
      for (let n = 0; n < 30; n++) await upload('verified')
      const refused = await t.request('POST', '/api/media', {
        as: 'verified',
        form: uploadForm(smallPng, 'gallery', 'p.png', 'image/png'),
      })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await errorOf(refused)).code).toBe('rate_limited')
      await upload('other')
    })

    test('the 11th submission in an hour is a 429 with Retry-After', async () => {
      for (let n = 0; n < 10; n++) await imageOf(await submit('verified', await upload('verified')))
      const refused = await submit('verified', await upload('verified'))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await t.content.listGalleryImages()).items).toHaveLength(10)
    })
  })

  describe('photos waiting for review or rejected are not public', () => {
    test('visitor and another user get 404; the uploader and admins get it; everyone once approved; private again when rejected', async () => {
      const mine = await upload('verified')
      const image = await imageOf(await submit('verified', mine))
      const urls = image.image_variants.map((variant) => variant.url)
      const expectStatuses = async (expected: Record<Who, number>) => {
        for (const url of urls) {
          for (const who of Object.keys(expected) as Who[])
            expect([who, await statusOf(url, who)]).toEqual([who, expected[who]])
        }
      }

      // Before a submission, too: a fresh upload is its uploader's alone.
      expect(await statusOf((await upload('verified')).url, 'other')).toBe(404)

      await expectStatuses({ visitor: 404, other: 404, verified: 200, admin: 200 })
      const privateAnswer = await send('GET', t.mediaPath(urls[0]!), 'verified')
      expect(privateAnswer.headers.get('cache-control')).toBe('private, no-store')

      expect((await send('POST', `/api/gallery/${image.id}/approve`, 'admin')).status).toBe(200)
      await expectStatuses({ visitor: 200, other: 200, verified: 200, admin: 200 })

      expect((await send('POST', `/api/gallery/${image.id}/reject`, 'admin')).status).toBe(200)
      await expectStatuses({ visitor: 404, other: 404, verified: 200, admin: 200 })
    })

    test('private files sit where no URL can name them: on disk under .private/, in the bucket under private/', async () => {
      const mine = await upload('verified')
      const folder = backend === 'sqlite' ? '.private/' : 'private/'
      expect(t.mediaFiles().every((path) => path.startsWith(folder))).toBe(true)
      const key = t.media.keyFromUrl(mine.url)!
      expect((await send('GET', `/api/media/${folder}${key}`, 'verified')).status).toBe(404)
      if (backend === 'firestore') {
        // A download URL of the private object is not one of ours: nothing claims or serves it.
        const privateUrl = mine.url.replace('/o/public%2F', '/o/private%2F')
        expect(t.media.keyFromUrl(privateUrl)).toBeNull()
      }
    })
  })

  describe('uploads never attached expire', () => {
    test('after 24 hours an unattached upload is gone (files and ledger); an attached one stays', async () => {
      const unused = await upload('verified')
      const used = await upload('verified')
      const image = await imageOf(await submit('verified', used))

      clock = new Date(clock.getTime() + 23 * HOUR_MS)
      await t.jobs.sweepUploads() // nothing is a day old yet
      expect(await statusOf(unused.url, 'verified')).toBe(200)

      clock = new Date(clock.getTime() + HOUR_MS + 60_000)
      await t.jobs.sweepUploads() // the unused one is a day and a minute old
      expect(await statusOf(unused.url, 'verified')).toBe(404)
      expect(await statusOf(unused.url, 'admin')).toBe(404)
      expect((await submit('verified', unused)).status).toBe(403)
      expect(t.mediaFiles().some((path) => path.includes(t.media.keyFromUrl(unused.url)!))).toBe(false)

      for (const variant of image.image_variants) expect(await statusOf(variant.url, 'verified')).toBe(200)
    })

    test('the hourly schedule clears a backlog of many batches in one run; an upload sweeps nothing', async () => {
      // 120 uploads nobody claimed, two days old: more than two batches of the sweep.
      const created_at = new Date(clock.getTime() - 48 * HOUR_MS).toISOString()
      for (let index = 0; index < 120; index++) {
        const key = `quote/${clock.getTime()}-backlog${index}-320.webp`
        await t.media.put(key, smallPng, 'image/webp', 'private')
        await t.content.createUpload({
          id: `quote/${clock.getTime()}-backlog${index}`,
          owner_id: 'visitor',
          purpose: 'quote',
          keys: [key],
          variants: [{ url: t.media.publicUrl(key), width: 320, height: 240 }],
          created_at,
          attached_to: null,
        })
      }
      const backlog = () => t.mediaFiles().filter((path) => path.includes('-backlog')).length
      // An upload answers without reading every photo and post, which the sweep has to.
      const photoReads = vi.spyOn(t.stores.gallery, 'listGalleryImages')
      await upload('admin')
      expect(backlog()).toBe(120)
      expect(photoReads).not.toHaveBeenCalled()

      // Three batches, and one read of what the records refer to.
      expect(await t.jobs.sweepUploads()).toBe(120)
      expect(backlog()).toBe(0)
      expect(photoReads).toHaveBeenCalledTimes(1)
    })

    test("an old upload shown in a post's text is kept and attached to the post, not deleted", async () => {
      const own = await upload('admin', 'blog')
      const created = await send('POST', '/api/posts', 'admin', {
        title: 'Inline',
        content: `<p><img src="${own.url}" alt="x"></p>`,
      })
      expect(created.status).toBe(201)
      clock = new Date(clock.getTime() + 25 * HOUR_MS)
      await t.jobs.sweepUploads()
      expect(await statusOf(own.url, 'visitor')).toBe(200)
    })
  })

  describe('a file Storage could not delete is tried again, never forgotten', () => {
    const storageDown = () => new Error('storage unavailable')
    const filesOf = (url: string) => {
      const stem = t.media.keyFromUrl(url)!.replace(/-\d+\.webp$/, '')
      return t.mediaFiles().filter((path) => path.includes(stem))
    }

    test("a deleted post's file that failed to delete goes with a later sweep", async () => {
      const own = await upload('admin', 'blog')
      const created = await send('POST', '/api/posts', 'admin', {
        title: 'P',
        content: '<p>B</p>',
        image_url: own.url,
      })
      const { post } = (await created.json()) as { post: Post }
      vi.spyOn(t.media, 'delete').mockRejectedValueOnce(storageDown())
      expect((await send('DELETE', `/api/posts/${post.id}`, 'admin')).status).toBe(204)
      expect(filesOf(own.url)).not.toEqual([])

      clock = new Date(clock.getTime() + 25 * HOUR_MS)
      await t.jobs.sweepUploads()
      expect(filesOf(own.url)).toEqual([])
    })

    test('an expired upload the sweep could not delete is swept again by the next run', async () => {
      const unused = await upload('verified')
      clock = new Date(clock.getTime() + 25 * HOUR_MS)
      vi.spyOn(t.media, 'delete').mockRejectedValueOnce(storageDown())
      await t.jobs.sweepUploads()
      expect(filesOf(unused.url)).not.toEqual([])

      await t.jobs.sweepUploads()
      expect(filesOf(unused.url)).toEqual([])
    })

    test('an upload that failed half-way, its clean-up failing too, leaves its stored widths to the sweep', async () => {
      const put = t.media.put
      let puts = 0
      vi.spyOn(t.media, 'put').mockImplementation(async (...args) => {
        if (++puts === 2) throw new Error('disk full')
        return put(...args)
      })
      vi.spyOn(t.media, 'delete').mockRejectedValueOnce(storageDown())
      const response = await t.request('POST', '/api/media', {
        as: 'admin',
        form: uploadForm(fixture('gps-photo.jpg'), 'gallery'),
      })
      expect(response.status).toBe(500)
      expect(t.mediaFiles()).toHaveLength(1)

      clock = new Date(clock.getTime() + 25 * HOUR_MS)
      await t.jobs.sweepUploads()
      expect(t.mediaFiles()).toEqual([])
    })
  })
})
