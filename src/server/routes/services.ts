import { createAccountsService } from '../services/accounts-service.ts'
import { createEnquiriesService } from '../services/enquiries-service.ts'
import { createGalleryService } from '../services/gallery-service.ts'
import { createMediaService } from '../services/media-service.ts'
import { createPostsService } from '../services/posts-service.ts'
import { createProfilesService } from '../services/profiles-service.ts'
import type { PublishService } from '../services/publish-service.ts'
import type { ServiceDeps } from '../services/service-deps.ts'
import { createStatsService } from '../services/stats-service.ts'

export function createServices(deps: ServiceDeps & { publish: PublishService }) {
  const gallery = createGalleryService(deps)
  return {
    publish: deps.publish,
    posts: createPostsService(deps),
    gallery,
    accounts: createAccountsService({ ...deps, gallery }),
    media: createMediaService(deps),
    profiles: createProfilesService(deps),
    enquiries: createEnquiriesService(deps),
    stats: createStatsService(deps),
  }
}

export type Services = ReturnType<typeof createServices>
