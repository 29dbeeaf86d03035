import sharp from 'sharp'
import { afterEach, describe, expect, test } from 'vitest'
import { errorOf, makeTestApp, snapshot, uploadForm } from '#tests/helpers/test-app.ts'
import { AppError } from '../../domain/api-error.ts'
import {
  checkImage,
  encodeVariants,
  IMAGE_WORK_CONCURRENCY,
  IMAGE_WORK_MAX_WAITING,
  imageWork,
  processUpload,
  type EncodedVariant,
} from './image-pipeline.ts'
import { fixture } from '#tests/helpers/fixtures.ts'

const solid = (width: number, height: number, background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } })

/** What a WebP variant holds, read back with sharp. */
async function inspect(variant: EncodedVariant) {
  const image = sharp(variant.data)
  return { metadata: await image.metadata(), stats: await image.stats() }
}

async function pixelAt(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: pixel } = await sharp(data)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [...pixel]
}

/** Checks and encodes `bytes`: the upright size of the source, the variants and their sizes ('480×360'). */
async function encode(bytes: Uint8Array) {
  const image = await checkImage(bytes)
  const variants = await encodeVariants(image)
  return {
    source: [image.width, image.height],
    variants,
    sizes: variants.map((v) => `${v.width}×${v.height}`),
  }
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('the image pipeline', () => {
  test('a JPEG with GPS EXIF becomes WebP widths with no metadata at all', async () => {
    const bytes = fixture('gps-photo.jpg')
    expect(Buffer.from(bytes).includes(Buffer.from('Harbourline Test Camera'))).toBe(true)
    const { source, variants, sizes } = await encode(bytes)
    expect(source).toEqual([1200, 900])
    expect(sizes).toEqual(['480×360', '720×540', '960×720', '1200×900'])
    for (const variant of variants) {
      const { metadata } = await inspect(variant)
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height })
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(variant.data.includes(Buffer.from('Harbourline Test Camera'))).toBe(false)
      // 0x8825 is the GPS IFD pointer; no EXIF block means no GPS either way.
      expect(variant.data.includes(Buffer.from('Exif'))).toBe(false)
    }
  })

  test('a 40-megapixel photo (the most allowed) gives 480, 720, 960 and 1600 at its proportions', async () => {
    const bytes = await solid(8000, 5000, '#3a6').jpeg({ quality: 80 }).toBuffer()
    const { variants, sizes } = await encode(new Uint8Array(bytes))
    expect(sizes).toEqual(['480×300', '720×450', '960×600', '1600×1000'])
    for (const variant of variants) {
      expect((await inspect(variant)).metadata).toMatchObject({ format: 'webp', width: variant.width })
    }
  })

  test('EXIF orientation is applied to the pixels: a sideways photo comes out upright', async () => {
    // Stored 3000 × 2000 with red on the left and blue on the right; orientation 6 means "turn a
    // quarter clockwise to view", so upright it is 2000 × 3000, red on top, blue below.
    const halves = await solid(3000, 2000, '#0000ff')
      .composite([{ input: await solid(1500, 2000, '#ff0000').png().toBuffer(), left: 0, top: 0 }])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const { source, variants, sizes } = await encode(new Uint8Array(halves))
    expect(source).toEqual([2000, 3000])
    expect(sizes).toEqual(['480×720', '720×1080', '960×1440', '1600×2400'])
    for (const variant of variants) {
      const { metadata } = await inspect(variant)
      expect(metadata.orientation).toBeUndefined()
      const [topR, , topB] = await pixelAt(variant.data, variant.width / 2, 10)
      const [bottomR, , bottomB] = await pixelAt(variant.data, variant.width / 2, variant.height - 10)
      expect(topR).toBeGreaterThan(200)
      expect(topB).toBeLessThan(50)
      expect(bottomR).toBeLessThan(50)
      expect(bottomB).toBeGreaterThan(200)
    }
  })

  test('small images are never enlarged', async () => {
    const variants = await processUpload(fixture('small.png'))
    expect(variants.map(({ width, height }) => [width, height])).toEqual([[320, 240]])
  })

  test('transparency survives; CMYK and 16-bit images come out as ordinary sRGB WebP', async () => {
    const transparent = await solid(1000, 500, 'rgba(255, 0, 0, 0.5)', 4).png().toBuffer()
    const [withAlpha] = (await processUpload(new Uint8Array(transparent))).slice(-1)
    expect((await inspect(withAlpha!)).metadata).toMatchObject({ hasAlpha: true, width: 1000 })

    const cmyk = await solid(900, 600, '#ff0000').toColourspace('cmyk').jpeg().toBuffer()
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk')
    const [red] = (await processUpload(new Uint8Array(cmyk))).slice(-1)
    const { metadata } = await inspect(red!)
    expect(metadata).toMatchObject({ space: 'srgb', channels: 3, width: 900, height: 600 })
    const [r, g, b] = await pixelAt(red!.data, 450, 300)
    expect(r).toBeGreaterThan(200)
    expect(g! + b!).toBeLessThan(100)

    const deep = await solid(700, 300, '#204080').toColourspace('rgb16').png().toBuffer()
    expect((await sharp(deep).metadata()).depth).toBe('ushort')
    const [blue] = await processUpload(new Uint8Array(deep))
    expect(await pixelAt(blue!.data, 350, 150)).toEqual([
      expect.closeTo(0x20, -1),
      expect.closeTo(0x40, -1),
      expect.closeTo(0x80, -1),
    ])
  })

  test('a decompression bomb is refused from its header, before any decoding or queueing', async () => {
    const fixtureBomb = fixture('bomb.png') // 20000 × 20000 in 48 KB
    const generated = await solid(10_000, 4_001, '#000').png({ compressionLevel: 9 }).toBuffer()
    expect(generated.byteLength).toBeLessThan(200_000)

    // With every place in the image work taken and the line full, a decode would have to wait or
    // be refused as busy; a bomb is refused as too large at once, so it never gets that far.
    const gate = holdAllImageWork()
    try {
      for (const bytes of [fixtureBomb, new Uint8Array(generated)]) {
        const error = await appErrorOf(processUpload(bytes))
        expect(error.code).toBe('too_large')
        expect(error.message).toMatch(/at most 40 megapixels/)
      }
      expect(imageWork.waiting).toBe(IMAGE_WORK_MAX_WAITING)
    } finally {
      await gate.release()
    }
  })

  test.each([
    ['text named like a JPEG', () => fixture('not-an-image.jpg')],
    ['an SVG', () => fixture('vector.svg')],
  ])('%s is refused as the wrong type without decoding', async (_, bytes) => {
    expect((await appErrorOf(checkImage(bytes()))).code).toBe('unsupported_media_type')
  })

  test('a truncated JPEG passes the header check but fails to decode: the wrong type, not a 500', async () => {
    const whole = fixture('gps-photo.jpg')
    const half = whole.subarray(0, Math.floor(whole.length / 2))
    const image = await checkImage(half)
    expect((await appErrorOf(encodeVariants(image))).code).toBe('unsupported_media_type')
  })
})

/** Takes every place in the image work and fills the waiting line, until release(). */
function holdAllImageWork() {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const held = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_MAX_WAITING }, () =>
    imageWork.run(() => gate),
  )
  expect({ running: imageWork.running, waiting: imageWork.waiting }).toEqual({
    running: IMAGE_WORK_CONCURRENCY,
    waiting: IMAGE_WORK_MAX_WAITING,
  })
  return {
    release: async () => {
      open()
      await Promise.all(held)
    },
  }
}

describe('POST /api/media when this instance has no room for more image work', () => {
  afterEach(() => {
    expect({ running: imageWork.running, waiting: imageWork.waiting }).toEqual({ running: 0, waiting: 0 })
  })

  test('is a 503 with Retry-After and a clear message, stores nothing, and works again once there is room', async () => {
    const t = await makeTestApp()
    const form = () => uploadForm(fixture('gps-photo.jpg'), 'gallery')
    const before = await snapshot(t)
    const gate = holdAllImageWork()
    try {
      const refused = await t.request('POST', '/api/media', { as: 'verified', form: form() })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect(await errorOf(refused)).toEqual({
        code: 'busy',
        message: 'Too many images are being processed right now. Please try again in a few seconds.',
      })
      expect(await snapshot(t)).toEqual(before)
    } finally {
      await gate.release()
    }
    const accepted = await t.request('POST', '/api/media', { as: 'verified', form: form() })
    expect(accepted.status).toBe(201)
    expect(t.mediaFiles()).toHaveLength(4)
  })

  test('is refused before its body is read: a request whose body never ends still gets its 503', async () => {
    const t = await makeTestApp()
    const gate = holdAllImageWork()
    const endless = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('--boundary\r\n')),
    })
    try {
      const refused = await t.app.request('/api/media', {
        method: 'POST',
        headers: {
          Authorization: 'Bearer token-verified',
          'Content-Type': 'multipart/form-data; boundary=boundary',
        },
        body: endless,
        duplex: 'half',
      } as RequestInit)
      expect(refused.status).toBe(503)
      expect((await errorOf(refused)).code).toBe('busy')
    } finally {
      await endless.cancel().catch(() => {})
      await gate.release()
    }
  })

  test('an upload that finds a place in the line waits for its turn and is stored', async () => {
    const t = await makeTestApp()
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const held = Array.from({ length: IMAGE_WORK_CONCURRENCY }, () => imageWork.run(() => gate))
    const upload = t.request('POST', '/api/media', {
      as: 'verified',
      form: uploadForm(fixture('small.png'), 'gallery', 'small.png', 'image/png'),
    })
    await expect.poll(() => imageWork.waiting).toBe(1)
    expect(t.mediaFiles()).toEqual([])
    open()
    await Promise.all(held)
    expect((await upload).status).toBe(201)
    expect(t.mediaFiles()).toHaveLength(1)
  })
})
