import { Hono, type Context } from 'hono'
import { AppError } from '../../domain/api-error.ts'
import {
  NewCustomerUpdateSchema,
  REQUEST_KEY_HEADER,
  STATUS_PHOTO_PREFIX,
} from '../../domain/request-status.ts'
import type { AppEnv } from '../app-env.ts'
import { jsonBody } from '../middleware/validate.ts'
import type { Services } from '../services/services.ts'

/**
 * /api/request-status: a request's status page, for whoever holds its link (the key in the
 * X-Request-Key header; no account). Answers are never cached (app.ts sets no-store) and tell
 * search engines to keep away.
 */
export function requestStatusRoutes({ requestStatus }: Services, clientIp: (c: Context<AppEnv>) => string) {
  const link = (c: Context<AppEnv>) => c.req.header(REQUEST_KEY_HEADER)
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next()
      c.header('X-Robots-Tag', 'noindex')
    })
    .get('/', async (c) => c.json({ request: await requestStatus.read(link(c), clientIp(c)) }))
    .post('/updates', jsonBody(NewCustomerUpdateSchema), async (c) =>
      c.json(
        {
          request: await requestStatus.addUpdate(c.var.actor, link(c), clientIp(c), c.req.valid('json')),
        },
        201,
      ),
    )
    .post('/cancel', async (c) => c.json({ request: await requestStatus.cancel(link(c), clientIp(c)) }))
    .post('/stop-emails', async (c) =>
      c.json({ request: await requestStatus.stopEmails(link(c), clientIp(c)) }),
    )
    .get('/photos/*', async (c) => {
      const key = c.req.path.slice(STATUS_PHOTO_PREFIX.length)
      const stored = await requestStatus.photo(link(c), clientIp(c), key)
      if (!stored) throw new AppError('not_found', 'This photo is not part of the request')
      return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': stored.contentType,
        'Cache-Control': 'private, no-store',
      })
    })
}
