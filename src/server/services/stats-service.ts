import type { ContentStats, DashboardStats } from '../../domain/stats.ts'
import { canReadStats, enforce, type Actor } from '../policy/policy.ts'
import type { ContentStores } from '../ports/content-stores.ts'

type CountedAreas = 'posts' | 'gallery' | 'enquiries' | 'profiles'

/** The dashboard's counts: each area's store counts its own records (never by reading them). */
export async function countContent(stores: Pick<ContentStores, CountedAreas>): Promise<ContentStats> {
  const [posts, gallery, enquiries, profiles] = await Promise.all([
    stores.posts.countPosts(),
    stores.gallery.countGalleryImages(),
    stores.enquiries.countEnquiries(),
    stores.profiles.countProfiles(),
  ])
  return { posts, gallery, enquiries, profiles }
}

/**
 * The admin dashboard's counts, counted by the stores rather than by reading every list, and
 * whether the settings were ever saved: one answer, so the dashboard makes one request.
 */
export function createStatsService({ stores }: { stores: Pick<ContentStores, CountedAreas | 'settings'> }) {
  return {
    async counts(actor: Actor): Promise<DashboardStats> {
      enforce(canReadStats(actor))
      const [counts, settings] = await Promise.all([countContent(stores), stores.settings.readSettings()])
      return { ...counts, settings: { saved: settings !== null } }
    },
  }
}

export type StatsService = ReturnType<typeof createStatsService>
