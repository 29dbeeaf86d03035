/**
 * How the browser reaches the API, under api-client.ts and api-files.ts: the typed client, the
 * signed-in person's token on every call, and reading an answer with its schema. Islands use
 * `api` from api-client.ts, never this.
 */
import { hc } from 'hono/client'
import type { z } from 'zod'
import type { ApiApp } from '../server/app.ts'
import { SESSION_EXPIRED } from '../domain/api-error.ts'
import { ApiError, NETWORK_FAILURE, UNREADABLE_ANSWER } from './api-errors.ts'

export type TokenProvider = () => Promise<string | null>
let tokenProvider: TokenProvider = async () => null

/** Called by firebase-client.ts: from then on requests carry the signed-in user's ID token. */
export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider
}

/** The headers that say who is calling: the ID token, when someone is signed in. */
export async function authHeaders(): Promise<Record<string, string>> {
  let token: string | null
  try {
    token = await tokenProvider()
  } catch (error) {
    // Renewing the token failed: offline, or the session was ended elsewhere (a password reset,
    // the account disabled). Said as the API says it, not in Firebase's own words.
    console.warn('The sign-in token could not be renewed', error)
    throw (error as { code?: unknown }).code === 'auth/network-request-failed'
      ? new ApiError('network', NETWORK_FAILURE, 0)
      : new ApiError('unauthenticated', SESSION_EXPIRED, 401)
  }
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** Paths and queries come from the API's own type; same origin, so the base is the site's root. */
export const client = hc<ApiApp>('/')

/** The answer parsed with `schema`, or an ApiError with a plain message (details to the console). */
export function readAnswer<S extends z.ZodType>(
  schema: S,
  path: string,
  body: unknown,
  status: number,
): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  console.warn(`Unreadable answer from ${path}:`, parsed.error.issues)
  throw new ApiError('internal', UNREADABLE_ANSWER, status)
}
