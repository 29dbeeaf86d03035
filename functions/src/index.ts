/**
 * The composition root: the only file that picks adapters. STORAGE=local (set by the local
 * stack, scripts/stack.ts) uses SQLite and files under DATA_DIR; unset, as in production, it
 * uses Firestore and Cloud Storage. See docs/deploying.md.
 */
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { defineSecret } from 'firebase-functions/params'
import { onCall, onRequest } from 'firebase-functions/v2/https'
import { createBucketMediaStore } from '../../src/server/adapters/cloud-storage/bucket-media-store.ts'
import { createDiskMediaStore } from '../../src/server/adapters/disk/disk-media-store.ts'
import { createFirebaseIdentity } from '../../src/server/adapters/firebase-auth/firebase-identity.ts'
import { createHttpDeployHook } from '../../src/server/adapters/deploy-hook/http-deploy-hook.ts'
import { createFirestoreContentStore } from '../../src/server/adapters/firestore/firestore-content-store.ts'
import { createFirestorePublishState } from '../../src/server/adapters/firestore/firestore-publish-state.ts'
import { createMemoryRateLimiter } from '../../src/server/adapters/memory/memory-rate-limiter.ts'
import { openDatabase } from '../../src/server/adapters/sqlite/database.ts'
import { createSqliteContentStore } from '../../src/server/adapters/sqlite/sqlite-content-store.ts'
import { createSqlitePublishState } from '../../src/server/adapters/sqlite/sqlite-publish-state.ts'
import { createApp } from '../../src/server/app.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createDefaultAdmin as runDefaultAdmin } from '../../src/server/services/default-admin.ts'
import { toNodeHandler } from './fetch-bridge.ts'

const region = 'australia-southeast1'
/** Secret Manager in production; functions/.secret.local in the emulator (scripts/stack.ts writes it). */
const defaultAdminSecret = defineSecret('DEFAULT_ADMIN_SECRET')
/** Where and how the API asks for the site to be rebuilt (the publish loop). */
const deployHookUrl = defineSecret('DEPLOY_HOOK_URL')
const deployHookToken = defineSecret('DEPLOY_HOOK_TOKEN')
/** functions/lib/index.js → the repository root, where a relative DATA_DIR starts locally. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Built on first use, not at import: the deploy command imports this file to list the
 * functions, without any configuration or secrets.
 */
const wiring = once(() => {
  // Without STORAGE the deploy unit runs on Firebase's own services: production needs no setting.
  // PORT and HOST belong to the runtime here (Cloud Functions sets PORT), not to our server.
  const { PORT: _port, HOST: _host, ...runtimeEnv } = process.env
  const env = parseEnv({ STORAGE: 'firebase', ...runtimeEnv })
  const firebase = initializeApp()
  const identity = createFirebaseIdentity(getAuth(firebase))
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(repoRoot, env.DATA_DIR)
  const db = env.STORAGE === 'local' ? openDatabase(dataDir) : null
  const stores = db
    ? {
        content: createSqliteContentStore(db),
        media: createDiskMediaStore({ root: join(dataDir, 'media'), publicBase: env.PUBLIC_MEDIA_BASE }),
        publishState: createSqlitePublishState(db),
      }
    : {
        content: createFirestoreContentStore(getFirestore(firebase)),
        media: createBucketMediaStore(getStorage(firebase).bucket()),
        publishState: createFirestorePublishState(getFirestore(firebase)),
      }
  const deployHook =
    env.DEPLOY_HOOK_URL && env.DEPLOY_HOOK_TOKEN
      ? createHttpDeployHook({ url: env.DEPLOY_HOOK_URL, token: env.DEPLOY_HOOK_TOKEN })
      : undefined
  return { env, identity, ...stores, deployHook, defaultAdminLimiter: createMemoryRateLimiter() }
})

const handleApi = once(() => {
  const { content, media, identity, publishState, deployHook } = wiring()
  return toNodeHandler(createApp({ content, media, ...identity, publishState, deployHook }))
})

// The API calls the deploy hook; it reads no admin secret, but parseEnv checks the whole
// configuration, that one included.
export const api = onRequest(
  // An upload decodes up to 40 megapixels and re-encodes three widths: 256 MiB is not enough.
  {
    region,
    secrets: [defaultAdminSecret, deployHookUrl, deployHookToken],
    memory: '1GiB',
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  (req, res) => handleApi()(req, res),
)

/**
 * The one-time bootstrap of the first admin; see src/server/services/default-admin.ts. One
 * instance at most, so its in-memory rate limit counts every caller.
 */
export const createDefaultAdmin = onCall(
  { region, secrets: [defaultAdminSecret], maxInstances: 1 },
  (request) => {
    const { env, content, identity, defaultAdminLimiter } = wiring()
    return runDefaultAdmin(request.data, {
      content,
      createAuthUser: identity.createAuthUser,
      deleteAuthUser: identity.deleteAuthUser,
      rateLimiter: defaultAdminLimiter,
      config: { secret: env.DEFAULT_ADMIN_SECRET, email: env.DEFAULT_ADMIN_EMAIL },
      clientKey: request.rawRequest.ip ?? 'unknown',
      logger: console,
    })
  },
)

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null
  return () => (made ??= { value: make() }).value
}
