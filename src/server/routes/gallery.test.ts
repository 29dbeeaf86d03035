/**
 * The gallery's routes (SPEC.md, gallery and admin gallery): the public list, a verified user's
 * submission, the admins' screen, and a person's own photos. The e-mail to the admins is in
 * gallery-review-notice.test.ts; who may use an upload in uploads-ownership.test.ts.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { makeGalleryImage, minutesAgo } from '#tests/factories/index.ts'
import {
  BACKENDS,
  makeTestApp,
  people,
  snapshot,
  uploadSmallPng,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import type { GalleryCategory, GalleryImage } from '../../domain/gallery-image.ts'
import { expectRefused } from '#tests/helpers/responses.ts'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeTestApp({}, { backend })
  })

  const uploadAs = (as: 'verified' | 'admin') => uploadSmallPng(t, { as })

  const imagesOf = async (response: Response) =>
    ((await response.json()) as { images: GalleryImage[] }).images

  describe('the public gallery', () => {
    test('lists approved images only, newest first', async () => {
      const old = await t.content.createGalleryImage(makeGalleryImage({ date: minutesAgo(90) }))
      const newest = await t.content.createGalleryImage(makeGalleryImage({ date: minutesAgo(1) }))
      await t.content.createGalleryImage(makeGalleryImage({ status: 'pending' }))
      await t.content.createGalleryImage(makeGalleryImage({ status: 'rejected' }))
      const images = await imagesOf(await t.request('GET', '/api/gallery'))
      expect(images.map((image) => image.id)).toEqual([newest.id, old.id])
    })

    test('pages in display order: unarranged images newest first, then the arranged ones', async () => {
      const images: GalleryImage[] = []
      for (const ago of [1, 2, 3, 4]) {
        images.push(await t.content.createGalleryImage(makeGalleryImage({ date: minutesAgo(ago) })))
      }
      const [a, b, c, d] = images
      await t.content.createGalleryImage(makeGalleryImage({ status: 'pending' }))
      expect(
        (await t.request('PUT', '/api/gallery/order', { as: 'admin', json: { ids: [c!.id, a!.id] } })).status,
      ).toBe(200)
      // One image a page: the cursors cross from unarranged (no position) to arranged ones.
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const response = await t.request(
          'GET',
          `/api/gallery?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
        const body = (await response.json()) as { images: GalleryImage[]; next: string | null }
        seen.push(...body.images.map((image) => image.id))
        cursor = body.next
      } while (cursor !== null)
      expect(seen).toEqual([b!.id, d!.id, c!.id, a!.id])
    })

    test('lists the categories, the five defaults first', async () => {
      const { categories } = (await (await t.request('GET', '/api/gallery/categories')).json()) as {
        categories: GalleryCategory[]
      }
      expect(categories.map(({ name }) => name)).toEqual(['Electrical', 'HVAC', 'ICT', 'Projects', 'Team'])
    })
  })

  describe('a verified user submits a photo', () => {
    test('upload, then submission: stored as pending with tags and date, invisible until approved', async () => {
      const uploaded = await uploadAs('verified')
      const response = await t.request('POST', '/api/gallery/submissions', {
        as: 'verified',
        json: {
          title: 'New switchboard',
          description: '',
          tags: 'switchboard, upgrade',
          location: 'Inner West',
          date: '2026-01-10',
          image_url: uploaded.url,
          image_variants: uploaded.variants,
        },
      })
      expect(response.status).toBe(201)
      const { image } = (await response.json()) as { image: GalleryImage }
      expect(image).toMatchObject({
        title: 'New switchboard',
        description: null,
        category: 'Projects',
        tags: ['switchboard', 'upgrade'],
        location: 'Inner West',
        date: '2026-01-10T00:00:00.000Z',
        author_id: people.verified.uid,
        status: 'pending',
        position: null,
      })
      expect(await imagesOf(await t.request('GET', '/api/gallery'))).toEqual([])

      const approved = await t.request('POST', `/api/gallery/${image.id}/approve`, { as: 'admin' })
      expect(approved.status).toBe(200)
      expect((await imagesOf(await t.request('GET', '/api/gallery'))).map((i) => i.id)).toEqual([image.id])
      // The sender's account id is not the public's, signed in or not; the admins' list keeps it.
      for (const as of [undefined, 'verified', 'admin'] as const) {
        const [shown] = await imagesOf(await t.request('GET', '/api/gallery', as ? { as } : {}))
        expect(shown?.author_id, as ?? 'visitor').toBeNull()
        expect(JSON.stringify(shown)).not.toContain(people.verified.uid)
      }
      const [managed] = await imagesOf(await t.request('GET', '/api/gallery/all', { as: 'admin' }))
      expect(managed?.author_id).toBe(people.verified.uid)
    })

    test('a submission reads neither the gallery nor the blog, however large: its photo is private, and only it shows it', async () => {
      const uploaded = await uploadAs('verified')
      const galleryReads = vi.spyOn(t.stores.gallery, 'listGalleryImages')
      const blogReads = vi.spyOn(t.stores.posts, 'listPosts')
      const response = await t.request('POST', '/api/gallery/submissions', {
        as: 'verified',
        json: { title: 'Deck lights', image_url: uploaded.url, image_variants: uploaded.variants },
      })
      expect(response.status).toBe(201)
      expect(galleryReads).not.toHaveBeenCalled()
      expect(blogReads).not.toHaveBeenCalled()
      // Private until approved: a visitor cannot fetch it.
      expect((await t.request('GET', new URL(uploaded.url, 'http://x').pathname)).status).not.toBe(200)
    })

    const refusals = [
      {
        name: 'an image from anywhere but our upload is refused',
        body: async () => ({ title: 'Hotlink', image_url: 'https://elsewhere.example/photo.jpg' }),
        message: 'Please upload the image with the upload button',
      },
      {
        name: 'the spec message for a missing title',
        body: async () => ({ image_url: '/api/media/gallery/1-a-480.webp' }),
        message: 'Please provide a title for your image',
      },
      {
        name: 'the spec message for a missing image',
        body: async () => ({ title: 'x' }),
        message: 'Please upload an image to continue',
      },
      {
        name: 'an unknown category is refused',
        body: async () => ({ title: 'x', image_url: (await uploadAs('verified')).url, category: 'Plumbing' }),
        message: 'Please choose one of the gallery categories',
      },
    ]
    test.each(refusals.map((refusal) => [refusal.name, refusal] as const))(
      '%s, and nothing is stored',
      async (_, { body, message }) => {
        const json = await body()
        const before = await snapshot(t)
        await expectRefused(
          await t.request('POST', '/api/gallery/submissions', { as: 'verified', json }),
          400,
          message,
        )
        expect(await snapshot(t)).toEqual(before)
      },
    )
  })

  describe('admins manage the gallery', () => {
    test('create by URL is approved at once; the category is matched ignoring case', async () => {
      const response = await t.request('POST', '/api/gallery', {
        as: 'admin',
        json: {
          title: 'Team photo',
          image_url: 'https://example.com/team.jpg',
          category: 'team',
          location: 'Sydney CBD',
        },
      })
      expect(response.status).toBe(201)
      const { image } = (await response.json()) as { image: GalleryImage }
      expect(image).toMatchObject({
        status: 'approved',
        category: 'Team',
        description: null,
        location: 'Sydney CBD',
      })
    })

    test('create needs an image or URL: the admin form message', async () => {
      const response = await t.request('POST', '/api/gallery', {
        as: 'admin',
        json: { title: 'x', image_url: '' },
      })
      await expectRefused(response, 400, 'Please upload an image or provide an image URL')
    })

    test('GET /api/gallery/all includes pending and rejected', async () => {
      await t.content.createGalleryImage(makeGalleryImage({ status: 'pending' }))
      await t.content.createGalleryImage(makeGalleryImage({ status: 'rejected' }))
      await t.content.createGalleryImage(makeGalleryImage())
      expect(await imagesOf(await t.request('GET', '/api/gallery/all', { as: 'admin' }))).toHaveLength(3)
    })

    test('update edits fields; empty description becomes null; a new image deletes the old files', async () => {
      const first = await uploadAs('admin')
      const created = await t.request('POST', '/api/gallery', {
        as: 'admin',
        json: { title: 'Before', image_url: first.url, image_variants: first.variants, description: 'Old' },
      })
      const { image } = (await created.json()) as { image: GalleryImage }
      const second = await uploadAs('admin')
      expect(t.mediaFiles()).toHaveLength(2)
      const response = await t.request('PATCH', `/api/gallery/${image.id}`, {
        as: 'admin',
        json: { title: 'After', description: '', image_url: second.url, image_variants: second.variants },
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { image: GalleryImage }).image).toMatchObject({
        title: 'After',
        description: null,
        image_url: second.url,
      })
      // Only the new image's file is left (one width: the upload is small).
      const key = t.media.keyFromUrl(second.url)!
      expect(t.mediaFiles().map((file) => file.slice(-key.length))).toEqual([key])
    })

    test('delete removes the image and its files', async () => {
      const uploaded = await uploadAs('admin')
      const { image } = (await (
        await t.request('POST', '/api/gallery', {
          as: 'admin',
          json: { title: 'x', image_url: uploaded.url },
        })
      ).json()) as { image: GalleryImage }
      expect((await t.request('DELETE', `/api/gallery/${image.id}`, { as: 'admin' })).status).toBe(204)
      expect(await t.content.getGalleryImage(image.id)).toBeNull()
      expect(t.mediaFiles()).toEqual([])
      expect((await t.request('DELETE', `/api/gallery/${image.id}`, { as: 'admin' })).status).toBe(404)
    })

    test('reject hides an image; approve and reject of an unknown id are 404s', async () => {
      const image = await t.content.createGalleryImage(makeGalleryImage())
      const response = await t.request('POST', `/api/gallery/${image.id}/reject`, { as: 'admin' })
      expect(((await response.json()) as { image: GalleryImage }).image.status).toBe('rejected')
      expect(await imagesOf(await t.request('GET', '/api/gallery'))).toEqual([])
      expect((await t.request('POST', '/api/gallery/nope/approve', { as: 'admin' })).status).toBe(404)
      expect((await t.request('POST', '/api/gallery/nope/reject', { as: 'admin' })).status).toBe(404)
    })

    test("rearrange: the public list follows the admins' order", async () => {
      const a = await t.content.createGalleryImage(makeGalleryImage({ date: minutesAgo(1) }))
      const b = await t.content.createGalleryImage(makeGalleryImage({ date: minutesAgo(2) }))
      const c = await t.content.createGalleryImage(makeGalleryImage({ date: minutesAgo(3) }))
      const response = await t.request('PUT', '/api/gallery/order', {
        as: 'admin',
        json: { ids: [c.id, a.id, b.id] },
      })
      expect(response.status).toBe(200)
      const listed = await imagesOf(await t.request('GET', '/api/gallery'))
      expect(listed.map((i) => i.id)).toEqual([c.id, a.id, b.id])
    })

    test('rearrange with an unknown or repeated id changes nothing', async () => {
      const a = await t.content.createGalleryImage(makeGalleryImage())
      const before = await snapshot(t)
      const unknown = await t.request('PUT', '/api/gallery/order', {
        as: 'admin',
        json: { ids: [a.id, 'nope'] },
      })
      expect(unknown.status).toBe(404)
      const repeated = await t.request('PUT', '/api/gallery/order', {
        as: 'admin',
        json: { ids: [a.id, a.id] },
      })
      expect(repeated.status).toBe(400)
      expect(await snapshot(t)).toEqual(before)
    })

    test('new category: added after the defaults; a duplicate is a 409', async () => {
      const response = await t.request('POST', '/api/gallery/categories', {
        as: 'admin',
        json: { name: ' Solar ' },
      })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({
        category: expect.objectContaining({ name: 'Solar', position: 5 }),
      })
      const duplicate = await t.request('POST', '/api/gallery/categories', {
        as: 'admin',
        json: { name: 'solar' },
      })
      await expectRefused(duplicate, 409, 'A category with this name already exists')
    })
  })

  describe('/api/gallery/mine', () => {
    test("lists only the caller's own photos, in every state, and deletes one of them", async () => {
      const mine = (status: GalleryImage['status']) =>
        t.content.createGalleryImage(makeGalleryImage({ author_id: people.verified.uid, status }))
      const pending = await mine('pending')
      const approved = await mine('approved')
      const rejected = await mine('rejected')
      const someoneElses = await t.content.createGalleryImage(
        makeGalleryImage({ author_id: people.user.uid, status: 'pending' }),
      )
      const list = async () => {
        const response = await t.request('GET', '/api/gallery/mine', { as: 'verified' })
        return ((await response.json()) as { images: GalleryImage[] }).images.map((image) => image.id).sort()
      }
      expect(await list()).toEqual([pending.id, approved.id, rejected.id].sort())

      expect((await t.request('DELETE', `/api/gallery/mine/${approved.id}`, { as: 'verified' })).status).toBe(
        204,
      )
      expect(await list()).toEqual([pending.id, rejected.id].sort())
      expect(t.deployHookCalls()).toBe(1) // a published photo left the gallery: rebuild
      expect(
        (await t.request('DELETE', `/api/gallery/mine/${someoneElses.id}`, { as: 'verified' })).status,
      ).toBe(404)
      expect(await t.content.getGalleryImage(someoneElses.id)).toEqual(someoneElses)
    })
  })
})
