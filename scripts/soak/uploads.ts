/**
 * The files and multipart bodies the soak uploads: good photos, and every kind of bad upload a
 * rough afternoon brings (too large, not an image, a form that does not parse). Each kind says
 * what the API must answer.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Random } from './random.ts'

export interface Part {
  name: string
  value: Buffer | string
  filename?: string
  type?: string
}

/** A multipart/form-data body as a browser's form sends it. */
export function multipart(boundary: string, parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`
    const type = part.type ? `Content-Type: ${part.type}\r\n` : ''
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`,
      ),
    )
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

const BOUNDARY = 'soak-form-boundary-7d1c'
export const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`

/** An upload's form: purpose and file, as the upload dialogs send it. */
export function uploadForm(purpose: string, file: Buffer, filename: string, type: string): Buffer {
  return multipart(BOUNDARY, [
    { name: 'purpose', value: purpose },
    { name: 'file', value: file, filename, type },
  ])
}

export interface Fixtures {
  /** Small real photos, each a good upload. */
  photos: { name: string; type: string; bytes: Buffer }[]
  /** Over the server's 5 MB. */
  oversized: Buffer
  notAnImage: Buffer
  svg: Buffer
  /** A small PNG whose header claims more pixels than the server decodes. */
  bomb: Buffer
}

/** The test fixtures, plus a photo made from the seed (a noisy gradient a camera might take). */
export async function loadFixtures(root: string, random: Random): Promise<Fixtures> {
  const fixture = (name: string) => readFileSync(join(root, 'tests', 'fixtures', name))
  const width = 1800
  const height = 1200
  const pixels = Buffer.alloc(width * height * 3)
  const tint = [random.int(0, 255), random.int(0, 255), random.int(0, 255)]
  for (let i = 0; i < pixels.length; i++) {
    const x = Math.floor(i / 3) % width
    pixels[i] = (tint[i % 3]! + x / 8 + random.int(0, 40)) & 0xff
  }
  const camera = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  return {
    photos: [
      { name: 'gps-photo.jpg', type: 'image/jpeg', bytes: fixture('gps-photo.jpg') },
      { name: 'small.png', type: 'image/png', bytes: fixture('small.png') },
      { name: 'camera.jpg', type: 'image/jpeg', bytes: camera },
    ],
    oversized: fixture('large-6mb.jpg'),
    notAnImage: fixture('not-an-image.jpg'),
    svg: fixture('vector.svg'),
    bomb: fixture('bomb.png'),
  }
}

export interface BadUpload {
  what: string
  contentType: string
  body: Buffer
  /** What the API may answer: its JSON error's status, or 429 once the uploader's hourly count is used up. */
  expect: number[]
}

/**
 * The malformed uploads (refused by the route before the upload is counted, or by the service
 * after, when a 429 may come first): a file that is no image (by its bytes, whatever its name), an SVG, a
 * decompression bomb, an empty file, a form whose boundary is not the header's, a form cut
 * before its end, a form without its purpose, and no form at all.
 */
export function badUploads(fixtures: Fixtures, purpose: string): BadUpload[] {
  const good = fixtures.photos[0]!
  const form = uploadForm(purpose, good.bytes, good.name, good.type)
  return [
    {
      what: 'not an image, named photo.jpg',
      contentType: FORM_TYPE,
      body: uploadForm(purpose, fixtures.notAnImage, 'photo.jpg', 'image/jpeg'),
      expect: [415, 429],
    },
    {
      what: 'an SVG',
      contentType: FORM_TYPE,
      body: uploadForm(purpose, fixtures.svg, 'vector.svg', 'image/svg+xml'),
      expect: [415, 429],
    },
    {
      what: 'a PNG claiming too many pixels',
      contentType: FORM_TYPE,
      body: uploadForm(purpose, fixtures.bomb, 'bomb.png', 'image/png'),
      expect: [413, 429],
    },
    {
      what: 'an empty file',
      contentType: FORM_TYPE,
      body: uploadForm(purpose, Buffer.alloc(0), 'empty.jpg', 'image/jpeg'),
      expect: [400],
    },
    {
      what: 'a form whose boundary is not the header’s',
      contentType: 'multipart/form-data; boundary=another-boundary',
      body: form,
      expect: [400],
    },
    {
      what: 'a form cut before its end',
      contentType: FORM_TYPE,
      body: form.subarray(0, Math.floor(form.byteLength * 0.6)),
      expect: [400],
    },
    {
      what: 'a form without its purpose',
      contentType: FORM_TYPE,
      body: multipart(BOUNDARY, [{ name: 'file', value: good.bytes, filename: good.name, type: good.type }]),
      expect: [400],
    },
    { what: 'the photo as text/plain, no form', contentType: 'text/plain', body: good.bytes, expect: [415] },
  ]
}
