import { expect, test } from 'vitest'
import { createMemoryRateLimiter } from './memory-rate-limiter.ts'
import { describeRateLimiterContract } from '../../ports/rate-limiter.contract.ts'

test('allows `limit` hits per window per key, then says how long to wait', async () => {
  let now = 1_000_000
  const limiter = createMemoryRateLimiter({ now: () => now })
  const rule = { limit: 2, windowMs: 60_000 }
  expect((await limiter.hit('a', rule)).allowed).toBe(true)
  now += 10_000
  expect((await limiter.hit('a', rule)).allowed).toBe(true)
  expect(await limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 50 })
  expect((await limiter.hit('b', rule)).allowed).toBe(true)
  now += 50_001
  expect((await limiter.hit('a', rule)).allowed).toBe(true)
})

test('forgets the least recently used keys beyond maxKeys', async () => {
  const limiter = createMemoryRateLimiter({ maxKeys: 2 })
  const rule = { limit: 1, windowMs: 60_000 }
  await limiter.hit('a', rule)
  await limiter.hit('b', rule)
  await limiter.hit('c', rule)
  expect((await limiter.hit('a', rule)).allowed).toBe(true)
  expect((await limiter.hit('c', rule)).allowed).toBe(false)
})

// Per process by design: the memory adapter is for unit tests only.
describeRateLimiterContract(
  'Memory',
  async () => {
    let clock = 1_700_000_000_000
    return {
      instance: () => createMemoryRateLimiter({ now: () => clock }),
      advance: (ms: number) => void (clock += ms),
    }
  },
  { sharedAcrossInstances: false },
)
