import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * What a CDN may keep of an anonymous public list: a minute fresh, then served stale for five
 * more while it fetches again, so a busy page costs the API about one request a minute. The
 * browser itself always asks again (max-age=0).
 */
const PUBLIC_LIST_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/**
 * Lets shared caches keep a public list answered to a visitor. Answers to a signed-in caller stay
 * `no-store` (set for every API answer in app.ts), and `Vary: Authorization` keeps a cache from
 * handing one to the other. Set before the handler, as app.ts does; an error is a new response
 * with `no-store` (middleware/errors.ts), so it is never cached.
 */
export const cacheableWhenAnonymous: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Vary', 'Authorization')
  if (c.var.actor.kind === 'visitor' && c.req.header('authorization') === undefined) {
    c.header('Cache-Control', PUBLIC_LIST_CACHE)
  }
  await next()
}
