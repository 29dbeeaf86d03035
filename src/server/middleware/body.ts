import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppError } from '../../domain/api-error.ts'

export const JSON_BODY_LIMIT = 1024 * 1024
export const NOT_JSON = 'Send the request body as JSON with the header Content-Type: application/json'
export const BAD_JSON = 'The request body is not valid JSON'

/**
 * `application/json` or a `+json` type, parameters aside: the same test Hono's validator makes
 * before it reads a body, so a body this lets through is the one the validator parses.
 */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i

/** Caps a request body while it streams in; a bigger one is refused before it is buffered whole. */
export function limitBody(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('too_large', message)
    },
  })
}

/**
 * Reads the body as JSON, or answers 415 (not JSON), 413 (over the limit, from `limitBody`) or
 * 400 (not valid JSON). Hono's validator would fold all three into one 400; after this it
 * parses the same text again, from Hono's body cache.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? ''
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('unsupported_media_type', NOT_JSON)
  try {
    return await c.req.json()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('validation_failed', BAD_JSON)
  }
}
