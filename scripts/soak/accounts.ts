/**
 * Accounts for the soak's virtual clients, made through the stack's own doors, as the e2e
 * support does: the Auth emulator's REST API (what the Firebase SDK calls), the
 * createDefaultAdmin callable, and the API. Every call goes through the client's recorded HTTP.
 */
import type { SoakHttp } from './http.ts'

export interface StackUrls {
  site: URL
  /** host:port of the Auth emulator. */
  authHost: string
  /** The functions emulator's base for the callable. */
  functionsUrl: string
  projectId: string
}

export interface Account {
  uid: string
  email: string
  password: string
  /** A Firebase ID token and when it was issued (the emulator's last an hour). */
  token: string
  tokenAt: number
}

/** The emulator takes any API key. */
const API_KEY = 'soak-api-key'
const TOKEN_LIFETIME_MS = 50 * 60 * 1000
const SOAK_PASSWORD = 'soak-password-2026'

async function identity<T>(
  http: SoakHttp,
  urls: StackUrls,
  method: string,
  body: unknown,
  { owner = false, expect = [200] }: { owner?: boolean; expect?: number[] } = {},
): Promise<T | null> {
  const path = owner ? `projects/${urls.projectId}/${method}` : `${method}?key=${API_KEY}`
  const answer = await http.send({
    route: `POST auth ${method}`,
    url: `http://${urls.authHost}/identitytoolkit.googleapis.com/v1/${path}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
    expect,
  })
  return answer?.status === 200 ? answer.json<T>() : null
}

/** Signs in (again) and keeps the fresh token on the account; false when it could not. */
export async function signIn(http: SoakHttp, urls: StackUrls, account: Account): Promise<boolean> {
  const signedIn = await identity<{ idToken: string }>(http, urls, 'accounts:signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  })
  if (!signedIn) return false
  account.token = signedIn.idToken
  account.tokenAt = Date.now()
  return true
}

/** A new account, its e-mail confirmed (as the confirmation link does) unless `verified` is false. */
export async function createAccount(
  http: SoakHttp,
  urls: StackUrls,
  email: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<Account | null> {
  const created = await identity<{ localId: string; idToken: string }>(http, urls, 'accounts:signUp', {
    email,
    password: SOAK_PASSWORD,
    returnSecureToken: true,
  })
  if (!created) return null
  const account = {
    uid: created.localId,
    email,
    password: SOAK_PASSWORD,
    token: created.idToken,
    tokenAt: Date.now(),
  }
  if (!verified) return account
  const updated = await identity(
    http,
    urls,
    'accounts:update',
    { localId: account.uid, emailVerified: true },
    { owner: true },
  )
  // The token says whether the e-mail is confirmed: sign in again for one that says so.
  return updated && (await signIn(http, urls, account)) ? account : null
}

/** The Authorization header for the account, signing in again when its token is old. */
export async function bearer(
  http: SoakHttp,
  urls: StackUrls,
  account: Account,
): Promise<Record<string, string>> {
  if (Date.now() - account.tokenAt > TOKEN_LIFETIME_MS) await signIn(http, urls, account)
  return { Authorization: `Bearer ${account.token}` }
}

/** The stack's first admin, made with its one-time secret as an owner would. */
export async function createDefaultAdmin(
  http: SoakHttp,
  urls: StackUrls,
  secret: string,
): Promise<Account | null> {
  const answer = await http.send({
    route: 'POST callable createDefaultAdmin',
    url: `${urls.functionsUrl}/createDefaultAdmin`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { secret } }),
    expect: [200],
  })
  const admin =
    answer?.status === 200
      ? answer.json<{ result: { admin?: { email: string; password: string } } }>().result.admin
      : undefined
  if (!admin) return null
  const account: Account = { uid: '', email: admin.email, password: admin.password, token: '', tokenAt: 0 }
  return (await signIn(http, urls, account)) ? account : null
}
