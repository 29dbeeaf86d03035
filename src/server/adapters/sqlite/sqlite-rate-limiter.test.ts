import { expect, test } from 'vitest'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { describeRateLimiterContract } from '../../ports/rate-limiter.contract.ts'
import { openDatabase } from './database.ts'
import { createSqliteRateLimiter } from './sqlite-rate-limiter.ts'

/** Each instance opens its own connection to the same file, as two processes would. */
function open() {
  const dir = tempDir('rate-limiter')
  let clock = 1_700_000_000_000
  const instance = () => {
    const db = openDatabase(dir)
    onCleanup(() => db.close())
    return { db, limiter: createSqliteRateLimiter(db, { now: () => clock }) }
  }
  return { instance, advance: (ms: number) => (clock += ms) }
}

describeRateLimiterContract('SQLite', async () => {
  const { instance, advance } = open()
  return { instance: () => instance().limiter, advance }
})

test('hits whose window has passed are deleted, so the table stays bounded', async () => {
  const { instance, advance } = open()
  const { db, limiter } = instance()
  for (let i = 0; i < 50; i++) await limiter.hit(`enquiry:10.0.0.${i}`, { limit: 5, windowMs: 1000 })
  advance(1001)
  await limiter.hit('enquiry:10.0.0.99', { limit: 5, windowMs: 1000 })
  expect(db.prepare('SELECT count(*) AS n FROM rate_limit_hits').get()).toEqual({ n: 1 })
})
