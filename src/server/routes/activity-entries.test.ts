/**
 * What the activity log records: each admin action through the API leaves one entry naming who
 * did what to which record; customers' and visitors' actions leave none. Posts and the gallery
 * here; enquiries, accounts and publishing in activity-entries-people.test.ts.
 */
import { describe, expect, test } from 'vitest'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { makeGalleryImage, makePost } from '#tests/factories/index.ts'
import {
  type ActivityCase,
  anyId,
  describeOneEntryEach,
  entries,
  entry,
} from '#tests/helpers/activity-cases.ts'
import { addUpload, BACKENDS, makeTestApp, people, type TestApp } from '#tests/helpers/test-app.ts'

const approvedPhoto = (t: TestApp, overrides: Partial<GalleryImage> = {}) =>
  t.content.createGalleryImage(makeGalleryImage({ status: 'approved', ...overrides }))

const cases: ActivityCase[] = [
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
  ...(['approve', 'reject'] as const).map((decision): ActivityCase => ({
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
]

describeOneEntryEach(cases)

describe.each(BACKENDS)('%s', (backend) => {
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
