import { Hono, type Context } from 'hono'
import {
  EnquiryListQuerySchema,
  EnquiryPatchSchema,
  NewEnquiryNoteSchema,
  NewEnquirySchema,
} from '../../domain/enquiry.ts'
import { NewQuoteRequestSchema } from '../../domain/quote-request.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { jsonBody, validParams, validQuery } from '../middleware/validate.ts'
import { canDeleteEnquiry, canHandleEnquiry, canNoteEnquiry, canReadEnquiries } from '../policy/policy.ts'
import { pageJson } from './cached-json.ts'
import { IdParamSchema } from './params.ts'
import type { Services } from '../services/services.ts'

/**
 * /api/enquiries: the contact form posts here, the request form to /quote-requests; admins read
 * both in one inbox, move them through their statuses, add notes, read the e-mails that followed
 * and delete them.
 */
export function enquiriesRoutes({ enquiries }: Services, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(NewEnquirySchema), async (c) => {
      await enquiries.submit(c.var.actor, c.req.valid('json'), clientIp(c))
      // Same answer whether stored, dropped as a bot's (honeypot) or sent again: see the enquiries service.
      return c.json({ received: true as const }, 201)
    })
    .post('/quote-requests', jsonBody(NewQuoteRequestSchema), async (c) => {
      await enquiries.submitQuote(c.var.actor, c.req.valid('json'), clientIp(c))
      return c.json({ received: true as const }, 201)
    })
    .get('/', allow(canReadEnquiries), validQuery(EnquiryListQuerySchema), async (c) =>
      pageJson(c, 'enquiries', await enquiries.list(c.var.actor, c.req.valid('query'))),
    )
    .get('/:id/notices', allow(canReadEnquiries), validParams(IdParamSchema), async (c) =>
      c.json({ notices: await enquiries.notices(c.var.actor, c.req.valid('param').id) }),
    )
    .patch(
      '/:id',
      allow(canHandleEnquiry),
      validParams(IdParamSchema),
      jsonBody(EnquiryPatchSchema),
      async (c) => {
        return c.json({
          enquiry: await enquiries.setStatus(c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        })
      },
    )
    .post(
      '/:id/notes',
      allow(canNoteEnquiry),
      validParams(IdParamSchema),
      jsonBody(NewEnquiryNoteSchema),
      async (c) => {
        const { text } = c.req.valid('json')
        return c.json({ enquiry: await enquiries.addNote(c.var.actor, c.req.valid('param').id, text) }, 201)
      },
    )
    .delete('/:id', allow(canDeleteEnquiry), validParams(IdParamSchema), async (c) => {
      await enquiries.remove(c.var.actor, c.req.valid('param').id)
      return c.body(null, 204)
    })
}
