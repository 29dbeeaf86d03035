/** GET /api/health as an uptime check sees it: up, or down without saying why. */
import { describe, expect, test } from 'vitest'
import { errorOf, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { createMemoryRateLimiter } from '../adapters/memory/memory-rate-limiter.ts'
import { STORE_UNAVAILABLE } from '../services/health.ts'

const health = (t: TestApp, headers: Record<string, string> = {}) =>
  t.request('GET', '/api/health', { headers })

/** The test app's store, except that every enquiry read fails as a lost connection does. */
async function withBrokenStore(): Promise<TestApp> {
  const working = await makeTestApp()
  const enquiries = {
    ...working.stores.enquiries,
    getEnquiry: () => Promise.reject(new Error('14 UNAVAILABLE: connect ECONNREFUSED 10.0.0.7:443')),
  }
  return makeTestApp({ stores: { ...working.stores, enquiries } })
}

describe('GET /api/health', () => {
  test('200 {"status":"ok"} and nothing else, never cached, to anyone', async () => {
    const t = await makeTestApp()
    const response = await health(t)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('{"status":"ok"}')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  })

  test('503 in the error shape when the store cannot be read; the cause stays in the log', async () => {
    const t = await withBrokenStore()
    const response = await health(t)
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await errorOf(response)).toEqual({ code: 'unavailable', message: STORE_UNAVAILABLE })
    const logged = t.logged.error.flat().map(String).join('\n')
    expect(logged).toContain('ECONNREFUSED')
  })

  test('is not rate-limited: a check every few seconds from one address is always answered', async () => {
    const t = await makeTestApp({ proxyHops: 2, rateLimiter: createMemoryRateLimiter() })
    for (let check = 0; check < 50; check++) {
      expect((await health(t, { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' })).status).toBe(200)
    }
  })

  test('answers GET only', async () => {
    const t = await makeTestApp()
    expect((await t.request('POST', '/api/health', { json: {} })).status).toBe(404)
  })
})
