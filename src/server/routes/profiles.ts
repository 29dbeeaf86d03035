import { Hono } from 'hono'
import { NewAdminSchema } from '../../domain/auth.ts'
import { ProfilePatchSchema } from '../../domain/profile.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { PageQuerySchema } from '../../domain/page.ts'
import { jsonBody, validParams, validQuery } from '../middleware/validate.ts'
import {
  canCreateAdmin,
  canDeleteAccounts,
  canDeleteOwnAccount,
  canGrantAdmin,
  canListProfiles,
  canReadOwnProfile,
} from '../policy/policy.ts'
import { pageJson } from './cached-json.ts'
import { IdParamSchema } from './params.ts'
import type { Services } from '../services/services.ts'

/** /api/profiles: the caller's own profile and account; user management for admins. */
export function profilesRoutes({ profiles, accounts }: Services) {
  return new Hono<AppEnv>()
    .get('/me', allow(canReadOwnProfile), async (c) => c.json({ profile: await profiles.me(c.var.actor) }))
    .delete('/me', allow(canDeleteOwnAccount), async (c) => {
      await accounts.removeOwn(c.var.actor)
      return c.body(null, 204)
    })
    .get('/', allow(canListProfiles), validQuery(PageQuerySchema), async (c) =>
      pageJson(c, 'profiles', await profiles.list(c.var.actor, c.req.valid('query'))),
    )
    .get('/admins', allow(canListProfiles), async (c) =>
      c.json({ profiles: await profiles.admins(c.var.actor) }),
    )
    .post('/admins', allow(canCreateAdmin), jsonBody(NewAdminSchema), async (c) =>
      c.json({ profile: await profiles.createAdmin(c.var.actor, c.req.valid('json')) }, 201),
    )
    .patch(
      '/:id',
      allow(canGrantAdmin),
      validParams(IdParamSchema),
      jsonBody(ProfilePatchSchema),
      async (c) => {
        const { is_admin } = c.req.valid('json')
        return c.json({ profile: await profiles.setAdmin(c.var.actor, c.req.valid('param').id, is_admin) })
      },
    )
    .delete('/:id', allow(canDeleteAccounts), validParams(IdParamSchema), async (c) => {
      await accounts.remove(c.var.actor, c.req.valid('param').id)
      return c.body(null, 204)
    })
}
