/**
 * A photo as a phone takes it (issue 27): 48 megapixels, about 12 MB of JPEG, stored sideways
 * with EXIF orientation 6 (turn 90° clockwise to show it), as a phone held upright stores it.
 * Its stored top edge is a red band, so once shown upright the band is on the right: a picture
 * that lost its orientation has it on top instead.
 */
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { expect } from '@playwright/test'
import type { ErrorGuard } from './fixtures'

/** As stored: landscape. Shown upright (orientation 6): 6000 × 8000, portrait. */
const PHONE_PHOTO = { storedWidth: 8000, storedHeight: 6000, orientation: 6 } as const
/** What the browser sends and the server keeps as its widest variant: 1600 wide, the shape kept. */
export const PREPARED = { width: 1600, height: Math.round((8000 * 1600) / 6000) } as const
export const SERVER_WIDTHS = [480, 720, 960, 1600]
export const UNREADABLE_PHOTO = "Choose a JPEG or PNG, or change the camera's format setting"

/** Writes the phone photo to `path` (a test's own output folder) and returns its size in bytes. */
export async function writePhonePhoto(path: string): Promise<number> {
  const { storedWidth: width, storedHeight: height, orientation } = PHONE_PHOTO
  const band = await sharp({ create: { width, height: 800, channels: 3, background: '#dc1414' } })
    .png()
    .toBuffer()
  // Noise, so the JPEG weighs what a phone's does (a flat picture would be a few hundred KB).
  const info = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#286eaa',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .composite([{ input: band, top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .toFile(path)
  return info.size
}

/** Bytes no browser decodes, in a file that says it is a JPEG. */
export function unreadablePhoto() {
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: randomBytes(64 * 1024) }
}

/**
 * Playwright's trace recorder (on for every test) fetches a preview that failed to load, a
 * `blob:` address, from inside the page to keep it in the snapshot, and the page's CSP refuses
 * that (connect-src). The page itself never fetches it: the same steps without a trace log
 * nothing. Allowed only in tests that choose an unreadable photo.
 */
export function allowTraceOfBrokenPreview(errors: ErrorGuard): void {
  errors.allow(
    /^console\.error: Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src /,
  )
  errors.allow(/^console\.error: CSP violation: connect-src blocked blob in :0$/)
}

/**
 * A stored variant is WebP of the given size and upright: the red band is on its right edge,
 * not on its top.
 */
export async function expectUprightWebp(bytes: Buffer, width: number, height: number): Promise<void> {
  const image = sharp(bytes)
  const metadata = await image.metadata()
  expect(metadata.format).toBe('webp')
  expect([metadata.width, metadata.height]).toEqual([width, height])
  // The server applied the orientation and wrote none: nothing would turn it again.
  expect(metadata.orientation ?? 1).toBe(1)
  const strip = async (region: { left: number; top: number; width: number; height: number }) => {
    // stats() reads the input, not the pipeline's output: cut the strip out first.
    const cut = await sharp(bytes).extract(region).png().toBuffer()
    const { channels } = await sharp(cut).stats()
    return { red: channels[0]!.mean, blue: channels[2]!.mean }
  }
  const right = await strip({ left: width - 8, top: 0, width: 8, height })
  const top = await strip({ left: 0, top: 0, width: width - Math.ceil(width / 6), height: 8 })
  expect(right.red, 'the red band is on the right').toBeGreaterThan(right.blue + 80)
  expect(top.red, 'the top is not the red band').toBeLessThan(top.blue + 40)
}
