/**
 * Uploaded bytes in, checked dimensions and WebP variants out (docs/decisions/006-uploads.md
 * for the rules, 016-upload-memory.md for the memory budget). Photos carry GPS coordinates in
 * their metadata, so every variant is re-encoded from pixels and nothing of the file survives.
 */
import sharp from 'sharp'
import { AppError } from '../../domain/api-error.ts'
import { MAX_UPLOAD_PIXELS, MEDIA_WIDTHS, uploadMessages } from '../../domain/media.ts'
import { sniffImageType } from './image-type.ts'
import { createWorkQueue } from './work-queue.ts'

// Server settings for libvips, process-wide. Its operation cache keeps recent images for reuse
// (up to 50 MB, 20 files); every upload is a new image, so the cache would only hold memory.
// One thread per pipeline: the work queue below already runs two at a time, a Cloud Functions
// instance of 1 GiB has less than one vCPU, and every extra thread holds its own buffers.
sharp.cache(false)
sharp.concurrency(1)

/** WebP quality for every variant: visually clean for photos at about a third of JPEG's size. */
const WEBP_QUALITY = 80

/** Decodes at once per instance; each may hold a 40-megapixel image (about 160 MB) in memory. */
export const IMAGE_WORK_CONCURRENCY = 2
/** Uploads that may wait for a decode; each waits with its file (up to 5 MB) in memory. */
export const IMAGE_WORK_MAX_WAITING = 8
/** About the time the line ahead needs: a few seconds per 40-megapixel image. */
const IMAGE_WORK_RETRY_AFTER_SECONDS = 5
const IMAGE_WORK_BUSY = 'Too many images are being processed right now. Please try again in a few seconds.'

/**
 * The image work this instance does at once, shared by every request: memory is per process.
 * Beyond the waiting line an upload is refused with 503 and Retry-After.
 */
export const imageWork = createWorkQueue({
  concurrency: IMAGE_WORK_CONCURRENCY,
  maxWaiting: IMAGE_WORK_MAX_WAITING,
  whenFull: () =>
    new AppError('busy', IMAGE_WORK_BUSY, { retryAfterSeconds: IMAGE_WORK_RETRY_AFTER_SECONDS }),
})

/** An upload whose bytes passed the checks: its upright size (EXIF orientation applied). */
export interface CheckedImage {
  bytes: Uint8Array
  width: number
  height: number
}

export interface EncodedVariant {
  width: number
  height: number
  data: Buffer
}

/** The widths to make for an image this wide: never wider than the original. */
function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!)
  return [...MEDIA_WIDTHS.filter((width) => width < largest), largest]
}

const invalidType = () => new AppError('unsupported_media_type', uploadMessages.invalidType)

/**
 * Checks what the bytes are without decoding pixels: an image format we accept (by its bytes,
 * never its name or claimed type) whose header gives at most MAX_UPLOAD_PIXELS, so a
 * decompression bomb is refused cheaply. Throws `unsupported_media_type` or `too_large`.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  if (sniffImageType(bytes) === null) throw invalidType()
  let width: number
  let height: number
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (!metadata.width || !metadata.height) throw invalidType()
    const turned = (metadata.orientation ?? 1) >= 5
    width = turned ? metadata.height : metadata.width
    height = turned ? metadata.width : metadata.height
  } catch (error) {
    if (error instanceof AppError) throw error
    throw invalidType()
  }
  if (width * height > MAX_UPLOAD_PIXELS) throw new AppError('too_large', uploadMessages.tooManyPixels)
  return { bytes, width, height }
}

/**
 * Decodes the image once: one pipeline applies the EXIF orientation and shrinks it to the
 * largest width, into raw pixels (at most 1600 pixels wide, a few MB); every width is encoded
 * from those. Smallest first, largest last. Throws `unsupported_media_type` when the pixels do
 * not decode (a truncated file, a header that lies).
 */
export async function encodeVariants(image: CheckedImage): Promise<EncodedVariant[]> {
  const widths = variantWidths(image.width)
  try {
    const { data: pixels, info } = await sharp(image.bytes, {
      limitInputPixels: MAX_UPLOAD_PIXELS, // the header check again, by the decoder itself
      failOn: 'error',
    })
      .rotate() // apply the EXIF orientation to the pixels before the metadata is dropped
      .resize({ width: widths[widths.length - 1]!, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: info.width, height: info.height, channels: info.channels }
    const variants: EncodedVariant[] = []
    // One at a time: the queue counts one decode per job, and these are small.
    for (const width of widths) {
      // sharp writes no metadata unless asked: no EXIF, GPS, ICC or XMP reaches the file.
      const { data, info: encoded } = await sharp(pixels, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
      variants.push({ width: encoded.width, height: encoded.height, data })
    }
    return variants
  } catch {
    throw invalidType()
  }
}

/** Checks and encodes an upload, waiting for a place in this instance's image work. */
export async function processUpload(bytes: Uint8Array): Promise<EncodedVariant[]> {
  const image = await checkImage(bytes)
  return imageWork.run(() => encodeVariants(image))
}
