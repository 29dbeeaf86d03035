/**
 * How the browser reaches the API, under api-client.ts and api-files.ts: the typed client, the
 * signed-in person's token on every call, one request sent and its answer read with a schema,
 * and lists kept to the items that parse. Islands use `api` from api-client.ts, never this.
 */
import { hc, type ClientRequestOptions } from 'hono/client'
import { z } from 'zod'
import type { ApiApp } from '../server/app.ts'
import { SESSION_EXPIRED } from '../domain/api-error.ts'
import { ApiError, NETWORK_FAILURE, toApiError, UNREADABLE_ANSWER, type Answer } from './api-errors.ts'

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

/** One call on the typed client, given the options every request carries. */
export type Call = (options: ClientRequestOptions) => Promise<Answer>

/** Headers a call adds to the usual ones: a status page's link (linkHeaders). */
export type ExtraHeaders = Record<string, string>

/**
 * Sends one request with the caller's token: its answer and the address asked (for console
 * warnings), or an ApiError for a network failure or a non-2xx answer.
 */
export async function send(
  call: Call,
  extra: ExtraHeaders = {},
): Promise<{ response: Answer; path: string }> {
  const headers = { Accept: 'application/json', ...(await authHeaders()), ...extra }
  let path = ''
  let response: Answer
  try {
    response = await call({
      headers,
      init: { credentials: 'same-origin' },
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        path = String(input)
        return fetch(input, init)
      },
    })
  } catch {
    throw new ApiError('network', NETWORK_FAILURE, 0)
  }
  if (!response.ok) throw await toApiError(response)
  return { response, path }
}

/** The answer parsed with `schema`, and the address asked; or an ApiError (details to the console). */
async function read<S extends z.ZodType>(
  schema: S,
  call: Call,
  extra?: ExtraHeaders,
): Promise<{ data: z.infer<S>; path: string }> {
  const { response, path } = await send(call, extra)
  return {
    data: readAnswer(schema, path, await response.json().catch(() => undefined), response.status),
    path,
  }
}

export async function request<S extends z.ZodType>(
  schema: S,
  call: Call,
  extra?: ExtraHeaders,
): Promise<z.infer<S>> {
  return (await read(schema, call, extra)).data
}

/**
 * The items of a list answer (`{ [key]: [...] }`) that parse with `item`; the others are left
 * out, with a console warning, so one bad record never empties a screen.
 */
export async function requestList<T>(key: string, item: z.ZodType<T>, call: Call): Promise<T[]> {
  const { data, path } = await read(z.object({ [key]: z.array(z.unknown()) }), call)
  return readableItems(item, path, data[key] as unknown[])
}

/** One page of a list as the API answers it: its readable items and the cursor of the next. */
export interface Paged<T> {
  items: T[]
  next: string | null
}

/** A page of a list answer (`{ [key]: [...], next }`): its readable items, as requestList keeps them. */
export async function requestPage<T>(key: string, item: z.ZodType<T>, call: Call): Promise<Paged<T>> {
  const page = z.object({ [key]: z.array(z.unknown()), next: z.string().nullable() })
  const { data, path } = await read(page, call)
  return { items: readableItems(item, path, data[key] as unknown[]), next: data.next as string | null }
}

type QueryValue = string | number | boolean | null | undefined
/** A query as sent: strings, literal ones (a status) kept as they are. */
type SentQuery<Q> = {
  [K in keyof Q]?: Exclude<Q[K], null | undefined> extends string ? Q[K] & string : string
}

/** The query without its absent (undefined, null or '') parameters, the others as strings. */
export function present<Q extends Record<string, QueryValue>>(query: Q): SentQuery<Q> {
  const sent: Record<string, string> = {}
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') sent[name] = String(value)
  }
  return sent as SentQuery<Q>
}

/** A path's id or slug, encoded as one segment. */
export const segment = <K extends string>(name: K, value: string) =>
  ({ param: { [name]: encodeURIComponent(value) } }) as { param: Record<K, string> }

/** The items that parse with `item`, in order. */
function readableItems<T>(item: z.ZodType<T>, path: string, items: readonly unknown[]): T[] {
  const readable: T[] = []
  for (const [index, value] of items.entries()) {
    const parsed = item.safeParse(value)
    if (parsed.success) readable.push(parsed.data)
    else console.warn(`Left out item ${index} of ${path}: it cannot be read.`, parsed.error.issues)
  }
  return readable
}
