/**
 * How the browser sees a failed call to the API: an `ApiError` with the API's stable code, its
 * human message and its field messages, and the texts shown for failures. api-client.ts makes
 * them; islands read them through it.
 */
import { ApiErrorBodySchema, type ErrorCode, type ErrorIssue } from '../domain/api-error.ts'

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly status: number,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** What a user reads when an answer from the server cannot be read; the details go to the console. */
export const UNREADABLE_ANSWER =
  'The server sent an answer this page cannot read. Please refresh the page and try again.'

/** A zod failure from any copy of zod: its message is a JSON dump of issues, not a sentence. */
function isValidationDump(error: Error): boolean {
  return error.name === 'ZodError' || Array.isArray((error as { issues?: unknown }).issues)
}

/** The text to show for any failure: the API's message, or a plain fallback. */
export function describeApiError(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof Error && error.message && !isValidationDump(error)) return error.message
  return fallback
}

/** What the client reads of any answer, from hc or from an upload. */
export interface Answer {
  ok: boolean
  status: number
  json(): Promise<unknown>
}

/** The API's error envelope as an ApiError; any other failing answer as a plain one. */
export async function toApiError(response: Answer): Promise<ApiError> {
  const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null))
  if (body.success) {
    const { code, message, issues } = body.data.error
    return new ApiError(code, message, response.status, issues)
  }
  return new ApiError(
    'internal',
    `The server answered ${response.status}. Please try again.`,
    response.status,
  )
}

export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.'
