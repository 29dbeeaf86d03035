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
import { badBodies, pathIds, type Body } from '#tests/helpers/hostile-requests.ts'
import { addUpload, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { ApiErrorBodySchema, ERROR_STATUS } from '../domain/api-error.ts'
import { AuditPageResponseSchema } from '../domain/audit.ts'
import { EnquiryPageResponseSchema } from '../domain/enquiry.ts'
import { GalleryCategoryListResponseSchema, GalleryImagePageResponseSchema } from '../domain/gallery-image.ts'
import { PostPageResponseSchema } from '../domain/post.ts'
import { ProfilePageResponseSchema } from '../domain/profile.ts'
import { DATABASE_FILE } from './adapters/sqlite/database.ts'
import { fuzzRoutes, seedFuzzTargets, type FuzzTargets } from './fuzz-targets.ts'
import type { RateLimiter } from './ports/rate-limiter.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

/** Never limits: the fuzz should reach the store as often as a valid request can, not stop at 429. */
const unlimited: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) }

let t: TestApp
let seeded: FuzzTargets
let uploadCount = 0

/** A fresh unattached upload of `actor`'s, so a valid submission or image can still succeed. */
function newUpload(actor: 'verified' | 'admin'): Promise<string> {
  return addUpload(t, actor, `gallery/1767225600000-${String(++uploadCount).padStart(32, '0')}`)
}

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
    seeded = await seedFuzzTargets(t)
    await newUpload('verified') // the seeded URL above
    await newUpload('admin')
  })
  afterAll(() => warn.mockRestore())

  for (const route of fuzzRoutes(() => seeded)) {
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
