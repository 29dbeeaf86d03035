import { beforeEach, describe, expect, test, vi } from 'vitest'
import { makePost } from '#tests/factories/index.ts'
import { expectRefused } from '#tests/helpers/responses.ts'
import {
  BACKENDS,
  errorOf,
  makeTestApp,
  people,
  type ActorName,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import { NOBODY_KNOWN, type AuditEntry } from '../../domain/audit.ts'
import type { Post } from '../../domain/post.ts'

const START = Date.UTC(2026, 0, 15, 9)
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString()

describe.each(BACKENDS)('%s: drafts and scheduled posts', (backend) => {
  let t: TestApp
  let minutes = 0
  beforeEach(async () => {
    minutes = 0
    // A clock the test moves; each reading is a second later, so saves keep their order.
    let seconds = 0
    t = await makeTestApp({ now: () => new Date(START + minutes * 60_000 + seconds++ * 1000) }, { backend })
  })

  async function save(
    method: 'POST' | 'PATCH',
    path: string,
    json: Record<string, unknown>,
    as: ActorName = 'admin',
  ): Promise<Post> {
    const response = await t.request(method, path, { as, json })
    expect(response.status).toBe(method === 'POST' ? 201 : 200)
    return ((await response.json()) as { post: Post }).post
  }
  const create = (json: Record<string, unknown>, as: ActorName = 'admin') =>
    save('POST', '/api/posts', { content: '<p>Notes on ducted heating.</p>', tags: ['hvac'], ...json }, as)

  /** The activity entries the schedule made, newest first. */
  async function publishedOnSchedule(): Promise<AuditEntry[]> {
    const { items } = await t.content.listAuditEntries()
    return items.filter((entry) => entry.action === 'published on schedule')
  }

  async function listed(as: ActorName, query = ''): Promise<string[]> {
    const response = await t.request('GET', `/api/posts${query}`, { as })
    expect(response.status).toBe(200)
    return ((await response.json()) as { posts: Post[] }).posts.map((post) => post.slug)
  }
  const status = async (as: ActorName, path: string) => (await t.request('GET', path, { as })).status

  test('a draft is invisible to visitors and signed-in users, and there for admins', async () => {
    const published = await create({ title: 'Heat pumps', content: '<p>Efficient all year.</p>' })
    const draft = await create({ title: 'Ducted heating', status: 'draft' })
    expect(draft).toMatchObject({ status: 'draft', publish_at: null })
    for (const as of ['visitor', 'user'] as const) {
      expect(await listed(as)).toEqual([published.slug])
      expect(await listed(as, '?tag=hvac&q=ducted')).toEqual([])
      expect(await status(as, `/api/posts/${draft.slug}`)).toBe(404)
      expect(await status(as, `/api/posts/${draft.slug}/related`)).toBe(404)
      const related = await t.request('GET', `/api/posts/${published.slug}/related`, { as })
      expect(((await related.json()) as { posts: Post[] }).posts).toEqual([])
    }
    // Admins: the list of what is on the site by default, any status when they ask.
    expect(await listed('admin')).toEqual([published.slug])
    expect(await listed('admin', '?status=all')).toEqual([draft.slug, published.slug])
    expect(await listed('admin', '?status=draft&tag=hvac')).toEqual([draft.slug])
    const read = await t.request('GET', `/api/posts/${draft.slug}`, { as: 'admin' })
    expect(((await read.json()) as { post: Post }).post).toEqual(draft)
    const related = await t.request('GET', `/api/posts/${draft.slug}/related`, { as: 'admin' })
    expect(((await related.json()) as { posts: Post[] }).posts.map((post) => post.slug)).toEqual([
      published.slug,
    ])
  })

  test('only admins may ask for posts that are not on the site', async () => {
    await expectRefused(await t.request('GET', '/api/posts?status=draft'), 401, 'Please login first')
    const response = await t.request('GET', '/api/posts?status=all', { as: 'verified' })
    expect(response.status).toBe(403)
    expect(await listed('visitor', '?status=published')).toEqual([])
    expect((await errorOf(await t.request('GET', '/api/posts?status=hidden'))).code).toBe('validation_failed')
  })

  test('saving a draft rebuilds nothing; publishing does, and dates the post then', async () => {
    const draft = await create({ title: 'Ducted heating', status: 'draft' })
    await save('PATCH', `/api/posts/${draft.id}`, { title: 'Ducted heating, explained' })
    expect(t.deployHookCalls()).toBe(0)
    minutes = 30
    const published = await save('PATCH', `/api/posts/${draft.id}`, { status: 'published' })
    expect(published.status).toBe('published')
    expect(published.date > draft.date).toBe(true)
    expect(published.date).toBe(published.updated_at)
    expect(t.deployHookCalls()).toBe(1)
    expect(await listed('visitor')).toEqual([published.slug])
  })

  test('unpublishing rebuilds, so the page goes; deleting a draft does not', async () => {
    const post = await t.content.createPost(makePost({ status: 'published' }))
    const unpublished = await save('PATCH', `/api/posts/${post.id}`, { status: 'draft' })
    expect(unpublished).toMatchObject({ status: 'draft', date: post.date })
    expect(t.deployHookCalls()).toBe(1)
    expect(await status('visitor', `/api/posts/${post.slug}`)).toBe(404)

    const other = await makeTestApp({}, { backend })
    const draft = await other.content.createPost(makePost({ status: 'draft' }))
    expect((await other.request('DELETE', `/api/posts/${draft.id}`, { as: 'admin' })).status).toBe(204)
    expect(other.deployHookCalls()).toBe(0)
  })

  test('a scheduled post needs a time still to come', async () => {
    for (const publish_at of [undefined, null, at(-1)]) {
      const response = await t.request('POST', '/api/posts', {
        as: 'admin',
        json: { title: 'Too late', content: 'x', status: 'scheduled', publish_at },
      })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).issues).toEqual([
        { path: 'publish_at', message: 'Choose a time that is still to come' },
      ])
    }
    expect(await t.content.listPosts({ status: 'all' })).toEqual({ items: [], next: null })
  })

  test('a scheduled post goes live when the job runs at its time, with one rebuild for all that are due', async () => {
    const first = await create({ title: 'Winter heating', status: 'scheduled', publish_at: at(60) })
    const second = await create({
      title: 'Spring cooling',
      status: 'scheduled',
      publish_at: '2026-01-15T21:30:00+11:00', // Sydney time, 10:30 UTC
    })
    expect(second.publish_at).toBe(at(90))
    const later = await create({ title: 'Autumn', status: 'scheduled', publish_at: at(600) })
    expect(t.deployHookCalls()).toBe(0)
    expect(await status('visitor', `/api/posts/${first.slug}`)).toBe(404)
    expect(await listed('admin', '?status=scheduled')).toEqual([later.slug, second.slug, first.slug])

    expect(await t.jobs.publishDuePosts(new Date(at(59)))).toBe(0)
    expect(await t.jobs.publishDuePosts(new Date(at(120)))).toBe(2)
    expect(t.deployHookCalls()).toBe(1)
    expect(await listed('visitor')).toEqual([second.slug, first.slug])
    const live = await t.request('GET', `/api/posts/${first.slug}`)
    expect(((await live.json()) as { post: Post }).post).toMatchObject({
      status: 'published',
      publish_at: null,
      date: at(60),
    })
    expect(await t.jobs.publishDuePosts(new Date(at(120)))).toBe(0)
  })

  test('a post unscheduled while the job runs stays a draft: the job publishes only what is still due', async () => {
    const post = await create({ title: 'Winter heating', status: 'scheduled', publish_at: at(60) })
    const listDue = t.stores.posts.listPostsDue.bind(t.stores.posts)
    // The admin saves it as a draft just after the job read the due posts.
    vi.spyOn(t.stores.posts, 'listPostsDue').mockImplementationOnce(async (dueBy, limit) => {
      const due = await listDue(dueBy, limit)
      await save('PATCH', `/api/posts/${post.id}`, { status: 'draft' })
      return due
    })
    expect(await t.jobs.publishDuePosts(new Date(at(120)))).toBe(0)
    expect(await t.content.getPost(post.id)).toMatchObject({ status: 'draft', publish_at: null })
    expect(await status('visitor', `/api/posts/${post.slug}`)).toBe(404)
  })

  test('rescheduling keeps it waiting; cancelling makes it a draft again', async () => {
    const post = await create({ title: 'Winter heating', status: 'scheduled', publish_at: at(60) })
    const moved = await save('PATCH', `/api/posts/${post.id}`, { status: 'scheduled', publish_at: at(180) })
    expect(moved.publish_at).toBe(at(180))
    // An edit that leaves the status alone keeps the time.
    expect((await save('PATCH', `/api/posts/${post.id}`, { title: 'Winter warmth' })).publish_at).toBe(
      at(180),
    )
    expect(await t.jobs.publishDuePosts(new Date(at(120)))).toBe(0)
    const cancelled = await save('PATCH', `/api/posts/${post.id}`, { status: 'draft' })
    expect(cancelled).toMatchObject({ status: 'draft', publish_at: null })
    expect(await t.jobs.publishDuePosts(new Date(at(240)))).toBe(0)
    expect(t.deployHookCalls()).toBe(0)
  })

  describe('the activity log names who set the schedule', () => {
    const goesLive = (when: string) =>
      expect.stringMatching(new RegExp(`^Status: "scheduled" → "published"; set for ${when}`)) as string

    test('the admin who set the time, not one who edited the post after', async () => {
      await t.content.setAdmin(people.verified.uid, true)
      const post = await create({ title: 'Winter heating', status: 'scheduled', publish_at: at(60) })
      await save('PATCH', `/api/posts/${post.id}`, { title: 'Winter warmth' }, 'verified')
      const moved = await create({ title: 'Spring cooling', status: 'scheduled', publish_at: at(60) })
      await save('PATCH', `/api/posts/${moved.id}`, { publish_at: at(90) }, 'verified')

      minutes = 5
      expect(await t.jobs.publishDuePosts(new Date(at(120)))).toBe(2)
      // Sydney is 11 hours ahead in January: 10:00 and 10:30 UTC are 9:00 and 9:30 pm there.
      expect(await publishedOnSchedule()).toEqual([
        expect.objectContaining({
          actor_id: people.verified.uid,
          actor_email: people.verified.email,
          kind: 'post',
          target: { type: 'post', id: moved.id, label: 'Spring cooling' },
          summary: goesLive('Thu, 15 Jan 2026, 9:30\\s?pm$'),
        }),
        expect.objectContaining({
          actor_id: people.admin.uid,
          actor_email: people.admin.email,
          kind: 'post',
          target: { type: 'post', id: post.id, label: 'Winter warmth' },
          summary: goesLive('Thu, 15 Jan 2026, 9:00\\s?pm$'),
        }),
      ])
      // Stamped with the clock of the run, not the time the job was asked about.
      expect((await publishedOnSchedule())[0]!.at.slice(0, 16)).toBe(at(5).slice(0, 16))
    })

    test('nobody known when no admin saved it: said plainly, with the author if there was one', async () => {
      const stored = await t.content.createPost(makePost({ status: 'scheduled', publish_at: at(30) }))
      await t.content.setAdmin(people.verified.uid, true)
      const former = await create(
        { title: 'Gutter guards', status: 'scheduled', publish_at: at(45) },
        'verified',
      )
      await t.content.setAdmin(people.verified.uid, false)

      expect(await t.jobs.publishDuePosts(new Date(at(60)))).toBe(2)
      expect(await publishedOnSchedule()).toEqual([
        expect.objectContaining({
          ...NOBODY_KNOWN,
          target: { type: 'post', id: former.id, label: 'Gutter guards' },
          summary: goesLive(`.*; scheduled by ${people.verified.email}, not an admin now$`),
        }),
        expect.objectContaining({
          ...NOBODY_KNOWN,
          target: { type: 'post', id: stored.id, label: stored.title },
          summary: goesLive('Thu, 15 Jan 2026, 8:30\\s?pm$'),
        }),
      ])
    })
  })
})
