/**
 * The publish loop through the API: which saves ask for a rebuild of the static site, how a
 * burst of them makes one call, and what admins are told.
 */
import { describe, expect, test } from 'vitest'
import { makeGalleryImage } from '#tests/factories/index.ts'
import { BACKENDS, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'

async function status(t: TestApp) {
  const response = await t.request('GET', '/api/publish', { as: 'admin' })
  expect(response.status).toBe(200)
  return ((await response.json()) as { status: { state: string; pending_since: string | null } }).status
}

const newPost = (title: string) => ({ title, content: '<p>Body</p>', tags: ['hvac'] })

describe.each(BACKENDS)('%s', (backend) => {
  describe('/api/publish', () => {
    test('nothing changed yet: the site is live and no rebuild was asked for', async () => {
      const t = await makeTestApp({}, { backend })
      expect(await status(t)).toMatchObject({ state: 'live', pending_since: null })
      expect(t.deployHookCalls()).toBe(0)
    })

    test('creating a post asks for a rebuild; the edits and the delete that follow before it starts make no more calls', async () => {
      const t = await makeTestApp({}, { backend })
      const created = await t.request('POST', '/api/posts', { as: 'admin', json: newPost('Heat pumps') })
      expect(created.status).toBe(201)
      const { post } = (await created.json()) as { post: { id: string } }
      expect(t.deployHookCalls()).toBe(1)
      const pending = await status(t)
      expect(pending.state).toBe('publishing')
      expect(pending.pending_since).not.toBeNull()

      for (const title of ['Heat pumps 2', 'Heat pumps 3']) {
        const edited = await t.request('PATCH', `/api/posts/${post.id}`, { as: 'admin', json: { title } })
        expect(edited.status).toBe(200)
      }
      expect((await t.request('DELETE', `/api/posts/${post.id}`, { as: 'admin' })).status).toBe(204)
      expect(t.deployHookCalls()).toBe(1)
    })

    test('a photo waiting for review changes no public page; approving it does', async () => {
      const t = await makeTestApp({}, { backend })
      const pending = await t.content.createGalleryImage(makeGalleryImage({ status: 'pending' }))
      const other = await t.content.createGalleryImage(makeGalleryImage({ status: 'pending' }))
      expect((await t.request('POST', `/api/gallery/${other.id}/reject`, { as: 'admin' })).status).toBe(200)
      expect(t.deployHookCalls()).toBe(0)
      expect((await t.request('POST', `/api/gallery/${pending.id}/approve`, { as: 'admin' })).status).toBe(
        200,
      )
      expect(t.deployHookCalls()).toBe(1)
    })

    test('without a deploy hook the save still succeeds, and admins are told why nothing is published', async () => {
      const t = await makeTestApp({ deployHook: undefined }, { backend })
      const created = await t.request('POST', '/api/posts', { as: 'admin', json: newPost('Solar') })
      expect(created.status).toBe(201)
      const failed = (await (await t.request('GET', '/api/publish', { as: 'admin' })).json()) as {
        status: { state: string; failure: { reason: string } }
      }
      expect(failed.status.state).toBe('failed')
      expect(failed.status.failure.reason).toBe(
        'The site rebuild could not be started: no deploy hook is configured (DEPLOY_HOOK_URL)',
      )
      const retried = await t.request('POST', '/api/publish/retry', { as: 'admin' })
      expect(retried.status).toBe(200)
      expect(((await retried.json()) as { status: { state: string } }).status.state).toBe('failed')
    })
  })
})
