import { Hono } from 'hono'
import { AuditListQuerySchema } from '../../domain/audit.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { validQuery } from '../middleware/validate.ts'
import { canReadActivity } from '../policy/policy.ts'
import type { Services } from '../services/services.ts'
import { pageJson } from './cached-json.ts'

/**
 * /api/activity: the admin activity log, read only. There is deliberately no route that
 * writes, edits or deletes an entry (docs/decisions/043-audit-log.md).
 */
export function activityRoutes({ activity }: Services) {
  return new Hono<AppEnv>().get('/', allow(canReadActivity), validQuery(AuditListQuerySchema), async (c) =>
    pageJson(c, 'entries', await activity.list(c.var.actor, c.req.valid('query'))),
  )
}
