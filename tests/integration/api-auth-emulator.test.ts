/**
 * The API over a real SQLite file and the REAL Firebase Auth emulator: accounts are created and
 * confirmed through the emulator's REST API, the ID tokens are the emulator's own, and the API
 * verifies them with firebase-admin exactly as in production (createFirebaseIdentity). The
 * route-by-route permission table lives in src/server/routes/authorization-matrix.test.ts with
 * a fake verifier; this file proves the real token path gives each kind of caller that role.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createDiskMediaStore } from '../../src/server/adapters/disk/disk-media-store.ts'
import { createFirebaseIdentity } from '../../src/server/adapters/firebase-auth/firebase-identity.ts'
import { openDatabase } from '../../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../../src/server/adapters/sqlite/sqlite-stores.ts'
import type { ApiApp } from '../../src/server/app.ts'
import { compose } from '../../src/server/compose.ts'
import type { ContentStores } from '../../src/server/ports/content-stores.ts'
import { onCleanup, tempDir } from '../helpers/temp.ts'
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.ts'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)))

let emulator: AuthEmulator
let firebase: App
let auth: Auth
let stores: ContentStores
let app: ApiApp

beforeAll(async () => {
  emulator = await startAuthEmulator()
  // firebase-admin sends Auth calls to the emulator and accepts its unsigned tokens.
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.host)
  firebase = initializeApp({ projectId: emulator.projectId }, `integration-${emulator.projectId}`)
  auth = getAuth(firebase)
  const dataDir = tempDir('integration')
  const db = openDatabase(dataDir)
  onCleanup(() => db.close())
  stores = createSqliteStores(db)
  const media = createDiskMediaStore({ root: join(dataDir, 'media'), publicBase: '/api/media' })
  ;({ app } = await compose({ adapters: { stores, media }, identity: createFirebaseIdentity(auth) }))
}, 90_000)

afterAll(async () => {
  if (firebase) await deleteApp(firebase)
  await emulator?.stop()
  vi.unstubAllEnvs()
})

let accounts = 0
/** A new account; confirmed unless asked otherwise. Returns its uid, e-mail and a current token. */
async function person({ confirmed = true } = {}) {
  const email = `person${++accounts}.${Date.now()}@example.com`
  const password = 'correct-horse-battery'
  const { uid, idToken } = await emulator.signUp(email, password)
  if (!confirmed) return { uid, email, token: idToken }
  await emulator.confirmEmail(idToken, email)
  // A token minted after confirmation carries email_verified: true.
  return { uid, email, token: (await emulator.signIn(email, password)).idToken }
}

async function adminPerson() {
  const someone = await person()
  await call('GET', '/api/profiles/me', someone.token) // first sight creates the profile
  await stores.profiles.setAdmin(someone.uid, true)
  return someone
}

function call(method: string, path: string, token?: string, init: { json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  let body: BodyInit | undefined
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  if (init.form) body = init.form
  return Promise.resolve(app.request(path, { method, headers, ...(body === undefined ? {} : { body }) }))
}

const photoForm = () => {
  const form = new FormData()
  form.set('purpose', 'gallery')
  form.set(
    'file',
    new File([fixture('gps-photo.jpg') as Uint8Array<ArrayBuffer>], 'site.jpg', { type: 'image/jpeg' }),
  )
  return form
}
const newPost = () => ({ title: `Emulator post ${Date.now()}`, content: '<p>Checked with a real token.</p>' })

describe('the real auth emulator behind the API', () => {
  test('a visitor (no token) reads public content and is asked to sign in for the rest', async () => {
    expect((await call('GET', '/api/posts')).status).toBe(200)
    expect((await call('GET', '/api/gallery')).status).toBe(200)
    expect((await call('GET', '/api/profiles/me')).status).toBe(401)
    expect((await call('POST', '/api/media', undefined, { form: photoForm() })).status).toBe(401)
    expect((await call('POST', '/api/posts', undefined, { json: newPost() })).status).toBe(401)
  })

  test('the profile is created on first sight of a signed-in user, not admin, with their e-mail', async () => {
    const someone = await person({ confirmed: false })
    expect(await stores.profiles.getProfile(someone.uid)).toBeNull()
    const response = await call('GET', '/api/profiles/me', someone.token)
    expect(response.status).toBe(200)
    const { profile } = (await response.json()) as { profile: Record<string, unknown> }
    expect(profile).toMatchObject({ id: someone.uid, email: someone.email, is_admin: false, role: 'user' })
    expect(await stores.profiles.getProfile(someone.uid)).toMatchObject({
      id: someone.uid,
      email: someone.email,
    })
  })

  test('an unconfirmed user may not upload or submit photos, nor do admin work', async () => {
    const someone = await person({ confirmed: false })
    const upload = await call('POST', '/api/media', someone.token, { form: photoForm() })
    expect(upload.status).toBe(403)
    expect(((await upload.json()) as { error: { message: string } }).error.message).toMatch(
      /confirm your email/i,
    )
    expect((await call('POST', '/api/posts', someone.token, { json: newPost() })).status).toBe(403)
    expect((await call('GET', '/api/enquiries', someone.token)).status).toBe(403)
  })

  test('a confirmed user uploads a real photo and submits it for review, but may not do admin work', async () => {
    const someone = await person()
    const me = (await (await call('GET', '/api/profiles/me', someone.token)).json()) as {
      profile: { role: string }
    }
    expect(me.profile.role).toBe('verified')

    const upload = await call('POST', '/api/media', someone.token, { form: photoForm() })
    expect(upload.status).toBe(201)
    const image = (await upload.json()) as { url: string; variants: unknown[] }
    const submission = await call('POST', '/api/gallery/submissions', someone.token, {
      json: { title: 'Our new switchboard', image_url: image.url, image_variants: image.variants },
    })
    expect(submission.status).toBe(201)
    expect(((await submission.json()) as { image: { status: string } }).image.status).toBe('pending')

    expect((await call('POST', '/api/posts', someone.token, { json: newPost() })).status).toBe(403)
    expect((await call('GET', '/api/profiles', someone.token)).status).toBe(403)
  })

  test('an admin (their profile says so) does admin work; removing the right stops it at once', async () => {
    const admin = await adminPerson()
    const other = await adminPerson() // so the first one is not the last admin
    expect((await call('POST', '/api/posts', admin.token, { json: newPost() })).status).toBe(201)
    expect((await call('GET', '/api/enquiries', admin.token)).status).toBe(200)

    await stores.profiles.setAdmin(admin.uid, false)
    // Same token, next request: the role is read from the profile, not from the token.
    expect((await call('GET', '/api/enquiries', admin.token)).status).toBe(403)
    expect(other.uid).not.toBe(admin.uid)
  })

  test('an admin creates another admin: a real account that can sign in and is an admin', async () => {
    const admin = await adminPerson()
    const email = `new.admin.${Date.now()}@example.com`
    const created = await call('POST', '/api/profiles/admins', admin.token, {
      json: { email, password: 'another-strong-one' },
    })
    expect(created.status).toBe(201)
    const signedIn = await emulator.signIn(email, 'another-strong-one')
    const me = (await (await call('GET', '/api/profiles/me', signedIn.idToken)).json()) as {
      profile: { role: string }
    }
    expect(me.profile.role).toBe('admin')
  })

  test('a forged, a deleted and a disabled account are all 401, even on public routes', async () => {
    expect((await call('GET', '/api/posts', 'not-a-real-token')).status).toBe(401)

    const deleted = await person()
    await auth.deleteUser(deleted.uid)
    expect((await call('GET', '/api/profiles/me', deleted.token)).status).toBe(401)

    const disabled = await person()
    await auth.updateUser(disabled.uid, { disabled: true })
    expect((await call('GET', '/api/posts', disabled.token)).status).toBe(401)
  })
})
