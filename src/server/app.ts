import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { createMemoryPublishState } from './adapters/memory/memory-publish-state.ts'
import { createMemoryRateLimiter } from './adapters/memory/memory-rate-limiter.ts'
import { missingDeployHook } from './adapters/deploy-hook/http-deploy-hook.ts'
import { clientAddress, socketAddressOf } from './client-address.ts'
import { authenticate } from './middleware/authenticate.ts'
import { JSON_BODY_LIMIT, limitBody } from './middleware/body.ts'
import { errorHandler, notFoundHandler } from './middleware/errors.ts'
import { plainBodiesOnly, sameOriginOnly } from './middleware/request-guards.ts'
import type { ContentStores } from './ports/content-stores.ts'
import type { DeployHook } from './ports/deploy-hook.ts'
import type { CreateAuthUser, DeleteAuthUser, LookupEmailVerified, VerifyIdToken } from './ports/identity.ts'
import type { MediaStore } from './ports/media-store.ts'
import type { PublishStateStore } from './ports/publish-state.ts'
import type { RateLimiter } from './ports/rate-limiter.ts'
import { enquiriesRoutes } from './routes/enquiries.ts'
import { galleryRoutes } from './routes/gallery.ts'
import { healthRoutes } from './routes/health.ts'
import { MEDIA_PATH, mediaRoutes } from './routes/media.ts'
import { postsRoutes } from './routes/posts.ts'
import { profilesRoutes } from './routes/profiles.ts'
import { publishRoutes } from './routes/publish.ts'
import { createServices } from './services/services.ts'
import { statsRoutes } from './routes/stats.ts'
import { createEnquiryMail, type MailSetup } from './services/enquiry-mail.ts'
import { createHealthCheck } from './services/health.ts'
import { createPublishService } from './services/publish-service.ts'
import { createReviewNotice } from './services/review-notice.ts'
import type { Logger } from './services/service-deps.ts'

export interface AppDeps {
  /** Every area's store (open-adapters.ts opens them). */
  stores: ContentStores
  media: MediaStore
  verifyIdToken: VerifyIdToken
  createAuthUser: CreateAuthUser
  /** Undoes a half-finished admin creation; without it such an account is only logged. */
  deleteAuthUser?: DeleteAuthUser
  /** Whether an account's e-mail is confirmed: only such an account can be made an admin. */
  lookupEmailVerified: LookupEmailVerified
  /** Defaults to one in this process's memory. */
  rateLimiter?: RateLimiter
  now?: () => Date
  newId?: () => string
  /**
   * How many proxies in front of the API append to X-Forwarded-For: the caller's address for
   * rate limits is that many entries from the right (src/server/client-address.ts). 0, the
   * default, trusts no header and uses the socket's peer.
   */
  proxyHops?: number
  logger?: Logger
  /** What the publish loop remembers; defaults to this process's memory. */
  publishState?: PublishStateStore
  /** Rebuilds the static site; without one, every publish shows as failed, saying so. */
  deployHook?: DeployHook
  /** Sends e-mail; without it, enquiries' e-mails wait, pending, for a sender that has it. */
  mail?: MailSetup
}

/**
 * The whole API as one fetch-style Hono app. No runtime inside: Cloud Functions wraps it in
 * onRequest, serve-node.ts in a plain Node server, tests call app.request().
 */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date())
  const logger = deps.logger ?? console
  const publish = createPublishService({
    state: deps.publishState ?? createMemoryPublishState(),
    hook: deps.deployHook ?? missingDeployHook,
    now,
    logger,
    // A hook that is not there will not appear on a retry.
    ...(deps.deployHook ? {} : { retryDelaysMs: [] }),
  })
  const enquiryMail = createEnquiryMail({
    enquiries: deps.stores.enquiries,
    mail: deps.mail,
    now,
    logger,
  })
  const services = createServices({
    publish,
    enquiryMail,
    reviewNotice: createReviewNotice({ profiles: deps.stores.profiles, mail: deps.mail, logger }),
    stores: deps.stores,
    media: deps.media,
    rateLimiter: deps.rateLimiter ?? createMemoryRateLimiter(),
    createAuthUser: deps.createAuthUser,
    deleteAuthUser: deps.deleteAuthUser,
    lookupEmailVerified: deps.lookupEmailVerified,
    now,
    newId: deps.newId ?? randomUUID,
    logger,
  })
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
  app.use('/api/*', authenticate({ profiles: deps.stores.profiles, verifyIdToken: deps.verifyIdToken, now }))

  const proxyHops = deps.proxyHops ?? 0
  const clientIp = (c: Context<AppEnv>) =>
    clientAddress(
      { forwardedFor: c.req.header('x-forwarded-for'), socketAddress: socketAddressOf(c.env) },
      proxyHops,
    )
  // Chained, so the returned app's type carries every route for the browser's typed client.
  const api = app
    .route('/api/health', healthRoutes(createHealthCheck({ enquiries: deps.stores.enquiries, logger })))
    .route('/api/posts', postsRoutes(services))
    .route('/api/gallery', galleryRoutes(services))
    .route(MEDIA_PATH, mediaRoutes(services, clientIp))
    .route('/api/profiles', profilesRoutes(services))
    .route('/api/publish', publishRoutes(services))
    .route('/api/stats', statsRoutes(services))
    .route('/api/enquiries', enquiriesRoutes(services, clientIp))

  api.onError(errorHandler(logger))
  api.notFound(notFoundHandler)
  return api
}

/** The API's routes as a type: src/lib/api-client.ts builds its typed client (Hono's `hc`) on it. */
export type ApiApp = ReturnType<typeof createApp>
