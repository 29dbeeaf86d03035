/**
 * The create-default-admin bootstrap over a real SQLite file and the REAL auth emulator, wired
 * as functions/src/index.ts wires the callable: a wrong secret is refused and creates nothing,
 * the right one returns credentials that really sign in as an admin, and a second attempt is
 * refused. (The callable's HTTP wrapper itself is exercised on the local stack.)
 */
import { join } from 'node:path'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createDiskMediaStore } from '../../src/server/adapters/disk/disk-media-store.ts'
import { createFirebaseIdentity } from '../../src/server/adapters/firebase-auth/firebase-identity.ts'
import { createMemoryRateLimiter } from '../../src/server/adapters/memory/memory-rate-limiter.ts'
import { openDatabase } from '../../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../../src/server/adapters/sqlite/sqlite-stores.ts'
import type { ApiApp } from '../../src/server/app.ts'
import { compose } from '../../src/server/compose.ts'
import type { ContentStores } from '../../src/server/ports/content-stores.ts'
import { createDefaultAdmin, defaultAdminMessages } from '../../src/server/services/default-admin.ts'
import { onCleanup, tempDir } from '../helpers/temp.ts'
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.ts'

const SECRET = 'integration-secret-0123456789'
const ADMIN_EMAIL = 'first.admin@harbourline.example'

let emulator: AuthEmulator
let firebase: App
let auth: Auth
let stores: ContentStores
let bootstrap: (input: unknown) => ReturnType<typeof createDefaultAdmin>
let app: ApiApp

beforeAll(async () => {
  emulator = await startAuthEmulator()
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.host)
  firebase = initializeApp({ projectId: emulator.projectId }, `default-admin-${emulator.projectId}`)
  auth = getAuth(firebase)
  const dataDir = tempDir('default-admin')
  const db = openDatabase(dataDir)
  onCleanup(() => db.close())
  stores = createSqliteStores(db)
  const identity = createFirebaseIdentity(auth)
  const rateLimiter = createMemoryRateLimiter()
  bootstrap = (input) =>
    createDefaultAdmin(input, {
      profiles: stores.profiles,
      createAuthUser: identity.createAuthUser,
      deleteAuthUser: identity.deleteAuthUser,
      rateLimiter,
      config: { secret: SECRET, email: ADMIN_EMAIL },
      clientKey: '203.0.113.7',
    })
  const media = createDiskMediaStore({ root: join(dataDir, 'media'), publicBase: '/api/media' })
  ;({ app } = await compose({ adapters: { stores, media }, identity }))
}, 90_000)

afterAll(async () => {
  if (firebase) await deleteApp(firebase)
  await emulator?.stop()
  vi.unstubAllEnvs()
})

async function accountExists(email: string): Promise<boolean> {
  return auth.getUserByEmail(email).then(
    () => true,
    () => false,
  )
}

test('wrong secret: refused, and no account or admin is created', async () => {
  expect(await bootstrap({ secret: 'not-the-secret-at-all' })).toEqual({
    error: defaultAdminMessages.wrongSecret,
  })
  expect(await bootstrap({ secret: '' })).toEqual({ error: 'Please enter the function secret' })
  expect(await accountExists(ADMIN_EMAIL)).toBe(false)
  expect(await stores.profiles.countAdmins()).toBe(0)
})

test('right secret: credentials that sign in as an admin; a second attempt is refused', async () => {
  const result = await bootstrap({ secret: SECRET })
  if (!('admin' in result)) throw new Error(`expected credentials, got ${JSON.stringify(result)}`)
  expect(result.message).toBe(defaultAdminMessages.created)
  expect(result.admin.email).toBe(ADMIN_EMAIL)
  expect(result.admin.password.length).toBeGreaterThanOrEqual(20)

  const signedIn = await emulator.signIn(result.admin.email, result.admin.password)
  const me = await app.request('/api/profiles/me', {
    headers: { Authorization: `Bearer ${signedIn.idToken}` },
  })
  expect(((await me.json()) as { profile: { role: string; is_admin: boolean } }).profile).toMatchObject({
    role: 'admin',
    is_admin: true,
  })

  expect(await bootstrap({ secret: SECRET })).toEqual({ error: defaultAdminMessages.adminExists })
  expect(await stores.profiles.countAdmins()).toBe(1)
  expect((await auth.listUsers()).users.filter((user) => user.email === ADMIN_EMAIL)).toHaveLength(1)
})
