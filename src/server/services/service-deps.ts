import type { BackgroundWork } from '../background-work.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import type {
  CreateAuthUser,
  DeleteAuthUser,
  LookupEmailVerified,
  LookupPasswordUnchanged,
} from '../ports/identity.ts'
import type { Logger } from '../ports/logger.ts'
import type { MediaStore } from '../ports/media-store.ts'
import type { RateLimiter } from '../ports/rate-limiter.ts'
import type { Audit } from './audit.ts'
import type { CustomerNotices } from './customer-notices.ts'
import type { EnquiryMailService } from './enquiry-mail.ts'
import type { PublishService } from './publish-service.ts'
import type { ReviewNotice } from './review-notice.ts'

/**
 * What every service may use; the composition root (src/server/compose.ts) fills it in. The
 * services named here import nothing from this file (their logger is the port's), so the types
 * point one way only.
 */
export interface ServiceDeps {
  stores: ContentStores
  media: MediaStore
  rateLimiter: RateLimiter
  createAuthUser: CreateAuthUser
  deleteAuthUser: DeleteAuthUser | undefined
  lookupEmailVerified: LookupEmailVerified
  /** Without it, no account is asked to change a password someone else chose. */
  lookupPasswordUnchanged?: LookupPasswordUnchanged | undefined
  now: () => Date
  newId: () => string
  logger: Logger
  /** Where e-mails after an answer are started, so a stopping runtime can wait for them. */
  background: Pick<BackgroundWork, 'start'>
  /** Told of every saved change a static page shows, so the site is rebuilt. */
  publish: Pick<PublishService, 'contentChanged'>
  /** Sends a new enquiry's e-mails (in the background: a reply never waits for them). */
  enquiryMail: Pick<EnquiryMailService, 'deliver'>
  /** Queues the e-mails that follow a request's changes (sent in the background). */
  customerNotices: Pick<CustomerNotices, 'statusChanged' | 'cancelRepeated' | 'customerAdded' | 'optedOut'>
  /** Tells the admins of a photo waiting for review (in the background, best effort). */
  reviewNotice: Pick<ReviewNotice, 'photoWaiting'>
  /** Records each admin action in the activity log; never throws (audit.ts). */
  audit: Pick<Audit, 'record'>
}

/** ServiceDeps with only the stores of the areas a service works on. */
export type DepsWith<Area extends keyof ContentStores> = Omit<ServiceDeps, 'stores'> & {
  stores: Pick<ContentStores, Area>
}
