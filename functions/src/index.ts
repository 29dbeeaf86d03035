/**
 * The deployed functions: the API, the first admin's bootstrap and the scheduled jobs. Their
 * adapters come from the composition root (src/server/adapters/open-adapters.ts): STORAGE=local
 * (set by the local stack, scripts/stack.ts) opens SQLite and files under DATA_DIR; unset, as in
 * production, Firestore and Cloud Storage. See docs/deploying.md.
 */
import { fileURLToPath } from 'node:url'
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import * as logger from 'firebase-functions/logger'
import { defineSecret } from 'firebase-functions/params'
import { onCall, onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { createFirebaseIdentity } from '../../src/server/adapters/firebase-auth/firebase-identity.ts'
import { createHttpDeployHook } from '../../src/server/adapters/deploy-hook/http-deploy-hook.ts'
import { openAdapters } from '../../src/server/adapters/open-adapters.ts'
import { smtpMailSetup } from '../../src/server/adapters/smtp/smtp-mailer.ts'
import { createApp } from '../../src/server/app.ts'
import { clientAddress } from '../../src/server/client-address.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createDefaultAdmin as runDefaultAdmin } from '../../src/server/services/default-admin.ts'
import { deleteExpiredEnquiries } from '../../src/server/services/enquiries-service.ts'
import { createEnquiryMail } from '../../src/server/services/enquiry-mail.ts'
import { createMediaReferences } from '../../src/server/services/media-references.ts'
import { watchSite } from '../../src/server/services/site-watch.ts'
import { readCallableBodiesFirst, serveApiRequestsDirectly, type NodeHandler } from './direct-api.ts'
import { toNodeHandler } from './fetch-bridge.ts'

const region = 'australia-southeast1'
/**
 * Every function runs as the project's least-privilege runtime account, which the set-up
 * creates (scripts/production/setup-plan.ts), not as the default compute account (Editor).
 */
const serviceAccount = 'site-runtime@'
/** Secret Manager in production; functions/.secret.local in the emulator (scripts/stack.ts writes it). */
const defaultAdminSecret = defineSecret('DEFAULT_ADMIN_SECRET')
/** Where and how the API asks for the site to be rebuilt (the publish loop). */
const deployHookUrl = defineSecret('DEPLOY_HOOK_URL')
const deployHookToken = defineSecret('DEPLOY_HOOK_TOKEN')
/** The SMTP server e-mail goes out through (src/server/env.ts). */
const smtpUrl = defineSecret('SMTP_URL')
/** functions/lib/index.js → the repository root, where a relative DATA_DIR starts locally. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Built on first use, not at import: the deploy command imports this file to list the
 * functions, without any configuration or secrets.
 */
const wiring = once(async () => {
  // Without STORAGE the deploy unit runs on Firebase's own services: production needs no setting.
  // PORT and HOST belong to the runtime here (Cloud Functions sets PORT), not to our server.
  const { PORT: _port, HOST: _host, ...runtimeEnv } = process.env
  // Deployed, the defaults are placeholders: a missing or placeholder setting stops the API
  // (as it stops the production build) rather than mail notices to an address nobody reads.
  const deployed = runtimeEnv.FUNCTIONS_EMULATOR !== 'true' && runtimeEnv.STORAGE !== 'local'
  const env = parseEnv({ STORAGE: 'firebase', ...runtimeEnv }, { production: deployed })
  const firebase = initializeApp()
  const identity = createFirebaseIdentity(getAuth(firebase))
  const { stores, media, publishState, rateLimiter } = await openAdapters(env, {
    root: repoRoot,
    firebaseApp: firebase,
  })
  const deployHook =
    env.DEPLOY_HOOK_URL && env.DEPLOY_HOOK_TOKEN
      ? createHttpDeployHook({ url: env.DEPLOY_HOOK_URL, token: env.DEPLOY_HOOK_TOKEN })
      : undefined
  // How many proxies append to X-Forwarded-For before a request reaches us; see
  // docs/decisions/015-client-address-and-rate-limits.md. The emulators append none (Hosting's
  // passes the caller's header on as it came, firebase-tools lib/hosting/proxy.js) and hand the
  // request over a Unix socket, so locally every caller shares one count.
  const proxyHops = env.STORAGE === 'local' ? 0 : FIREBASE_HOSTING_PROXY_HOPS
  return {
    env,
    identity,
    stores,
    media,
    publishState,
    rateLimiter,
    deployHook,
    proxyHops,
    mail: smtpMailSetup(env),
  }
})

/**
 * In production Google's front ends append the address they saw the request come from and then
 * their own (Cloud Functions' header reference: "clientIp, proxy1Ip, proxy2Ip"; Cloud Load
 * Balancing: "<supplied-value>,<client-ip>,<load-balancer-ip>"), so the browser is 2nd from the
 * right and whatever the caller wrote is further left. To confirm on the first deploy: decision 015.
 */
const FIREBASE_HOSTING_PROXY_HOPS = 2

const apiHandler = once(async () => {
  const { stores, media, identity, publishState, deployHook, rateLimiter, proxyHops, mail } = await wiring()
  return toNodeHandler(
    createApp({ stores, media, ...identity, publishState, deployHook, rateLimiter, proxyHops, mail }),
  )
})
/** The API as a Node handler; the adapters open on the first request. */
const handleApi: NodeHandler = (req, res) =>
  void apiHandler().then(
    (handler) => handler(req, res),
    (error: unknown) => {
      console.error('The API could not start', error)
      res.statusCode = 500
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(JSON.stringify(API_NOT_STARTED))
    },
  )

/** What every request gets while the API cannot start; the cause is in the function's log. */
const API_NOT_STARTED = {
  error: {
    code: 'internal',
    message: 'The site is being set up. Please try again later, or give us a call.',
  },
}

// /api requests in the api function's process skip the platform's body parsing: see direct-api.ts.
serveApiRequestsDirectly('api', () => handleApi)

// The API calls the deploy hook; it reads no admin secret, but parseEnv checks the whole
// configuration, that one included.
export const api = onRequest(
  // An upload decodes up to 40 megapixels and re-encodes three widths: 256 MiB is not enough.
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
  async (request) => {
    const { env, stores, identity, rateLimiter, proxyHops } = await wiring()
    return runDefaultAdmin(request.data, {
      profiles: stores.profiles,
      createAuthUser: identity.createAuthUser,
      deleteAuthUser: identity.deleteAuthUser,
      rateLimiter,
      config: { secret: env.DEFAULT_ADMIN_SECRET, email: env.DEFAULT_ADMIN_EMAIL },
      // Not rawRequest.ip: Express's `trust proxy` (on in both runtimes) makes that the leftmost
      // X-Forwarded-For entry, which the caller writes.
      clientKey: clientAddress(
        {
          forwardedFor: request.rawRequest.headers['x-forwarded-for']?.toString(),
          socketAddress: request.rawRequest.socket.remoteAddress,
        },
        proxyHops,
      ),
      logger: console,
    })
  },
)

// Its /api rewrite gets the API's JSON errors for bodies the platform would answer in HTML; a
// secret fits in far less than 16 KB.
readCallableBodiesFirst('createDefaultAdmin', 16 * 1024)

/**
 * Deletes uploads that nothing claimed within a day (src/server/services/media-references.ts).
 * Uploads also start a sweep now and then; this one covers the days nobody uploads. Each run
 * handles one bounded batch. The emulator does not run schedules: locally the upload's sweep
 * is the one that runs, and the tests drive it with a clock.
 */
export const sweepUploads = onSchedule(
  // The secret only because parseEnv checks the whole configuration (as for the api function).
  { region, serviceAccount, schedule: 'every 1 hours', secrets: [defaultAdminSecret], maxInstances: 1 },
  async () => {
    const { stores, media } = await wiring()
    const swept = await createMediaReferences({
      stores,
      media,
      now: () => new Date(),
      logger: console,
    }).sweepExpired()
    if (swept > 0) console.log(`Deleted ${swept} uploads nothing claimed within a day`)
  },
)

/**
 * Sends enquiries' e-mails that are due: retries after a failure, and any that a request
 * started but did not finish (src/server/services/enquiry-mail.ts). The emulator does not run
 * schedules: the local stack runs the same code on a timer (scripts/local-jobs.ts).
 */
export const sendEnquiryMail = onSchedule(
  {
    region,
    serviceAccount,
    schedule: 'every 5 minutes',
    secrets: [defaultAdminSecret, smtpUrl],
    maxInstances: 1,
  },
  async () => {
    const { stores, mail } = await wiring()
    const tried = await createEnquiryMail({
      enquiries: stores.enquiries,
      mail,
      now: () => new Date(),
      logger: console,
    }).deliverDue()
    if (tried > 0) console.log(`Tried to send the e-mails of ${tried} enquiries`)
  },
)

/** Deletes enquiries older than two years (the privacy policy's "Data Retention"). */
export const deleteOldEnquiries = onSchedule(
  {
    region,
    serviceAccount,
    schedule: 'every day 03:00',
    timeZone: 'Australia/Sydney',
    secrets: [defaultAdminSecret],
    maxInstances: 1,
  },
  async () => {
    const { stores, media } = await wiring()
    const deleted = await deleteExpiredEnquiries({ stores, media, logger: console }, new Date())
    if (deleted > 0) console.log(`Deleted ${deleted} enquiries older than two years`)
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
    const { stores, publishState } = await wiring()
    for (const { alert, message } of await watchSite({
      enquiries: stores.enquiries,
      publishState,
      now: () => new Date(),
    })) {
      logger.error(message, { alert })
    }
  },
)

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null
  return () => (made ??= { value: make() }).value
}
