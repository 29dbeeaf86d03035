/**
 * Every API route against every kind of caller, with the exact cells allowed and denied.
 * A denied cell answers 401 (visitor) or 403 (signed in) and changes nothing at all: the
 * store, the media folder and the accounts are compared before and after. Each cell runs on
 * its own fresh app, so no cell can lean on another.
 */
import { describe, expect, test } from 'vitest'
import { makeEnquiry, makeGalleryImage, makePost, makeProfile, minutesAgo } from '#tests/factories/index.ts'
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

const smallPng = fixture('small.png')
const ACTORS: ActorName[] = ['visitor', 'user', 'verified', 'admin']

interface Seed {
  postId: string
  postSlug: string
  approvedId: string
  pendingId: string
  /** A photo the verified user sent. */
  ownPhotoId: string
  enquiryId: string
  otherAdminId: string
  mediaKey: string
  /** An upload of each person's own, not attached yet: what they may submit. */
  uploadUrlOf: (actor: ActorName) => string
}

async function seed(t: TestApp): Promise<Seed> {
  // Independent writes, at once: on Firestore each is a few round trips.
  const mediaKey = 'gallery/1767225600000-abcdef12-320.webp'
  const [[post], [approved, pending, ownPhoto], enquiry, otherAdmin, uploads] = await Promise.all([
    Promise.all([
      t.content.createPost(makePost({ slug: 'seeded-post', tags: ['hvac'], date: minutesAgo(5) })),
      t.content.createPost(makePost({ tags: ['hvac'], date: minutesAgo(10) })),
    ]),
    Promise.all([
      t.content.createGalleryImage(makeGalleryImage({ status: 'approved' })),
      t.content.createGalleryImage(makeGalleryImage({ status: 'pending' })),
      t.content.createGalleryImage(makeGalleryImage({ status: 'pending', author_id: people.verified.uid })),
    ]),
    t.content.createEnquiry(makeEnquiry()),
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
  return {
    uploadUrlOf: (actor) => uploads.get(actor) ?? uploads.get('verified')!,
    postId: post.id,
    postSlug: post.slug,
    approvedId: approved.id,
    pendingId: pending.id,
    ownPhotoId: ownPhoto.id,
    enquiryId: enquiry.id,
    otherAdminId: otherAdmin.id,
    mediaKey,
  }
}

type Cell = number
interface Row {
  /** The route as Hono registers it, e.g. 'PATCH /api/posts/:id'. */
  route: string
  name?: string
  request: (seed: Seed, actor: ActorName) => { method: string; path: string } & Omit<RequestOptions, 'as'>
  /** Expected status for visitor, unverified user, verified user, admin. */
  expected: [Cell, Cell, Cell, Cell]
}

const submission = (s: Seed, actor: ActorName) => ({ title: 'My photo', image_url: s.uploadUrlOf(actor) })

const rows: Row[] = [
  // Health, for an uptime check: anyone, and it says only whether the store answers.
  {
    route: 'GET /api/health',
    request: () => ({ method: 'GET', path: '/api/health' }),
    expected: [200, 200, 200, 200],
  },

  // Posts: public reads, admin writes.
  {
    route: 'GET /api/posts',
    request: () => ({ method: 'GET', path: '/api/posts' }),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'GET /api/posts/:slug',
    request: (s) => ({ method: 'GET', path: `/api/posts/${s.postSlug}` }),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'GET /api/posts/:slug/related',
    request: (s) => ({ method: 'GET', path: `/api/posts/${s.postSlug}/related` }),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'POST /api/posts',
    request: () => ({
      method: 'POST',
      path: '/api/posts',
      json: { title: 'New post', content: '<p>Body</p>' },
    }),
    expected: [401, 403, 403, 201],
  },
  {
    route: 'PATCH /api/posts/:id',
    request: (s) => ({ method: 'PATCH', path: `/api/posts/${s.postId}`, json: { title: 'Changed' } }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'DELETE /api/posts/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/posts/${s.postId}` }),
    expected: [401, 403, 403, 204],
  },

  // Gallery: public approved list and categories; verified users submit; admins manage.
  {
    route: 'GET /api/gallery',
    request: () => ({ method: 'GET', path: '/api/gallery' }),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'GET /api/gallery/categories',
    request: () => ({ method: 'GET', path: '/api/gallery/categories' }),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'POST /api/gallery/submissions',
    request: (s, actor) => ({ method: 'POST', path: '/api/gallery/submissions', json: submission(s, actor) }),
    expected: [401, 403, 201, 201],
  },
  {
    route: 'GET /api/gallery/all',
    request: () => ({ method: 'GET', path: '/api/gallery/all' }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/gallery',
    request: (s, actor) => ({ method: 'POST', path: '/api/gallery', json: submission(s, actor) }),
    expected: [401, 403, 403, 201],
  },
  {
    route: 'PATCH /api/gallery/:id',
    request: (s) => ({ method: 'PATCH', path: `/api/gallery/${s.approvedId}`, json: { title: 'Changed' } }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/gallery/mine',
    request: () => ({ method: 'GET', path: '/api/gallery/mine' }),
    expected: [401, 200, 200, 200],
  },
  {
    // Only the person who sent it; to anyone else it does not exist (admins delete through /:id).
    route: 'DELETE /api/gallery/mine/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/gallery/mine/${s.ownPhotoId}` }),
    expected: [401, 404, 204, 404],
  },
  {
    route: 'DELETE /api/gallery/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/gallery/${s.approvedId}` }),
    expected: [401, 403, 403, 204],
  },
  {
    route: 'POST /api/gallery/:id/approve',
    request: (s) => ({ method: 'POST', path: `/api/gallery/${s.pendingId}/approve` }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/gallery/:id/reject',
    request: (s) => ({ method: 'POST', path: `/api/gallery/${s.pendingId}/reject` }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'PUT /api/gallery/order',
    request: (s) => ({
      method: 'PUT',
      path: '/api/gallery/order',
      json: { ids: [s.pendingId, s.approvedId] },
    }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/gallery/categories',
    request: () => ({ method: 'POST', path: '/api/gallery/categories', json: { name: 'Solar' } }),
    expected: [401, 403, 403, 201],
  },

  // Media: gallery photos for verified users, blog images for admins; files are public.
  {
    route: 'POST /api/media',
    name: 'POST /api/media (purpose gallery)',
    request: () => ({ method: 'POST', path: '/api/media', form: uploadForm(smallPng, 'gallery', 'p.png') }),
    expected: [401, 403, 201, 201],
  },
  {
    route: 'POST /api/media',
    name: 'POST /api/media (purpose blog)',
    request: () => ({ method: 'POST', path: '/api/media', form: uploadForm(smallPng, 'blog', 'p.png') }),
    expected: [401, 403, 403, 201],
  },
  {
    route: 'GET /api/media/*',
    request: (s) => ({ method: 'GET', path: `/api/media/${s.mediaKey}` }),
    expected: [200, 200, 200, 200],
  },

  // Profiles: your own for anyone signed in; user management for admins.
  {
    route: 'GET /api/profiles/me',
    request: () => ({ method: 'GET', path: '/api/profiles/me' }),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'GET /api/profiles',
    request: () => ({ method: 'GET', path: '/api/profiles' }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'PATCH /api/profiles/:id',
    name: 'PATCH /api/profiles/:id (make admin)',
    request: () => ({
      method: 'PATCH',
      path: `/api/profiles/${people.verified.uid}`,
      json: { is_admin: true },
    }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'PATCH /api/profiles/:id',
    name: 'PATCH /api/profiles/:id (remove admin)',
    request: (s) => ({ method: 'PATCH', path: `/api/profiles/${s.otherAdminId}`, json: { is_admin: false } }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'DELETE /api/profiles/:id',
    request: () => ({ method: 'DELETE', path: `/api/profiles/${people.verified.uid}` }),
    expected: [401, 403, 403, 204],
  },
  {
    // Anyone signed in may delete their own account (an admin while another admin remains, as
    // here; profiles.test.ts has the last admin).
    route: 'DELETE /api/profiles/me',
    request: () => ({ method: 'DELETE', path: '/api/profiles/me' }),
    expected: [401, 204, 204, 204],
  },
  {
    route: 'POST /api/profiles/admins',
    request: () => ({
      method: 'POST',
      path: '/api/profiles/admins',
      json: { email: 'new.admin@example.com', password: 'a-good-password' },
    }),
    expected: [401, 403, 403, 201],
  },

  // Publishing: admins see whether the static site is up to date, and retry.
  {
    route: 'GET /api/stats',
    request: () => ({ method: 'GET', path: '/api/stats' }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/publish',
    request: () => ({ method: 'GET', path: '/api/publish' }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/publish/retry',
    request: () => ({ method: 'POST', path: '/api/publish/retry' }),
    expected: [401, 403, 403, 200],
  },

  // Enquiries: anyone may send one; admins read, handle and delete them.
  {
    route: 'POST /api/enquiries',
    request: () => ({
      method: 'POST',
      path: '/api/enquiries',
      json: { name: 'Sam', email: 'sam@example.com', message: 'Please call me back.' },
    }),
    expected: [201, 201, 201, 201],
  },
  {
    route: 'GET /api/enquiries',
    request: () => ({ method: 'GET', path: '/api/enquiries' }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'PATCH /api/enquiries/:id',
    request: (s) => ({ method: 'PATCH', path: `/api/enquiries/${s.enquiryId}`, json: { status: 'done' } }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/enquiries/:id/notes',
    request: (s) => ({
      method: 'POST',
      path: `/api/enquiries/${s.enquiryId}/notes`,
      json: { text: 'Called.' },
    }),
    expected: [401, 403, 403, 201],
  },
  {
    route: 'POST /api/enquiries/quote-requests',
    request: () => ({
      method: 'POST',
      path: '/api/enquiries/quote-requests',
      json: {
        name: 'Sam',
        phone: '0400 000 000',
        email: 'sam@example.com',
        service: 'hvac',
        area: 'Inner West',
        address: '1 Example Street',
        time_window: 'any',
        emergency: false,
        description: 'Service the split system, please.',
      },
    }),
    expected: [201, 201, 201, 201],
  },
  {
    route: 'DELETE /api/enquiries/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/enquiries/${s.enquiryId}` }),
    expected: [401, 403, 403, 204],
  },
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
    test.each(cells.map((cell) => [cell.row.name ?? cell.row.route, cell.actor, cell.status, cell] as const))(
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
