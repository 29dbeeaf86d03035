import type { ContentStats } from '../../domain/stats.ts'
import { canReadStats, enforce, type Actor } from '../policy/policy.ts'
import type { ServiceDeps } from './service-deps.ts'

/** The admin dashboard's counts, counted by the store rather than by reading every list. */
export function createStatsService({ content }: Pick<ServiceDeps, 'content'>) {
  return {
    async counts(actor: Actor): Promise<ContentStats> {
      enforce(canReadStats(actor))
      return content.countContent()
    },
  }
}

export type StatsService = ReturnType<typeof createStatsService>
