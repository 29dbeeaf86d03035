/** The RateLimiter contract on the Firestore adapter, against the in-process emulator. */
import { expect, test } from 'vitest'
import { useFirestoreEmulator } from '#tests/helpers/firestore-emulator.ts'
import { describeRateLimiterContract } from '../../ports/rate-limiter.contract.ts'
import {
  createFirestoreRateLimiter,
  RATE_LIMITS_COLLECTION,
  rateLimitDocId,
} from './firestore-rate-limiter.ts'

const emulator = useFirestoreEmulator()

function open() {
  const db = emulator.fresh()
  let clock = 1_700_000_000_000
  return {
    instance: () => createFirestoreRateLimiter(db, { now: () => clock }),
    advance: (ms: number) => void (clock += ms),
  }
}

describeRateLimiterContract('Firestore', async () => open())

test('one document per key, named by its hash, with only the hits in the window and a TTL field', async () => {
  const { instance, advance } = open()
  const limiter = instance()
  const rule = { limit: 2, windowMs: 1000 }
  await limiter.hit('enquiry:203.0.113.7', rule)
  advance(600)
  await limiter.hit('enquiry:203.0.113.7', rule)
  advance(600)
  await limiter.hit('enquiry:203.0.113.7', rule)
  const docs = (await emulator.db().collection(RATE_LIMITS_COLLECTION).get()).docs
  expect(docs.map((doc) => doc.id)).toEqual([rateLimitDocId('enquiry:203.0.113.7')])
  expect(docs[0]?.get('hits')).toEqual([1_700_000_000_600, 1_700_000_001_200])
  expect(docs[0]?.get('expires_at').toMillis()).toBe(1_700_000_002_200)
})
