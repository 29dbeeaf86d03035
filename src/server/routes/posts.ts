import { Hono } from 'hono'
import { NewPostSchema, PostListQuerySchema, PostPatchSchema } from '../../domain/post.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { readJson } from '../middleware/body.ts'
import { cacheableWhenAnonymous } from '../middleware/cache.ts'
import { readQuery } from '../middleware/query.ts'
import { canCreatePost, canDeletePost, canEditPost } from '../policy/policy.ts'
import { pageJson } from './cached-json.ts'
import type { Services } from '../services/services.ts'

/** /api/posts: the blog. Reading is public; writing is for admins. */
export function postsRoutes({ posts }: Services) {
  return new Hono<AppEnv>()
    .get('/', cacheableWhenAnonymous, async (c) =>
      pageJson(c, 'posts', await posts.list(c.var.actor, readQuery(c, PostListQuerySchema))),
    )
    .get('/:slug', cacheableWhenAnonymous, async (c) =>
      c.json({ post: await posts.getBySlug(c.var.actor, c.req.param('slug')) }),
    )
    .get('/:slug/related', cacheableWhenAnonymous, async (c) =>
      c.json({ posts: await posts.related(c.var.actor, c.req.param('slug')) }),
    )
    .post('/', allow(canCreatePost), async (c) => {
      const input = await readJson(c, NewPostSchema)
      return c.json({ post: await posts.create(c.var.actor, input) }, 201)
    })
    .patch('/:id', allow(canEditPost), async (c) => {
      const input = await readJson(c, PostPatchSchema)
      return c.json({ post: await posts.update(c.var.actor, c.req.param('id'), input) })
    })
    .delete('/:id', allow(canDeletePost), async (c) => {
      await posts.remove(c.var.actor, c.req.param('id'))
      return c.body(null, 204)
    })
}
