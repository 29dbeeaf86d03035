import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { canManagePublishing } from '../policy/policy.ts'
import type { Services } from '../services/services.ts'

/** /api/publish: is the static site up to date with the content (admins), and Retry. */
export function publishRoutes({ publish }: Services) {
  return new Hono<AppEnv>()
    .get('/', allow(canManagePublishing), async (c) => c.json({ status: await publish.status(c.var.actor) }))
    .post('/retry', allow(canManagePublishing), async (c) =>
      c.json({ status: await publish.retry(c.var.actor) }),
    )
}
