import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { canReadStats } from '../policy/policy.ts'
import type { Services } from '../services/services.ts'

/** /api/stats: the admin dashboard's counts, and whether the settings were ever saved. */
export function statsRoutes({ stats }: Services) {
  return new Hono<AppEnv>().get('/', allow(canReadStats), async (c) =>
    c.json({ stats: await stats.counts(c.var.actor) }),
  )
}
