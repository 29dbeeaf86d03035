export interface RateRule {
  /** How many hits are allowed in the window. */
  limit: number
  windowMs: number
}

export interface RateDecision {
  allowed: boolean
  /** When not allowed: seconds until the next hit would be allowed. */
  retryAfterSeconds: number
}

/**
 * Counts hits per key in a sliding window. A refused hit is not counted. The in-memory adapter
 * counts per process (per function instance in production), which is enough to slow a bot
 * down; see docs/decisions/005-one-api-two-adapters.md.
 */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>
}
