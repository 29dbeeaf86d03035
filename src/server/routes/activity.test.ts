/**
 * The admin activity log through the API: each admin action leaves one entry naming who did
 * what to which record; customers' and visitors' actions leave none; the log is read only.
 */
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '../../domain/audit.ts'
import {
  makeAuditEntry,
  makeEnquiry,
  makeGalleryImage,
  makePost,
  makeProfile,
} from '#tests/factories/index.ts'
import {
  addUpload,
  BACKENDS,
  makeTestApp,
  people,
  type RequestOptions,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import { deleteExpiredAuditEntries } from '../services/audit.ts'

const admin = { actor_id: people.admin.uid, actor_email: people.admin.email }

async function entries(t: TestApp): Promise<AuditEntry[]> {
  return (await t.content.listAuditEntries()).items
}

interface Case {
  name: string
  /** Seeds what the action needs; answers the request and the entry expected. */
  act: (t: TestApp) => Promise<{
    method: string
    path: string
    options?: Omit<RequestOptions, 'as'>
    status: number
    entry: Pick<AuditEntry, 'kind' | 'action' | 'target' | 'summary'>
  }>
}

const enquiryLabel = 'Quote request received 15 Jan 2026'

const cases: Case[] = [
  {
    name: 'a post created',
    act: async () => ({
      method: 'POST',
      path: '/api/posts',
      options: { json: { title: 'Heat pumps', slug: 'heat-pumps', content: '<p>Body</p>' } },
      status: 201,
      entry: {
        kind: 'post',
        action: 'created',
        target: { type: 'post', id: expect.any(String) as string, label: 'Heat pumps' },
        summary: 'Slug: heat-pumps',
      },
    }),
  },
  {
    name: 'a post updated, with what changed',
    act: async (t) => {
      const post = await t.content.createPost(makePost({ title: 'Old title', tags: ['hvac'] }))
      return {
        method: 'PATCH',
        path: `/api/posts/${post.id}`,
        options: { json: { title: 'New title', tags: ['hvac', 'solar'], content: '<p>New words</p>' } },
        status: 200,
        entry: {
          kind: 'post',
          action: 'updated',
          target: { type: 'post', id: post.id, label: 'New title' },
          summary: 'Title: "Old title" → "New title"; Text changed; Tags: hvac → hvac, solar',
        },
      }
    },
  },
  {
    name: 'a post deleted',
    act: async (t) => {
      const post = await t.content.createPost(makePost({ title: 'Going', slug: 'going' }))
      return {
        method: 'DELETE',
        path: `/api/posts/${post.id}`,
        status: 204,
        entry: {
          kind: 'post',
          action: 'deleted',
          target: { type: 'post', id: post.id, label: 'Going' },
          summary: 'Slug: going',
        },
      }
    },
  },
  {
    name: 'a photo added by an admin',
    act: async (t) => ({
      method: 'POST',
      path: '/api/gallery',
      options: {
        json: {
          title: 'New switchboard',
          image_url: await addUpload(t, 'admin', `gallery/1767225600000-${'a'.repeat(32)}`),
        },
      },
      status: 201,
      entry: {
        kind: 'gallery',
        action: 'created',
        target: { type: 'gallery image', id: expect.any(String) as string, label: 'New switchboard' },
        summary: expect.stringMatching(/^Category: /) as string,
      },
    }),
  },
  {
    name: "a photo's title changed",
    act: async (t) => {
      const image = await t.content.createGalleryImage(
        makeGalleryImage({ title: 'Before', status: 'approved' }),
      )
      return {
        method: 'PATCH',
        path: `/api/gallery/${image.id}`,
        options: { json: { title: 'After' } },
        status: 200,
        entry: {
          kind: 'gallery',
          action: 'updated',
          target: { type: 'gallery image', id: image.id, label: 'After' },
          summary: 'Title: "Before" → "After"',
        },
      }
    },
  },
  {
    name: 'a photo deleted',
    act: async (t) => {
      const image = await t.content.createGalleryImage(
        makeGalleryImage({ title: 'Old job', status: 'approved' }),
      )
      return {
        method: 'DELETE',
        path: `/api/gallery/${image.id}`,
        status: 204,
        entry: {
          kind: 'gallery',
          action: 'deleted',
          target: { type: 'gallery image', id: image.id, label: 'Old job' },
          summary: 'Status: approved',
        },
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
        method: 'POST',
        path: `/api/gallery/${image.id}/${decision}`,
        status: 200,
        entry: {
          kind: 'review',
          action: status,
          target: { type: 'gallery image', id: image.id, label: 'Sent in' },
          summary: `Status: pending → ${status}`,
        },
      }
    },
  })),
  {
    name: 'the gallery reordered',
    act: async (t) => {
      const [a, b] = await Promise.all([
        t.content.createGalleryImage(makeGalleryImage({ status: 'approved' })),
        t.content.createGalleryImage(makeGalleryImage({ status: 'approved' })),
      ])
      return {
        method: 'PUT',
        path: '/api/gallery/order',
        options: { json: { ids: [b!.id, a!.id] } },
        status: 200,
        entry: {
          kind: 'gallery',
          action: 'reordered',
          target: { type: 'gallery', id: 'order', label: 'Gallery order' },
          summary: '2 photos moved to the front',
        },
      }
    },
  },
  {
    name: 'a gallery category added',
    act: async () => ({
      method: 'POST',
      path: '/api/gallery/categories',
      options: { json: { name: 'Solar' } },
      status: 201,
      entry: {
        kind: 'gallery',
        action: 'category added',
        target: { type: 'gallery category', id: 'Solar', label: 'Solar' },
        summary: expect.stringMatching(/^Position \d+$/) as string,
      },
    }),
  },
  {
    name: "an enquiry's status changed, without the customer's name or words",
    act: async (t) => {
      const enquiry = await t.content.createEnquiry(
        makeEnquiry({ kind: 'quote', status: 'quoted', created_at: '2026-01-15T02:00:00.000Z' }),
      )
      return {
        method: 'PATCH',
        path: `/api/enquiries/${enquiry.id}`,
        options: { json: { status: 'done' } },
        status: 200,
        entry: {
          kind: 'enquiry',
          action: 'status changed',
          target: { type: 'enquiry', id: enquiry.id, label: enquiryLabel },
          summary: 'Status: quoted → done',
        },
      }
    },
  },
  {
    name: 'a note added to an enquiry, without its text',
    act: async (t) => {
      const enquiry = await t.content.createEnquiry(
        makeEnquiry({ kind: 'quote', created_at: '2026-01-15T02:00:00.000Z' }),
      )
      return {
        method: 'POST',
        path: `/api/enquiries/${enquiry.id}/notes`,
        options: { json: { text: 'Called, the gate code is 1234.' } },
        status: 201,
        entry: {
          kind: 'enquiry',
          action: 'note added',
          target: { type: 'enquiry', id: enquiry.id, label: enquiryLabel },
          summary: 'Note 1 added',
        },
      }
    },
  },
  {
    name: 'an enquiry deleted',
    act: async (t) => {
      const enquiry = await t.content.createEnquiry(
        makeEnquiry({ kind: 'quote', status: 'lost', created_at: '2026-01-15T02:00:00.000Z' }),
      )
      return {
        method: 'DELETE',
        path: `/api/enquiries/${enquiry.id}`,
        status: 204,
        entry: {
          kind: 'enquiry',
          action: 'deleted',
          target: { type: 'enquiry', id: enquiry.id, label: enquiryLabel },
          summary: 'Status: lost',
        },
      }
    },
  },
  {
    name: 'someone made admin',
    act: async () => ({
      method: 'PATCH',
      path: `/api/profiles/${people.verified.uid}`,
      options: { json: { is_admin: true } },
      status: 200,
      entry: {
        kind: 'account',
        action: 'made admin',
        target: { type: 'account', id: people.verified.uid, label: people.verified.email },
        summary: 'Role: user → admin',
      },
    }),
  },
  {
    name: 'an admin removed',
    act: async (t) => {
      const other = await t.content.ensureProfile(makeProfile({ email: 'second.admin@example.com' }))
      await t.content.setAdmin(other.id, true)
      return {
        method: 'PATCH',
        path: `/api/profiles/${other.id}`,
        options: { json: { is_admin: false } },
        status: 200,
        entry: {
          kind: 'account',
          action: 'admin removed',
          target: { type: 'account', id: other.id, label: 'second.admin@example.com' },
          summary: 'Role: admin → user',
        },
      }
    },
  },
  {
    name: 'an admin created',
    act: async () => ({
      method: 'POST',
      path: '/api/profiles/admins',
      options: { json: { email: 'new.admin@example.com', password: 'a-good-password' } },
      status: 201,
      entry: {
        kind: 'account',
        action: 'admin created',
        target: { type: 'account', id: expect.any(String) as string, label: 'new.admin@example.com' },
        summary: 'New account with the admin role',
      },
    }),
  },
  {
    name: "a customer's account deleted by an admin, without their e-mail",
    act: async () => ({
      method: 'DELETE',
      path: `/api/profiles/${people.verified.uid}`,
      status: 204,
      entry: {
        kind: 'account',
        action: 'deleted',
        target: { type: 'account', id: people.verified.uid, label: 'Customer account' },
        summary: 'Account deleted',
      },
    }),
  },
  {
    name: 'a publish retried',
    act: async () => ({
      method: 'POST',
      path: '/api/publish/retry',
      status: 200,
      entry: {
        kind: 'publish',
        action: 'retried',
        target: { type: 'site', id: 'site', label: 'The website' },
        summary: 'Site rebuild started',
      },
    }),
  },
]

describe.each(BACKENDS)('%s', (backend) => {
  describe('each admin action leaves one entry', () => {
    test.each(cases.map((c) => [c.name, c] as const))('%s', async (_, { act }) => {
      const t = await makeTestApp({}, { backend })
      const { method, path, options, status, entry } = await act(t)
      const response = await t.request(method, path, { ...options, as: 'admin' })
      expect(response.status).toBe(status)
      expect(await entries(t)).toEqual([
        { ...entry, ...admin, id: expect.any(String) as string, at: expect.any(String) as string },
      ])
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

  describe('GET /api/activity', () => {
    test('newest first, a page at a time, filtered by person, kind and Sydney days', async () => {
      const t = await makeTestApp({}, { backend })
      // 14 Jan 2026, 23:30 in Sydney (AEDT, +11) is 12:30 UTC; 15 Jan 00:30 Sydney is 13:30 UTC.
      const late = await appendEntry(t, { at: '2026-01-14T12:30:00.000Z', kind: 'post' })
      const early = await appendEntry(t, { at: '2026-01-14T13:30:00.000Z', kind: 'enquiry' })
      const other = await appendEntry(t, {
        at: '2026-01-14T14:00:00.000Z',
        kind: 'enquiry',
        actor_id: 'uid-other',
        actor_email: 'other@example.com',
      })
      expect(await list(t, '')).toEqual([other, early, late])
      expect(await list(t, '?kind=enquiry')).toEqual([other, early])
      expect(await list(t, `?actor=${people.admin.uid}`)).toEqual([early, late])
      expect(await list(t, '?from=2026-01-15')).toEqual([other, early])
      expect(await list(t, '?to=2026-01-14')).toEqual([late])
      expect(await list(t, '?from=2026-01-14T13:00:00Z&to=2026-01-14T13:45:00Z')).toEqual([early])

      const first = await t.request('GET', '/api/activity?limit=2', { as: 'admin' })
      const page = (await first.json()) as { entries: AuditEntry[]; next: string }
      expect(page.entries).toEqual([other, early])
      const second = await t.request('GET', `/api/activity?limit=2&cursor=${page.next}`, { as: 'admin' })
      expect(await second.json()).toEqual({ entries: [late], next: null })
    })

    test('a bad filter is a validation error', async () => {
      const t = await makeTestApp({}, { backend })
      for (const query of ['?kind=coupon', '?from=yesterday', '?limit=0']) {
        const response = await t.request('GET', `/api/activity${query}`, { as: 'admin' })
        expect(response.status).toBe(400)
      }
    })
  })

  test('no route edits or deletes an entry: every other method is refused and nothing changes', async () => {
    const t = await makeTestApp({}, { backend })
    const entry = await appendEntry(t, {})
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/activity', `/api/activity/${entry.id}`]) {
        const response = await t.request(method, path, { as: 'admin', json: { summary: 'Rewritten' } })
        expect([404, 405]).toContain(response.status)
      }
    }
    expect(await entries(t)).toEqual([entry])
  })

  test('retention deletes only the entries older than a year', async () => {
    const t = await makeTestApp({}, { backend })
    const now = new Date('2026-06-01T00:00:00.000Z')
    const kept = await appendEntry(t, { at: '2025-06-01T00:01:00.000Z' })
    await appendEntry(t, { at: '2025-05-31T23:59:00.000Z' })
    await appendEntry(t, { at: '2024-01-01T00:00:00.000Z' })
    expect(await deleteExpiredAuditEntries({ stores: t.stores }, now)).toBe(2)
    expect(await entries(t)).toEqual([kept])
    expect(await deleteExpiredAuditEntries({ stores: t.stores }, now)).toBe(0)
  })
})

async function appendEntry(t: TestApp, overrides: Partial<AuditEntry>): Promise<AuditEntry> {
  const entry = makeAuditEntry(overrides)
  await t.content.appendAuditEntry(entry)
  return entry
}

async function list(t: TestApp, query: string): Promise<AuditEntry[]> {
  const response = await t.request('GET', `/api/activity${query}`, { as: 'admin' })
  expect(response.status).toBe(200)
  return ((await response.json()) as { entries: AuditEntry[] }).entries
}
