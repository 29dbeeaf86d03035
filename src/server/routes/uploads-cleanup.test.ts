/**
 * Files nobody needs are deleted, and only those (issue 10, class 2; DESIGN.md section 4): a
 * file goes when nothing refers to it any more, uploads never attached expire after a day, and
 * a file Storage could not delete is tried again by the hourly sweep. Who may use and see an
 * upload is in uploads-ownership.test.ts.
 */
import { describe, expect, test, vi } from 'vitest'
import { makeGalleryImage } from '#tests/factories/index.ts'
import { fixture } from '#tests/helpers/fixtures.ts'
import { BACKENDS, uploadForm } from '#tests/helpers/test-app.ts'
import { HOUR_MS, smallPng, useUploadsApp } from '#tests/helpers/uploads-app.ts'

describe.each(BACKENDS)('%s', (backend) => {
  const app = useUploadsApp(backend)
  const { send, upload, submit, imageOf, createPost, statusOf } = app

  describe('a file is deleted only when nothing refers to it', () => {
    test("deleting a submission that copied an approved photo's URL (data from before the fix) keeps the photo", async () => {
      const adminUpload = await upload('admin')
      const approved = await imageOf(
        await send('POST', '/api/gallery', 'admin', { title: 'Team photo', image_url: adminUpload.url }),
      )
      const copy = await app.t.content.createGalleryImage(
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
      const post = await createPost({
        title: 'Our work',
        content: `<p>Look:</p><p><img src="${own.url}" alt="Switchboard"></p>`,
      })
      // Who else shows a file is asked of the records that name it, never of every post and photo.
      const everyPost = vi.spyOn(app.t.stores.posts, 'listPosts')
      const everyPhoto = vi.spyOn(app.t.stores.gallery, 'listGalleryImages')

      expect((await send('DELETE', `/api/gallery/${image.id}`, 'admin')).status).toBe(204)
      expect(await statusOf(own.url, 'visitor')).toBe(200)

      expect((await send('DELETE', `/api/posts/${post.id}`, 'admin')).status).toBe(204)
      expect(await statusOf(own.url, 'admin')).toBe(404)
      expect(app.t.mediaFiles()).toEqual([])
      expect(everyPost).not.toHaveBeenCalled()
      expect(everyPhoto).not.toHaveBeenCalled()
    })

    test("rejecting a photo that a post's text shows keeps its file public, reading only the records that name it", async () => {
      const own = await upload('admin')
      const image = await imageOf(
        await send('POST', '/api/gallery', 'admin', { title: 'x', image_url: own.url }),
      )
      await createPost({ title: 'Our work', content: `<p><img src="${own.url}" alt="Deck lights"></p>` })
      const everyPost = vi.spyOn(app.t.stores.posts, 'listPosts')
      const everyPhoto = vi.spyOn(app.t.stores.gallery, 'listGalleryImages')

      expect((await send('POST', `/api/gallery/${image.id}/reject`, 'admin')).status).toBe(200)
      expect(await statusOf(own.url, 'visitor')).toBe(200)
      expect(everyPost).not.toHaveBeenCalled()
      expect(everyPhoto).not.toHaveBeenCalled()
    })

    test("replacing a post's image deletes the old files; deleting the post deletes the new ones", async () => {
      const first = await upload('admin', 'blog')
      const second = await upload('admin', 'blog')
      const post = await createPost({ image_url: first.url })
      const patched = await send('PATCH', `/api/posts/${post.id}`, 'admin', { image_url: second.url })
      expect(patched.status).toBe(200)
      expect(await statusOf(first.url, 'admin')).toBe(404)
      expect(await statusOf(second.url, 'visitor')).toBe(200)
      expect((await send('DELETE', `/api/posts/${post.id}`, 'admin')).status).toBe(204)
      expect(app.t.mediaFiles()).toEqual([])
    })
  })

  describe('uploads never attached expire', () => {
    test('after 24 hours an unattached upload is gone (files and ledger); an attached one stays', async () => {
      const unused = await upload('verified')
      const used = await upload('verified')
      const image = await imageOf(await submit('verified', used))

      app.advance(23 * HOUR_MS)
      await app.t.jobs.sweepUploads() // nothing is a day old yet
      expect(await statusOf(unused.url, 'verified')).toBe(200)

      app.advance(HOUR_MS + 60_000)
      await app.t.jobs.sweepUploads() // the unused one is a day and a minute old
      expect(await statusOf(unused.url, 'verified')).toBe(404)
      expect(await statusOf(unused.url, 'admin')).toBe(404)
      expect((await submit('verified', unused)).status).toBe(403)
      expect(app.t.mediaFiles().some((path) => path.includes(app.t.media.keyFromUrl(unused.url)!))).toBe(
        false,
      )

      for (const variant of image.image_variants) expect(await statusOf(variant.url, 'verified')).toBe(200)
    })

    test('the hourly schedule clears a backlog of many batches in one run; an upload sweeps nothing', async () => {
      // 120 uploads nobody claimed, two days old: more than two batches of the sweep.
      const created_at = new Date(app.now().getTime() - 48 * HOUR_MS).toISOString()
      for (let index = 0; index < 120; index++) {
        const key = `quote/${app.now().getTime()}-backlog${index}-320.webp`
        await app.t.media.put(key, smallPng, 'image/webp', 'private')
        await app.t.content.createUpload({
          id: `quote/${app.now().getTime()}-backlog${index}`,
          owner_id: 'visitor',
          purpose: 'quote',
          keys: [key],
          variants: [{ url: app.t.media.publicUrl(key), width: 320, height: 240 }],
          created_at,
          attached_to: null,
        })
      }
      const backlog = () => app.t.mediaFiles().filter((path) => path.includes('-backlog')).length
      // An upload answers without reading every photo and post, which the sweep has to.
      const photoReads = vi.spyOn(app.t.stores.gallery, 'listGalleryImages')
      await upload('admin')
      expect(backlog()).toBe(120)
      expect(photoReads).not.toHaveBeenCalled()

      // Three batches, each reading only the records that name its files, never every photo.
      const named = vi.spyOn(app.t.stores.gallery, 'listGalleryImagesShowingFiles')
      expect(await app.t.jobs.sweepUploads()).toBe(120)
      expect(backlog()).toBe(0)
      expect(photoReads).not.toHaveBeenCalled()
      expect(named).toHaveBeenCalledTimes(3)
    })

    test("an old upload shown in a post's text is kept and attached to the post, not deleted", async () => {
      const own = await upload('admin', 'blog')
      await createPost({ content: `<p><img src="${own.url}" alt="x"></p>` })
      app.advance(25 * HOUR_MS)
      await app.t.jobs.sweepUploads()
      expect(await statusOf(own.url, 'visitor')).toBe(200)
    })
  })

  describe('a file Storage could not delete is tried again, never forgotten', () => {
    const storageDown = () => new Error('storage unavailable')
    const filesOf = (url: string) => {
      const stem = app.t.media.keyFromUrl(url)!.replace(/-\d+\.webp$/, '')
      return app.t.mediaFiles().filter((path) => path.includes(stem))
    }

    test("a deleted post's file that failed to delete goes with a later sweep", async () => {
      const own = await upload('admin', 'blog')
      const post = await createPost({ image_url: own.url })
      vi.spyOn(app.t.media, 'delete').mockRejectedValueOnce(storageDown())
      expect((await send('DELETE', `/api/posts/${post.id}`, 'admin')).status).toBe(204)
      expect(filesOf(own.url)).not.toEqual([])

      app.advance(25 * HOUR_MS)
      await app.t.jobs.sweepUploads()
      expect(filesOf(own.url)).toEqual([])
    })

    test('an expired upload the sweep could not delete is swept again by the next run', async () => {
      const unused = await upload('verified')
      app.advance(25 * HOUR_MS)
      vi.spyOn(app.t.media, 'delete').mockRejectedValueOnce(storageDown())
      await app.t.jobs.sweepUploads()
      expect(filesOf(unused.url)).not.toEqual([])

      await app.t.jobs.sweepUploads()
      expect(filesOf(unused.url)).toEqual([])
    })

    test('an upload that failed half-way, its clean-up failing too, leaves its stored widths to the sweep', async () => {
      const put = app.t.media.put
      let puts = 0
      vi.spyOn(app.t.media, 'put').mockImplementation(async (...args) => {
        if (++puts === 2) throw new Error('disk full')
        return put(...args)
      })
      vi.spyOn(app.t.media, 'delete').mockRejectedValueOnce(storageDown())
      const response = await app.t.request('POST', '/api/media', {
        as: 'admin',
        form: uploadForm(fixture('gps-photo.jpg'), 'gallery'),
      })
      expect(response.status).toBe(500)
      expect(app.t.mediaFiles()).toHaveLength(1)

      app.advance(25 * HOUR_MS)
      await app.t.jobs.sweepUploads()
      expect(app.t.mediaFiles()).toEqual([])
    })
  })
})
