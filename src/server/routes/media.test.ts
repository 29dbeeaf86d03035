import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import {
  BACKENDS,
  errorOf,
  makeTestApp,
  snapshot,
  uploadForm,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import type { MediaUploadResult } from '../../domain/media.ts'
import { fixture } from '#tests/helpers/fixtures.ts'

test('the GPS fixture really carries GPS data', async () => {
  const metadata = await sharp(fixture('gps-photo.jpg')).metadata()
  expect(metadata.format).toBe('jpeg')
  // 0x8825 is the GPS IFD pointer tag, little-endian as sharp writes it.
  expect(metadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
})

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeTestApp({}, { backend })
  })

  async function upload(bytes: Uint8Array, purpose = 'gallery', name = 'photo.jpg', type = 'image/jpeg') {
    return t.request('POST', '/api/media', { as: 'verified', form: uploadForm(bytes, purpose, name, type) })
  }

  describe('POST /api/media with real image bytes', () => {
    test('a JPEG carrying GPS EXIF comes back as WebP widths with no metadata at all', async () => {
      const response = await upload(fixture('gps-photo.jpg'))
      expect(response.status).toBe(201)
      const result = (await response.json()) as MediaUploadResult
      expect(result.variants.map((variant) => variant.width)).toEqual([480, 720, 960, 1200])
      expect(result).toMatchObject({ url: result.variants[3]!.url, width: 1200, height: 900 })
      // 128 random bits in the name: a file is found through a record, never by guessing.
      expect(t.media.keyFromUrl(result.url)).toMatch(/^gallery\/\d{13}-[0-9a-f]{32}-1200\.webp$/)

      for (const variant of result.variants) {
        // A user's photo waits for review: only they (and admins) can load it, and nothing caches it.
        const served = await t.request('GET', t.mediaPath(variant.url), { as: 'verified' })
        expect(served.status).toBe(200)
        expect(served.headers.get('content-type')).toBe('image/webp')
        expect(served.headers.get('cache-control')).toBe('private, no-store')
        const bytes = Buffer.from(await served.arrayBuffer())
        const metadata = await sharp(bytes).metadata()
        expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height })
        expect(metadata.exif).toBeUndefined()
        expect(metadata.icc).toBeUndefined()
        expect(metadata.xmp).toBeUndefined()
        expect(bytes.includes(Buffer.from('Harbourline Test Camera'))).toBe(false)
      }
      expect(t.mediaFiles()).toHaveLength(4)
    })

    test('small images are never upscaled', async () => {
      const response = await upload(fixture('small.png'), 'gallery', 'tiny.png', 'image/png')
      expect(response.status).toBe(201)
      const result = (await response.json()) as MediaUploadResult
      expect(result.variants.map((variant) => [variant.width, variant.height])).toEqual([[320, 240]])
    })

    test('EXIF orientation is applied to the pixels before the metadata goes', async () => {
      const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#345' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer()
      const response = await upload(new Uint8Array(sideways))
      const result = (await response.json()) as MediaUploadResult
      expect(result).toMatchObject({ width: 400, height: 600 })
    })

    test.each([
      ['a text file named .jpg', 'not-an-image.jpg', 'image/jpeg'],
      ['an SVG', 'vector.svg', 'image/svg+xml'],
      ['an SVG claiming to be a PNG', 'vector.svg', 'image/png'],
    ])('%s is refused with 415 and stores nothing', async (_, name, type) => {
      const before = await snapshot(t)
      const response = await upload(fixture(name), 'gallery', name, type)
      expect(response.status).toBe(415)
      expect(await errorOf(response)).toEqual({
        code: 'unsupported_media_type',
        message: 'Please upload an image file (JPEG, PNG, WebP, etc.)',
      })
      expect(await snapshot(t)).toEqual(before)
      expect(t.mediaFiles()).toEqual([])
    })

    test('a 6 MB file is refused with 413 and stores nothing', async () => {
      const bytes = fixture('large-6mb.jpg')
      expect(bytes.byteLength).toBeGreaterThan(5 * 1024 * 1024)
      const response = await upload(bytes)
      expect(response.status).toBe(413)
      expect(await errorOf(response)).toEqual({
        code: 'too_large',
        message: 'Please upload an image smaller than 5MB',
      })
      expect(t.mediaFiles()).toEqual([])
    })

    test('a 6 MB body announced by Content-Length is refused before it is read', async () => {
      const form = uploadForm(fixture('large-6mb.jpg'), 'gallery')
      const body = await new Response(form).arrayBuffer()
      const type = new Response(form).headers.get('content-type')!
      const response = await t.request('POST', '/api/media', {
        as: 'verified',
        body,
        headers: { 'Content-Type': type, 'Content-Length': String(body.byteLength) },
      })
      expect(response.status).toBe(413)
      expect(t.mediaFiles()).toEqual([])
    })

    test('a caller who may not upload for the purpose is refused, and nothing is stored', async () => {
      // Anyone may upload a quote request's photo, so the purpose in the form decides.
      const form = uploadForm(fixture('small.png'), 'gallery', 'p.png', 'image/png')
      const visitor = await t.request('POST', '/api/media', { form })
      expect(visitor.status).toBe(401)
      expect((await errorOf(visitor)).message).toBe('You must be logged in to upload photos')
      const unverified = await t.request('POST', '/api/media', { as: 'user', form })
      expect(unverified.status).toBe(403)
      expect((await errorOf(unverified)).message).toBe(
        'Please confirm your email address before uploading photos',
      )
      const blog = uploadForm(fixture('small.png'), 'blog', 'p.png', 'image/png')
      expect((await t.request('POST', '/api/media', { as: 'verified', form: blog })).status).toBe(403)
      expect(t.mediaFiles()).toEqual([])
    })

    test('a decompression bomb (small file, 400 megapixels) is refused with 413 and stores nothing', async () => {
      const bytes = fixture('bomb.png')
      expect(bytes.byteLength).toBeLessThan(100_000)
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
      expect(metadata.width! * metadata.height!).toBe(400_000_000)
      const before = await snapshot(t)
      const response = await upload(bytes, 'gallery', 'bomb.png', 'image/png')
      expect(response.status).toBe(413)
      expect((await errorOf(response)).message).toMatch(/at most 40 megapixels/)
      expect(await snapshot(t)).toEqual(before)
    })

    test('a truncated JPEG is refused and stores nothing', async () => {
      const whole = fixture('gps-photo.jpg')
      const response = await upload(whole.subarray(0, Math.floor(whole.length / 2)))
      expect(response.status).toBe(415)
      expect(t.mediaFiles()).toEqual([])
    })

    test('the form must carry a file and a purpose', async () => {
      const noFile = new FormData()
      noFile.set('purpose', 'gallery')
      const missing = await t.request('POST', '/api/media', { as: 'verified', form: noFile })
      expect(missing.status).toBe(400)
      expect((await errorOf(missing)).message).toBe('Please upload an image to continue')

      const badPurpose = await t.request('POST', '/api/media', {
        as: 'admin',
        form: uploadForm(fixture('small.png'), 'avatar'),
      })
      expect(badPurpose.status).toBe(400)
      expect((await errorOf(badPurpose)).issues).toEqual([
        { path: 'purpose', message: 'Say what the image is for: gallery, blog or quote' },
      ])
    })

    test('a body that is not multipart is a 415', async () => {
      const response = await t.request('POST', '/api/media', { as: 'verified', json: { file: 'x' } })
      expect(response.status).toBe(415)
      expect((await errorOf(response)).message).toBe(
        'Send the image as multipart/form-data with a "file" field',
      )
    })

    test('if storing fails half-way, the widths already written are removed', async () => {
      let puts = 0
      const failing = await makeTestApp({}, { backend })
      const flaky = await makeTestApp(
        {
          media: {
            ...failing.media,
            put: async (key, bytes, type) => {
              if (++puts === 2) throw new Error('disk full')
              return failing.media.put(key, bytes, type)
            },
          },
        },
        { backend },
      )
      const response = await flaky.request('POST', '/api/media', {
        as: 'verified',
        form: uploadForm(fixture('gps-photo.jpg'), 'gallery'),
      })
      expect(response.status).toBe(500)
      expect(await errorOf(response)).toEqual({
        code: 'internal',
        message: 'Something went wrong. Please try again.',
      })
      expect(failing.mediaFiles()).toEqual([])
      expect(flaky.logged.error).toHaveLength(1)
    })
  })

  describe('GET /api/media/*', () => {
    test('unknown files and traversal attempts are 404s', async () => {
      for (const path of [
        '/api/media/gallery/none-480.webp',
        '/api/media/../content.sqlite',
        '/api/media/%2e%2e/x.webp',
      ]) {
        expect((await t.request('GET', path)).status).toBe(404)
      }
    })
  })
})
