import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { clientAddress, socketAddressOf } from './client-address.ts'
import { authenticate } from './middleware/authenticate.ts'
import { JSON_BODY_LIMIT, limitBody } from './middleware/body.ts'
import { errorHandler, notFoundHandler } from './middleware/errors.ts'
import { plainBodiesOnly, sameOriginOnly } from './middleware/request-guards.ts'
import type { VerifyIdToken } from './ports/identity.ts'
import type { Logger } from './ports/logger.ts'
import type { ProfilesStore } from './ports/profiles-store.ts'
import { activityRoutes } from './routes/activity.ts'
import { requestStatusRoutes } from './routes/request-status.ts'
import { enquiriesRoutes } from './routes/enquiries.ts'
import { galleryRoutes } from './routes/gallery.ts'
import { healthRoutes } from './routes/health.ts'
import { MEDIA_PATH, mediaRoutes } from './routes/media.ts'
import { postRevisionsRoutes } from './routes/post-revisions.ts'
import { postsRoutes } from './routes/posts.ts'
import { profilesRoutes } from './routes/profiles.ts'
import { publishRoutes } from './routes/publish.ts'
import { settingsRoutes } from './routes/settings.ts'
import { statsRoutes } from './routes/stats.ts'
import type { Services } from './services/services.ts'

/** What the app is made of; src/server/compose.ts builds it for every runtime. */
export interface AppDeps {
  services: Services
  /** Read (or on first sight created) for each signed-in caller: the role comes from it. */
  profiles: ProfilesStore
  verifyIdToken: VerifyIdToken
  now: () => Date
  logger: Logger
  /**
   * How many proxies in front of the API append to X-Forwarded-For: the caller's address for
   * rate limits is that many entries from the right (src/server/client-address.ts). 0 trusts no
   * header and uses the socket's peer.
   */
  proxyHops: number
}

/**
 * The whole API as one fetch-style Hono app. No runtime inside, and no choice of adapters:
 * Cloud Functions wraps it in onRequest, serve-node.ts in a plain Node server, tests call
 * app.request(); each gets it from compose().
 */
export function createApp({ services, profiles, verifyIdToken, now, logger, proxyHops }: AppDeps) {
  const jsonLimit = limitBody(JSON_BODY_LIMIT, 'The request body is too large (1 MB at most)')

  const app = new Hono<AppEnv>()
  app.use('/api/*', async (c, next) => {
    c.set('requestId', randomUUID())
    // Set before the handler runs, so Hono folds them into the response it builds (changing a
    // finished response would make the Node adapter copy its body). API answers are personal or
    // change often; only media (immutable files) overrides this and may be cached.
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'no-store')
    await next()
  })
  app.use('/api/*', sameOriginOnly)
  app.use('/api/*', plainBodiesOnly)
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && c.req.path === MEDIA_PATH ? next() : jsonLimit(c, next),
  )
  app.use('/api/*', authenticate({ profiles, verifyIdToken, now }))

  const clientIp = (c: Context<AppEnv>) =>
    clientAddress(
      { forwardedFor: c.req.header('x-forwarded-for'), socketAddress: socketAddressOf(c.env) },
      proxyHops,
    )
  // Chained, so the returned app's type carries every route for the browser's typed client.
  const api = app
    .route('/api/health', healthRoutes(services.health))
    .route('/api/posts', postsRoutes(services))
    .route('/api/posts', postRevisionsRoutes(services))
    .route('/api/gallery', galleryRoutes(services))
    .route(MEDIA_PATH, mediaRoutes(services, clientIp))
    .route('/api/profiles', profilesRoutes(services))
    .route('/api/publish', publishRoutes(services))
    .route('/api/stats', statsRoutes(services))
    .route('/api/settings', settingsRoutes(services))
    .route('/api/enquiries', enquiriesRoutes(services, clientIp))
    .route('/api/request-status', requestStatusRoutes(services, clientIp))
    .route('/api/activity', activityRoutes(services))

  api.onError(errorHandler(logger))
  api.notFound(notFoundHandler)
  return api
}

/** The API's routes as a type: src/lib/api-client.ts builds its typed client (Hono's `hc`) on it. */
export type ApiApp = ReturnType<typeof createApp>
