/**
 * The browser's only way to the API. Every response is parsed with the shared zod schemas, so
 * bad data fails here, at the boundary; every error becomes an `ApiError` carrying the API's
 * stable code and human message. A list keeps the items that parse and leaves out the others
 * (one bad record never empties a screen); an answer that does not parse becomes a plain
 * message, its details going to the console only. Islands use it through TanStack Query,
 * never `fetch` itself.
 *
 * The ID token comes from a provider that firebase-client.ts registers once the Firebase SDK
 * has loaded; public reads never load the SDK.
 */
import { z } from 'zod'
import { ApiErrorBodySchema, type ErrorCode, type ErrorIssue } from '../domain/api-error.ts'
import { EnquiryReceivedSchema, EnquiryResponseSchema, EnquirySchema } from '../domain/enquiry.ts'
import type {
  EnquiryKind,
  EnquiryPatch,
  EnquiryStatusFilter,
  NewEnquiry,
  NewEnquiryNote,
  NewQuoteRequest,
} from '../domain/enquiry.ts'
import {
  GalleryCategoryResponseSchema,
  GalleryCategorySchema,
  GalleryImageResponseSchema,
  GalleryImageSchema,
} from '../domain/gallery-image.ts'
import type {
  GalleryStatus,
  GalleryImagePatch,
  GallerySubmission,
  NewGalleryCategory,
  NewGalleryImage,
} from '../domain/gallery-image.ts'
import { MediaUploadResultSchema, type MediaPurpose } from '../domain/media.ts'
import { PostListItemSchema, PostResponseSchema, PostSchema } from '../domain/post.ts'
import type { NewPost, PostPatch } from '../domain/post.ts'
import { MeSchema, ProfileResponseSchema, ProfileSchema } from '../domain/profile.ts'
import type { ProfilePatch } from '../domain/profile.ts'
import { SiteStatusResponseSchema } from '../domain/publish.ts'
import { ContentStatsResponseSchema } from '../domain/stats.ts'
import type { PageRequest } from '../domain/page.ts'
import type { NewAdmin } from '../domain/auth.ts'

const MeResponseSchema = z.object({ profile: MeSchema })

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

/** The message the API gave for one field, for showing it next to that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.issues.find((issue) => issue.path === field)?.message : undefined
}

type TokenProvider = () => Promise<string | null>
let tokenProvider: TokenProvider = async () => null

/** Called by firebase-client.ts: from then on requests carry the signed-in user's ID token. */
export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider
}

async function authHeaders(): Promise<Record<string, string>> {
  const token = await tokenProvider()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

async function toApiError(response: Response): Promise<ApiError> {
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

async function request<S extends z.ZodType>(
  schema: S,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(await authHeaders()) }
  if (init.json !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? null : JSON.stringify(init.json),
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError('network', 'Could not reach the server. Check your connection and try again.', 0)
  }
  if (!response.ok) throw await toApiError(response)
  return readAnswer(schema, path, await response.json().catch(() => undefined), response.status)
}

/** The answer parsed with `schema`, or an ApiError with a plain message (details to the console). */
function readAnswer<S extends z.ZodType>(schema: S, path: string, body: unknown, status: number): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  console.warn(`Unreadable answer from ${path}:`, parsed.error.issues)
  throw new ApiError('internal', UNREADABLE_ANSWER, status)
}

/**
 * The items of a list answer (`{ [key]: [...] }`) that parse with `item`; the others are left
 * out, with a console warning, so one bad record never empties a screen.
 */
async function requestList<T>(
  key: string,
  item: z.ZodType<T>,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T[]> {
  const answer = await request(z.object({ [key]: z.array(z.unknown()) }), path, init)
  return readableItems(item, path, answer[key] as unknown[])
}

/** One page of a list as the API answers it: its readable items and the cursor of the next. */
export interface Paged<T> {
  items: T[]
  next: string | null
}

type QueryValue = string | number | boolean | null | undefined

/** `path` with the given query parameters; absent (undefined, null or '') ones left out. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** A page of a list answer (`{ [key]: [...], next }`): its readable items, as requestList keeps them. */
async function requestPage<T>(key: string, item: z.ZodType<T>, path: string): Promise<Paged<T>> {
  const answer = await request(z.object({ [key]: z.array(z.unknown()), next: z.string().nullable() }), path)
  return { items: readableItems(item, path, answer[key] as unknown[]), next: answer.next as string | null }
}

type PageQuery = Pick<PageRequest, 'cursor' | 'limit'>
/** The blog's list: one tag's posts, or a search (every word starts a word of the post). */
export type PostListQuery = PageQuery & { tag?: string; q?: string }
/** The public gallery: one category's photos, or a search. */
export type GalleryListQuery = PageQuery & { category?: string; q?: string }
/** The admins' gallery: every photo, or those in one state. */
export type GalleryAdminQuery = PageQuery & { status?: GalleryStatus }

/** The items that parse with `item`, in order; exported for its unit test. */
export function readableItems<T>(item: z.ZodType<T>, path: string, items: readonly unknown[]): T[] {
  const readable: T[] = []
  for (const [index, value] of items.entries()) {
    const parsed = item.safeParse(value)
    if (parsed.success) readable.push(parsed.data)
    else console.warn(`Left out item ${index} of ${path}: it cannot be read.`, parsed.error.issues)
  }
  return readable
}

/**
 * Uploads an image with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * `onProgress` receives a fraction from 0 to 1.
 */
async function upload(file: Blob, purpose: MediaPurpose, onProgress?: (fraction: number) => void) {
  const headers = await authHeaders()
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', file)
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/media')
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
    xhr.onerror = () =>
      reject(new ApiError('network', 'Could not reach the server. Check your connection and try again.', 0))
    xhr.send(form)
  })
  if (!response.ok) throw await toApiError(response)
  onProgress?.(1)
  return readAnswer(
    MediaUploadResultSchema,
    '/api/media',
    await response.json().catch(() => undefined),
    response.status,
  )
}

const slugPath = (slug: string) => encodeURIComponent(slug)

/**
 * A file GET /api/media/* serves only to some callers (a photo waiting for review: its
 * uploader and admins), fetched with the caller's token; show it through an object URL.
 */
async function privateFile(path: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(path, { headers: await authHeaders(), credentials: 'same-origin' })
  } catch {
    throw new ApiError('network', 'Could not reach the server. Check your connection and try again.', 0)
  }
  if (!response.ok) throw await toApiError(response)
  return response.blob()
}

export const api = {
  posts: {
    list: async (query: PostListQuery = {}) =>
      requestPage('posts', PostListItemSchema, withQuery('/api/posts', { ...query })),
    get: async (slug: string) => (await request(PostResponseSchema, `/api/posts/${slugPath(slug)}`)).post,
    related: async (slug: string) => requestList('posts', PostSchema, `/api/posts/${slugPath(slug)}/related`),
    create: async (post: NewPost) =>
      (await request(PostResponseSchema, '/api/posts', { method: 'POST', json: post })).post,
    update: async (id: string, patch: PostPatch) =>
      (await request(PostResponseSchema, `/api/posts/${id}`, { method: 'PATCH', json: patch })).post,
    remove: async (id: string) => {
      await fetchNoContent(`/api/posts/${id}`)
    },
  },
  gallery: {
    list: async (query: GalleryListQuery = {}) =>
      requestPage('images', GalleryImageSchema, withQuery('/api/gallery', { ...query })),
    /** The caller's own photos, in every state. */
    mine: async (query: PageQuery = {}) =>
      requestPage('images', GalleryImageSchema, withQuery('/api/gallery/mine', { ...query })),
    removeMine: async (id: string) => {
      await fetchNoContent(`/api/gallery/mine/${id}`)
    },
    listAll: async (query: GalleryAdminQuery = {}) =>
      requestPage('images', GalleryImageSchema, withQuery('/api/gallery/all', { ...query })),
    categories: async () => requestList('categories', GalleryCategorySchema, '/api/gallery/categories'),
    addCategory: async (category: NewGalleryCategory) =>
      (
        await request(GalleryCategoryResponseSchema, '/api/gallery/categories', {
          method: 'POST',
          json: category,
        })
      ).category,
    submit: async (submission: GallerySubmission) =>
      (
        await request(GalleryImageResponseSchema, '/api/gallery/submissions', {
          method: 'POST',
          json: submission,
        })
      ).image,
    create: async (image: NewGalleryImage) =>
      (await request(GalleryImageResponseSchema, '/api/gallery', { method: 'POST', json: image })).image,
    update: async (id: string, patch: GalleryImagePatch) =>
      (await request(GalleryImageResponseSchema, `/api/gallery/${id}`, { method: 'PATCH', json: patch }))
        .image,
    remove: async (id: string) => {
      await fetchNoContent(`/api/gallery/${id}`)
    },
    approve: async (id: string) =>
      (await request(GalleryImageResponseSchema, `/api/gallery/${id}/approve`, { method: 'POST' })).image,
    reject: async (id: string) =>
      (await request(GalleryImageResponseSchema, `/api/gallery/${id}/reject`, { method: 'POST' })).image,
    reorder: async (ids: string[]) =>
      requestList('images', GalleryImageSchema, '/api/gallery/order', { method: 'PUT', json: { ids } }),
  },
  media: { upload, privateFile },
  profiles: {
    me: async () => (await request(MeResponseSchema, '/api/profiles/me')).profile,
    list: async (query: PageQuery = {}) =>
      requestPage('profiles', ProfileSchema, withQuery('/api/profiles', { ...query })),
    update: async (id: string, patch: ProfilePatch) =>
      (await request(ProfileResponseSchema, `/api/profiles/${id}`, { method: 'PATCH', json: patch })).profile,
    createAdmin: async (admin: NewAdmin) =>
      (await request(ProfileResponseSchema, '/api/profiles/admins', { method: 'POST', json: admin })).profile,
    remove: async (id: string) => {
      await fetchNoContent(`/api/profiles/${id}`)
    },
    /** Deletes the caller's own account. */
    removeMe: async () => {
      await fetchNoContent('/api/profiles/me')
    },
  },
  publish: {
    status: async () => (await request(SiteStatusResponseSchema, '/api/publish')).status,
    retry: async () =>
      (await request(SiteStatusResponseSchema, '/api/publish/retry', { method: 'POST' })).status,
  },
  /** The admin dashboard's counts. */
  stats: async () => (await request(ContentStatsResponseSchema, '/api/stats')).stats,
  enquiries: {
    send: async (enquiry: NewEnquiry) =>
      request(EnquiryReceivedSchema, '/api/enquiries', { method: 'POST', json: enquiry }),
    requestQuote: async (quote: NewQuoteRequest) =>
      request(EnquiryReceivedSchema, '/api/enquiries/quote-requests', { method: 'POST', json: quote }),
    list: async (query: PageQuery & { status?: EnquiryStatusFilter; kind?: EnquiryKind; q?: string } = {}) =>
      requestPage('enquiries', EnquirySchema, withQuery('/api/enquiries', { ...query })),
    update: async (id: string, patch: EnquiryPatch) =>
      (await request(EnquiryResponseSchema, `/api/enquiries/${id}`, { method: 'PATCH', json: patch }))
        .enquiry,
    addNote: async (id: string, note: NewEnquiryNote) =>
      (await request(EnquiryResponseSchema, `/api/enquiries/${id}/notes`, { method: 'POST', json: note }))
        .enquiry,
    remove: async (id: string) => {
      await fetchNoContent(`/api/enquiries/${id}`)
    },
  },
}

async function fetchNoContent(path: string) {
  let response: Response
  try {
    response = await fetch(path, { method: 'DELETE', headers: await authHeaders() })
  } catch {
    throw new ApiError('network', 'Could not reach the server. Check your connection and try again.', 0)
  }
  if (!response.ok) throw await toApiError(response)
}
