/**
 * Makes the upload tests' fixtures in tests/fixtures: real bytes, made here, so nothing is
 * downloaded and anyone can see how each file was built. Run with `npm run fixtures`; the
 * output is committed (the bomb takes about half a minute to compress).
 *
 * - gps-photo.jpg    a 1200×900 JPEG carrying GPS coordinates and a camera name in its EXIF
 * - small.png        a 320×240 PNG, the smallest valid upload
 * - not-an-image.jpg plain text with a .jpg name
 * - vector.svg       an SVG with a script inside, which must never be accepted
 * - large-6mb.jpg    a real JPEG of about 6 MB (noise does not compress)
 * - bomb.png         a 20000×20000 PNG (400 megapixels) that is only tens of kilobytes on disk
 */
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const outDir = new URL('../tests/fixtures/', import.meta.url)

function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s >>> 24
  }
}

async function gpsPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b3d62"/><stop offset="1" stop-color="#f2a900"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="850" cy="300" r="160" fill="#ffffff" fill-opacity="0.35"/>
    <rect x="120" y="560" width="520" height="220" rx="24" fill="#0b1d2e" fill-opacity="0.6"/>
  </svg>`
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Harbourline Test Camera', Model: 'Fixture One', Artist: 'A. Tradie' },
      // Surry Hills, Sydney: what a phone would record when photographing a job.
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 53/1 10/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 40/1',
      },
    })
    .toBuffer()
}

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer()
}

async function largeJpeg(): Promise<Buffer> {
  const width = 2150
  const height = 1600
  const next = rng(2017)
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = next()
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer()
}

async function bomb(): Promise<Buffer> {
  return sharp({
    create: { width: 20000, height: 20000, channels: 3, background: '#ffffff' },
    limitInputPixels: false,
  })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer()
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <script>alert('svg can carry script')</script>
  <rect width="400" height="300" fill="#0b3d62"/>
</svg>
`

await mkdir(outDir, { recursive: true })
const files: [string, Buffer | string][] = [
  ['gps-photo.jpg', await gpsPhoto()],
  ['small.png', await smallPng()],
  ['not-an-image.jpg', 'This is a text file wearing a .jpg name.\n'],
  ['vector.svg', svg],
  ['large-6mb.jpg', await largeJpeg()],
  ['bomb.png', await bomb()],
]
for (const [name, bytes] of files) {
  await writeFile(new URL(name, outDir), bytes)
  console.log(`${name.padEnd(18)} ${bytes.length.toLocaleString('en-AU')} bytes`)
}
