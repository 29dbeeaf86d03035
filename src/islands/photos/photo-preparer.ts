/**
 * The page's side of the photo worker (photo-worker.ts): one worker, started with the first
 * photo and kept for the next, preparing one photo at a time (each may hold 200 MB of pixels
 * while it is decoded; a quote request may bring five at once). Loaded by photo-upload.ts only
 * when a photo is chosen, never with a page.
 */
import type { PhotoLimits, PreparedPhoto } from './photo-preparation.ts'
import type { PrepareReply, PrepareRequest } from './photo-worker.ts'

let worker: Worker | null = null
let nextId = 0
/** The photo being prepared; the next waits for it. */
let queue: Promise<unknown> = Promise.resolve()

function startWorker(): Worker {
  worker ??= new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photos' })
  return worker
}

function run(
  file: File,
  limits: PhotoLimits,
  onProgress: (fraction: number) => void,
): Promise<PreparedPhoto> {
  const asIs: PreparedPhoto = { kind: 'as-is', file, reason: 'not-a-photo' }
  // Without workers that can draw (Safari before 16.4), the file goes as chosen and the server decides.
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(asIs)
  const id = nextId++
  const current = startWorker()
  return new Promise<PreparedPhoto>((resolve, reject) => {
    const stop = () => {
      current.removeEventListener('message', onMessage)
      current.removeEventListener('error', onError)
    }
    const onMessage = (event: MessageEvent<PrepareReply>) => {
      const reply = event.data
      if (reply.id !== id) return
      if (reply.kind === 'progress') return onProgress(reply.fraction)
      stop()
      if (reply.kind === 'done') resolve(reply.result)
      else if (reply.kind === 'unsupported') resolve(asIs)
      else reject(new Error(reply.message))
    }
    const onError = (event: ErrorEvent) => {
      // The worker could not start or died (out of memory): start afresh next time, send this file as it is.
      stop()
      current.terminate()
      if (worker === current) worker = null
      console.warn('Photo preparation failed; sending the photo as chosen.', event.message)
      resolve(asIs)
    }
    current.addEventListener('message', onMessage)
    current.addEventListener('error', onError)
    current.postMessage({ id, file, limits } satisfies PrepareRequest)
  })
}

/** Prepares the file in the worker, after any photo already waiting (photo-preparation.ts). */
export function preparePhotoOffThread(
  file: File,
  limits: PhotoLimits,
  onProgress: (fraction: number) => void,
): Promise<PreparedPhoto> {
  const prepared = queue.then(() => run(file, limits, onProgress))
  queue = prepared.catch(() => undefined)
  return prepared
}
