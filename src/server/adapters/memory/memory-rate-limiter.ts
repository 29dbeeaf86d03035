import type { RateLimiter } from '../../ports/rate-limiter.ts'

export interface MemoryRateLimiterOptions {
  now?: () => number
  /** Most keys remembered; the oldest are forgotten first, so memory stays bounded under a flood. */
  maxKeys?: number
}

/** A sliding-window RateLimiter held in this process's memory. */
export function createMemoryRateLimiter({
  now = Date.now,
  maxKeys = 10_000,
}: MemoryRateLimiterOptions = {}): RateLimiter {
  const hits = new Map<string, number[]>()

  return {
    async hit(key, { limit, windowMs }) {
      const at = now()
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        const oldest = recent[0] ?? at
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) }
      }
      recent.push(at)
      hits.delete(key) // re-insert so Map order is least recently used first
      hits.set(key, recent)
      if (hits.size > maxKeys) {
        const oldestKey = hits.keys().next().value
        if (oldestKey !== undefined) hits.delete(oldestKey)
      }
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}
