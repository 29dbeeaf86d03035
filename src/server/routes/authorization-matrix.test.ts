/**
 * Every API route against every kind of caller, with the exact cells allowed and denied.
 * A denied cell answers 401 (visitor) or 403 (signed in) and changes nothing at all: the
 * store, the media folder and the accounts are compared before and after. Each cell runs on
 * its own fresh app, so no cell can lean on another.
 */
import { describe, expect, test } from 'vitest'
import {
  makeEnquiry,
  makeGalleryImage,
  makePost,
  makeProfile,
  makeQuoteDetails,
  makeRevision,
  minutesAgo,
} from '#tests/factories/index.ts'
import {
  addUpload,
  BACKENDS,
  makeTestApp,
  people,
  snapshot,
  uploadForm,
  type ActorName,
  type RequestOptions,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import { fixture } from '#tests/helpers/fixtures.ts'
import { quoteRequestBody } from '#tests/helpers/request-bodies.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'

const smallPng = fixture('small.png')
const STATUS_KEY = 'S'.repeat(32)
const ACTORS: ActorName[] = ['visitor', 'user', 'verified', 'admin']

interface Seed {
  postId: string
  postSlug: string
  /** A revision of the post. */
  revisionId: string
  /** A draft: not on the site, so not there for anyone but admins. */
  draftSlug: string
  approvedId: string
  pendingId: string
  /** A photo the verified user sent. */
  ownPhotoId: string
  enquiryId: string
  /** The X-Request-Key of a request whose photo is `mediaKey`. */
  statusLink: string
  otherAdminId: string
  mediaKey: string
  /** An upload of each person's own, not attached yet: what they may submit. */
  uploadUrlOf: (actor: ActorName) => string
}

async function seed(t: TestApp): Promise<Seed> {
  // Independent writes, at once: on Firestore each is a few round trips.
  const mediaKey = 'gallery/1767225600000-abcdef12-320.webp'
  const [[post, , draft], [approved, pending, ownPhoto], enquiry, otherAdmin, uploads] = await Promise.all([
    Promise.all([
      t.content.createPost(makePost({ slug: 'seeded-post', tags: ['hvac'], date: minutesAgo(5) })),
      t.content.createPost(makePost({ tags: ['hvac'], date: minutesAgo(10) })),
      t.content.createPost(makePost({ slug: 'seeded-draft', tags: ['hvac'], status: 'draft' })),
    ]),
    Promise.all([
      t.content.createGalleryImage(makeGalleryImage({ status: 'approved' })),
      t.content.createGalleryImage(makeGalleryImage({ status: 'pending' })),
      t.content.createGalleryImage(makeGalleryImage({ status: 'pending', author_id: people.verified.uid })),
    ]),
    t.content.createEnquiry(
      makeEnquiry({
        status_key: STATUS_KEY,
        quote: makeQuoteDetails({
          photos: [[{ url: t.media.publicUrl(mediaKey), width: 320, height: 240 }]],
        }),
      }),
    ),
    t.content
      .ensureProfile(makeProfile({ email: 'other.admin@example.com' }))
      .then(async (profile) => (await t.content.setAdmin(profile.id, true))!),
    Promise.all(
      (['verified', 'admin'] as const).map(
        async (actor) =>
          [actor, await addUpload(t, actor, `gallery/1767225600000-${actor.padEnd(32, '0')}`)] as const,
      ),
    ).then((pairs) => new Map<ActorName, string>(pairs)),
    t.media.put(mediaKey, smallPng, 'image/webp'),
  ])
  const revision = makeRevision({ post_id: post.id })
  await t.content.addRevision(revision)
  return {
    uploadUrlOf: (actor) => uploads.get(actor) ?? uploads.get('verified')!,
    revisionId: revision.id,
    postId: post.id,
    postSlug: post.slug,
    draftSlug: draft.slug,
    approvedId: approved.id,
    pendingId: pending.id,
    ownPhotoId: ownPhoto.id,
    enquiryId: enquiry.id,
    statusLink: `${enquiry.id}.${STATUS_KEY}`,
    otherAdminId: otherAdmin.id,
    mediaKey,
  }
}

type Cell = number
/** Expected status for visitor, unverified user, verified user, admin. */
type Expected = [Cell, Cell, Cell, Cell]
type Call = { path?: string } & Omit<RequestOptions, 'as'>
interface Row {
  /** The route as Hono registers it, e.g. 'PATCH /api/posts/:id'. */
  route: string
  name: string
  request: (seed: Seed, actor: ActorName) => { method: string; path: string } & Omit<RequestOptions, 'as'>
  expected: Expected
}

const anyone: Expected = [200, 200, 200, 200]
const signedIn: Expected = [401, 200, 200, 200]
const adminOnly = (allowed: Cell): Expected => [401, 403, 403, allowed]

/** A row of the matrix: the request goes to the route's own path unless `call` names another. */
function row(
  route: string,
  expected: Expected,
  call: (s: Seed, actor: ActorName) => Call = () => ({}),
  variant?: string,
): Row {
  const [method, template] = route.split(' ') as [string, string]
  return {
    route,
    name: variant ? `${route} (${variant})` : route,
    expected,
    request: (s, actor) => {
      const { path = template, ...options } = call(s, actor)
      return { method, path, ...options }
    },
  }
}

const withLink = (s: Seed) => ({ headers: { 'X-Request-Key': s.statusLink } })

const submission = (s: Seed, actor: ActorName) => ({
  json: { title: 'My photo', image_url: s.uploadUrlOf(actor) },
})

const rows: Row[] = [
  // Health, for an uptime check: anyone, and it says only whether the store answers.
  row('GET /api/health', anyone),

  // Posts: public reads, admin writes.
  row('GET /api/posts', anyone),
  row('GET /api/posts/:slug', anyone, (s) => ({ path: `/api/posts/${s.postSlug}` })),
  row('GET /api/posts/:slug/related', anyone, (s) => ({ path: `/api/posts/${s.postSlug}/related` })),
  // Drafts (and scheduled posts) are for admins: to anyone else they do not exist.
  row('GET /api/posts', adminOnly(200), () => ({ path: '/api/posts?status=draft' }), 'drafts'),
  row(
    'GET /api/posts/:slug',
    [404, 404, 404, 200],
    (s) => ({ path: `/api/posts/${s.draftSlug}` }),
    'a draft',
  ),
  row(
    'GET /api/posts/:slug/related',
    [404, 404, 404, 200],
    (s) => ({ path: `/api/posts/${s.draftSlug}/related` }),
    'a draft',
  ),
  row('POST /api/posts', adminOnly(201), () => ({ json: { title: 'New post', content: '<p>Body</p>' } })),
  row('PATCH /api/posts/:id', adminOnly(200), (s) => ({
    path: `/api/posts/${s.postId}`,
    json: { title: 'Changed' },
  })),
  row('DELETE /api/posts/:id', adminOnly(204), (s) => ({ path: `/api/posts/${s.postId}` })),
  // A post's revisions: admins only, reading as much as restoring.
  row('GET /api/posts/:id/revisions', adminOnly(200), (s) => ({ path: `/api/posts/${s.postId}/revisions` })),
  row('GET /api/posts/:id/revisions/:revisionId', adminOnly(200), (s) => ({
    path: `/api/posts/${s.postId}/revisions/${s.revisionId}`,
  })),
  row('POST /api/posts/:id/revisions/:revisionId/restore', adminOnly(200), (s) => ({
    path: `/api/posts/${s.postId}/revisions/${s.revisionId}/restore`,
  })),

  // Gallery: public approved list and categories; verified users submit; admins manage.
  row('GET /api/gallery', anyone),
  row('GET /api/gallery/categories', anyone),
  row('POST /api/gallery/submissions', [401, 403, 201, 201], submission),
  row('GET /api/gallery/all', adminOnly(200)),
  row('POST /api/gallery', adminOnly(201), submission),
  row('PATCH /api/gallery/:id', adminOnly(200), (s) => ({
    path: `/api/gallery/${s.approvedId}`,
    json: { title: 'Changed' },
  })),
  row('GET /api/gallery/mine', signedIn),
  // Only the person who sent it; to anyone else it does not exist (admins delete through /:id).
  row('DELETE /api/gallery/mine/:id', [401, 404, 204, 404], (s) => ({
    path: `/api/gallery/mine/${s.ownPhotoId}`,
  })),
  row('DELETE /api/gallery/:id', adminOnly(204), (s) => ({ path: `/api/gallery/${s.approvedId}` })),
  row('POST /api/gallery/:id/approve', adminOnly(200), (s) => ({
    path: `/api/gallery/${s.pendingId}/approve`,
  })),
  row('POST /api/gallery/:id/reject', adminOnly(200), (s) => ({
    path: `/api/gallery/${s.pendingId}/reject`,
  })),
  row('PUT /api/gallery/order', adminOnly(200), (s) => ({ json: { ids: [s.pendingId, s.approvedId] } })),
  row('POST /api/gallery/categories', adminOnly(201), () => ({ json: { name: 'Solar' } })),

  // Media: gallery photos for verified users, blog images for admins; files are public.
  row(
    'POST /api/media',
    [401, 403, 201, 201],
    () => ({ form: uploadForm(smallPng, 'gallery', 'p.png') }),
    'purpose gallery',
  ),
  row(
    'POST /api/media',
    adminOnly(201),
    () => ({ form: uploadForm(smallPng, 'blog', 'p.png') }),
    'purpose blog',
  ),
  row('GET /api/media/*', anyone, (s) => ({ path: `/api/media/${s.mediaKey}` })),

  // Profiles: your own for anyone signed in; user management for admins.
  row('GET /api/profiles/me', signedIn),
  row('GET /api/profiles', adminOnly(200)),
  row('GET /api/profiles/admins', adminOnly(200)),
  row(
    'PATCH /api/profiles/:id',
    adminOnly(200),
    () => ({ path: `/api/profiles/${people.verified.uid}`, json: { is_admin: true } }),
    'make admin',
  ),
  row(
    'PATCH /api/profiles/:id',
    adminOnly(200),
    (s) => ({ path: `/api/profiles/${s.otherAdminId}`, json: { is_admin: false } }),
    'remove admin',
  ),
  row('DELETE /api/profiles/:id', adminOnly(204), () => ({ path: `/api/profiles/${people.verified.uid}` })),
  // Anyone signed in may delete their own account (an admin while another admin remains, as
  // here; profiles.test.ts has the last admin).
  row('DELETE /api/profiles/me', [401, 204, 204, 204]),
  row('POST /api/profiles/admins', adminOnly(201), () => ({
    json: { email: 'new.admin@example.com', password: 'a-good-password' },
  })),

  // Publishing: admins see whether the static site is up to date, and retry.
  row('GET /api/stats', adminOnly(200)),
  row('GET /api/publish', adminOnly(200)),
  row('POST /api/publish/retry', adminOnly(200)),
  row('GET /api/settings', adminOnly(200)),
  row('PUT /api/settings', adminOnly(200), () => ({
    json: { settings: DEFAULT_BUSINESS_SETTINGS, version: 0 },
  })),

  // The activity log: admins read it; no route writes, edits or deletes an entry.
  row('GET /api/activity', adminOnly(200)),

  // Enquiries: anyone may send one; admins read, handle and delete them.
  row('POST /api/enquiries', [201, 201, 201, 201], () => ({
    json: { name: 'Sam', email: 'sam@example.com', message: 'Please call me back.' },
  })),
  row('GET /api/enquiries', adminOnly(200)),
  row('PATCH /api/enquiries/:id', adminOnly(200), (s) => ({
    path: `/api/enquiries/${s.enquiryId}`,
    json: { status: 'done' },
  })),
  row('GET /api/enquiries/:id/notices', adminOnly(200), (s) => ({
    path: `/api/enquiries/${s.enquiryId}/notices`,
  })),
  row('POST /api/enquiries/:id/notes', adminOnly(201), (s) => ({
    path: `/api/enquiries/${s.enquiryId}/notes`,
    json: { text: 'Called.' },
  })),
  row('POST /api/enquiries/quote-requests', [201, 201, 201, 201], () => ({ json: quoteRequestBody() })),
  row('DELETE /api/enquiries/:id', adminOnly(204), (s) => ({ path: `/api/enquiries/${s.enquiryId}` })),

  // A request's status page: whoever holds its link, signed in or not; without it, nobody.
  row('GET /api/request-status', anyone, withLink),
  row('GET /api/request-status', [404, 404, 404, 404], () => ({}), 'no link'),
  row('POST /api/request-status/updates', [201, 201, 201, 201], (s) => ({
    ...withLink(s),
    json: { text: 'The gate code is 1234.' },
  })),
  row('POST /api/request-status/cancel', anyone, withLink),
  row('POST /api/request-status/cancel', [404, 404, 404, 404], () => ({}), 'no link'),
  row('POST /api/request-status/stop-emails', anyone, withLink),
  row('GET /api/request-status/photos/*', anyone, (s) => ({
    ...withLink(s),
    path: `/api/request-status/photos/${s.mediaKey}`,
  })),
  row(
    'GET /api/request-status/photos/*',
    [404, 404, 404, 404],
    (s) => ({ path: `/api/request-status/photos/${s.mediaKey}` }),
    'no link',
  ),
]

const cells = rows.flatMap((row) =>
  ACTORS.map((actor, index) => ({ row, actor, status: row.expected[index]! })),
)

describe('authorisation matrix', () => {
  test('covers every route the app serves', async () => {
    const t = await makeTestApp()
    const served = new Set(
      t.app.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    )
    expect(new Set(rows.map((row) => row.route))).toEqual(served)
  })

  describe.each(BACKENDS)('%s', (backend) => {
    test.each(cells.map((cell) => [cell.row.name, cell.actor, cell.status, cell] as const))(
      '%s as %s → %i',
      async (_, actor, status, { row }) => {
        const t = await makeTestApp({}, { backend })
        const ids = await seed(t)
        const { method, path, ...options } = row.request(ids, actor)
        const denied = status === 401 || status === 403
        const before = denied ? await snapshot(t) : null
        const response = await t.request(method, path, { ...options, as: actor })
        expect(response.status).toBe(status)
        if (denied) {
          const body = (await response.json()) as { error: { code: string } }
          expect(body.error.code).toBe(status === 401 ? 'unauthenticated' : 'forbidden')
          expect(await snapshot(t)).toEqual(before)
        }
      },
    )
  })
})
