import { describe, expect, test } from 'vitest'
import {
  isImageChoice,
  overallProgress,
  photoTypeOf,
  preparedName,
  preparePhoto,
  scaledSize,
  UNREADABLE_PHOTO,
  unreadablePhoto,
  type DecodedPhoto,
  type PhotoCodec,
  type PhotoLimits,
} from './photo-preparation.ts'

const MB = 1024 * 1024
const limits: PhotoLimits = { maxWidth: 1600, passBytes: 2 * MB, targetBytes: 2 * MB }

/** A file of `size` bytes (the bytes themselves are never read: the codec is a stand-in). */
function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 })
}

interface FakeImage extends DecodedPhoto {
  released: boolean
}

/**
 * A codec that "decodes" every file to the given upright size (or fails), and "encodes" to a
 * blob of the sizes listed, one per attempt, recording what it was asked.
 */
function fakeCodec(decoded: { width: number; height: number } | null, encodedSizes: number[] = [300_000]) {
  const calls = { decoded: 0, encoded: [] as { width: number; height: number; quality: number }[] }
  const images: FakeImage[] = []
  const codec: PhotoCodec<FakeImage> = {
    async decode() {
      calls.decoded++
      if (!decoded) return null
      const image = { ...decoded, released: false }
      images.push(image)
      return image
    },
    async encode(_image, width, height, quality) {
      const size = encodedSizes[calls.encoded.length] ?? encodedSizes.at(-1)!
      calls.encoded.push({ width, height, quality })
      return new Blob([new Uint8Array(size)], { type: 'image/webp' })
    },
    release(image) {
      image.released = true
    },
  }
  return { codec, calls, images }
}

describe('which files are prepared', () => {
  test('photo formats by their type, HEIC by its name when the system gives no type', () => {
    expect(photoTypeOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('image/jpeg')
    expect(photoTypeOf({ type: 'image/jpg', name: 'a.jpg' })).toBe('image/jpeg')
    expect(photoTypeOf({ type: 'image/heic', name: 'IMG_1.HEIC' })).toBe('image/heic')
    expect(photoTypeOf({ type: '', name: 'IMG_1.HEIC' })).toBe('image/heic')
    expect(photoTypeOf({ type: 'application/octet-stream', name: 'IMG_1.heif' })).toBe('image/heif')
    expect(photoTypeOf({ type: 'image/svg+xml', name: 'a.svg' })).toBeNull()
    expect(photoTypeOf({ type: 'application/pdf', name: 'a.pdf' })).toBeNull()
    expect(photoTypeOf({ type: '', name: 'notes' })).toBeNull()
  })

  test('a picker takes any image, and a photo known by its name', () => {
    expect(isImageChoice({ type: 'image/svg+xml', name: 'a.svg' })).toBe(true)
    expect(isImageChoice({ type: '', name: 'IMG_1.heic' })).toBe(true)
    expect(isImageChoice({ type: 'text/plain', name: 'notes.txt' })).toBe(false)
  })

  test('a file that is not a photo format goes to the server as chosen, without being decoded', async () => {
    const { codec, calls } = fakeCodec({ width: 100, height: 100 })
    const svg = fileOf('drawing.svg', 'image/svg+xml', 200)
    expect(await preparePhoto(svg, codec, limits)).toEqual({
      kind: 'as-is',
      file: svg,
      reason: 'not-a-photo',
    })
    expect(calls.decoded).toBe(0)
  })

  test('a small photo no wider than the server keeps goes as chosen: re-encoding would only lose detail', async () => {
    const { codec, calls, images } = fakeCodec({ width: 1200, height: 800 })
    const photo = fileOf('kitchen.jpg', 'image/jpeg', 900_000)
    expect(await preparePhoto(photo, codec, limits)).toEqual({ kind: 'as-is', file: photo, reason: 'small' })
    expect(calls.encoded).toEqual([])
    expect(images[0]!.released).toBe(true)
  })

  test('a 12 MB, 48-megapixel phone photo is scaled to the widest variant, upright, as WebP', async () => {
    // The codec decodes upright: a portrait photo stored sideways (EXIF orientation 6) is 6000 × 8000.
    const { codec, calls, images } = fakeCodec({ width: 6000, height: 8000 }, [420_000])
    const result = await preparePhoto(fileOf('IMG_2041.JPG', 'image/jpeg', 12 * MB), codec, limits)
    expect(result).toMatchObject({ kind: 'scaled', width: 1600, height: 2133 })
    if (result.kind !== 'scaled') throw new Error('not scaled')
    expect(result.file.name).toBe('IMG_2041.webp')
    expect(result.file.type).toBe('image/webp')
    expect(result.file.size).toBe(420_000)
    expect(calls.encoded).toEqual([{ width: 1600, height: 2133, quality: 0.85 }])
    expect(images[0]!.released).toBe(true)
  })

  test('a narrow photo that is too heavy keeps its size and is re-encoded', async () => {
    const { codec, calls } = fakeCodec({ width: 1400, height: 1000 })
    const result = await preparePhoto(fileOf('plan.png', 'image/png', 3 * MB), codec, limits)
    expect(result).toMatchObject({ kind: 'scaled', width: 1400, height: 1000 })
    expect(calls.encoded).toHaveLength(1)
  })

  test('a HEIC photo the browser decodes is always re-encoded: the server does not take HEIC', async () => {
    const { codec } = fakeCodec({ width: 1000, height: 750 })
    const result = await preparePhoto(fileOf('IMG_7.HEIC', '', 500_000), codec, limits)
    expect(result).toMatchObject({ kind: 'scaled', width: 1000, height: 750 })
    if (result.kind === 'scaled') expect(result.file.name).toBe('IMG_7.webp')
  })

  test('quality steps down until the photo is under the target, and stops there', async () => {
    const { codec, calls } = fakeCodec({ width: 8000, height: 6000 }, [3 * MB, 1.5 * MB, 1 * MB])
    const result = await preparePhoto(fileOf('noise.jpg', 'image/jpeg', 20 * MB), codec, limits)
    expect(calls.encoded.map((call) => call.quality)).toEqual([0.85, 0.72])
    expect(result.kind === 'scaled' && result.file.size).toBe(1.5 * MB)
  })

  test('a file the browser cannot decode is unreadable, and the message says what to do', async () => {
    const { codec, calls } = fakeCodec(null)
    expect(await preparePhoto(fileOf('photo.jpg', 'image/jpeg', 4096), codec, limits)).toEqual({
      kind: 'unreadable',
    })
    expect(calls.encoded).toEqual([])
    expect(UNREADABLE_PHOTO).toBe("Choose a JPEG or PNG, or change the camera's format setting")
    expect(unreadablePhoto.description).toBe(UNREADABLE_PHOTO)
  })

  test('progress runs from 0 to 1 and never goes back', async () => {
    const { codec } = fakeCodec({ width: 4000, height: 3000 }, [3 * MB, 3 * MB, 3 * MB])
    const seen: number[] = []
    await preparePhoto(fileOf('big.jpg', 'image/jpeg', 9 * MB), codec, limits, (fraction) =>
      seen.push(fraction),
    )
    expect(seen.at(-1)).toBe(1)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
  })
})

describe('sizes, names and the one progress bar', () => {
  test('scaledSize keeps the shape and never enlarges', () => {
    expect(scaledSize(8000, 6000, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(scaledSize(1200, 800, 1600)).toEqual({ width: 1200, height: 800 })
    expect(scaledSize(40000, 10, 1600)).toEqual({ width: 1600, height: 1 })
  })

  test('preparedName keeps the name and tells what the file now is', () => {
    expect(preparedName('IMG_1.HEIC', 'image/webp')).toBe('IMG_1.webp')
    expect(preparedName('roof.photo.png', 'image/jpeg')).toBe('roof.photo.jpg')
    expect(preparedName('.jpg', 'image/webp')).toBe('photo.webp')
  })

  test('preparing fills the first part of the bar, uploading the rest', () => {
    expect(overallProgress('preparing', 0)).toEqual({ step: 'preparing', percent: 0 })
    expect(overallProgress('preparing', 1)).toEqual({ step: 'preparing', percent: 30 })
    expect(overallProgress('uploading', 0)).toEqual({ step: 'uploading', percent: 30 })
    expect(overallProgress('uploading', 0.5)).toEqual({ step: 'uploading', percent: 65 })
    expect(overallProgress('uploading', 2)).toEqual({ step: 'uploading', percent: 100 })
  })
})
