/**
 * The worker that prepares photos (photo-preparation.ts decides, this does the pixels), so
 * decoding a 48-megapixel photo never blocks the page. Started by photo-upload.ts when the
 * first photo is prepared; one photo at a time, since each can hold 200 MB of pixels.
 *
 * createImageBitmap applies the EXIF orientation ('from-image'), and the full-size pixels are
 * only ever drawn into a canvas of the scaled size, so no full-size canvas is made.
 */
import { preparePhoto, type PhotoCodec, type PhotoLimits, type PreparedPhoto } from './photo-preparation.ts'

export interface PrepareRequest {
  id: number
  file: File
  limits: PhotoLimits
}

export type PrepareReply =
  | { id: number; kind: 'progress'; fraction: number }
  | { id: number; kind: 'done'; result: PreparedPhoto }
  /** This browser has no OffscreenCanvas in workers: the caller sends the file as it is. */
  | { id: number; kind: 'unsupported' }
  | { id: number; kind: 'failed'; message: string }

/** The parts of a dedicated worker's global scope used here (the DOM types describe a window). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<PrepareRequest>) => void): void
  postMessage(message: PrepareReply): void
}
const scope = globalThis as unknown as WorkerScope

const canvasCodec: PhotoCodec<ImageBitmap> = {
  async decode(file) {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' })
    } catch {
      return null
    }
  },
  async encode(image, width, height, quality) {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D context for an OffscreenCanvas')
    context.imageSmoothingEnabled = true
    context.imageSmoothingQuality = 'high'
    context.drawImage(image, 0, 0, width, height)
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality })
    if (webp.type === 'image/webp') return webp
    // Safari encodes no WebP (it answers with a PNG): JPEG instead, on white, as JPEG has no transparency.
    context.globalCompositeOperation = 'destination-over'
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality })
  },
  release(image) {
    image.close()
  },
}

scope.addEventListener('message', (event) => {
  const { id, file, limits } = event.data
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    scope.postMessage({ id, kind: 'unsupported' })
    return
  }
  preparePhoto(file, canvasCodec, limits, (fraction) =>
    scope.postMessage({ id, kind: 'progress', fraction }),
  ).then(
    (result) => scope.postMessage({ id, kind: 'done', result }),
    (error: unknown) =>
      scope.postMessage({
        id,
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  )
})
