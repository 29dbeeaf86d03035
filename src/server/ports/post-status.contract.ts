/**
 * What every PostsStore adapter promises about a post's status (posts-store.ts): the site's
 * reads see published posts only, admins' lists any status, and the schedule finds the posts
 * that are due. Run by describePostsStoreContract with the same fresh store.
 */
import { expect, test } from 'vitest'
import { makePost, minutesAgo } from '#tests/factories/index.ts'
import type { PostsStore } from './posts-store.ts'
import { items, readAll } from './store-contract-kit.ts'

const ids = (posts: readonly { id: string }[]) => posts.map((post) => post.id)

export function describePostStatusContract(store: PostsStore): void {
  /** A published post, a draft and a scheduled one, newest first in that order, sharing a tag and a word. */
  async function threeStates() {
    const shared = { tags: ['hvac'], title: 'Ducted heating notes' }
    const published = await store.createPost(makePost({ ...shared, date: minutesAgo(30) }))
    const draft = await store.createPost(makePost({ ...shared, date: minutesAgo(10), status: 'draft' }))
    const scheduled = await store.createPost(
      makePost({ ...shared, date: minutesAgo(20), status: 'scheduled', publish_at: minutesAgo(-60) }),
    )
    return { published, draft, scheduled }
  }

  test('listPosts gives published posts only unless asked for another status', async () => {
    const { published, draft, scheduled } = await threeStates()
    expect(ids(await items(store.listPosts()))).toEqual([published.id])
    expect(ids(await items(store.listPosts({ status: 'published' })))).toEqual([published.id])
    expect(ids(await items(store.listPosts({ status: 'draft' })))).toEqual([draft.id])
    expect(ids(await items(store.listPosts({ status: 'scheduled' })))).toEqual([scheduled.id])
    expect(ids(await items(store.listPosts({ status: 'all' })))).toEqual([
      draft.id,
      scheduled.id,
      published.id,
    ])
  })

  test('a status filter holds with a tag and with a search', async () => {
    const { published, draft } = await threeStates()
    for (const filter of [{ tag: 'hvac' }, { q: 'ducted' }]) {
      expect(ids(await items(store.listPosts(filter)))).toEqual([published.id])
      expect(ids(await items(store.listPosts({ ...filter, status: 'draft' })))).toEqual([draft.id])
      expect(await items(store.listPosts({ ...filter, tag: 'lighting', status: 'all' }))).toEqual([])
    }
  })

  test('published posts read page by page skip the others between them', async () => {
    const published = []
    for (let i = 0; i < 6; i++) {
      const status = i % 2 === 0 ? 'published' : 'draft'
      const post = await store.createPost(makePost({ date: minutesAgo(i * 10), status }))
      if (status === 'published') published.push(post.id)
    }
    const paged = await readAll((page) => store.listPosts(page), 1)
    expect(paged.items.map((post) => post.id)).toEqual(published)
    expect(paged.pages).toBe(3)
  })

  test('related posts are published ones only; a draft is found by its slug', async () => {
    const { published, draft } = await threeStates()
    const other = await store.createPost(makePost({ tags: ['hvac'] }))
    expect(ids(await store.listRelatedPosts(other.id, ['hvac'], 3))).toEqual([published.id])
    expect(await store.getPostBySlug(draft.slug)).toEqual(draft)
  })

  test('listPostsDue: scheduled posts due by then, earliest first, up to the limit', async () => {
    const later = await store.createPost(makePost({ status: 'scheduled', publish_at: minutesAgo(5) }))
    const earlier = await store.createPost(makePost({ status: 'scheduled', publish_at: minutesAgo(50) }))
    const onTime = await store.createPost(makePost({ status: 'scheduled', publish_at: minutesAgo(0) }))
    await store.createPost(makePost({ status: 'scheduled', publish_at: minutesAgo(-1) }))
    await store.createPost(makePost({ status: 'draft' }))
    await store.createPost(makePost())
    expect(ids(await store.listPostsDue(minutesAgo(0), 10))).toEqual([earlier.id, later.id, onTime.id])
    expect(ids(await store.listPostsDue(minutesAgo(0), 2))).toEqual([earlier.id, later.id])
    expect(await store.listPostsDue(minutesAgo(60), 10)).toEqual([])
  })

  test('updatePost publishes: status, publish time cleared, date moved', async () => {
    const post = await store.createPost(makePost({ status: 'scheduled', publish_at: minutesAgo(-5) }))
    const change = { status: 'published', publish_at: null, date: minutesAgo(-5) } as const
    expect(await store.updatePost(post.id, change)).toEqual({ ...post, ...change })
    expect(ids(await items(store.listPosts()))).toEqual([post.id])
    expect(await store.listPostsDue(minutesAgo(-10), 10)).toEqual([])
  })
}
