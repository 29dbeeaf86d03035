/**
 * What the browser shows when the API answers with a record it cannot read: the rest of the
 * list, and plain sentences instead of a validation dump. `fetch` is a stand-in here.
 */
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { z } from 'zod'
import { makeGalleryImage, makePost } from '#tests/factories/index.ts'
import { api, ApiError, describeApiError, setTokenProvider, UNREADABLE_ANSWER } from './api-client.ts'

const FAR_FUTURE = '+010000-01-01T23:58:59.000Z'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  vi.unstubAllGlobals()
})

/** The API answers every request with this JSON body. */
function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  )
}

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error,
  )
}

describe('lists', () => {
  test('an image the schema refuses is left out of its page; the others and the next cursor are kept', async () => {
    const good = makeGalleryImage()
    const later = makeGalleryImage()
    answer({ images: [good, { ...makeGalleryImage(), date: FAR_FUTURE }, later], next: 'cursor-2' })
    expect(await api.gallery.listAll()).toEqual({ items: [good, later], next: 'cursor-2' })
    expect(String(warn.mock.calls[0]?.[0])).toContain('Left out item 1 of /api/gallery/all')
  })

  test('the same holds for posts, categories, profiles and enquiries; a page without its cursor is unreadable', async () => {
    const { content: _content, ...item } = makePost()
    answer({ posts: [item, { ...item, id: 'broken', title: '' }, 42], next: null })
    expect(await api.posts.list()).toEqual({ items: [item], next: null })
    answer({ categories: [{ name: '<script>', position: 9, created_at: '2026-01-01T00:00:00.000Z' }] })
    expect(await api.gallery.categories()).toEqual([])
    answer({ profiles: [{ id: 'x' }], next: null })
    expect(await api.profiles.list()).toEqual({ items: [], next: null })
    for (const body of [{ enquiries: null, next: null }, { enquiries: [] }]) {
      answer(body)
      expect(await failureOf(api.enquiries.list())).toMatchObject({
        code: 'internal',
        message: UNREADABLE_ANSWER,
      })
    }
  })

  test('a page is asked for with its filters and cursor, and nothing for what is not given', async () => {
    answer({ posts: [], next: null })
    await api.posts.list({ tag: 'HVAC', q: 'split system', cursor: 'abc+/=', limit: 10 })
    await api.posts.list({ tag: '', q: undefined })
    const fetch = vi.mocked(globalThis.fetch)
    expect(fetch.mock.calls.map(([path]) => String(path))).toEqual([
      '/api/posts?tag=HVAC&q=split+system&cursor=abc%2B%2F%3D&limit=10',
      '/api/posts',
    ])
  })
})

describe('messages', () => {
  test('a single record the schema refuses becomes a plain sentence, details to the console only', async () => {
    answer({ image: { ...makeGalleryImage(), date: FAR_FUTURE } })
    const error = await failureOf(api.gallery.approve('image-1'))
    expect(error).toBeInstanceOf(ApiError)
    const shown = describeApiError(error)
    expect(shown).toBe(UNREADABLE_ANSWER)
    expect(shown).not.toMatch(/[[{]|regex|invalid_format|"path"/i)
    expect(JSON.stringify(warn.mock.calls)).toContain('date')
  })

  test('a validation error from anywhere else is never shown as it is', () => {
    const dump = z.object({ date: z.iso.datetime() }).safeParse({ date: FAR_FUTURE }).error
    expect(dump?.message).toContain('pattern')
    expect(describeApiError(dump)).toBe('Something went wrong. Please try again.')
    expect(describeApiError(dump, 'Could not load the gallery.')).toBe('Could not load the gallery.')
  })

  test("the API's own error message is still shown", async () => {
    answer(
      { error: { code: 'validation_failed', message: 'Please give a date between the years 1 and 9999' } },
      400,
    )
    const error = await failureOf(
      api.gallery.submit({ title: 't', image_url: '/x.webp', date: '9999-12-31T23:59:59-23:59' }),
    )
    expect(describeApiError(error)).toBe('Please give a date between the years 1 and 9999')
  })
})

describe('requests', () => {
  afterEach(() => setTokenProvider(async () => null))

  /** What fetch was asked for: each call's path, method, headers and body. */
  function sent() {
    return vi.mocked(globalThis.fetch).mock.calls.map(([path, init]) => ({
      path: String(path),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      credentials: init?.credentials,
      body: init?.body,
    }))
  }

  test('paths come from the routes: a slug is one encoded segment, a filter a query parameter', async () => {
    const answers = [Response.json({ post: makePost() }), Response.json({ enquiries: [], next: null })]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? new Response(null, { status: 204 })),
    )
    await api.posts.get('a b/c?')
    await api.enquiries.list({ status: 'open', kind: 'quote', q: '' })
    await api.gallery.removeMine('image-1')
    expect(sent().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/posts/a%20b%2Fc%3F',
      'GET /api/enquiries?status=open&kind=quote',
      'DELETE /api/gallery/mine/image-1',
    ])
  })

  test('a change is sent as JSON with the signed-in token, to the same origin only', async () => {
    setTokenProvider(async () => 'token-1')
    answer({ enquiry: null })
    await failureOf(api.enquiries.addNote('enquiry-1', { text: 'Called back.' }))
    expect(sent()).toEqual([
      {
        path: '/api/enquiries/enquiry-1/notes',
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer token-1',
          'content-type': 'application/json',
        },
        credentials: 'same-origin',
        body: '{"text":"Called back."}',
      },
    ])
  })

  test("an error answer becomes an ApiError with the API's status, code, message and fields", async () => {
    const issues = [{ path: 'email', message: 'Enter a valid e-mail address' }]
    answer({ error: { code: 'validation_failed', message: issues[0]?.message, issues } }, 400)
    expect(await failureOf(api.profiles.createAdmin({ email: 'x', password: 'y' }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Enter a valid e-mail address',
      issues,
    })
    answer('<html>Bad gateway</html>', 502)
    expect(await failureOf(api.profiles.remove('user-1'))).toMatchObject({ status: 502, code: 'internal' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await failureOf(api.stats())).toMatchObject({ status: 0, code: 'network' })
  })

  test("a token that cannot be renewed is said as the API says it, not in Firebase's words", async () => {
    answer({ enquiry: null })
    const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setTokenProvider(async () => Promise.reject(firebaseError('auth/network-request-failed')))
    expect(await failureOf(api.stats())).toMatchObject({
      code: 'network',
      message: 'Could not reach the server. Check your connection and try again.',
    })
    setTokenProvider(async () => Promise.reject(firebaseError('auth/user-token-expired')))
    expect(await failureOf(api.profiles.remove('user-1'))).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Your session has expired. Please sign in again.',
    })
    expect(sent()).toEqual([])
    expect(warn).toHaveBeenCalled()
  })
})

describe("a request's status page", () => {
  const link = 'enq-1.abcdefghijklmnopqrstuvwxyz012345'
  /** The headers of each call fetch was given. */
  const sentHeaders = () =>
    vi.mocked(globalThis.fetch).mock.calls.map(([, init]) => new Headers(init?.headers))

  test('every call carries the link in X-Request-Key, and only there', async () => {
    answer({ error: { code: 'not_found', message: 'No such request', issues: [] } }, 404)
    await failureOf(api.requestStatus.read(link))
    await failureOf(api.requestStatus.addUpdate(link, { text: 'Gate code 1234' }))
    await failureOf(api.requestStatus.cancel(link))
    await failureOf(api.requestStatus.stopEmails(link))
    await failureOf(api.requestStatus.photo(link, '/api/request-status/photos/quote/a-480.webp'))
    const fetch = vi.mocked(globalThis.fetch)
    expect(fetch.mock.calls.map(([path]) => String(path))).toEqual([
      '/api/request-status',
      '/api/request-status/updates',
      '/api/request-status/cancel',
      '/api/request-status/stop-emails',
      '/api/request-status/photos/quote/a-480.webp',
    ])
    for (const headers of sentHeaders()) expect(headers.get('X-Request-Key')).toBe(link)
    expect(fetch.mock.calls.every(([path]) => !String(path).includes(link))).toBe(true)
  })

  test('a photo outside the status page’s own route is never fetched with the link', async () => {
    answer({})
    const error = await failureOf(api.requestStatus.photo(link, 'https://elsewhere.example/a.webp'))
    expect(error).toMatchObject({ code: 'not_found', status: 404 })
    expect(globalThis.fetch).not.toHaveBeenCalled()
  })

  test('a 410 is an ApiError with code gone, the API’s message kept', async () => {
    answer({ error: { code: 'gone', message: 'This link has expired', issues: [] } }, 410)
    expect(await failureOf(api.requestStatus.read(link))).toMatchObject({
      code: 'gone',
      status: 410,
      message: 'This link has expired',
    })
  })
})
