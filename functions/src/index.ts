/**
 * The deployed functions: the API, the first admin's bootstrap and the scheduled jobs, each
 * with its options. What they run on comes from runtime.ts, which hands this runtime's facts to
 * the composition root (src/server/compose.ts). See docs/deploying.md.
 */
import { BUSINESS_TIME_ZONE } from '../../src/domain/time-zone.ts'
import * as logger from 'firebase-functions/logger'
import { defineSecret } from 'firebase-functions/params'
import { onCall, onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { readCallableBodiesFirst, serveApiRequestsDirectly } from './direct-api.ts'
import { bootstrapAdmin, handleApi, runtime } from './runtime.ts'

const region = 'australia-southeast1'
/**
 * Every function runs as the project's least-privilege runtime account, which the set-up
 * creates (scripts/production/setup-plan.ts), not as the default compute account (Editor).
 * Its full address, not the `site-runtime@` shorthand: firebase deploy passes the value as
 * written to its secret-access check and to the schedules' OIDC token, and expands it in neither
 * (decision 030). firebase deploy reads the functions with GCLOUD_PROJECT set; the fallback
 * only serves code that loads them without a project (tests).
 */
const project = process.env.GCLOUD_PROJECT
const serviceAccount = project ? `site-runtime@${project}.iam.gserviceaccount.com` : 'site-runtime@'
/** Secret Manager in production; functions/.secret.local in the emulator (scripts/stack.ts writes it). */
const defaultAdminSecret = defineSecret('DEFAULT_ADMIN_SECRET')
/** Where and how the API asks for the site to be rebuilt (the publish loop). */
const deployHookUrl = defineSecret('DEPLOY_HOOK_URL')
const deployHookToken = defineSecret('DEPLOY_HOOK_TOKEN')
/** The SMTP server e-mail goes out through (src/server/env.ts). */
const smtpUrl = defineSecret('SMTP_URL')

// /api requests in the api function's process skip the platform's body parsing: see direct-api.ts.
serveApiRequestsDirectly('api', () => handleApi)

// The API calls the deploy hook; it reads no admin secret, but parseEnv checks the whole
// configuration, that one included.
export const api = onRequest(
  // An upload decodes up to 40 megapixels and re-encodes four widths: 256 MiB is not enough.
  {
    region,
    serviceAccount,
    secrets: [defaultAdminSecret, deployHookUrl, deployHookToken, smtpUrl],
    memory: '1GiB',
    timeoutSeconds: 60,
    maxInstances: 10,
    // Same origin only (src/server/middleware/request-guards.ts): no CORS layer from the
    // platform, which the emulator otherwise adds, reflecting any origin.
    cors: false,
  },
  (req, res) => {
    handleApi(req, res)
  },
)

/**
 * The one-time bootstrap of the first admin; see src/server/services/default-admin.ts. Its
 * rate limits are counted in the database, like the API's. Called from the site's own origin
 * (the /api/bootstrap rewrite), so no CORS: onCall would otherwise allow every origin.
 */
export const createDefaultAdmin = onCall(
  { region, serviceAccount, secrets: [defaultAdminSecret], maxInstances: 1, cors: false },
  bootstrapAdmin,
)

// Its /api rewrite gets the API's JSON errors for bodies the platform would answer in HTML; a
// secret fits in far less than 16 KB.
readCallableBodiesFirst('createDefaultAdmin', 16 * 1024)

/**
 * Deletes uploads that nothing claimed within a day (src/server/services/media-references.ts).
 * Uploads also start a sweep now and then (one batch); this one covers the days nobody uploads and
 * clears a backlog, batch after batch for up to five minutes (src/server/compose.ts). The
 * emulator does not run schedules: locally the upload's sweep is the one that runs, and the tests
 * drive it with a clock.
 */
export const sweepUploads = onSchedule(
  // The secret only because parseEnv checks the whole configuration (as for the api function).
  {
    region,
    serviceAccount,
    schedule: 'every 1 hours',
    secrets: [defaultAdminSecret],
    maxInstances: 1,
    // Batches for up to five minutes (src/server/compose.ts), each reading every post and photo's
    // files at 10x: the default 60 s and 256 MiB are too little.
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async () => {
    const swept = await (await runtime()).jobs.sweepUploads()
    if (swept > 0) console.log(`Deleted ${swept} uploads nothing claimed within a day`)
  },
)

/**
 * Sends the e-mails that are due: enquiries' first two (retries after a failure, and any that a
 * request started but did not finish: src/server/services/enquiry-mail.ts), then the notices
 * that follow (status changes, bookings, the day-before reminders, review requests:
 * src/server/services/customer-notices.ts). The emulator does not run schedules: the local
 * stack runs the same code on a timer (scripts/local-jobs.ts).
 */
export const sendEnquiryMail = onSchedule(
  {
    region,
    serviceAccount,
    schedule: 'every 5 minutes',
    secrets: [defaultAdminSecret, smtpUrl],
    maxInstances: 1,
    // A batch with the mail server unreachable waits out a 10 s timeout per send: 60 s would cut
    // the run off before the notices behind the enquiries. Under the five minutes between runs.
    timeoutSeconds: 240,
  },
  async () => {
    const tried = await (await runtime()).jobs.deliverDueMail()
    if (tried > 0) console.log(`Tried to send ${tried} enquiries' e-mails and notices`)
  },
)

/**
 * Deletes enquiries older than two years and admin activity entries older than one (the
 * privacy policy's "Data Retention").
 */
export const deleteOldEnquiries = onSchedule(
  {
    region,
    serviceAccount,
    schedule: 'every day 03:00',
    timeZone: BUSINESS_TIME_ZONE,
    secrets: [defaultAdminSecret],
    maxInstances: 1,
    // Up to 5,000 enquiries a run, one at a time with their photos' files: minutes, not 60 s.
    timeoutSeconds: 540,
  },
  async () => {
    const { jobs } = await runtime()
    // Each clean-up runs whatever befell the other; a failure of either still fails the run.
    const [enquiries, activity] = await Promise.allSettled([
      jobs.deleteOldEnquiries(),
      jobs.deleteOldActivity(),
    ])
    if (enquiries.status === 'fulfilled' && enquiries.value > 0) {
      console.log(`Deleted ${enquiries.value} enquiries older than two years`)
    }
    if (activity.status === 'fulfilled' && activity.value > 0) {
      console.log(`Deleted ${activity.value} admin activity entries older than a year`)
    }
    const failed = [enquiries, activity].filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    )
    if (failed.length > 0) {
      throw new AggregateError(
        failed.map((result) => result.reason),
        'A retention clean-up failed',
      )
    }
  },
)

/**
 * What nobody would otherwise notice (src/server/services/site-watch.ts): a publish run that
 * died is recorded as failed, and each problem is logged with `alert`, which the alert policies
 * the set-up creates turn into an e-mail to the owner.
 */
export const watchTheSite = onSchedule(
  { region, serviceAccount, schedule: 'every 10 minutes', secrets: [defaultAdminSecret], maxInstances: 1 },
  async () => {
    for (const { alert, message } of await (await runtime()).jobs.watchSite()) {
      logger.error(message, { alert })
    }
  },
)

/**
 * Puts scheduled posts on the site when their time comes, with one rebuild for those due
 * together. Every minute, so a post set for 7:00 starts its rebuild by 7:01: a run that finds
 * nothing is one indexed query (one Firestore read) and a short invocation, some 43,000 a month,
 * inside the free tiers of both, while the rebuild itself takes minutes.
 */
export const publishScheduledPosts = onSchedule(
  {
    region,
    serviceAccount,
    schedule: 'every 1 minutes',
    secrets: [defaultAdminSecret, deployHookUrl, deployHookToken],
    maxInstances: 1,
  },
  async () => {
    const published = await (await runtime()).jobs.publishDuePosts()
    if (published > 0) console.log(`Published ${published} scheduled posts`)
  },
)
