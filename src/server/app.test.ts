import { describe, expect, test } from 'vitest'
import {
  errorOf,
  makeTestApp,
  people,
  snapshot,
  type RequestOptions,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import { BAD_AUTHORIZATION } from './middleware/authenticate.ts'
import type { VerifiedToken } from './ports/identity.ts'
import type { Me } from '../domain/profile.ts'

describe('errors have one shape', () => {
  const json = { 'Content-Type': 'application/json' }
  const refusals: {
    name: string
    request: [string, string, RequestOptions]
    status: number
    error: object
  }[] = [
    {
      name: 'an unknown route is a 404 envelope',
      request: ['GET', '/api/nothing', {}],
      status: 404,
      error: { code: 'not_found', message: 'There is no API route for GET /api/nothing' },
    },
    {
      name: 'malformed JSON is a 400, not a 500',
      request: ['POST', '/api/enquiries', { body: '{"name": "Sam",', headers: json }],
      status: 400,
      error: { code: 'validation_failed', message: 'The request body is not valid JSON' },
    },
    {
      name: 'a body that is not JSON is a 415',
      request: [
        'POST',
        '/api/posts',
        { as: 'admin', body: 'title=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      ],
      status: 415,
      error: { code: 'unsupported_media_type' },
    },
    {
      name: 'JSON of the wrong shape is a 400 listing the fields',
      request: ['POST', '/api/posts', { as: 'admin', json: ['not', 'an', 'object'] }],
      status: 400,
      error: { code: 'validation_failed', issues: expect.any(Array) },
    },
    {
      name: 'a JSON body over 1 MB is a 413',
      request: [
        'POST',
        '/api/posts',
        { as: 'admin', json: { title: 'Huge', content: 'x'.repeat(1_100_000) } },
      ],
      status: 413,
      error: { code: 'too_large' },
    },
  ]
  test.each(refusals.map((refusal) => [refusal.name, refusal] as const))(
    '%s, and stores nothing',
    async (_, { request, status, error }) => {
      const t = await makeTestApp()
      const before = await snapshot(t)
      const response = await t.request(...request)
      expect(response.status).toBe(status)
      expect(await errorOf(response)).toEqual({ message: expect.any(String), ...error })
      expect(await snapshot(t)).toEqual(before)
    },
  )

  test('an unexpected failure is a plain 500; the detail goes to the log with the request id', async () => {
    const t = await makeTestApp()
    const broken = await makeTestApp({
      stores: {
        ...t.stores,
        posts: {
          ...t.stores.posts,
          listPosts: async () => {
            throw new Error('SQLITE_CORRUPT: database disk image is malformed')
          },
        },
      },
    })
    const response = await broken.request('GET', '/api/posts')
    expect(response.status).toBe(500)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again.' },
    })
    expect(body).not.toContain('SQLITE')
    expect(broken.logged.error).toHaveLength(1)
    expect(String(broken.logged.error[0]?.[0])).toMatch(/^\[request [0-9a-f-]{36}\] GET \/api\/posts failed:/)
  })

  test('API answers carry nosniff and are not cached, but for public lists asked for by a visitor', async () => {
    const t = await makeTestApp()
    const response = await t.request('GET', '/api/gallery/all', { as: 'admin' })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const personal = await t.request('GET', '/api/gallery', { as: 'admin' })
    expect(personal.headers.get('cache-control')).toBe('no-store')
    expect(personal.headers.get('vary')).toBe('Authorization')
    const visitor = await t.request('GET', '/api/gallery')
    expect(visitor.headers.get('x-content-type-options')).toBe('nosniff')
    expect(visitor.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    )
    expect(visitor.headers.get('vary')).toBe('Authorization')
    const refused = await t.request('GET', '/api/gallery?limit=1000')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const error = await t.request('GET', '/api/posts/none')
    expect(error.headers.get('x-content-type-options')).toBe('nosniff')
    expect(error.headers.get('cache-control')).toBe('no-store')
    expect(error.headers.get('content-type')).toBe('application/json; charset=UTF-8')
  })
})

describe('authentication', () => {
  /** A GET with a token whose verified claims are `claims`. */
  function getWithClaims(t: TestApp, claims: VerifiedToken, path: string) {
    t.addToken('token-of-test', claims)
    return t.request('GET', path, { headers: { Authorization: 'Bearer token-of-test' } })
  }
  const claimsOf = ({ uid, email }: { uid: string; email: string }, emailVerified: boolean) => ({
    uid,
    email,
    email_verified: emailVerified,
  })

  test.each([
    ['a token that fails verification', 'Bearer forged', 'Your session has expired. Please sign in again.'],
    ['an Authorization header that is not a Bearer token', 'Basic YWRtaW46YWRtaW4=', BAD_AUTHORIZATION],
  ])('%s is a 401, even on a public route', async (_, authorization, message) => {
    const t = await makeTestApp()
    const response = await t.request('GET', '/api/posts', { headers: { Authorization: authorization } })
    expect(response.status).toBe(401)
    expect(await errorOf(response)).toEqual({ code: 'unauthenticated', message })
  })

  test('first sight of a user creates their profile: email, not admin, created now', async () => {
    const t = await makeTestApp({ now: () => new Date('2026-02-01T10:00:00.000Z') })
    const claims = claimsOf({ uid: 'uid-new', email: 'first.time@example.com' }, true)
    expect(await t.content.getProfile('uid-new')).toBeNull()
    const response = await getWithClaims(t, claims, '/api/profiles/me')
    expect(response.status).toBe(200)
    expect(await t.content.getProfile('uid-new')).toEqual({
      id: 'uid-new',
      email: 'first.time@example.com',
      is_admin: false,
      created_at: '2026-02-01T10:00:00.000Z',
    })
    const again = await getWithClaims(t, claims, '/api/profiles/me')
    expect(((await again.json()) as { profile: Me }).profile.created_at).toBe('2026-02-01T10:00:00.000Z')
  })

  test('admin rights come from the profile, never from token claims', async () => {
    const t = await makeTestApp()
    const response = await getWithClaims(
      t,
      { ...claimsOf(people.verified, true), ...{ admin: true, is_admin: true, role: 'admin' } },
      '/api/enquiries',
    )
    expect(response.status).toBe(403)
    expect(await errorOf(response)).toEqual({
      code: 'forbidden',
      message: 'Access denied. Admin privileges required.',
    })
  })

  test('an unverified admin account is still an admin (admins vouch for admins)', async () => {
    const t = await makeTestApp()
    const response = await getWithClaims(t, claimsOf(people.admin, false), '/api/profiles')
    expect(response.status).toBe(200)
  })
})
