/**
 * What the activity log records: each admin action through the API leaves one entry naming who
 * did what to which record; customers' and visitors' actions leave none.
 */
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '../../domain/audit.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { makeEnquiry, makeGalleryImage, makePost, makeProfile } from '#tests/factories/index.ts'
import { addUpload, BACKENDS, makeTestApp, people, type TestApp } from '#tests/helpers/test-app.ts'

const admin = { actor_id: people.admin.uid, actor_email: people.admin.email }
const anyId = expect.any(String) as string

async function entries(t: TestApp): Promise<AuditEntry[]> {
  return (await t.content.listAuditEntries()).items
}

type ExpectedEntry = Pick<AuditEntry, 'kind' | 'action' | 'target' | 'summary'>

/** The entry an action should leave; the target as [type, id, label]. */
function entry(
  kind: AuditEntry['kind'],
  action: string,
  [type, id, label]: [string, string, string],
  summary: string,
): ExpectedEntry {
  return { kind, action, target: { type, id, label }, summary }
}

interface Case {
  name: string
  /** Seeds what the action needs; answers the admin's request and the entry expected. */
  act: (t: TestApp) => Promise<{
    request: [method: string, path: string, json?: unknown]
    status: number
    entry: ExpectedEntry
  }>
}

const enquiryLabel = 'Quote request received 15 Jan 2026'
const quoteRequest = (t: TestApp, overrides: Partial<Enquiry> = {}) =>
  t.content.createEnquiry(
    makeEnquiry({ kind: 'quote', created_at: '2026-01-15T02:00:00.000Z', ...overrides }),
  )
const approvedPhoto = (t: TestApp, overrides: Partial<GalleryImage> = {}) =>
  t.content.createGalleryImage(makeGalleryImage({ status: 'approved', ...overrides }))

const cases: Case[] = [
  {
    name: 'a post created',
    act: async () => ({
      request: ['POST', '/api/posts', { title: 'Heat pumps', slug: 'heat-pumps', content: '<p>Body</p>' }],
      status: 201,
      entry: entry('post', 'created', ['post', anyId, 'Heat pumps'], 'Slug: heat-pumps'),
    }),
  },
  {
    name: 'a post updated, with what changed',
    act: async (t) => {
      const post = await t.content.createPost(makePost({ title: 'Old title', tags: ['hvac'] }))
      const json = { title: 'New title', tags: ['hvac', 'solar'], content: '<p>New words</p>' }
      const summary = 'Title: "Old title" → "New title"; Text changed; Tags: hvac → hvac, solar'
      return {
        request: ['PATCH', `/api/posts/${post.id}`, json],
        status: 200,
        entry: entry('post', 'updated', ['post', post.id, 'New title'], summary),
      }
    },
  },
  {
    name: 'a post deleted',
    act: async (t) => {
      const post = await t.content.createPost(makePost({ title: 'Going', slug: 'going' }))
      return {
        request: ['DELETE', `/api/posts/${post.id}`],
        status: 204,
        entry: entry('post', 'deleted', ['post', post.id, 'Going'], 'Slug: going'),
      }
    },
  },
  {
    name: 'a photo added by an admin',
    act: async (t) => {
      const image_url = await addUpload(t, 'admin', `gallery/1767225600000-${'a'.repeat(32)}`)
      const summary = expect.stringMatching(/^Category: /) as string
      return {
        request: ['POST', '/api/gallery', { title: 'New switchboard', image_url }],
        status: 201,
        entry: entry('gallery', 'created', ['gallery image', anyId, 'New switchboard'], summary),
      }
    },
  },
  {
    name: "a photo's title changed",
    act: async (t) => {
      const image = await approvedPhoto(t, { title: 'Before' })
      return {
        request: ['PATCH', `/api/gallery/${image.id}`, { title: 'After' }],
        status: 200,
        entry: entry('gallery', 'updated', ['gallery image', image.id, 'After'], 'Title: "Before" → "After"'),
      }
    },
  },
  {
    name: "a photo's date changed, as a calendar day",
    act: async (t) => {
      const image = await approvedPhoto(t, { title: 'Deck', date: '2026-03-14T00:00:00.000Z' })
      return {
        request: ['PATCH', `/api/gallery/${image.id}`, { date: '2026-03-21' }],
        status: 200,
        entry: entry(
          'gallery',
          'updated',
          ['gallery image', image.id, 'Deck'],
          'Date: "14 Mar 2026" → "21 Mar 2026"',
        ),
      }
    },
  },
  {
    name: 'a post scheduled: when it goes live, as Sydney reads it',
    act: async (t) => {
      const post = await t.content.createPost(
        makePost({ title: 'Later', status: 'published', publish_at: null }),
      )
      // 21:00 UTC on 4 December is 8:00 am on the 5th in Sydney.
      const json = { status: 'scheduled', publish_at: '2030-12-04T21:00:00.000Z' }
      const summary = 'Status: "published" → "scheduled"; Goes live: none → "Thu, 5 Dec 2030, 8:00 am"'
      return {
        request: ['PATCH', `/api/posts/${post.id}`, json],
        status: 200,
        entry: entry('post', 'updated', ['post', post.id, 'Later'], summary),
      }
    },
  },
  {
    name: 'a photo deleted',
    act: async (t) => {
      const image = await approvedPhoto(t, { title: 'Old job' })
      return {
        request: ['DELETE', `/api/gallery/${image.id}`],
        status: 204,
        entry: entry('gallery', 'deleted', ['gallery image', image.id, 'Old job'], 'Status: approved'),
      }
    },
  },
  {
    name: "an admin's own photo deleted from their photos",
    act: async (t) => {
      const image = await approvedPhoto(t, { title: 'My deck', author_id: people.admin.uid })
      return {
        request: ['DELETE', `/api/gallery/mine/${image.id}`],
        status: 204,
        entry: entry('gallery', 'deleted', ['gallery image', image.id, 'My deck'], 'Status: approved'),
      }
    },
  },
  ...(['approve', 'reject'] as const).map((decision): Case => ({
    name: `a photo review: ${decision}`,
    act: async (t) => {
      const image = await t.content.createGalleryImage(
        makeGalleryImage({ title: 'Sent in', status: 'pending' }),
      )
      const status = decision === 'approve' ? 'approved' : 'rejected'
      return {
        request: ['POST', `/api/gallery/${image.id}/${decision}`],
        status: 200,
        entry: entry('review', status, ['gallery image', image.id, 'Sent in'], `Status: pending → ${status}`),
      }
    },
  })),
  {
    name: 'the gallery reordered',
    act: async (t) => {
      const [a, b] = await Promise.all([approvedPhoto(t), approvedPhoto(t)])
      return {
        request: ['PUT', '/api/gallery/order', { ids: [b.id, a.id] }],
        status: 200,
        entry: entry(
          'gallery',
          'reordered',
          ['gallery', 'order', 'Gallery order'],
          '2 photos moved to the front',
        ),
      }
    },
  },
  {
    name: 'a gallery category added',
    act: async () => ({
      request: ['POST', '/api/gallery/categories', { name: 'Solar' }],
      status: 201,
      entry: entry(
        'gallery',
        'category added',
        ['gallery category', 'Solar', 'Solar'],
        expect.stringMatching(/^Position \d+$/) as string,
      ),
    }),
  },
  {
    name: "an enquiry's status changed, without the customer's name or words",
    act: async (t) => {
      const { id } = await quoteRequest(t, { status: 'quoted' })
      return {
        request: ['PATCH', `/api/enquiries/${id}`, { status: 'done' }],
        status: 200,
        entry: entry('enquiry', 'status changed', ['enquiry', id, enquiryLabel], 'Status: quoted → done'),
      }
    },
  },
  {
    name: 'a note added to an enquiry, without its text',
    act: async (t) => {
      const { id } = await quoteRequest(t)
      return {
        request: ['POST', `/api/enquiries/${id}/notes`, { text: 'Called, the gate code is 1234.' }],
        status: 201,
        entry: entry('enquiry', 'note added', ['enquiry', id, enquiryLabel], 'Note 1 added'),
      }
    },
  },
  {
    name: 'an enquiry deleted',
    act: async (t) => {
      const { id } = await quoteRequest(t, { status: 'lost' })
      return {
        request: ['DELETE', `/api/enquiries/${id}`],
        status: 204,
        entry: entry('enquiry', 'deleted', ['enquiry', id, enquiryLabel], 'Status: lost'),
      }
    },
  },
  {
    name: 'someone made admin',
    act: async () => ({
      request: ['PATCH', `/api/profiles/${people.verified.uid}`, { is_admin: true }],
      status: 200,
      entry: entry(
        'account',
        'made admin',
        ['account', people.verified.uid, people.verified.email],
        'Role: user → admin',
      ),
    }),
  },
  {
    name: 'an admin removed',
    act: async (t) => {
      const other = await t.content.ensureProfile(makeProfile({ email: 'second.admin@example.com' }))
      await t.content.setAdmin(other.id, true)
      return {
        request: ['PATCH', `/api/profiles/${other.id}`, { is_admin: false }],
        status: 200,
        entry: entry(
          'account',
          'admin removed',
          ['account', other.id, 'second.admin@example.com'],
          'Role: admin → user',
        ),
      }
    },
  },
  {
    name: 'an admin created',
    act: async () => ({
      request: [
        'POST',
        '/api/profiles/admins',
        { email: 'new.admin@example.com', password: 'a-good-password' },
      ],
      status: 201,
      entry: entry(
        'account',
        'admin created',
        ['account', anyId, 'new.admin@example.com'],
        'New account with the admin role',
      ),
    }),
  },
  {
    name: "a customer's account deleted by an admin, without their e-mail",
    act: async () => ({
      request: ['DELETE', `/api/profiles/${people.verified.uid}`],
      status: 204,
      entry: entry(
        'account',
        'deleted',
        ['account', people.verified.uid, 'Customer account'],
        'Account deleted',
      ),
    }),
  },
  {
    name: 'an admin deletes their own account, while another admin remains',
    act: async (t) => {
      await t.content.setAdmin(people.verified.uid, true)
      return {
        request: ['DELETE', '/api/profiles/me'],
        status: 204,
        entry: entry(
          'account',
          'deleted',
          ['account', people.admin.uid, people.admin.email],
          'Admin account deleted',
        ),
      }
    },
  },
  {
    name: 'a publish retried',
    act: async () => ({
      request: ['POST', '/api/publish/retry'],
      status: 200,
      entry: entry('publish', 'retried', ['site', 'site', 'The website'], 'Site rebuild started'),
    }),
  },
]

describe.each(BACKENDS)('%s', (backend) => {
  describe('each admin action leaves one entry', () => {
    test.each(cases.map((c) => [c.name, c] as const))('%s', async (_, { act }) => {
      const t = await makeTestApp({}, { backend })
      const { request, status, entry: expected } = await act(t)
      const [method, path, json] = request
      const response = await t.request(
        method,
        path,
        json === undefined ? { as: 'admin' } : { as: 'admin', json },
      )
      expect(response.status).toBe(status)
      expect(await entries(t)).toEqual([{ ...expected, ...admin, id: anyId, at: anyId }])
    })
  })

  test("customers' and visitors' actions leave none", async () => {
    const t = await makeTestApp({}, { backend })
    const sent = await t.request('POST', '/api/enquiries', {
      json: { name: 'Sam', email: 'sam@example.com', message: 'Please call me back.' },
    })
    expect(sent.status).toBe(201)
    const photo = await t.request('POST', '/api/gallery/submissions', {
      as: 'verified',
      json: {
        title: 'My photo',
        image_url: await addUpload(t, 'verified', `gallery/1767225600000-${'v'.repeat(32)}`),
      },
    })
    expect(photo.status).toBe(201)
    const { id } = ((await photo.json()) as { image: GalleryImage }).image
    expect((await t.request('DELETE', `/api/gallery/mine/${id}`, { as: 'verified' })).status).toBe(204)
    expect((await t.request('DELETE', '/api/profiles/me', { as: 'user' })).status).toBe(204)
    expect(await entries(t)).toEqual([])
  })

  test('a log that cannot be written does not undo or fail the action; it is logged', async () => {
    const t = await makeTestApp({}, { backend })
    t.stores.audit.appendAuditEntry = async () => {
      throw new Error('The log is unavailable')
    }
    const post = await t.content.createPost(makePost({ title: 'Kept' }))
    const response = await t.request('PATCH', `/api/posts/${post.id}`, {
      as: 'admin',
      json: { title: 'Changed' },
    })
    expect(response.status).toBe(200)
    expect((await t.content.getPost(post.id))?.title).toBe('Changed')
    expect(t.logged.error.map(([message]) => message)).toEqual([
      expect.stringContaining('[audit] could not record post updated'),
    ])
  })
})
