/** Issue 10, classes 1, 4 and 6 at the app: what an attacker tries, what the API answers. */
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { ApiErrorBodySchema } from '../../domain/api-error.ts'
import { errorOf, makeTestApp } from '#tests/helpers/test-app.ts'

const enquiry = JSON.stringify({
  name: 'Rotating Sender',
  email: 'rotating.sender@example.com',
  message: 'Please call me about a switchboard.',
})

function accessControlHeaders(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))
}

describe('cross-origin: same origin only', () => {
  test('a preflight from another origin is refused in the API shape, with no Access-Control-Allow-*', async () => {
    const t = await makeTestApp()
    const response = await t.request('OPTIONS', '/api/posts', {
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBe(403)
    expect(accessControlHeaders(response)).toEqual([])
    expect((await errorOf(response)).code).toBe('forbidden')
  })

  test('a request with another Origin gets its answer without any permission to read it', async () => {
    const t = await makeTestApp()
    const response = await t.request('GET', '/api/posts', { headers: { Origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
    expect(accessControlHeaders(response)).toEqual([])
  })
})

describe('request bodies', () => {
  test('a gzip body is refused with a JSON 415 and nothing is stored', async () => {
    const t = await makeTestApp()
    const response = await t.request('POST', '/api/enquiries', {
      body: gzipSync(enquiry),
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    })
    expect(response.status).toBe(415)
    expect((await errorOf(response)).code).toBe('unsupported_media_type')
    expect((await t.content.listEnquiries()).items).toEqual([])
  })

  test('a body over 1 MB sent without a length is cut off as it streams, with a JSON 413', async () => {
    const t = await makeTestApp()
    let sent = 0
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 4 MB on offer; the API must stop reading well before the end.
        if (sent >= 4 * 1024 * 1024) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const response = await t.app.request('/api/enquiries', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect((await errorOf(response)).code).toBe('too_large')
    expect(sent).toBeLessThan(2 * 1024 * 1024)
  })

  test.each(['{bad', '"str"', 'null', '[]'])(
    'the JSON body %s gets the API error shape with a 400',
    async (body) => {
      const t = await makeTestApp()
      const response = await t.request('POST', '/api/enquiries', {
        body,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(response.status).toBe(400)
      expect(ApiErrorBodySchema.safeParse(await response.json()).success).toBe(true)
    },
  )
})

describe('the enquiry limit is per vouched address', () => {
  const post = (t: Awaited<ReturnType<typeof makeTestApp>>, forwardedFor: string) =>
    t.request('POST', '/api/enquiries', {
      body: enquiry,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    })

  test('behind two proxies, rotating the entries the caller writes does not get past it', async () => {
    const t = await makeTestApp({ proxyHops: 2 })
    const statuses = []
    for (let i = 0; i < 12; i++) statuses.push((await post(t, `10.9.8.${i}, 203.0.113.7, 35.191.0.1`)).status)
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)])
    // Another browser behind the same proxies is counted apart.
    expect((await post(t, '10.9.8.1, 198.51.100.4, 35.191.0.1')).status).toBe(201)
  })

  test('with no proxy in front, the header is not trusted at all', async () => {
    const t = await makeTestApp()
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await post(t, `198.51.100.${i}`)).status)
    expect(statuses).toEqual([...Array(5).fill(201), 429, 429])
  })
})
