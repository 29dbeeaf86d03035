/**
 * Uploads as an attacker would try them (issue 10, class 2; DESIGN.md section 4): media belongs
 * to its uploader until attached once to a record, each person uploads and submits at a capped
 * rate, and photos not yet approved are not publicly readable. What becomes of files nothing
 * refers to is in uploads-cleanup.test.ts.
 */
import { describe, expect, test } from 'vitest'
import { BACKENDS, errorOf, uploadForm } from '#tests/helpers/test-app.ts'
import { smallPng, useUploadsApp, type Who } from '#tests/helpers/uploads-app.ts'
import { NOT_YOUR_UPLOAD, UPLOAD_IN_USE } from '../services/media-references.ts'

describe.each(BACKENDS)('%s', (backend) => {
  const app = useUploadsApp(backend)
  const { send, upload, submit, imageOf, createPost, statusOf } = app

  describe('an upload is attached once, and only by its uploader', () => {
    test("another user's upload is refused with 403, and nothing is stored", async () => {
      const theirs = await upload('verified')
      const response = await submit('other', theirs)
      expect(response.status).toBe(403)
      expect((await errorOf(response)).message).toBe(NOT_YOUR_UPLOAD)
      expect((await app.t.content.listGalleryImages()).items).toEqual([])
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
      expect((await app.t.content.listGalleryImages()).items.map((image) => image.id)).toEqual([approved.id])
    })

    test('one upload submitted twice: one 201, then 409', async () => {
      const mine = await upload('verified')
      await imageOf(await submit('verified', mine))
      const again = await submit('verified', mine)
      expect(again.status).toBe(409)
      expect((await errorOf(again)).message).toBe(UPLOAD_IN_USE)
      expect((await app.t.content.listGalleryImages()).items).toHaveLength(1)
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
        expect((await app.t.content.listGalleryImages()).items).toHaveLength(1)
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
      expect((await createPost({ title: 'Ducted air', image_url: own.url })).image_variants).toEqual(
        own.variants,
      )
      const second = await send('POST', '/api/posts', 'admin', {
        title: 'Ducted air again',
        content: '<p>Body</p>',
        image_url: own.url,
      })
      expect(second.status).toBe(409)
      await createPost({ title: 'Outside', image_url: 'https://images.example.com/a.jpg' })
    })
  })

  describe('per-user limits', () => {
    test('the 31st upload in an hour is a 429 with Retry-After; someone else can still upload', async () => {
      for (let n = 0; n < 30; n++) await upload('verified')
      const refused = await app.t.request('POST', '/api/media', {
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
      expect((await app.t.content.listGalleryImages()).items).toHaveLength(10)
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
      const privateAnswer = await send('GET', app.t.mediaPath(urls[0]!), 'verified')
      expect(privateAnswer.headers.get('cache-control')).toBe('private, no-store')

      expect((await send('POST', `/api/gallery/${image.id}/approve`, 'admin')).status).toBe(200)
      await expectStatuses({ visitor: 200, other: 200, verified: 200, admin: 200 })

      expect((await send('POST', `/api/gallery/${image.id}/reject`, 'admin')).status).toBe(200)
      await expectStatuses({ visitor: 404, other: 404, verified: 200, admin: 200 })
    })

    test('private files sit where no URL can name them: on disk under .private/, in the bucket under private/', async () => {
      const mine = await upload('verified')
      const folder = backend === 'sqlite' ? '.private/' : 'private/'
      expect(app.t.mediaFiles().every((path) => path.startsWith(folder))).toBe(true)
      const key = app.t.media.keyFromUrl(mine.url)!
      expect((await send('GET', `/api/media/${folder}${key}`, 'verified')).status).toBe(404)
      if (backend === 'firestore') {
        // A download URL of the private object is not one of ours: nothing claims or serves it.
        const privateUrl = mine.url.replace('/o/public%2F', '/o/private%2F')
        expect(app.t.media.keyFromUrl(privateUrl)).toBeNull()
      }
    })
  })
})
