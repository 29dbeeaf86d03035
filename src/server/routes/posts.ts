import { Hono } from 'hono'
import { NewPostSchema, PostListQuerySchema, PostPatchSchema } from '../../domain/post.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { cacheableWhenAnonymous } from '../middleware/cache.ts'
import { jsonBody, validParams, validQuery } from '../middleware/validate.ts'
import { canCreatePost, canDeletePost, canEditPost } from '../policy/policy.ts'
import { pageJson } from './cached-json.ts'
import { IdParamSchema, SlugParamSchema } from './params.ts'
import type { Services } from '../services/services.ts'

/** /api/posts: the blog. Reading is public; writing is for admins. */
export function postsRoutes({ posts }: Services) {
  return new Hono<AppEnv>()
    .get('/', cacheableWhenAnonymous, validQuery(PostListQuerySchema), async (c) =>
      pageJson(c, 'posts', await posts.list(c.var.actor, c.req.valid('query'))),
    )
    .get('/:slug', cacheableWhenAnonymous, validParams(SlugParamSchema), async (c) =>
      c.json({ post: await posts.getBySlug(c.var.actor, c.req.valid('param').slug) }),
    )
    .get('/:slug/related', cacheableWhenAnonymous, validParams(SlugParamSchema), async (c) =>
      c.json({ posts: await posts.related(c.var.actor, c.req.valid('param').slug) }),
    )
    .post('/', allow(canCreatePost), jsonBody(NewPostSchema), async (c) =>
      c.json({ post: await posts.create(c.var.actor, c.req.valid('json')) }, 201),
    )
    .patch('/:id', allow(canEditPost), validParams(IdParamSchema), jsonBody(PostPatchSchema), async (c) =>
      c.json({ post: await posts.update(c.var.actor, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/:id', allow(canDeletePost), validParams(IdParamSchema), async (c) => {
      await posts.remove(c.var.actor, c.req.valid('param').id)
      return c.body(null, 204)
    })
}
