/**
 * Issue 10, classes 1, 4 and 6, tried as an attacker would through Hosting on the local stack:
 * rotating X-Forwarded-For against the rate limits, bodies the platform used to answer with
 * its own HTML pages, and a preflight from another origin. Run last (vitest.config.ts): it uses
 * up the local stack's rate limits, which every local caller shares (no proxy vouches for an
 * address there; see docs/decisions/015-client-address-and-rate-limits.md).
 */
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { ApiErrorBodySchema } from '../../../src/domain/api-error.ts'

const site = process.env.STACK_URL
if (!site) throw new Error('STACK_URL is not set: run this through `npm run test:stack`')

const enquiry = JSON.stringify({
  name: 'Rotating Sender',
  email: 'rotating.sender@example.com',
  message: 'Please quote for a new switchboard.',
})

/** The answer is the API's own: a JSON error envelope with a 4xx status. */
async function expectApiError(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body: unknown = await response.json()
  expect(ApiErrorBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(true)
  return (body as { error: { code: string } }).error.code
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
const postEnquiry = (body: BodyInit, headers: Record<string, string> = {}) =>
  post('/api/enquiries', body, headers)

const bigJson = JSON.stringify({
  name: 'Big',
  email: 'big@example.com',
  message: 'x'.repeat(2 * 1024 * 1024),
})

// The API's function and the callable behind /api/bootstrap (functions/src/direct-api.ts).
describe.each(['/api/enquiries', '/api/bootstrap/create-default-admin'])(
  'bodies the platform used to answer itself get the API error shape: %s',
  (path) => {
    test.each(['{bad', '"str"', 'null'])('the JSON body %s is a JSON 400', async (body) => {
      expect(await expectApiError(await post(path, body), 400)).toBe('validation_failed')
    })

    test('a 2 MB body is a JSON 413', async () => {
      expect(await expectApiError(await post(path, bigJson), 413)).toBe('too_large')
    })

    test('a gzip body (a few KB inflating to 2 MB) is a JSON 415, never inflated', async () => {
      const bomb = gzipSync(bigJson)
      expect(bomb.byteLength).toBeLessThan(10_000)
      const response = await post(path, bomb, { 'Content-Encoding': 'gzip' })
      expect(await expectApiError(response, 415)).toBe('unsupported_media_type')
    })
  },
)

describe('cross-origin', () => {
  test('a preflight from another origin gets no Access-Control-Allow-*', async () => {
    for (const path of ['/api/posts', '/api/enquiries', '/api/bootstrap/create-default-admin']) {
      const response = await fetch(`${site}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      })
      const granted = [...response.headers.keys()].filter((name) => name.startsWith('access-control-allow'))
      expect(granted, path).toEqual([])
    }
    const api = await fetch(`${site}/api/posts`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(await expectApiError(api, 403)).toBe('forbidden')
  })

  test('a read with another Origin carries no permission to read it', async () => {
    const response = await fetch(`${site}/api/posts`, { headers: { Origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })
})

describe('rotating X-Forwarded-For does not get past the rate limits', () => {
  test('enquiries: twelve from "twelve addresses" are refused after the limit, and stay refused', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await postEnquiry(enquiry, { 'X-Forwarded-For': `198.51.100.${i + 1}` })).status)
    }
    // The limit is 5 in 10 minutes; earlier checks may have used some of it already.
    const firstRefused = statuses.indexOf(429)
    expect(firstRefused, statuses.join(' ')).toBeGreaterThanOrEqual(0)
    expect(firstRefused).toBeLessThanOrEqual(5)
    expect(
      statuses.slice(firstRefused).every((status) => status === 429),
      statuses.join(' '),
    ).toBe(true)
  })

  test('the default-admin secret: eight wrong guesses from "eight addresses" end in too many attempts', async () => {
    const answers: unknown[] = []
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${site}/api/bootstrap/create-default-admin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
        // A wrong secret: nothing is created, whatever the limiter says.
        body: JSON.stringify({ data: { secret: `wrong-guess-${i}` } }),
      })
      expect(response.status).toBe(200)
      answers.push(((await response.json()) as { result: { error: string } }).result.error)
    }
    const tooMany = 'Too many attempts. Please wait a few minutes and try again.'
    const first = answers.indexOf(tooMany)
    expect(first, answers.join(' | ')).toBeGreaterThanOrEqual(0)
    expect(first).toBeLessThanOrEqual(5)
    expect(answers.slice(first).every((answer) => answer === tooMany)).toBe(true)
  })
})
