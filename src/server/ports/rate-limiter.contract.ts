import { describe, expect, test } from 'vitest'
import type { RateLimiter } from './rate-limiter.ts'

export interface RateLimiterFixture {
  /** A new adapter instance on the same storage as every other one this fixture made. */
  instance: () => RateLimiter
  /** The shared clock, in ms; every instance reads it. */
  advance: (ms: number) => void
}

/**
 * What every RateLimiter promises; each adapter's test file runs it. `open` gives a fresh
 * storage. `sharedAcrossInstances: false` for the memory adapter, whose counts are per process.
 */
export function describeRateLimiterContract(
  name: string,
  open: () => Promise<RateLimiterFixture>,
  { sharedAcrossInstances = true }: { sharedAcrossInstances?: boolean } = {},
) {
  const rule = { limit: 3, windowMs: 60_000 }

  describe(`${name} RateLimiter`, () => {
    test('allows the limit, refuses the next with the seconds until one is free again', async () => {
      const { instance, advance } = await open()
      const limiter = instance()
      for (let i = 0; i < 3; i++) {
        expect(await limiter.hit('enquiry:203.0.113.7', rule)).toEqual({
          allowed: true,
          retryAfterSeconds: 0,
        })
        advance(10_000)
      }
      // The first hit was 30 s ago: it leaves the window in 30 s.
      expect(await limiter.hit('enquiry:203.0.113.7', rule)).toEqual({
        allowed: false,
        retryAfterSeconds: 30,
      })
    })

    test('keys are counted apart, whatever characters they hold', async () => {
      const { instance } = await open()
      const limiter = instance()
      for (let i = 0; i < 3; i++) await limiter.hit('default-admin:2001:db8::1', rule)
      expect((await limiter.hit('default-admin:2001:db8::1', rule)).allowed).toBe(false)
      expect((await limiter.hit('default-admin:2001:db8::2', rule)).allowed).toBe(true)
      expect((await limiter.hit('a/b/../__x__', rule)).allowed).toBe(true)
    })

    test('a refused hit is not counted; the window slides', async () => {
      const { instance, advance } = await open()
      const limiter = instance()
      for (let i = 0; i < 3; i++) await limiter.hit('k', rule)
      for (let i = 0; i < 5; i++) expect((await limiter.hit('k', rule)).allowed).toBe(false)
      advance(60_001)
      for (let i = 0; i < 3; i++) expect((await limiter.hit('k', rule)).allowed).toBe(true)
      expect((await limiter.hit('k', rule)).allowed).toBe(false)
    })

    test.runIf(sharedAcrossInstances)('two instances on the same storage share one count', async () => {
      const { instance } = await open()
      const [one, two] = [instance(), instance()]
      expect((await one.hit('enquiry:198.51.100.9', rule)).allowed).toBe(true)
      expect((await two.hit('enquiry:198.51.100.9', rule)).allowed).toBe(true)
      expect((await one.hit('enquiry:198.51.100.9', rule)).allowed).toBe(true)
      expect((await two.hit('enquiry:198.51.100.9', rule)).allowed).toBe(false)
      expect((await one.hit('enquiry:198.51.100.9', rule)).allowed).toBe(false)
    })
  })
}
