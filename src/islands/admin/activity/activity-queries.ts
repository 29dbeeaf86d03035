import type { AuditKind } from '../../../domain/audit.ts'
import { api } from '../../../lib/api-client.ts'
import { pagedQuery } from '../../shared/paged-list.ts'

/** The log's filters: a person (actor id), a kind and Sydney days (YYYY-MM-DD); absent means all. */
export interface ActivityFilter {
  actor?: string | undefined
  kind?: AuditKind | undefined
  from?: string | undefined
  to?: string | undefined
}

/** The admin activity log, newest first, a page at a time. */
export const activityQueries = {
  all: () => ['activity'] as const,
  list: (filter: ActivityFilter) =>
    pagedQuery([...activityQueries.all(), 'list', filter] as const, (cursor) =>
      api.activity({ ...filter, cursor }),
    ),
  /** The people the person filter offers: today's admins, however many accounts there are. */
  admins: () => ({
    queryKey: [...activityQueries.all(), 'admins'] as const,
    queryFn: () => api.profiles.admins(),
  }),
}
