import { Hono, type Context } from 'hono'
import {
  EnquiryListQuerySchema,
  EnquiryPatchSchema,
  NewEnquiryNoteSchema,
  NewEnquirySchema,
  NewQuoteRequestSchema,
} from '../../domain/enquiry.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { readJson } from '../middleware/body.ts'
import { readQuery } from '../middleware/query.ts'
import { canDeleteEnquiry, canHandleEnquiry, canNoteEnquiry, canReadEnquiries } from '../policy/policy.ts'
import { pageJson } from './cached-json.ts'
import type { Services } from '../services/services.ts'

/**
 * /api/enquiries: the contact form posts here, the request form to /quote-requests; admins read
 * both in one inbox, move them through their statuses, add notes and delete them.
 */
export function enquiriesRoutes({ enquiries }: Services, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await readJson(c, NewEnquirySchema)
      await enquiries.submit(c.var.actor, input, clientIp(c))
      // Same answer whether stored or dropped as a bot's (honeypot): see the enquiries service.
      return c.json({ received: true as const }, 201)
    })
    .post('/quote-requests', async (c) => {
      const input = await readJson(c, NewQuoteRequestSchema)
      await enquiries.submitQuote(c.var.actor, input, clientIp(c))
      return c.json({ received: true as const }, 201)
    })
    .get('/', allow(canReadEnquiries), async (c) =>
      pageJson(c, 'enquiries', await enquiries.list(c.var.actor, readQuery(c, EnquiryListQuerySchema))),
    )
    .patch('/:id', allow(canHandleEnquiry), async (c) => {
      const { status } = await readJson(c, EnquiryPatchSchema)
      return c.json({ enquiry: await enquiries.setStatus(c.var.actor, c.req.param('id'), status) })
    })
    .post('/:id/notes', allow(canNoteEnquiry), async (c) => {
      const { text } = await readJson(c, NewEnquiryNoteSchema)
      return c.json({ enquiry: await enquiries.addNote(c.var.actor, c.req.param('id'), text) }, 201)
    })
    .delete('/:id', allow(canDeleteEnquiry), async (c) => {
      await enquiries.remove(c.var.actor, c.req.param('id'))
      return c.body(null, 204)
    })
}
