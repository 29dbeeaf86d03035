import type { MiddlewareHandler } from 'hono'
import { AppError } from '../../domain/api-error.ts'
import type { AppEnv } from '../app-env.ts'

/**
 * The API is same-origin only: the site and /api share one origin through Hosting, so a
 * browser never needs CORS to call it. No answer carries Access-Control-Allow-* (so no other
 * origin may read it, with or without credentials), and a preflight, which only a cross-origin
 * caller sends, is refused in the API's error shape.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
    throw new AppError('forbidden', 'The API accepts requests from its own site only')
  }
  await next()
}

const UNENCODED = /^\s*(?:identity)?\s*$/i

/**
 * Refuses compressed request bodies (Content-Encoding gzip, br, ...). Nothing of ours sends
 * them, and inflating one would let a small upload become a large body past the size limits.
 */
export const plainBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const encoding = c.req.header('content-encoding')
  if (encoding !== undefined && !UNENCODED.test(encoding)) {
    throw new AppError('unsupported_media_type', 'Send the request body uncompressed (no Content-Encoding)')
  }
  await next()
}
