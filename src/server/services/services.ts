import type { Audit } from './audit.ts'
import { createAccountsService } from './accounts-service.ts'
import { createEnquiriesService } from './enquiries-service.ts'
import { createGalleryService } from './gallery-service.ts'
import { createHealthCheck } from './health.ts'
import { createMediaService } from './media-service.ts'
import { createPostsService } from './posts-service.ts'
import { createProfilesService } from './profiles-service.ts'
import { createRequestStatusService } from './request-status-service.ts'
import { createRevisionsService } from './revisions-service.ts'
import type { PublishService } from './publish-service.ts'
import type { ServiceDeps } from './service-deps.ts'
import { createSettingsService } from './settings-service.ts'
import { createStatsService } from './stats-service.ts'

/**
 * The services the API's routes call, wired to one another: the composition root
 * (src/server/compose.ts) hands in the adapters and shared pieces (ServiceDeps) and gets them all.
 */
export function createServices(deps: ServiceDeps & { publish: PublishService; audit: Audit }) {
  const gallery = createGalleryService(deps)
  const posts = createPostsService(deps)
  return {
    publish: deps.publish,
    activity: deps.audit,
    posts,
    revisions: createRevisionsService(deps, posts),
    gallery,
    accounts: createAccountsService({ ...deps, gallery }),
    media: createMediaService(deps),
    profiles: createProfilesService(deps),
    enquiries: createEnquiriesService(deps),
    requestStatus: createRequestStatusService(deps),
    stats: createStatsService(deps),
    settings: createSettingsService(deps),
    health: createHealthCheck({ enquiries: deps.stores.enquiries, logger: deps.logger }),
  }
}

export type Services = ReturnType<typeof createServices>
