import { beforeEach, describe, expect, test } from 'vitest'
import { steppingClock } from '#tests/helpers/clock.ts'
import { BACKENDS, errorOf, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import type { Post } from '../../domain/post.ts'
import { MAX_REVISIONS_PER_POST, type Revision, type RevisionSummary } from '../../domain/revision.ts'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeTestApp({ now: steppingClock() }, { backend })
  })

  async function createPost(json: Record<string, unknown> = {}): Promise<Post> {
    const response = await t.request('POST', '/api/posts', {
      as: 'admin',
      json: { title: 'Switchboard upgrades', content: '<p>Old fuses give way to breakers.</p>', ...json },
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { post: Post }).post
  }

  async function edit(id: string, json: Record<string, unknown>): Promise<Post> {
    const response = await t.request('PATCH', `/api/posts/${id}`, { as: 'admin', json })
    expect(response.status).toBe(200)
    return ((await response.json()) as { post: Post }).post
  }

  async function listed(id: string, query = '') {
    const response = await t.request('GET', `/api/posts/${id}/revisions${query}`, { as: 'admin' })
    expect(response.status).toBe(200)
    return (await response.json()) as { revisions: RevisionSummary[]; next: string | null }
  }

  test('each save keeps one revision of the post as saved, by the admin, newest first', async () => {
    const post = await createPost()
    await edit(post.id, {
      content: '<p>Safety switches protect every circuit.</p>',
      title: 'Safety switches',
    })
    const { revisions, next } = await listed(post.id)
    expect(next).toBeNull()
    expect(revisions.map(({ number, title, author }) => ({ number, title, author }))).toEqual([
      { number: 2, title: 'Safety switches', author: 'office.admin@example.com' },
      { number: 1, title: 'Switchboard upgrades', author: 'office.admin@example.com' },
    ])
    expect(revisions[0]).not.toHaveProperty('snapshot')

    const response = await t.request('GET', `/api/posts/${post.id}/revisions/${revisions[1]!.id}`, {
      as: 'admin',
    })
    expect(response.status).toBe(200)
    const { revision } = (await response.json()) as { revision: Revision }
    expect(revision.snapshot).toMatchObject({
      title: 'Switchboard upgrades',
      content: '<p>Old fuses give way to breakers.</p>',
      slug: post.slug,
    })
  })

  test('two saves at once are two versions, numbered one after the other', async () => {
    const post = await createPost()
    await Promise.all([
      edit(post.id, { content: '<p>First of two at once.</p>' }),
      edit(post.id, { content: '<p>Second of two at once.</p>' }),
    ])
    const { revisions } = await listed(post.id)
    expect(revisions.map((revision) => revision.number)).toEqual([3, 2, 1])
  })

  test("the list pages with the API's cursors", async () => {
    const post = await createPost()
    for (let n = 0; n < 4; n++) await edit(post.id, { title: `Edit ${n}` })
    const first = await listed(post.id, '?limit=3')
    expect(first.revisions.map((r) => r.number)).toEqual([5, 4, 3])
    const second = await listed(post.id, `?limit=3&cursor=${encodeURIComponent(first.next!)}`)
    expect(second.revisions.map((r) => r.number)).toEqual([2, 1])
    expect(second.next).toBeNull()
  })

  test('restore writes the text back, keeps a new revision and asks for a rebuild', async () => {
    const post = await createPost()
    await edit(post.id, { content: '<p>Rewritten by a colleague.</p>', title: 'Rewritten' })
    const first = (await listed(post.id)).revisions.at(-1)!
    const rebuildsBefore = t.deployHookCalls()

    const response = await t.request('POST', `/api/posts/${post.id}/revisions/${first.id}/restore`, {
      as: 'admin',
    })
    expect(response.status).toBe(200)
    const restored = ((await response.json()) as { post: Post }).post
    expect(restored).toMatchObject({
      title: 'Switchboard upgrades',
      content: '<p>Old fuses give way to breakers.</p>',
    })
    expect(await t.content.getPost(post.id)).toEqual(restored)
    const after = await listed(post.id)
    expect(after.revisions.map((r) => [r.number, r.title])).toEqual([
      [3, 'Switchboard upgrades'],
      [2, 'Rewritten'],
      [1, 'Switchboard upgrades'],
    ])
    await t.settled()
    expect(t.deployHookCalls()).toBeGreaterThan(rebuildsBefore)
  })

  test('restore refuses a slug another post took since, and changes nothing', async () => {
    const post = await createPost({ slug: 'switchboards' })
    await edit(post.id, { slug: 'switchboard-upgrades' })
    await createPost({ title: 'Another', slug: 'switchboards' })
    const first = (await listed(post.id)).revisions.at(-1)!
    const before = await t.content.getPost(post.id)
    const response = await t.request('POST', `/api/posts/${post.id}/revisions/${first.id}/restore`, {
      as: 'admin',
    })
    expect(response.status).toBe(409)
    expect(await t.content.getPost(post.id)).toEqual(before)
    expect((await listed(post.id)).revisions).toHaveLength(2)
  })

  test(`${MAX_REVISIONS_PER_POST + 1} saves keep the newest ${MAX_REVISIONS_PER_POST}`, async () => {
    const post = await createPost()
    for (let n = 1; n <= MAX_REVISIONS_PER_POST; n++) await edit(post.id, { title: `Edit ${n}` })
    expect(await t.content.countRevisions(post.id)).toBe(MAX_REVISIONS_PER_POST)
    const { revisions } = await listed(post.id, '?limit=100')
    expect(revisions[0]!.number).toBe(MAX_REVISIONS_PER_POST + 1)
    expect(revisions.at(-1)!.number).toBe(2)
  }, 60_000)

  test("deleting a post deletes its revisions; another's stay", async () => {
    const post = await createPost()
    const other = await createPost({ title: 'Ducted air' })
    await edit(post.id, { title: 'Renamed' })
    expect((await t.request('DELETE', `/api/posts/${post.id}`, { as: 'admin' })).status).toBe(204)
    expect(await t.content.countRevisions(post.id)).toBe(0)
    expect(await t.content.countRevisions(other.id)).toBe(1)
  })

  test('an unknown post or revision, or one of another post, is a 404', async () => {
    const post = await createPost()
    const other = await createPost({ title: 'Ducted air' })
    const [otherRevision] = (await listed(other.id)).revisions
    expect((await t.request('GET', '/api/posts/no-such-post/revisions', { as: 'admin' })).status).toBe(404)
    const cross = await t.request('GET', `/api/posts/${post.id}/revisions/${otherRevision!.id}`, {
      as: 'admin',
    })
    expect(cross.status).toBe(404)
    const restore = await t.request('POST', `/api/posts/${post.id}/revisions/${otherRevision!.id}/restore`, {
      as: 'admin',
    })
    expect(restore.status).toBe(404)
    expect((await errorOf(restore)).message).toMatch(/revision/i)
  })

  test('a visitor or a signed-in user can neither read nor restore revisions', async () => {
    const post = await createPost()
    const [revision] = (await listed(post.id)).revisions
    for (const [as, status] of [
      ['visitor', 401],
      ['user', 403],
      ['verified', 403],
    ] as const) {
      expect((await t.request('GET', `/api/posts/${post.id}/revisions`, { as })).status).toBe(status)
      expect((await t.request('GET', `/api/posts/${post.id}/revisions/${revision!.id}`, { as })).status).toBe(
        status,
      )
      const restore = await t.request('POST', `/api/posts/${post.id}/revisions/${revision!.id}/restore`, {
        as,
      })
      expect(restore.status).toBe(status)
    }
    expect(await t.content.countRevisions(post.id)).toBe(1)
  })
})
