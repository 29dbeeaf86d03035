/**
 * What the deployed functions run on: the facts of this runtime (its settings, Firebase, SMTP,
 * the deploy hook, the proxies in front of it) handed to the composition root
 * (src/server/compose.ts). STORAGE=local (set by the local stack, scripts/stack.ts) opens SQLite
 * and files under DATA_DIR; unset, as in production, Firestore and Cloud Storage. See
 * docs/deploying.md.
 */
import { fileURLToPath } from 'node:url'
import type { CallableRequest } from 'firebase-functions/v2/https'
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { createHttpDeployHook } from '../../src/server/adapters/deploy-hook/http-deploy-hook.ts'
import { createFirebaseIdentity } from '../../src/server/adapters/firebase-auth/firebase-identity.ts'
import { smtpMailSetup } from '../../src/server/adapters/smtp/smtp-mailer.ts'
import { answerAfterItsWork } from '../../src/server/background-work.ts'
import { clientAddress } from '../../src/server/client-address.ts'
import { compose } from '../../src/server/compose.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createDefaultAdmin } from '../../src/server/services/default-admin.ts'
import type { NodeHandler } from './direct-api.ts'
import { toNodeHandler } from './fetch-bridge.ts'

/** functions/lib/index.js → the repository root, where a relative DATA_DIR starts locally. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * In production Google's front ends append the address they saw the request come from and then
 * their own (Cloud Functions' header reference: "clientIp, proxy1Ip, proxy2Ip"; Cloud Load
 * Balancing: "<supplied-value>,<client-ip>,<load-balancer-ip>"), so the browser is 2nd from the
 * right and whatever the caller wrote is further left. To confirm on the first deploy: decision 015.
 */
const FIREBASE_HOSTING_PROXY_HOPS = 2

/**
 * Built on first use, not at import: the deploy command imports index.ts to list the
 * functions, without any configuration or secrets.
 */
export const runtime = once(async () => {
  // Without STORAGE the deploy unit runs on Firebase's own services: production needs no setting.
  // PORT and HOST belong to the runtime here (Cloud Functions sets PORT), not to our server.
  const { PORT: _port, HOST: _host, ...runtimeEnv } = process.env
  // Deployed, the defaults are placeholders: a missing or placeholder setting stops the API
  // (as it stops the production build) rather than mail notices to an address nobody reads.
  const deployed = runtimeEnv.FUNCTIONS_EMULATOR !== 'true' && runtimeEnv.STORAGE !== 'local'
  const env = parseEnv({ STORAGE: 'firebase', ...runtimeEnv }, { production: deployed })
  const firebase = initializeApp()
  // How many proxies append to X-Forwarded-For before a request reaches us; see
  // docs/decisions/015-client-address-and-rate-limits.md. The emulators append none (Hosting's
  // passes the caller's header on as it came, firebase-tools lib/hosting/proxy.js) and hand the
  // request over a Unix socket, so locally every caller shares one count.
  const proxyHops = env.STORAGE === 'local' ? 0 : FIREBASE_HOSTING_PROXY_HOPS
  const identity = createFirebaseIdentity(getAuth(firebase))
  const composed = await compose({
    settings: env,
    root: repoRoot,
    firebaseApp: firebase,
    identity,
    mail: smtpMailSetup(env),
    deployHook:
      env.DEPLOY_HOOK_URL && env.DEPLOY_HOOK_TOKEN
        ? createHttpDeployHook({ url: env.DEPLOY_HOOK_URL, token: env.DEPLOY_HOOK_TOKEN })
        : undefined,
    proxyHops,
    logger: console,
  })
  return { ...composed, env, identity, proxyHops }
})

/**
 * How long an answer waits for the e-mails its request started (src/server/background-work.ts):
 * they take a second or two; past this, the schedules send what is left.
 */
const BACKGROUND_WORK_BOUND_MS = 15_000

const apiHandler = once(async () => {
  const { app } = await runtime()
  return toNodeHandler({
    fetch: (request, env) =>
      answerAfterItsWork(async () => app.fetch(request, env), BACKGROUND_WORK_BOUND_MS),
  })
})

/** The API as a Node handler; the adapters open on the first request. */
export const handleApi: NodeHandler = (req, res) =>
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

/** The first admin's bootstrap, for the callable (src/server/services/default-admin.ts). */
export async function bootstrapAdmin(request: CallableRequest) {
  const { env, adapters, identity, proxyHops } = await runtime()
  return createDefaultAdmin(request.data, {
    profiles: adapters.stores.profiles,
    createAuthUser: identity.createAuthUser,
    deleteAuthUser: identity.deleteAuthUser,
    rateLimiter: adapters.rateLimiter,
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
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null
  return () => (made ??= { value: make() }).value
}
