import { Hono } from 'hono'
import { SettingsSaveSchema } from '../../domain/business-settings.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { jsonBody } from '../middleware/validate.ts'
import { canManageSettings } from '../policy/policy.ts'
import type { Services } from '../services/services.ts'

/** /api/settings: the business's facts, read and saved whole by admins (a stale save is a 409). */
export function settingsRoutes({ settings }: Services) {
  return new Hono<AppEnv>()
    .get('/', allow(canManageSettings), async (c) => c.json(await settings.get(c.var.actor)))
    .put('/', allow(canManageSettings), jsonBody(SettingsSaveSchema), async (c) =>
      c.json(await settings.save(c.var.actor, c.req.valid('json'))),
    )
}
