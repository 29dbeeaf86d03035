import { AppError } from '../../domain/api-error.ts'
import type { EnquiriesStore } from '../ports/enquiries-store.ts'
import type { Logger } from '../ports/logger.ts'

/** The id the check reads: no enquiry has it (the API's ids are UUIDs), so it costs one read. */
export const HEALTH_PROBE_ID = 'health-probe'
/**
 * How long the store may take to answer. Under an uptime check's own time-out (Cloud
 * Monitoring's default is 10 s), so a store that hangs is reported as down rather than as a
 * check that never finished; a healthy read takes milliseconds.
 */
const HEALTH_READ_TIMEOUT_MS = 5_000
export const STORE_UNAVAILABLE = 'The service cannot reach its data right now. Please try again shortly.'

export interface HealthDeps {
  enquiries: EnquiriesStore
  logger: Logger
  timeoutMs?: number
}

/** Whether the API can read its store, for an uptime check (GET /api/health). */
export function createHealthCheck({ enquiries, logger, timeoutMs = HEALTH_READ_TIMEOUT_MS }: HealthDeps) {
  return {
    /**
     * Reads one document of the content store (the one every form and page depends on).
     * Resolves when the read answers, found or not; throws `unavailable` (503) when it fails
     * or takes longer than the time-out, and logs the cause, which the caller never sees.
     */
    async check(): Promise<void> {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the store did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        )
      })
      try {
        await Promise.race([enquiries.getEnquiry(HEALTH_PROBE_ID), timeout])
      } catch (error) {
        logger.error('Health check: the content store cannot be read:', error)
        throw new AppError('unavailable', STORE_UNAVAILABLE)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

export type HealthCheck = ReturnType<typeof createHealthCheck>
