import { z } from 'zod'

const count = z.number().int().nonnegative()

/** What the admin dashboard counts, each by the database's count, never by reading the lists. */
export const ContentStatsSchema = z.object({
  posts: count,
  gallery: z.object({ approved: count, pending: count, rejected: count }),
  /** `open`: every enquiry whose status is open (OPEN_STATUSES). */
  enquiries: z.object({ total: count, open: count }),
  profiles: z.object({ total: count, admins: count }),
})
export type ContentStats = z.infer<typeof ContentStatsSchema>

/**
 * The dashboard's answer: the counts, and whether an admin ever saved the business settings
 * (until then the site shows the example business it came with, and the dashboard says so).
 */
export const DashboardStatsSchema = ContentStatsSchema.extend({ settings: z.object({ saved: z.boolean() }) })
export type DashboardStats = z.infer<typeof DashboardStatsSchema>

export const ContentStatsResponseSchema = z.object({ stats: DashboardStatsSchema })
