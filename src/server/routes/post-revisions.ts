import { Hono } from 'hono'
import { RevisionListQuerySchema } from '../../domain/revision.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { validParams, validQuery } from '../middleware/validate.ts'
import { canReadRevisions, canRestoreRevision } from '../policy/policy.ts'
import type { Services } from '../services/services.ts'
import { pageJson } from './cached-json.ts'
import { IdParamSchema, ParamSchema } from './params.ts'

const RevisionParamSchema = IdParamSchema.extend({ revisionId: ParamSchema })

/** /api/posts/:id/revisions: a post's saved states, for admins only. */
export function postRevisionsRoutes({ revisions }: Services) {
  return new Hono<AppEnv>()
    .get(
      '/:id/revisions',
      allow(canReadRevisions),
      validParams(IdParamSchema),
      validQuery(RevisionListQuerySchema),
      async (c) =>
        pageJson(
          c,
          'revisions',
          await revisions.list(c.var.actor, c.req.valid('param').id, c.req.valid('query')),
        ),
    )
    .get(
      '/:id/revisions/:revisionId',
      allow(canReadRevisions),
      validParams(RevisionParamSchema),
      async (c) => {
        const { id, revisionId } = c.req.valid('param')
        return c.json({ revision: await revisions.get(c.var.actor, id, revisionId) })
      },
    )
    .post(
      '/:id/revisions/:revisionId/restore',
      allow(canRestoreRevision),
      validParams(RevisionParamSchema),
      async (c) => {
        const { id, revisionId } = c.req.valid('param')
        return c.json({ post: await revisions.restore(c.var.actor, id, revisionId) })
      },
    )
}
