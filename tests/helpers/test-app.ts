/**
 * The API over a real SQLite file and a real media folder in a temp dir, or (backend
 * 'firestore') over production's adapters, Firestore and a Cloud Storage bucket, on in-process
 * doubles (firebase-backend.ts). Either way with a fake token verifier (a map from token to
 * claims) so tests are fast and deterministic. The real auth emulator is exercised by the
 * local-stack tests.
 */
import { readdirSync } from 'node:fs'
import type { Firestore } from 'firebase-admin/firestore'
import { join } from 'node:path'
import { expect } from 'vitest'
import { AppError } from '../../src/domain/api-error.ts'
import type { MediaUploadResult } from '../../src/domain/media.ts'
import { openAdapters } from '../../src/server/adapters/open-adapters.ts'
import type { ApiApp } from '../../src/server/app.ts'
import { compose, type Identity, type Jobs, type ServerFacts } from '../../src/server/compose.ts'
import type { ContentStores } from '../../src/server/ports/content-stores.ts'
import type { AuditLog } from '../../src/server/ports/audit-log.ts'
import type { EnquiriesStore } from '../../src/server/ports/enquiries-store.ts'
import type { GalleryStore } from '../../src/server/ports/gallery-store.ts'
import type { CreateAuthUser, VerifiedToken } from '../../src/server/ports/identity.ts'
import type { DeployHook } from '../../src/server/ports/deploy-hook.ts'
import type { MediaStore } from '../../src/server/ports/media-store.ts'
import type { NoticesStore } from '../../src/server/ports/notices-store.ts'
import type { PostsStore } from '../../src/server/ports/posts-store.ts'
import type { ProfilesStore } from '../../src/server/ports/profiles-store.ts'
import type { PublishStateStore } from '../../src/server/ports/publish-state.ts'
import type { RateLimiter } from '../../src/server/ports/rate-limiter.ts'
import type { RevisionsStore } from '../../src/server/ports/revisions-store.ts'
import type { SettingsStore } from '../../src/server/ports/settings-store.ts'
import type { UploadLedger } from '../../src/server/ports/upload-ledger.ts'
import { openFirebaseBackend } from './firebase-backend.ts'
import { fixture } from './fixtures.ts'
import { onCleanup, tempDir } from './temp.ts'

/**
 * Which adapters the app stores through: 'sqlite', the local stack's (SQLite and a media folder);
 * 'firestore', production's (Firestore for content, publish state, rate limits and the upload
 * ledger; a Cloud Storage bucket for media).
 */
export type Backend = 'sqlite' | 'firestore'
/** Both, for `describe.each(BACKENDS)`: a route suite that runs on each rehearses production too. */
export const BACKENDS: readonly Backend[] = ['sqlite', 'firestore']

/**
 * What a test may set for its app: the facts a runtime hands to compose(), an identity's
 * functions, or a store, media store or rate limiter of its own in place of the opened ones.
 */
export type TestAppOverrides = Partial<
  Pick<ServerFacts, 'now' | 'newId' | 'proxyHops' | 'logger' | 'mail'> &
    Identity & {
      stores: ContentStores
      media: MediaStore
      rateLimiter: RateLimiter
      deployHook: DeployHook | undefined
    }
>

export interface TestAppOptions {
  /** Defaults to 'sqlite'. */
  backend?: Backend
}

export type ActorName = 'visitor' | 'user' | 'verified' | 'admin'

/** Every area's store methods on one object (their names differ), for tests that seed and inspect. */
export type AllStores = PostsStore &
  GalleryStore &
  ProfilesStore &
  EnquiriesStore &
  UploadLedger &
  NoticesStore &
  RevisionsStore &
  SettingsStore &
  AuditLog

/** The stores' methods on one object; each keeps its own store's state (none uses `this`). */
function allStores(stores: ContentStores): AllStores {
  return {
    ...stores.posts,
    ...stores.gallery,
    ...stores.profiles,
    ...stores.enquiries,
    ...stores.uploads,
    ...stores.notices,
    ...stores.revisions,
    ...stores.settings,
    ...stores.audit,
  }
}

/** The three signed-in people every test app knows, by token. */
export const people = {
  user: { token: 'token-user', uid: 'uid-user', email: 'new.user@example.com', email_verified: false },
  verified: {
    token: 'token-verified',
    uid: 'uid-verified',
    email: 'verified.user@example.com',
    email_verified: true,
  },
  admin: { token: 'token-admin', uid: 'uid-admin', email: 'office.admin@example.com', email_verified: true },
} as const

export interface TestApp {
  backend: Backend
  app: ApiApp
  /** The stores the app was given. */
  stores: ContentStores
  /** The same stores' methods on one object: `content.createPost(...)`. */
  content: AllStores
  media: MediaStore
  /** The app's temp folder: the SQLite database and media folder live here (backend 'sqlite'). */
  dataDir: string
  /** The media folder (backend 'sqlite'; '' on 'firestore', whose files are in a bucket). */
  mediaDir: string
  /** The app's Firestore (backend 'firestore'), for a test that writes past the API. */
  firestore?: Firestore
  /** Adds a token the fake verifier accepts. */
  addToken(token: string, claims: VerifiedToken): void
  /** Accounts created through createAuthUser, by e-mail. */
  authUsers: Map<string, { uid: string; password: string }>
  /** What the app logged with logger.error / logger.warn. */
  logged: { error: unknown[][]; warn: unknown[][] }
  /** Resolves once the e-mails the app started in the background have been tried. */
  settled(): Promise<void>
  /** How many times the API called the deploy hook (a recording stand-in). */
  deployHookCalls(): number
  /** What the schedules run, on this app's stores, clock and deploy hook. */
  jobs: Jobs
  /**
   * Every stored media file: paths relative to the media folder (private ones under .private/),
   * or, on 'firestore', object names in the bucket (under public/ or private/).
   */
  mediaFiles(): string[]
  /** The API path that serves an uploaded file's URL (GET /api/media/<key>), local or bucket URL alike. */
  mediaPath(url: string): string
  request(method: string, path: string, options?: RequestOptions): Promise<Response>
}

export interface RequestOptions {
  as?: ActorName
  json?: unknown
  form?: FormData
  body?: BodyInit
  headers?: Record<string, string>
}

function headersFor(actor: ActorName | undefined): Record<string, string> {
  return actor && actor !== 'visitor' ? { Authorization: `Bearer ${people[actor].token}` } : {}
}

export async function makeTestApp(
  overrides: TestAppOverrides = {},
  { backend = 'sqlite' }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = tempDir('app')
  const settings = { DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: '/api/media' }
  let stored: { stores: ContentStores; media: MediaStore; publishState: PublishStateStore }
  let rateLimiter: RateLimiter | undefined
  let mediaDir = ''
  let mediaFiles: () => string[]
  let firestore: Firestore | undefined
  if (backend === 'firestore') {
    // Production's adapters, opened as functions/src/index.ts opens them, rate limiter included.
    const firebase = await openFirebaseBackend({ STORAGE: 'firebase', ...settings })
    stored = firebase.adapters
    rateLimiter = firebase.adapters.rateLimiter
    firestore = firebase.firestore
    mediaFiles = () => [...firebase.objects.keys()].sort()
  } else {
    // The local adapters, as the stack opens them, in a folder of the test's own.
    const local = await openAdapters({ STORAGE: 'local', ...settings })
    onCleanup(() => void local.close())
    stored = local
    mediaDir = join(dataDir, 'media')
    mediaFiles = () => filesUnder(mediaDir)
  }
  const { media, publishState } = stored
  const stores = overrides.stores ?? stored.stores
  const content = allStores(stores)

  const tokens = new Map<string, VerifiedToken>(
    Object.values(people).map(({ token, ...claims }) => [token, claims]),
  )
  const authUsers = new Map<string, { uid: string; password: string }>()
  let accountCounter = 0
  const createAuthUser: CreateAuthUser = async ({ email, password }) => {
    if (authUsers.has(email)) throw new AppError('conflict', 'An account with this email already exists')
    const uid = `uid-created-${++accountCounter}`
    authUsers.set(email, { uid, password })
    return { uid, email }
  }
  const logged = { error: [] as unknown[][], warn: [] as unknown[][] }
  let hookCalls = 0

  // The three people have signed in before, so their profiles exist; the admin is an admin
  // because their profile says so, as in production.
  // At once: on Firestore each is a few round trips.
  await Promise.all(
    Object.values(people).map((person, index) =>
      content.ensureProfile({
        id: person.uid,
        email: person.email,
        is_admin: false,
        created_at: `2026-01-0${index + 1}T00:00:00.000Z`,
      }),
    ),
  )
  await content.setAdmin(people.admin.uid, true)

  const {
    stores: _stores,
    media: ownMedia,
    rateLimiter: ownRateLimiter,
    verifyIdToken,
    createAuthUser: ownCreateAuthUser,
    deleteAuthUser,
    lookupEmailVerified,
    lookupPasswordUnchanged,
    ...facts
  } = overrides
  const { app, settled, jobs } = await compose({
    // On 'sqlite' the rate limiter is one in memory, unless the test brings its own.
    adapters: { stores, media: ownMedia ?? media, publishState, rateLimiter: ownRateLimiter ?? rateLimiter },
    identity: {
      verifyIdToken:
        verifyIdToken ??
        (async (token) => {
          const claims = tokens.get(token)
          if (!claims) throw new Error('Firebase ID token has expired')
          return claims
        }),
      createAuthUser: ownCreateAuthUser ?? createAuthUser,
      // Accounts created by an admin are confirmed; the others are as their token says.
      lookupEmailVerified:
        lookupEmailVerified ??
        (async (uid) => {
          if ([...authUsers.values()].some((account) => account.uid === uid)) return true
          const claims = [...tokens.values()].find((known) => known.uid === uid)
          return claims ? claims.email_verified === true : null
        }),
      // Without one, no account is asked to change its password (profiles-password.test.ts brings one).
      lookupPasswordUnchanged,
      deleteAuthUser:
        deleteAuthUser ??
        (async (uid) => {
          for (const [email, account] of authUsers) if (account.uid === uid) authUsers.delete(email)
        }),
    },
    logger: { error: (...args) => logged.error.push(args), warn: (...args) => logged.warn.push(args) },
    deployHook: { trigger: async () => void (hookCalls += 1) },
    // Last, so that `deployHook: undefined` leaves the app without one.
    ...facts,
  })

  return {
    backend,
    app,
    stores,
    content,
    media,
    dataDir,
    mediaDir,
    ...(firestore ? { firestore } : {}),
    authUsers,
    logged,
    addToken: (token, claims) => tokens.set(token, claims),
    deployHookCalls: () => hookCalls,
    jobs,
    settled,
    mediaFiles,
    mediaPath: (url) => {
      const key = media.keyFromUrl(url)
      if (key === null) throw new Error(`Not a URL of this app's media store: ${url}`)
      return `/api/media/${key}`
    },
    request: (method, path, options = {}) => {
      const headers: Record<string, string> = { ...headersFor(options.as), ...options.headers }
      let body: BodyInit | undefined = options.body
      if (options.json !== undefined) {
        body = JSON.stringify(options.json)
        headers['Content-Type'] ??= 'application/json'
      }
      if (options.form) body = options.form
      return Promise.resolve(app.request(path, { method, headers, ...(body === undefined ? {} : { body }) }))
    },
  }
}

/** Every file under `folder`, as paths relative to it, sorted; none when it does not exist. */
function filesUnder(folder: string): string[] {
  try {
    return (readdirSync(folder, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
      .sort()
  } catch {
    return []
  }
}

/** A snapshot of everything the API can change, to prove a refused request changed nothing. */
export async function snapshot(test: TestApp) {
  const [posts, gallery, categories, profiles, enquiries, settings, activity] = await Promise.all([
    test.content.listPosts({ status: 'all' }),
    test.content.listGalleryImages(),
    test.content.listGalleryCategories(),
    test.content.listProfiles(),
    test.content.listEnquiries(),
    test.content.readSettings(),
    test.content.listAuditEntries(),
  ])
  const revisions = await Promise.all(
    posts.items.map(async (post) => (await test.content.listRevisions(post.id)).items),
  )
  return {
    posts: posts.items,
    revisions,
    gallery: gallery.items,
    categories,
    profiles: profiles.items,
    enquiries: enquiries.items,
    settings,
    activity: activity.items,
    media: test.mediaFiles(),
    accounts: [...test.authUsers.keys()],
    deployHookCalls: test.deployHookCalls(),
  }
}

/**
 * An upload `actor` made and has not attached yet, written straight to the store (a one-width
 * file and its ledger entry) without the image pipeline; returns the URL a submission names.
 */
export async function addUpload(test: TestApp, actor: 'verified' | 'admin', id: string): Promise<string> {
  const key = `${id}-320.webp`
  const bytes = fixture('small.png')
  await test.media.put(key, bytes, 'image/webp', actor === 'admin' ? 'public' : 'private')
  const variant = { url: test.media.publicUrl(key), width: 320, height: 240 }
  await test.content.createUpload({
    id,
    owner_id: people[actor].uid,
    purpose: 'gallery',
    keys: [key],
    variants: [variant],
    created_at: new Date().toISOString(),
    attached_to: null,
  })
  return variant.url
}

/** A multipart upload form. */
export function uploadForm(
  bytes: Uint8Array,
  purpose: string,
  name = 'photo.jpg',
  type = 'image/jpeg',
): FormData {
  const form = new FormData()
  form.set('purpose', purpose)
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return form
}

/**
 * A small PNG uploaded through POST /api/media by whoever `who` names (an actor, or headers of
 * its own); the upload must succeed.
 */
export async function uploadSmallPng(
  t: TestApp,
  who: Pick<RequestOptions, 'as' | 'headers'>,
  purpose = 'gallery',
): Promise<MediaUploadResult> {
  const response = await t.request('POST', '/api/media', {
    ...who,
    form: uploadForm(fixture('small.png'), purpose, 'p.png', 'image/png'),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as MediaUploadResult
}

export async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; issues?: unknown[] }> {
  const body = (await response.json()) as { error: { code: string; message: string; issues?: unknown[] } }
  return body.error
}
