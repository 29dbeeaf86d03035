/**
 * Photos as people take them (issue 27): a phone photo (3-12 MB, up to 48 megapixels, HEIC on
 * iPhones) is made into what the server keeps before it is sent. Decoded upright (EXIF
 * orientation applied), scaled to at most the widest variant the server makes, re-encoded well
 * under the upload limit. The server checks everything again; this step only spares people the
 * refusal and the mobile data. See docs/decisions/034-photos-prepared-in-the-browser.md.
 *
 * This module decides; a codec does the pixels. In the browser the codec is
 * createImageBitmap and an OffscreenCanvas in a worker (photo-worker.ts); the unit tests inject
 * their own. It imports nothing with side effects, so the worker stays small.
 */
import type { Notice } from '../../domain/messages.ts'

/** What to say when the browser cannot decode the chosen file (a HEIC photo in Chrome, a broken file). */
export const UNREADABLE_PHOTO = "Choose a JPEG or PNG, or change the camera's format setting"
export const unreadablePhoto: Notice = { title: 'Photo format not supported', description: UNREADABLE_PHOTO }

/** The bounds a prepared photo keeps to, from the server's own rules (src/domain/media.ts). */
export interface PhotoLimits {
  /** The widest variant the server makes: nothing wider is worth sending. */
  maxWidth: number
  /** A photo this small, and no wider than maxWidth, goes as it is: re-encoding it would only lose detail. */
  passBytes: number
  /** What a re-encoded photo should stay under, well below the server's limit. */
  targetBytes: number
}

/** A decoded picture, upright: its width and height are as it is shown. */
export interface DecodedPhoto {
  width: number
  height: number
}

export interface PhotoCodec<Image extends DecodedPhoto> {
  /** The file's pixels with its EXIF orientation applied, or null when the browser cannot read it. */
  decode(file: Blob): Promise<Image | null>
  /** The picture scaled to width × height, encoded lossily (WebP where the browser can, else JPEG). */
  encode(image: Image, width: number, height: number, quality: number): Promise<Blob>
  /** Lets go of the pixels. */
  release(image: Image): void
}

export type PreparedPhoto =
  /** Sent as chosen: not a format this step reads (the server decides), or already small enough. */
  | { kind: 'as-is'; file: File; reason: 'not-a-photo' | 'small' }
  | { kind: 'scaled'; file: File; width: number; height: number }
  | { kind: 'unreadable' }

/** Formats the server takes as they are (its checks read the bytes: src/server/services/image-type.ts). */
const SERVER_FORMATS = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
/** Photo formats a browser may decode although the server does not take them. */
const CAMERA_FORMATS = new Set(['image/heic', 'image/heif'])
/** Some systems give HEIC files no type at all; their name still says what they are. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
}

/** Qualities tried in turn until the photo is under targetBytes; a photo needs the first almost always. */
const QUALITIES = [0.85, 0.72, 0.6] as const

/**
 * The photo format this step reads, from the claimed type (or, without one, the name), or null
 * for anything else: an SVG, a PDF, a TIFF go to the server unchanged, which refuses them with
 * its own message.
 */
export function photoTypeOf(file: Pick<File, 'type' | 'name'>): string | null {
  const claimed = file.type.toLowerCase()
  const type =
    claimed === '' || claimed === 'application/octet-stream'
      ? TYPE_BY_EXTENSION[file.name.toLowerCase().split('.').pop() ?? '']
      : claimed === 'image/jpg'
        ? 'image/jpeg'
        : claimed
  return type && (SERVER_FORMATS.has(type) || CAMERA_FORMATS.has(type)) ? type : null
}

/** Whether a picker takes the file at all: an image by its type, or a photo by its name. */
export function isImageChoice(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type.startsWith('image/') || photoTypeOf(file) !== null
}

/** The size to scale to: at most maxWidth wide, the same shape, never larger than it is. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth: number,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height }
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) }
}

/** The prepared file's name: the chosen one with the extension of what it now is. */
export function preparedName(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg'
  const stem = name.replace(/\.[^./\\]*$/, '') || 'photo'
  return `${stem}.${extension}`
}

/**
 * Prepares one chosen file. `onProgress` gets 0 to 1: decoding is most of the work, then
 * encoding. A photo the server would keep as it is (its format, small, no wider than it keeps)
 * goes unchanged; any other photo is scaled and re-encoded; one the codec cannot read is
 * 'unreadable', so the picker can say what to do.
 */
export async function preparePhoto<Image extends DecodedPhoto>(
  file: File,
  codec: PhotoCodec<Image>,
  limits: PhotoLimits,
  onProgress: (fraction: number) => void = () => {},
): Promise<PreparedPhoto> {
  const type = photoTypeOf(file)
  if (type === null) return { kind: 'as-is', file, reason: 'not-a-photo' }
  onProgress(0.05)
  const image = await codec.decode(file)
  if (!image) return { kind: 'unreadable' }
  try {
    onProgress(0.6)
    if (SERVER_FORMATS.has(type) && image.width <= limits.maxWidth && file.size <= limits.passBytes)
      return { kind: 'as-is', file, reason: 'small' }
    const size = scaledSize(image.width, image.height, limits.maxWidth)
    let encoded: Blob | null = null
    for (const [index, quality] of QUALITIES.entries()) {
      encoded = await codec.encode(image, size.width, size.height, quality)
      onProgress(0.6 + (0.4 * (index + 1)) / QUALITIES.length)
      if (encoded.size <= limits.targetBytes) break
    }
    // QUALITIES is not empty, so something was encoded; the server judges the rare photo still over.
    const blob = encoded!
    onProgress(1)
    const prepared = new File([blob], preparedName(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    })
    return { kind: 'scaled', file: prepared, ...size }
  } finally {
    codec.release(image)
  }
}

export type UploadStep = 'preparing' | 'uploading'

/** How far a photo is, 0 to 100, across both steps. */
export interface PhotoProgress {
  step: UploadStep
  percent: number
}

/**
 * The part of the bar that preparing takes: on a phone, decoding a 48-megapixel photo takes
 * about as long as sending the result over mobile data.
 */
const PREPARE_SHARE = 0.3

/** One bar for both steps: preparing fills the first PREPARE_SHARE, uploading the rest. */
export function overallProgress(step: UploadStep, fraction: number): PhotoProgress {
  const clamped = Math.min(Math.max(fraction, 0), 1)
  const share = step === 'preparing' ? clamped * PREPARE_SHARE : PREPARE_SHARE + clamped * (1 - PREPARE_SHARE)
  return { step, percent: Math.round(share * 100) }
}
