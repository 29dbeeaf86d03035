import type { DatabaseSync } from 'node:sqlite'
import type { RateLimiter } from '../../ports/rate-limiter.ts'
import { transaction } from './transaction.ts'

/**
 * A sliding-window RateLimiter in the SQLite database, so every process on it (the function
 * instances of the local stack, serve-node.ts) counts together. One row per counted hit; rows
 * whose window has passed are deleted on every hit, so the table holds at most `limit` rows
 * per key still in its window.
 */
export function createSqliteRateLimiter(
  db: DatabaseSync,
  { now = Date.now }: { now?: () => number } = {},
): RateLimiter {
  const prune = db.prepare('DELETE FROM rate_limit_hits WHERE expires_at <= ?')
  const recent = db.prepare('SELECT at FROM rate_limit_hits WHERE key = ? AND at > ? ORDER BY at LIMIT ?')
  const insert = db.prepare('INSERT INTO rate_limit_hits (key, at, expires_at) VALUES (?, ?, ?)')

  return {
    async hit(key, { limit, windowMs }) {
      const at = now()
      return transaction(db, () => {
        prune.run(at)
        const hits = recent.all(key, at - windowMs, limit) as { at: number }[]
        if (hits.length >= limit) {
          const oldest = hits[0]?.at ?? at
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
          }
        }
        insert.run(key, at, at + windowMs)
        return { allowed: true, retryAfterSeconds: 0 }
      })
    },
  }
}
