import { describe, expect, test } from 'vitest'
import { BACKENDS, errorOf, makeTestApp, type RequestOptions } from '#tests/helpers/test-app.ts'

describe.each(BACKENDS)('%s', (backend) => {
  const long = 'a'.repeat(1_200)
  // ':id' stands for an id or slug of 1,200 characters. Production's Firestore refuses a document id
  // over 1,500 bytes with an error (the in-process emulator does not), which would be a 500.
  test.each<[string, string, RequestOptions]>([
    ['GET', '/api/posts/:id', {}],
    ['GET', '/api/posts/:id/related', {}],
    ['DELETE', '/api/gallery/mine/:id', { as: 'verified' }],
    ['PATCH', '/api/gallery/:id', { as: 'admin', json: { title: 'Deck lights' } }],
    ['GET', '/api/enquiries/:id/notices', { as: 'admin' }],
    ['DELETE', '/api/profiles/:id', { as: 'admin' }],
    ['GET', '/api/posts/a-post/revisions/:id', { as: 'admin' }],
    ['POST', '/api/posts/a-post/revisions/:id/restore', { as: 'admin' }],
  ])(
    '%s %s longer than any record’s: a 400 that says so, before a store sees it',
    async (method, path, options) => {
      const t = await makeTestApp({}, { backend })
      const response = await t.request(method, path.replace(':id', long), options)
      expect(response.status).toBe(400)
      expect((await errorOf(response)).message).toContain('No record has an address this long')
    },
  )

  test('a gallery order naming an id longer than any image’s is a 400, before a store sees it', async () => {
    const t = await makeTestApp({}, { backend })
    const response = await t.request('PUT', '/api/gallery/order', { as: 'admin', json: { ids: [long] } })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).message).toContain('No image has an id this long')
  })
})
