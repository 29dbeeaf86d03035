/**
 * Accounts for browser tests, made through the local stack's own doors: the Auth emulator's
 * REST API (the same endpoints the Firebase SDK calls), the createDefaultAdmin callable and
 * the API. Nothing here writes to a store behind the API's back.
 *
 * Quick reference:
 *   const user = await createUser(uniqueEmail('upload'), TEST_PASSWORD)        // verified
 *   const fresh = await createUser(uniqueEmail(), TEST_PASSWORD, { verified: false })
 *   await followConfirmationLink(fresh.email)                                   // or verifyEmail()
 *   const admin = await createAdmin()                                           // a verified admin
 *   await makeAdmin(user)                                                       // promote anyone
 *   await signIn(page, user)                                                    // through /login
 *   await signInAdmin(page, admin)                                              // through /admin/login
 *                                                                               // (once per account and worker)
 *   const res = await apiFetch(admin, '/api/gallery/all')                        // API as that user
 *   await deleteUser(user)
 *
 * Environment (set by scripts/with-stack.ts; the defaults match scripts/stack.ts): BASE_URL,
 * FIREBASE_AUTH_EMULATOR_HOST, OOB_CODES_URL, FUNCTIONS_URL, DEFAULT_ADMIN_SECRET, DATA_DIR.
 * Against a stack that already has an admin (e.g. `npm start`), set E2E_ADMIN_EMAIL and
 * E2E_ADMIN_PASSWORD to an existing admin account.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// expect from Playwright itself: fixtures.ts imports this module (deleted-media.ts).
import { expect, type BrowserContext, type Page } from '@playwright/test'

const projectId = process.env.FIREBASE_PROJECT ?? 'demo-harbourline'
export const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:5000'
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'
const authEmulatorUrl = `http://${authHost}`
const oobCodesUrl =
  process.env.OOB_CODES_URL ?? `${authEmulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`
const functionsUrl = process.env.FUNCTIONS_URL ?? `http://127.0.0.1:5001/${projectId}/australia-southeast1`
/** The emulator accepts any API key; the site's demo build uses this one. */
const API_KEY = 'demo-api-key'
const identityToolkit = `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1`
/** The emulator's admin credential: lets tests act as the Admin SDK would. */
const OWNER = { Authorization: 'Bearer owner' }

/** A password that passes the form's rules (at least 6 characters). */
export const TEST_PASSWORD = 'harbour-test-pass-1'

export interface Account {
  uid: string
  email: string
  password: string
}

let counter = 0
/** An address no other test (or earlier run) uses; `.example` never delivers mail. */
export function uniqueEmail(label = 'user'): string {
  counter += 1
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`
  return `e2e-${label}-${stamp}@harbourline.example`
}

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}

/**
 * Creates an e-mail/password account in the Auth emulator. `verified` (default true) marks the
 * e-mail as confirmed at once, as the confirmation link would; pass false for a new,
 * unconfirmed registration. No confirmation link is recorded for a verified account.
 */
export async function createUser(
  email: string = uniqueEmail(),
  password: string = TEST_PASSWORD,
  { verified = true }: { verified?: boolean } = {},
): Promise<Account> {
  const { localId } = await call<{ localId: string }>(`${identityToolkit}/accounts:signUp?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  })
  if (verified) {
    await call(
      `${identityToolkit}/projects/${projectId}/accounts:update`,
      { localId, emailVerified: true },
      OWNER,
    )
  }
  return { uid: localId, email, password }
}

/** Removes the account from the Auth emulator (its profile row, if any, stays with the run's data). */
export async function deleteUser(account: Pick<Account, 'uid'>): Promise<void> {
  await call(`${identityToolkit}/projects/${projectId}/accounts:delete`, { localId: account.uid }, OWNER)
}

export interface OobCode {
  email: string
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string
  oobCode: string
  oobLink: string
}

/** Every link the emulator "sent" to `email`, oldest first. */
export async function oobCodesFor(email: string, requestType = 'VERIFY_EMAIL'): Promise<OobCode[]> {
  const response = await fetch(oobCodesUrl)
  if (!response.ok) throw new Error(`${oobCodesUrl} answered ${response.status}`)
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] }
  return oobCodes.filter(
    (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
  )
}

/** The newest confirmation link sent to `email`; waits up to `timeoutMs` for it to appear. */
export async function confirmationLink(email: string, timeoutMs = 10_000): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => (link = (await oobCodesFor(email)).at(-1)?.oobLink), {
      message: `a confirmation e-mail to ${email}`,
      timeout: timeoutMs,
    })
    .toBeTruthy()
  return link!
}

/** A fresh Firebase ID token for the account, for calling the API as that person. */
export async function idToken(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const { idToken: token } = await call<{ idToken: string }>(
    `${identityToolkit}/accounts:signInWithPassword?key=${API_KEY}`,
    { email: account.email, password: account.password, returnSecureToken: true },
  )
  return token
}

/**
 * fetch() on the site's origin as `account` (or as a visitor with null). `path` starts with
 * /api/...; a plain object body is sent as JSON.
 */
export async function apiFetch(
  account: Pick<Account, 'email' | 'password'> | null,
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers }
  if (account) headers.Authorization = `Bearer ${await idToken(account)}`
  let body = init.body
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  return fetch(new URL(path, baseUrl), { method: init.method ?? 'GET', headers, body: body ?? null })
}

export function adminSecret(): string {
  if (process.env.DEFAULT_ADMIN_SECRET) return process.env.DEFAULT_ADMIN_SECRET
  const file = new URL('../../../functions/.secret.local', import.meta.url)
  const found = existsSync(file) && /^DEFAULT_ADMIN_SECRET=(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]
  if (!found) throw new Error('No DEFAULT_ADMIN_SECRET: run the tests through scripts/with-stack.ts')
  return found.trim()
}

/** Where the default admin's one-time password is kept for the other workers of this run. */
function adminFile(): string {
  const dir = process.env.DATA_DIR ?? tmpdir()
  return join(dir, `e2e-default-admin-${projectId}.json`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let cachedAdmin: Promise<Account> | undefined

/**
 * The stack's first admin, made once per run with the stack's secret (the one-time bootstrap
 * a real owner uses). Normally admin-bootstrap.spec.ts, a setup project every other test
 * depends on, makes it through the /admin/create-default-admin page, changes its password and
 * shares it; otherwise (`--no-deps`) the first caller here makes it with the callable. Its
 * password is shown only once, so it reaches the other workers through a file in the run's
 * data folder.
 */
export function defaultAdmin(): Promise<Account> {
  cachedAdmin ??= loadOrCreateDefaultAdmin()
  return cachedAdmin
}

async function loadOrCreateDefaultAdmin(): Promise<Account> {
  const { E2E_ADMIN_EMAIL: email, E2E_ADMIN_PASSWORD: password } = process.env
  const credentials = email && password ? { email, password } : await sharedDefaultAdmin()
  const me = await apiFetch(credentials, '/api/profiles/me')
  const body = (await me.json()) as { profile?: { id: string; role: string } }
  if (!me.ok || body.profile?.role !== 'admin') {
    throw new Error(`${credentials.email} is not an admin on ${baseUrl}: ${JSON.stringify(body)}`)
  }
  return { uid: body.profile.id, ...credentials }
}

/**
 * Takes the run's one-time claim on making the default admin. True for exactly one caller per
 * stack run; everyone else waits for `shareDefaultAdmin()` (see `defaultAdmin()`). The
 * bootstrap spec takes it before it makes the default admin through the page.
 */
export function claimDefaultAdmin(): boolean {
  if (process.env.E2E_ADMIN_EMAIL) return false
  try {
    closeSync(openSync(`${adminFile()}.lock`, 'wx'))
    return true
  } catch {
    return false
  }
}

/** Hands the default admin (with its current password) to every worker of this run. */
export function shareDefaultAdmin(admin: { email: string; password: string }): void {
  const file = adminFile()
  writeFileSync(`${file}.tmp`, JSON.stringify({ email: admin.email, password: admin.password }), {
    mode: 0o600,
  })
  renameSync(`${file}.tmp`, file)
}

async function sharedDefaultAdmin(): Promise<{ email: string; password: string }> {
  const file = adminFile()
  if (claimDefaultAdmin()) {
    const response = await call<{ result: { admin?: { email: string; password: string }; error?: string } }>(
      `${functionsUrl}/createDefaultAdmin`,
      { data: { secret: adminSecret() } },
    )
    const { admin, error } = response.result
    if (!admin) {
      throw new Error(
        `createDefaultAdmin refused: ${error}. Against a stack that already has an admin, set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD.`,
      )
    }
    shareDefaultAdmin(admin)
    return admin
  }
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string }
    await sleep(200)
  }
  throw new Error(`No default admin after 60 s (${file}.lock exists but ${file} does not)`)
}

/**
 * Gives `account` admin rights through the API, as an existing admin would on the users page.
 * The account's profile is made first (the API creates it when the account first calls in).
 */
export async function makeAdmin(account: Account): Promise<void> {
  const me = await apiFetch(account, '/api/profiles/me')
  if (!me.ok) throw new Error(`GET /api/profiles/me as ${account.email}: ${me.status} ${await me.text()}`)
  const patched = await apiFetch(await defaultAdmin(), `/api/profiles/${account.uid}`, {
    method: 'PATCH',
    json: { is_admin: true },
  })
  if (!patched.ok)
    throw new Error(`PATCH /api/profiles/${account.uid}: ${patched.status} ${await patched.text()}`)
}

/** A new, verified account with admin rights, separate from the default admin. */
export async function createAdmin(email = uniqueEmail('admin'), password = TEST_PASSWORD): Promise<Account> {
  const account = await createUser(email, password, { verified: true })
  await makeAdmin(account)
  return account
}

/**
 * Signs in through the real /login form and waits until the page has moved on (to `/home`,
 * or wherever `redirect` points) with the header showing the signed-in controls.
 */
export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  { redirect }: { redirect?: string } = {},
): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login')
  const form = page.getByRole('form', { name: 'Sign In' })
  // The form is a React island that wakes at first use: typing wakes it; the click is sent once
  // it runs.
  await form.getByLabel('Email').fill(account.email)
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr')
  await form.getByLabel('Password', { exact: true }).fill(account.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === (redirect ?? '/home').split(/[?#]/)[0])
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth-hint')), {
      message: `the header hint after signing in as ${account.email}`,
    })
    .toContain(account.email)
}

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>

/** Each worker's admin sessions, by account: what the browser kept after the form signed it in. */
const adminSessions = new Map<string, SignedIn>()

/**
 * Signs in through the admin portal's form (/admin/login) and waits for the dashboard to
 * have checked the session and the role. An account the form has signed in before in this
 * worker gets that session back instead (the Firebase SDK keeps it in IndexedDB): a test about
 * an admin screen needs an admin, and the form is tested where it is the subject.
 */
export async function signInAdmin(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const key = `${account.email}\n${account.password}`
  const session = adminSessions.get(key)
  if (session) {
    await page.context().setStorageState(session)
    await page.goto('/admin/dashboard')
    await expectDashboard(page)
    return
  }
  await page.goto('/admin/login')
  const form = page.getByRole('form', { name: 'Admin Sign In' })
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr')
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password', { exact: true }).fill(account.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: 30_000 })
  await expectDashboard(page)
  adminSessions.set(key, await page.context().storageState({ indexedDB: true }))
}

/** The dashboard, once it has checked the session and the role. */
async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
    timeout: 30_000,
  })
}
