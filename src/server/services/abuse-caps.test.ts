import { beforeEach, describe, expect, test } from 'vitest'
import { AppError } from '../../domain/api-error.ts'
import { createMemoryRateLimiter } from '../adapters/memory/memory-rate-limiter.ts'
import {
  CONFIRMATIONS_PER_HOUR,
  CONFIRMATIONS_PER_RECIPIENT,
  createAbuseCaps,
  recipientKey,
  SUBMISSIONS_PER_HOUR,
  tooManySubmissions,
  type AbuseCaps,
} from './abuse-caps.ts'

const HOUR_MS = 60 * 60 * 1000
let clock: number
let caps: AbuseCaps
let warnings: unknown[][]
/** Not the default number: the refusal gives the settings' phone. */
const SETTINGS_PHONE = '02 5550 9876'

beforeEach(() => {
  clock = Date.parse('2026-11-26T01:00:00.000Z')
  warnings = []
  caps = createAbuseCaps({
    rateLimiter: createMemoryRateLimiter({ now: () => clock }),
    logger: { error: () => {}, warn: (...args) => warnings.push(args) },
    businessPhone: async () => SETTINGS_PHONE,
  })
})

async function confirmations(emails: readonly string[]): Promise<number> {
  let allowed = 0
  for (const email of emails) if ((await caps.confirmationRefusal(email)) === null) allowed += 1
  return allowed
}

const addresses = (count: number, prefix = 'person') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`)

describe('recipientKey', () => {
  test('one mailbox, however it is written, is one key', () => {
    for (const written of [
      'victim@example.com',
      '  Victim@Example.COM ',
      'victim+1@example.com',
      'VICTIM+newsletter+x@example.com',
    ]) {
      expect(recipientKey(written), written).toBe('victim@example.com')
    }
  })

  test('different mailboxes stay apart', () => {
    expect(recipientKey('victim@example.com')).not.toBe(recipientKey('victim@example.org'))
    expect(recipientKey('+tagged@example.com')).toBe('+tagged@example.com')
  })
})

describe('confirmations to one address', () => {
  test(`${CONFIRMATIONS_PER_RECIPIENT.limit} a day, whatever the address's case, spaces or +tag`, async () => {
    const variants = [
      'victim@example.com',
      'VICTIM@example.com',
      ' victim+2@example.com',
      'victim+3@example.com',
    ]
    expect(await confirmations(variants)).toBe(CONFIRMATIONS_PER_RECIPIENT.limit)
    expect(await caps.confirmationRefusal('victim@example.com')).toMatch(/this address had 3 confirmations/)
    clock += 24 * HOUR_MS
    expect(await caps.confirmationRefusal('victim@example.com')).toBeNull()
  })

  test('one hammered address does not use up the hourly cap for everyone else', async () => {
    expect(await confirmations(Array(50).fill('victim@example.com'))).toBe(CONFIRMATIONS_PER_RECIPIENT.limit)
    const others = addresses(CONFIRMATIONS_PER_HOUR.limit - CONFIRMATIONS_PER_RECIPIENT.limit)
    expect(await confirmations(others)).toBe(others.length)
  })
})

describe('confirmations an hour', () => {
  test(`${CONFIRMATIONS_PER_HOUR.limit} an hour across all addresses, then none until the hour has passed`, async () => {
    expect(await confirmations(addresses(CONFIRMATIONS_PER_HOUR.limit + 5))).toBe(
      CONFIRMATIONS_PER_HOUR.limit,
    )
    expect(await caps.confirmationRefusal('late@example.com')).toMatch(/20 confirmations an hour/)
    clock += HOUR_MS
    expect(await caps.confirmationRefusal('late@example.com')).toBeNull()
  })
})

describe('stored enquiries an hour', () => {
  test(`${SUBMISSIONS_PER_HOUR.limit} are admitted, then a 429 that gives the phone number`, async () => {
    for (let index = 0; index < SUBMISSIONS_PER_HOUR.limit; index++) await caps.admitSubmission()
    clock += 10 * 60 * 1000
    const refused = await caps.admitSubmission().then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({
      code: 'rate_limited',
      status: 429,
      message: tooManySubmissions(SETTINGS_PHONE),
    })
    expect(tooManySubmissions(SETTINGS_PHONE)).toContain(SETTINGS_PHONE)
    // The first of the hour's 60 frees up 50 minutes later.
    expect((refused as AppError).retryAfterSeconds).toBe(50 * 60)
    expect(warnings).toHaveLength(1)
    clock += HOUR_MS
    await expect(caps.admitSubmission()).resolves.toBeUndefined()
  })
})
