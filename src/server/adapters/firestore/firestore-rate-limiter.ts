import { createHash } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import type { RateLimiter } from '../../ports/rate-limiter.ts'

/** The collection; its `expires_at` field has a TTL policy (firestore.indexes.json). */
export const RATE_LIMITS_COLLECTION = 'rate_limits'

/** The document for a key: hashed, so any key (addresses, '/', long values) is a valid, even id. */
export function rateLimitDocId(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/**
 * A sliding-window RateLimiter shared by every function instance: one document per key holding
 * the times of the hits still in the window, read and written in one transaction per hit
 * (Firestore retries it when another instance wrote the document meanwhile). Old hits are
 * dropped on each write; a key no one hits again is deleted by the TTL policy on `expires_at`.
 */
export function createFirestoreRateLimiter(
  db: Firestore,
  { now = Date.now }: { now?: () => number } = {},
): RateLimiter {
  const collection = db.collection(RATE_LIMITS_COLLECTION)

  return {
    async hit(key, { limit, windowMs }) {
      const ref = collection.doc(rateLimitDocId(key))
      return db.runTransaction(async (tx) => {
        const at = now()
        const stored: unknown = (await tx.get(ref)).get('hits')
        const recent = (Array.isArray(stored) ? stored : [])
          .filter((time): time is number => typeof time === 'number' && time > at - windowMs)
          .sort((a, b) => a - b)
        if (recent.length >= limit) {
          const oldest = recent[0] ?? at
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
          }
        }
        tx.set(ref, {
          hits: [...recent, at],
          // A Date is stored as a Firestore timestamp, which the TTL policy reads.
          expires_at: new Date(at + windowMs),
        })
        return { allowed: true, retryAfterSeconds: 0 }
      })
    },
  }
}
