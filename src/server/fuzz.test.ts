/**
 * Property-based fuzzing of every write route of the API (issue 10, class 3): for each route,
 * FUZZ_RUNS generated bad requests (tests/helpers/hostile-requests.ts: arbitrary JSON, valid
 * bodies with one field replaced by a wrong type, a huge string, control characters, lone
 * surrogates, extreme dates or prototype keys, malformed JSON text, wrong content types, odd ids
 * in the path), as an admin and as a verified user, on one app over SQLite that keeps everything
 * they stored. Every answer must be a success or the API's JSON error envelope with the status
 * its code maps to, never a 5xx; afterwards every stored row must pass its read schema, through
 * the API and in the database.
 *
 * The seed is fixed so a run repeats exactly; fast-check prints it with the shrunk failing
 * request. Run another with FUZZ_SEED=<n> (and more requests with FUZZ_RUNS=<n>).
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test, vi, type MockInstance } from 'vitest'
import { makeEnquiry, makeGalleryImage, makePost, makeProfile, makeRevision } from '#tests/factories/index.ts'
import { badBodies, pathIds, type Body } from '#tests/helpers/hostile-requests.ts'
import { addUpload, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../business-defaults.ts'
import { ApiErrorBodySchema, ERROR_STATUS } from '../domain/api-error.ts'
import { AuditPageResponseSchema } from '../domain/audit.ts'
import { EnquiryPageResponseSchema } from '../domain/enquiry.ts'
import { GalleryCategoryListResponseSchema, GalleryImagePageResponseSchema } from '../domain/gallery-image.ts'
import { PostPageResponseSchema } from '../domain/post.ts'
import { ProfilePageResponseSchema } from '../domain/profile.ts'
import { DATABASE_FILE } from './adapters/sqlite/database.ts'
import type { RateLimiter } from './ports/rate-limiter.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

/** Never limits: the fuzz should reach the store as often as a valid request can, not stop at 429. */
const unlimited: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) }

// ---- The routes ------------------------------------------------------------------------------

interface Route {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** With ':id' where the path takes one. */
  path: string
  /** Ids worth aiming at (besides anything generated). */
  ids?: () => string[]
  /** A body the route accepts from an admin: what the bad ones are built from. */
  valid: () => Record<string, unknown>
  /** Headers every request to the route carries (a status link's key). */
  headers?: () => Record<string, string>
}

interface Seeded {
  postIds: string[]
  imageIds: string[]
  enquiryIds: string[]
  /** The X-Request-Key of a request's status page. */
  statusLink: string
  profileIds: string[]
  uploadUrl: (actor: 'verified' | 'admin') => string
}

/** The id of a revision of the first seeded post. */
const FUZZ_REVISION = 'fuzz-revision'

let t: TestApp
let seeded: Seeded
let uploadCount = 0

/** A fresh unattached upload of `actor`'s, so a valid submission or image can still succeed. */
function newUpload(actor: 'verified' | 'admin'): Promise<string> {
  return addUpload(t, actor, `gallery/1767225600000-${String(++uploadCount).padStart(32, '0')}`)
}

async function seed(): Promise<Seeded> {
  const postIds = []
  const imageIds = []
  for (let n = 0; n < 3; n++) {
    postIds.push((await t.content.createPost(makePost({ tags: ['hvac'] }))).id)
    imageIds.push((await t.content.createGalleryImage(makeGalleryImage({ status: 'approved' }))).id)
    imageIds.push((await t.content.createGalleryImage(makeGalleryImage({ status: 'pending' }))).id)
  }
  await t.content.addRevision(makeRevision({ id: FUZZ_REVISION, post_id: postIds[0]! }))
  const enquiryIds = [(await t.content.createEnquiry(makeEnquiry())).id]
  const linked = await t.content.createEnquiry(makeEnquiry({ status_key: 'F'.repeat(32) }))
  const other = await t.content.ensureProfile(makeProfile({ email: 'other.admin@example.com' }))
  await t.content.setAdmin(other.id, true)
  const plain = await t.content.ensureProfile(makeProfile())
  // The test's own people are left out of the path ids, so the actors keep their roles.
  return {
    postIds,
    imageIds,
    enquiryIds,
    statusLink: `${linked.id}.${linked.status_key}`,
    profileIds: [other.id, plain.id],
    uploadUrl: (actor) => `/api/media/gallery/1767225600000-${actor.padEnd(32, '0')}-320.webp`,
  }
}

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/api/posts',
    valid: () => ({
      title: 'Switchboard upgrades',
      content: '<p>Why an old switchboard needs safety switches.</p>',
      slug: '',
      excerpt: '',
      category: 'Electrical',
      tags: 'electrical, safety',
      read_time: '4 min read',
      featured: false,
      image_url: '',
      status: 'scheduled',
      publish_at: '2999-01-01T09:00:00+11:00',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/posts/:id',
    ids: () => seeded.postIds,
    valid: () => ({
      title: 'Renamed post',
      tags: ['hvac'],
      excerpt: 'Short',
      featured: true,
      status: 'draft',
    }),
  },
  { method: 'DELETE', path: '/api/posts/:id', ids: () => seeded.postIds, valid: () => ({}) },
  {
    method: 'POST',
    path: `/api/posts/:id/revisions/${FUZZ_REVISION}/restore`,
    ids: () => seeded.postIds,
    valid: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/gallery',
    valid: () => ({
      title: 'Rooftop condenser',
      description: 'Two units on the roof.\nCrane lift.',
      category: 'HVAC',
      location: 'Parramatta',
      date: '2025-03-14',
      tags: 'hvac, commercial',
      image_url: 'https://images.example.com/condenser.jpg',
      image_variants: [],
    }),
  },
  {
    method: 'POST',
    path: '/api/gallery/submissions',
    valid: () => ({
      title: 'Our new split system',
      category: 'Projects',
      date: '2025-03-14T10:00:00+11:00',
      location: 'Penrith',
      image_url: seeded.uploadUrl('verified'),
    }),
  },
  {
    method: 'PATCH',
    path: '/api/gallery/:id',
    ids: () => seeded.imageIds,
    valid: () => ({ title: 'Renamed photo', date: '2024-12-01', category: 'Team', location: null }),
  },
  { method: 'DELETE', path: '/api/gallery/:id', ids: () => seeded.imageIds, valid: () => ({}) },
  { method: 'POST', path: '/api/gallery/:id/approve', ids: () => seeded.imageIds, valid: () => ({}) },
  { method: 'POST', path: '/api/gallery/:id/reject', ids: () => seeded.imageIds, valid: () => ({}) },
  { method: 'PUT', path: '/api/gallery/order', valid: () => ({ ids: seeded.imageIds.slice(0, 2) }) },
  { method: 'POST', path: '/api/gallery/categories', valid: () => ({ name: 'Solar & Battery' }) },
  {
    method: 'POST',
    path: '/api/profiles/admins',
    valid: () => ({ email: 'second.admin@example.com', password: 'correct horse battery staple' }),
  },
  {
    method: 'PATCH',
    path: '/api/profiles/:id',
    ids: () => seeded.profileIds,
    valid: () => ({ is_admin: true }),
  },
  {
    method: 'POST',
    path: '/api/enquiries',
    valid: () => ({
      name: 'Sam Citizen',
      phone: '02 5550 1234',
      email: 'sam@example.com',
      service: 'hvac',
      message: 'The air conditioner is blowing warm air.',
      website: '',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/enquiries/:id',
    ids: () => seeded.enquiryIds,
    valid: () => ({ status: 'booked', booking: { date: '2031-01-06', start: '07:00', end: '12:00' } }),
  },
  {
    method: 'POST',
    path: '/api/enquiries/:id/notes',
    ids: () => seeded.enquiryIds,
    valid: () => ({ text: 'Called back; quoting Thursday.' }),
  },
  {
    method: 'POST',
    path: '/api/enquiries/quote-requests',
    valid: () => ({
      name: 'Sam Lee',
      phone: '0400 000 000',
      email: 'sam@example.com',
      service: 'electrical',
      area: 'other',
      other_suburb: 'Katoomba',
      address: '1 Example Street',
      preferred_dates: ['2026-12-03'],
      time_window: 'morning',
      emergency: true,
      description: 'No power to half the house.',
      photos: [],
      website: '',
    }),
  },
  ...(['updates', 'stop-emails', 'cancel'] as const).map((action) => ({
    method: 'POST' as const,
    path: `/api/request-status/${action}`,
    headers: () => ({ 'X-Request-Key': seeded.statusLink }),
    valid: () => (action === 'updates' ? { text: 'The gate code is 1234.', photos: [] } : {}),
  })),
  { method: 'POST', path: '/api/publish/retry', valid: () => ({}) },
  {
    method: 'PUT',
    path: '/api/settings',
    valid: () => ({ settings: DEFAULT_BUSINESS_SETTINGS, version: 0 }),
  },
  // Uploads are multipart; the fuzz sends everything else (and broken multipart) at them.
  { method: 'POST', path: '/api/media', valid: () => ({ purpose: 'gallery' }) },
]

/** Sends one request and returns what came back, read once. */
async function send(
  actor: 'admin' | 'verified',
  method: string,
  path: string,
  body: Body,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extraHeaders }
  let text: string
  if (body.kind === 'json') {
    text = JSON.stringify(body.value) ?? 'null'
    headers['Content-Type'] = 'application/json'
  } else {
    text = body.text
    if (body.contentType !== null) headers['Content-Type'] = body.contentType
  }
  const response = await t.request(method, path, { as: actor, body: text, headers })
  return { status: response.status, text: await response.text() }
}

/** What every answer must be: a success, or the error envelope with its code's status. */
function checkAnswer({ status, text }: { status: number; text: string }) {
  expect(status, text.slice(0, 500)).toBeLessThan(500)
  if (status === 204) return expect(text).toBe('')
  const json: unknown = JSON.parse(text)
  if (status >= 200 && status < 300) return expect(json).toBeTypeOf('object')
  const envelope = ApiErrorBodySchema.parse(json)
  expect(ERROR_STATUS[envelope.error.code]).toBe(status)
  expect(envelope.error.message).not.toMatch(/^\s*[[{]/) // a sentence, never a dump
}

let warn: MockInstance<typeof console.warn>

describe('write routes under fuzzing', () => {
  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn')
    t = await makeTestApp({ rateLimiter: unlimited })
    seeded = await seed()
    await newUpload('verified') // the seeded URL above
    await newUpload('admin')
  })
  afterAll(() => warn.mockRestore())

  for (const route of ROUTES) {
    test(`${route.method} ${route.path}: ${FUZZ_RUNS} bad requests, no 5xx, only the error envelope`, async () => {
      const ids = route.path.includes(':id') ? pathIds(route.ids?.() ?? ['none']) : fc.constant('')
      const property = fc.asyncProperty(
        fc.constantFrom('admin' as const, 'verified' as const),
        badBodies(route.valid()),
        ids,
        async (actor, body, id) => {
          checkAnswer(await send(actor, route.method, route.path.replace(':id', id), body, route.headers?.()))
        },
      )
      await fc.assert(property, { numRuns: FUZZ_RUNS, seed: SEED })
      expect(t.logged.error).toEqual([])
    }, 120_000)
  }

  test('after the run every stored record passes its read schema, through the API and in the database', async () => {
    const read = async (path: string) => (await t.request('GET', path, { as: 'admin' })).json()
    /** Every page of a list, each parsed with its answer's schema. */
    async function readAll<F extends string, T>(
      list: string,
      schema: { parse: (body: unknown) => { [key in F]: T[] } & { next: string | null } },
      field: F,
    ): Promise<T[]> {
      const all: T[] = []
      let cursor: string | null = null
      do {
        const page: { [key in F]: T[] } & { next: string | null } = schema.parse(
          await read(
            `${list}${list.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          ),
        )
        all.push(...page[field])
        cursor = page.next
      } while (cursor)
      return all
    }
    // Drafts and scheduled posts too: an admin asks for every status.
    const posts = await readAll('/api/posts?status=all', PostPageResponseSchema, 'posts')
    const images = await readAll('/api/gallery/all', GalleryImagePageResponseSchema, 'images')
    const categories = GalleryCategoryListResponseSchema.parse(
      await read('/api/gallery/categories'),
    ).categories
    const profiles = await readAll('/api/profiles', ProfilePageResponseSchema, 'profiles')
    const enquiries = await readAll('/api/enquiries', EnquiryPageResponseSchema, 'enquiries')
    // What the admin's fuzzed requests did, as the activity log recorded it.
    const activity = await readAll('/api/activity', AuditPageResponseSchema, 'entries')

    // The lists skip rows that fail their schema, so every row the database holds must be listed.
    const db = new DatabaseSync(join(t.dataDir, DATABASE_FILE), { readOnly: true })
    const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n)
    try {
      expect({
        posts: posts.length,
        gallery_images: images.length,
        gallery_categories: categories.length,
        profiles: profiles.length,
        enquiries: enquiries.length,
        audit_entries: activity.length,
      }).toEqual({
        posts: count('posts'),
        gallery_images: count('gallery_images'),
        gallery_categories: count('gallery_categories'),
        profiles: count('profiles'),
        enquiries: count('enquiries'),
        audit_entries: count('audit_entries'),
      })
    } finally {
      db.close()
    }
    const skipped = warn.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.startsWith('Skipped'))
    expect(skipped).toEqual([])
    // The valid bodies got through some of the time, so the store was really written to.
    expect(categories.length).toBeGreaterThan(5)
    expect(enquiries.length).toBeGreaterThan(1)
    expect(activity.length).toBeGreaterThan(10)
  }, 60_000)
})
