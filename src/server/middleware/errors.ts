import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { AppError, isAppError } from '../../domain/api-error.ts'
import { messages } from '../../domain/messages.ts'
import type { AppEnv } from '../app-env.ts'
import type { Logger } from '../ports/logger.ts'

function respond(error: AppError) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds)
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=UTF-8' },
  })
}

/** Hono's own errors (malformed requests it detects itself) in our envelope. */
function fromHttpException(error: HTTPException): AppError | null {
  if (error.status === 413) return new AppError('too_large', 'The request body is too large')
  if (error.status === 400)
    return new AppError('validation_failed', error.message || 'The request is not valid')
  if (error.status === 401) return new AppError('unauthenticated', messages.loginRequired)
  return null
}

/**
 * The one place errors become responses. AppErrors keep their code and message; anything else
 * is a fault of ours: the caller gets a plain `internal` error and the log gets the detail.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (isAppError(error)) return respond(error)
    if (error instanceof HTTPException) {
      const known = fromHttpException(error)
      if (known) return respond(known)
    }
    logger.error(`[request ${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path} failed:`, error)
    return respond(new AppError('internal', messages.somethingWentWrong))
  }
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) =>
  respond(new AppError('not_found', `There is no API route for ${c.req.method} ${c.req.path}`))
