/**
 * What fuzz.test.ts aims at: every write route of the API with a body it accepts (the bad
 * requests are built from it), and the stored records whose ids the paths take.
 */
import { makeEnquiry, makeGalleryImage, makePost, makeProfile, makeRevision } from '#tests/factories/index.ts'
import type { TestApp } from '#tests/helpers/test-app.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../business-defaults.ts'
import { sydneyDate } from '../domain/booking.ts'

export interface FuzzRoute {
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

export interface FuzzTargets {
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

/** What the routes aim at, stored in `t` before the fuzz starts. */
export async function seedFuzzTargets(t: TestApp): Promise<FuzzTargets> {
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

/** Every write route of the API; `seeded` is read only when a request is built, after seeding. */
export const fuzzRoutes = (seeded: () => FuzzTargets): FuzzRoute[] => [
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
    ids: () => seeded().postIds,
    valid: () => ({
      title: 'Renamed post',
      tags: ['hvac'],
      excerpt: 'Short',
      featured: true,
      status: 'draft',
    }),
  },
  { method: 'DELETE', path: '/api/posts/:id', ids: () => seeded().postIds, valid: () => ({}) },
  {
    method: 'POST',
    path: `/api/posts/:id/revisions/${FUZZ_REVISION}/restore`,
    ids: () => seeded().postIds,
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
      image_url: seeded().uploadUrl('verified'),
    }),
  },
  {
    method: 'PATCH',
    path: '/api/gallery/:id',
    ids: () => seeded().imageIds,
    valid: () => ({ title: 'Renamed photo', date: '2024-12-01', category: 'Team', location: null }),
  },
  { method: 'DELETE', path: '/api/gallery/:id', ids: () => seeded().imageIds, valid: () => ({}) },
  { method: 'POST', path: '/api/gallery/:id/approve', ids: () => seeded().imageIds, valid: () => ({}) },
  { method: 'POST', path: '/api/gallery/:id/reject', ids: () => seeded().imageIds, valid: () => ({}) },
  { method: 'PUT', path: '/api/gallery/order', valid: () => ({ ids: seeded().imageIds.slice(0, 2) }) },
  { method: 'POST', path: '/api/gallery/categories', valid: () => ({ name: 'Solar & Battery' }) },
  {
    method: 'POST',
    path: '/api/profiles/admins',
    valid: () => ({ email: 'second.admin@example.com', password: 'correct horse battery staple' }),
  },
  {
    method: 'PATCH',
    path: '/api/profiles/:id',
    ids: () => seeded().profileIds,
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
    ids: () => seeded().enquiryIds,
    valid: () => ({ status: 'booked', booking: { date: '2031-01-06', start: '07:00', end: '12:00' } }),
  },
  {
    method: 'POST',
    path: '/api/enquiries/:id/notes',
    ids: () => seeded().enquiryIds,
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
      preferred_dates: [sydneyDate(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000))],
      time_window: 'morning',
      emergency: true,
      description: 'No power to half the house.',
      photos: [],
      website: '',
      submission_id: 'c3a5e8f1-2b4d-4c6e-8a0f-1d3b5e7a9c2f',
    }),
  },
  ...(['updates', 'stop-emails', 'cancel'] as const).map((action) => ({
    method: 'POST' as const,
    path: `/api/request-status/${action}`,
    headers: () => ({ 'X-Request-Key': seeded().statusLink }),
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
