import { z } from 'zod'

/**
 * The closed list of error codes the API answers with, and the HTTP status each one maps to.
 * Clients branch on `code`, never on the message text.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** What the request names was there once and is no more (a status link past its time). */
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** This instance has no room for the work right now (too many uploads at once); retry later. */
  busy: 503,
  /** Something the API depends on (its store) does not answer: GET /api/health says so. */
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode]

const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() })
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>

/** Every non-2xx body from the API has this shape. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    issues: z.array(ErrorIssueSchema).optional(),
  }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

export interface AppErrorOptions {
  issues?: ErrorIssue[]
  /** For `rate_limited` and `busy`: how long the caller should wait, sent as Retry-After. */
  retryAfterSeconds?: number
  cause?: unknown
}

/**
 * The one error type services, policy and adapters throw on purpose. The API's error handler
 * turns it into the envelope above; anything else becomes `internal`.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly issues: ErrorIssue[] | undefined
  readonly retryAfterSeconds: number | undefined

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.issues = options.issues
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get status(): ErrorStatus {
    return ERROR_STATUS[this.code]
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues && this.issues.length > 0 ? { issues: this.issues } : {}),
      },
    }
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError
}

/** Turns a zod failure into the `validation_failed` error, first message on top. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return new AppError('validation_failed', issues[0]?.message ?? 'The request is not valid', { issues })
}

/** What a caller whose sign-in is no longer good reads, from the API or from the browser's own check. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'
