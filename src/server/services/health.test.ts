import { describe, expect, test } from 'vitest'
import { AppError } from '../../domain/api-error.ts'
import type { EnquiriesStore } from '../ports/enquiries-store.ts'
import { createHealthCheck, HEALTH_PROBE_ID, STORE_UNAVAILABLE } from './health.ts'

/** A store whose getEnquiry does what `read` says; nothing else is called. */
function storeThat(read: (id: string) => Promise<null>): EnquiriesStore {
  return { getEnquiry: read } as unknown as EnquiriesStore
}

function check(enquiries: EnquiriesStore, timeoutMs = 1000) {
  const errors: unknown[][] = []
  const health = createHealthCheck({
    enquiries,
    logger: { error: (...args) => errors.push(args), warn: () => {} },
    timeoutMs,
  })
  return { run: () => health.check(), errors }
}

describe('the health check', () => {
  test('passes when the store answers, even with nothing found', async () => {
    const asked: string[] = []
    const { run, errors } = check(storeThat(async (id) => (asked.push(id), null)))
    await expect(run()).resolves.toBeUndefined()
    expect(asked).toEqual([HEALTH_PROBE_ID])
    expect(errors).toEqual([])
  })

  test('a failing read is `unavailable` with a plain message; the cause goes to the log only', async () => {
    const cause = new Error('14 UNAVAILABLE: No connection established; last error: ECONNREFUSED 10.0.0.7')
    const { run, errors } = check(storeThat(() => Promise.reject(cause)))
    const error = await run().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'unavailable', status: 503, message: STORE_UNAVAILABLE })
    expect((error as AppError).message).not.toContain('ECONNREFUSED')
    expect(errors).toEqual([[expect.any(String), cause]])
  })

  test('a store that never answers is `unavailable` after the time-out', async () => {
    const { run, errors } = check(
      storeThat(() => new Promise<null>(() => {})),
      20,
    )
    await expect(run()).rejects.toMatchObject({ code: 'unavailable' })
    expect(String(errors[0]?.[1])).toContain('did not answer within 20 ms')
  })
})
