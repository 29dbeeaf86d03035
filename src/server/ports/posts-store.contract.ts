/**
 * What every PostsStore adapter promises (posts-store.ts), as one suite each adapter runs.
 * `open` must return an empty store, fresh for each test.
 */
import { describe, expect, test } from 'vitest'
import { makePost, minutesAgo } from '#tests/factories/index.ts'
import { describePostStatusContract } from './post-status.contract.ts'
import type { PostsStore } from './posts-store.ts'
import { expectAppError, expectNewestFirst, items, readAll, storeContract } from './store-contract-kit.ts'

export const describePostsStoreContract = storeContract<PostsStore>('PostsStore', (store) => {
  test('a new store has no posts', async () => {
    expect(await items(store.listPosts())).toEqual([])
  })

  test('createPost returns the post as stored, found by id and by slug', async () => {
    const post = makePost({
      tags: ['hvac', 'Energy saving'],
      featured: true,
      image_url: '/api/media/blog/1767225600000-abcd1234-960.webp',
      image_variants: [{ url: '/api/media/blog/1767225600000-abcd1234-480.webp', width: 480, height: 320 }],
      category: null,
    })
    expect(await store.createPost(post)).toEqual(post)
    expect(await store.getPost(post.id)).toEqual(post)
    expect(await store.getPostBySlug(post.slug)).toEqual(post)
  })

  test('getPost and getPostBySlug return null when nothing matches', async () => {
    await store.createPost(makePost())
    expect(await store.getPost('no-such-id')).toBeNull()
    expect(await store.getPostBySlug('no-such-slug')).toBeNull()
  })

  test('listPosts is newest first', () =>
    expectNewestFirst(
      (age) => store.createPost(makePost({ date: minutesAgo(age) })),
      () => store.listPosts(),
    ))

  test('a duplicate slug is a conflict and writes nothing', async () => {
    const first = await store.createPost(makePost({ slug: 'ducted-air' }))
    const second = makePost({ slug: 'ducted-air' })
    const error = await expectAppError(store.createPost(second), 'conflict')
    expect(error.message).toMatch(/slug/i)
    expect(await items(store.listPosts())).toEqual([first])
    expect(await store.getPost(second.id)).toBeNull()
  })

  test('updatePost changes only the given fields', async () => {
    const post = await store.createPost(makePost({ tags: ['a'] }))
    const updated = await store.updatePost(post.id, {
      title: 'New title',
      tags: ['b', 'c'],
      featured: true,
    })
    expect(updated).toEqual({ ...post, title: 'New title', tags: ['b', 'c'], featured: true })
    expect(await store.getPost(post.id)).toEqual(updated)
  })

  test('updatePost can clear nullable fields', async () => {
    const post = await store.createPost(
      makePost({ image_url: '/api/media/blog/1-a-480.webp', category: 'HVAC' }),
    )
    const updated = await store.updatePost(post.id, { image_url: null, category: null })
    expect(updated?.image_url).toBeNull()
    expect(updated?.category).toBeNull()
  })

  test('updatePost with onlyIf writes only while the post, as it is at the write, passes', async () => {
    const post = await store.createPost(makePost({ title: 'Before' }))
    const seen: string[] = []
    const refused = await store.updatePost(post.id, { title: 'After' }, (current) => {
      seen.push(current.title)
      return current.featured
    })
    expect(refused).toBeNull()
    expect(seen).toEqual(['Before'])
    expect(await store.getPost(post.id)).toEqual(post)
    const written = await store.updatePost(post.id, { title: 'After' }, (current) => !current.featured)
    expect(written).toEqual({ ...post, title: 'After' })
    expect(await store.getPost(post.id)).toEqual(written)
  })

  test('updatePost returns null for an unknown id', async () => {
    expect(await store.updatePost('no-such-id', { title: 'x' })).toBeNull()
  })

  test("updatePost to another post's slug is a conflict and writes nothing", async () => {
    const taken = await store.createPost(makePost({ slug: 'taken' }))
    const post = await store.createPost(makePost({ slug: 'mine' }))
    await expectAppError(store.updatePost(post.id, { slug: 'taken', title: 'Changed' }), 'conflict')
    expect(await store.getPost(post.id)).toEqual(post)
    expect(await store.getPost(taken.id)).toEqual(taken)
  })

  test('updatePost keeping its own slug is fine', async () => {
    const post = await store.createPost(makePost({ slug: 'same' }))
    expect((await store.updatePost(post.id, { slug: 'same' }))?.slug).toBe('same')
  })

  test('deletePost removes the post and says whether there was one', async () => {
    const post = await store.createPost(makePost())
    expect(await store.deletePost(post.id)).toBe(true)
    expect(await store.getPost(post.id)).toBeNull()
    expect(await store.deletePost(post.id)).toBe(false)
  })

  test('listRelatedPosts: up to the limit, sharing a tag, newest first, never the post itself', async () => {
    const post = await store.createPost(makePost({ tags: ['hvac', 'cooling'], date: minutesAgo(0) }))
    const a = await store.createPost(makePost({ tags: ['hvac'], date: minutesAgo(10) }))
    const b = await store.createPost(makePost({ tags: ['cooling', 'x'], date: minutesAgo(5) }))
    const c = await store.createPost(makePost({ tags: ['hvac'], date: minutesAgo(20) }))
    await store.createPost(makePost({ tags: ['hvac'], date: minutesAgo(30) }))
    await store.createPost(makePost({ tags: ['lighting'], date: minutesAgo(1) }))
    await store.createPost(makePost({ tags: ['HVAC'], date: minutesAgo(2) }))
    const related = await store.listRelatedPosts(post.id, post.tags, 3)
    expect(related.map((item) => item.id)).toEqual([b.id, a.id, c.id])
  })

  test('listRelatedPosts with no tags is empty', async () => {
    const post = await store.createPost(makePost({ tags: [] }))
    await store.createPost(makePost({ tags: [] }))
    expect(await store.listRelatedPosts(post.id, [], 3)).toEqual([])
  })

  test('posts read page by page give the whole list once, in order; the last page has no next', async () => {
    const shared = minutesAgo(30)
    for (let i = 0; i < 7; i++) {
      // Three share a date: ties go by id.
      await store.createPost(makePost({ date: i < 3 ? shared : minutesAgo(i * 10), slug: `post-${i}` }))
    }
    const whole = (await items(store.listPosts({ limit: 100 }))).map((post) => post.id)
    expect(whole).toHaveLength(7)
    const paged = await readAll((page) => store.listPosts(page), 3)
    expect(paged.items.map((post) => post.id)).toEqual(whole)
    expect(paged.pages).toBe(3)
    const exact = await readAll((page) => store.listPosts(page), 7)
    expect(exact.pages).toBe(1)
  })

  test('a cursor keeps its place when items are added before it or the page before is deleted', async () => {
    const made = []
    for (let i = 0; i < 5; i++)
      made.push(await store.createPost(makePost({ date: minutesAgo(10 * (i + 1)) })))
    const first = await store.listPosts({ limit: 2 })
    expect(first.items.map((post) => post.id)).toEqual([made[0]!.id, made[1]!.id])
    await store.createPost(makePost({ date: minutesAgo(0) }))
    await store.deletePost(made[0]!.id)
    const second = await store.listPosts({ cursor: first.next, limit: 2 })
    expect(second.items.map((post) => post.id)).toEqual([made[2]!.id, made[3]!.id])
  })

  test("a search finds words of a post's text, not its markup", async () => {
    const post = await store.createPost(
      makePost({
        title: 'Old switchboards',
        content: '<p>Replace <strong>ceramic fuses</strong> &amp; more</p>',
      }),
    )
    expect((await items(store.listPosts({ q: 'CERAMIC FUSES' }))).map((found) => found.id)).toEqual([post.id])
    expect(await items(store.listPosts({ q: 'strong' }))).toEqual([])
    expect(await items(store.listPosts({ q: 'amp' }))).toEqual([])
  })

  test('posts of a tag, and posts matching a search, page by page', async () => {
    const switchboard = await store.createPost(
      makePost({
        content: '<p>Notes.</p>',
        title: 'Switchboard upgrades on the Northern Beaches',
        tags: ['electrical'],
        date: minutesAgo(1),
      }),
    )
    await store.createPost(
      makePost({
        content: '<p>Notes.</p>',
        title: 'Ducted heating',
        tags: ['hvac'],
        date: minutesAgo(2),
      }),
    )
    const cafe = await store.createPost(
      makePost({
        content: '<p>Notes.</p>',
        title: 'Café lighting',
        excerpt: 'Warm light for a north-facing room',
        tags: ['lighting', 'electrical'],
        date: minutesAgo(3),
      }),
    )
    const tagged = await readAll((page) => store.listPosts({ ...page, tag: 'electrical' }), 1)
    expect(tagged.items.map((post) => post.id)).toEqual([switchboard.id, cafe.id])
    expect((await items(store.listPosts({ q: 'swi NORTH' }))).map((post) => post.id)).toEqual([
      switchboard.id,
    ])
    expect((await items(store.listPosts({ q: 'cafe' }))).map((post) => post.id)).toEqual([cafe.id])
    const north = await readAll((page) => store.listPosts({ ...page, q: 'nor' }), 1)
    expect(north.items.map((post) => post.id)).toEqual([switchboard.id, cafe.id])
    expect(await items(store.listPosts({ q: 'switchboards' }))).toEqual([])
    expect((await items(store.listPosts({ tag: 'electrical', q: 'light' }))).map((post) => post.id)).toEqual([
      cafe.id,
    ])
  })

  test('a search read on from each cursor finds every match once, in order, whatever the pages hold', async () => {
    // Many posts share the longest word; few have the other: an adapter may answer short pages.
    const switchboard = (place: string, age: number) =>
      store.createPost(
        makePost({
          title: `Switchboard upgrade in ${place}`,
          content: '<p>Notes.</p>',
          date: minutesAgo(age),
        }),
      )
    const newer = await switchboard('Parramatta', 3)
    for (let i = 0; i < 10; i++) await switchboard('Manly', 10 + i)
    const older = await switchboard('North Parramatta', 30)
    const found = await readAll((page) => store.listPosts({ ...page, q: 'switchboard parramatta' }), 1)
    expect(found.items.map((post) => post.id)).toEqual([newer.id, older.id])
  })

  describe('status', () => describePostStatusContract(store))

  test('listPostsShowingFiles finds the posts, in any state, whose image, widths or text name a file', async () => {
    const name = (id: string) => `1767225600000-${id}-960.webp`
    const cover = await store.createPost(makePost({ image_url: `/api/media/blog/${name('cover')}` }))
    const inText = await store.createPost(
      makePost({
        status: 'draft',
        content: `<p><a href="/gallery">Gallery</a><img src="/api/media/gallery/${name('text')}" alt=""></p>`,
      }),
    )
    // A bucket's address, its key escaped: the file's name is the same.
    const bucketUrl = `https://firebasestorage.googleapis.com/v0/b/site/o/public%2Fblog%2F${name('bucket')}?alt=media`
    const widths = await store.createPost(
      makePost({ image_variants: [{ url: bucketUrl, width: 480, height: 320 }] }),
    )
    await store.createPost(makePost())
    const ids = async (names: string[]) =>
      (await store.listPostsShowingFiles(names)).map((post) => post.id).sort()

    expect(await ids([name('cover')])).toEqual([cover.id])
    expect(await ids([name('text'), name('bucket')])).toEqual([inText.id, widths.id].sort())
    expect(await ids([name('nowhere')])).toEqual([])
    expect(await ids([])).toEqual([])
    // More names than one query may ask for at once.
    const many = Array.from({ length: 70 }, (_, index) => name(`other${index}`))
    expect(await ids([...many, name('cover')])).toEqual([cover.id])

    // What a post shows is read again when it changes.
    await store.updatePost(inText.id, { content: '<p>No pictures now.</p>' })
    await store.updatePost(cover.id, { image_url: `/api/media/blog/${name('new')}` })
    expect(await ids([name('text'), name('cover')])).toEqual([])
    expect(await ids([name('new')])).toEqual([cover.id])
  })
})
