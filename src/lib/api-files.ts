/**
 * Files to and from the API: an upload with its progress, and a private file fetched with the
 * caller's credentials. Islands reach them as `api.media` (api-client.ts).
 */
import { MediaUploadResultSchema, type MediaPurpose } from '../domain/media.ts'
import { ApiError, NETWORK_FAILURE, toApiError } from './api-errors.ts'
import { authHeaders, client, readAnswer } from './api-transport.ts'

/**
 * Uploads an image with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * `onProgress` receives a fraction from 0 to 1.
 */
export async function upload(file: Blob, purpose: MediaPurpose, onProgress?: (fraction: number) => void) {
  const headers = await authHeaders()
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', file)
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', client.api.media.$path())
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    xhr.onerror = () => reject(new ApiError('network', NETWORK_FAILURE, 0))
    xhr.send(form)
  })
  if (!response.ok) throw await toApiError(response)
  onProgress?.(1)
  return readAnswer(
    MediaUploadResultSchema,
    client.api.media.$path(),
    await response.json().catch(() => undefined),
    response.status,
  )
}

/**
 * A file the API serves only to some callers, fetched with the caller's token (and `extra`
 * headers); show it through an object URL. GET /api/media/*: a photo waiting for review (its
 * uploader and admins); GET /api/request-status/photos/*: a request's photo (its link).
 */
export async function privateFile(path: string, extra: Record<string, string> = {}): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(path, {
      headers: { ...(await authHeaders()), ...extra },
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError('network', NETWORK_FAILURE, 0)
  }
  if (!response.ok) throw await toApiError(response)
  return response.blob()
}
