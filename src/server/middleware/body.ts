import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import { AppError, validationError } from '../../domain/api-error.ts'

export const JSON_BODY_LIMIT = 1024 * 1024
export const NOT_JSON = 'Send the request body as JSON with the header Content-Type: application/json'
export const BAD_JSON = 'The request body is not valid JSON'

/** Caps a request body while it streams in; a bigger one is refused before it is buffered whole. */
export function limitBody(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('too_large', message)
    },
  })
}

/** Reads a JSON body and parses it with the schema: 415, 400 or the parsed value. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', NOT_JSON)
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('validation_failed', BAD_JSON)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
