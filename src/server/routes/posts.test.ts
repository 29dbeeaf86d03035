import { beforeEach, describe, expect, test } from 'vitest'
import { steppingClock } from '#tests/helpers/clock.ts'
import { BACKENDS, errorOf, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { expectRefused } from '#tests/helpers/responses.ts'
import type { Post } from '../../domain/post.ts'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeTestApp({ now: steppingClock() }, { backend })
  })

  async function createPost(json: Record<string, unknown>): Promise<Post> {
    const response = await t.request('POST', '/api/posts', { as: 'admin', json })
    expect(response.status).toBe(201)
    return ((await response.json()) as { post: Post }).post
  }

  const longText =
    'A switchboard upgrade replaces ceramic fuses with circuit breakers and safety switches, so a fault trips one ' +
    'circuit instead of starting a fire.'

  describe('POST /api/posts', () => {
    test('applies the spec defaults: slug from title, excerpt, read time, trimmed tags', async () => {
      const post = await createPost({
        title: "Switchboard Upgrades: What's Involved?",
        content: `<p>${longText}</p>`,
        tags: ' electrical , , safety ',
      })
      expect(post).toMatchObject({
        slug: 'switchboard-upgrades-whats-involved',
        excerpt: `${longText.slice(0, 120)}...`,
        read_time: '5 min read',
        tags: ['electrical', 'safety'],
        featured: false,
        image_url: null,
        category: null,
      })
      expect(post.date).toMatch(/^2026-01-15T09:0\d:00\.000Z$/)
      expect(post.updated_at).toBe(post.date)
      expect(await t.content.getPost(post.id)).toEqual(post)
    })

    test('a title longer than a slug may be gets a slug cut at a word, not a refusal', async () => {
      const title = `Replacing an old switchboard, its wiring and every light ${'in a Federation terrace '.repeat(5)}`
      const post = await createPost({ title, content: '<p>Body</p>' })
      expect(post.title).toBe(title.trim())
      expect(post.slug.length).toBeLessThanOrEqual(100)
      expect(post.slug).toMatch(
        /^replacing-an-old-switchboard-its-wiring-and-every-light-in-a-federation-terrace-/,
      )
      expect(post.slug).not.toMatch(/-$/)
    })

    test('keeps what the admin gave: slug, excerpt, read time, image, featured', async () => {
      const post = await createPost({
        title: 'Ducted air',
        content: '<p>Body</p>',
        slug: 'Ducted Air 2026',
        excerpt: 'Cool every room from one unit.',
        read_time: '3 min read',
        image_url: 'https://images.example.com/ducted-air.jpg',
        featured: true,
        category: 'HVAC',
      })
      expect(post).toMatchObject({
        slug: 'ducted-air-2026',
        excerpt: 'Cool every room from one unit.',
        read_time: '3 min read',
        featured: true,
        category: 'HVAC',
      })
    })

    test('sanitises the HTML before it is stored', async () => {
      const post = await createPost({
        title: 'Sanitised',
        content: '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:x()">link</a>',
      })
      expect(post.content).toBe('<p>Hello</p><a rel="noopener noreferrer">link</a>')
    })

    test('content that is nothing but removed markup counts as missing', async () => {
      const response = await t.request('POST', '/api/posts', {
        as: 'admin',
        json: { title: 'Sneaky', content: '<script>alert(1)</script>' },
      })
      await expectRefused(response, 400, 'Please provide both a title and content for your post')
      expect((await t.content.listPosts()).items).toEqual([])
    })

    test('a missing title is a 400 with the spec message and the field, and stores nothing', async () => {
      const response = await t.request('POST', '/api/posts', { as: 'admin', json: { content: '<p>x</p>' } })
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toEqual({
        code: 'validation_failed',
        message: 'Please provide both a title and content for your post',
        issues: [{ path: 'title', message: 'Please provide both a title and content for your post' }],
      })
      expect((await t.content.listPosts()).items).toEqual([])
    })

    test('a title without letters or digits cannot make a slug', async () => {
      const response = await t.request('POST', '/api/posts', {
        as: 'admin',
        json: { title: '???', content: 'x' },
      })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).issues).toEqual([
        { path: 'slug', message: 'Please provide a slug made of letters, digits and dashes' },
      ])
    })

    test('a slug already in use is a 409 and nothing is written', async () => {
      await createPost({ title: 'Heat pumps', content: 'x' })
      const response = await t.request('POST', '/api/posts', {
        as: 'admin',
        json: { title: 'Heat Pumps!', content: 'y' },
      })
      expect(response.status).toBe(409)
      expect(await errorOf(response)).toEqual({
        code: 'conflict',
        message: 'A post with this slug already exists',
      })
      expect((await t.content.listPosts()).items).toHaveLength(1)
    })
  })

  describe('reading posts', () => {
    test('GET /api/posts lists newest first', async () => {
      const first = await createPost({ title: 'First', content: 'x' })
      const second = await createPost({ title: 'Second', content: 'x' })
      const response = await t.request('GET', '/api/posts')
      expect(response.status).toBe(200)
      const { posts, next } = (await response.json()) as { posts: Post[]; next: string | null }
      expect(posts.map((post) => post.id)).toEqual([second.id, first.id])
      expect(next).toBeNull()
      // A list leaves out each post's text: only its own page needs it.
      expect(posts[0]).not.toHaveProperty('content')
    })

    test('GET /api/posts pages with a cursor, filters by tag and search, and refuses a bad page', async () => {
      const made = []
      for (let i = 0; i < 5; i++) {
        made.push(
          await createPost({ title: `Heat pump ${i}`, content: 'x', tags: i % 2 ? ['hvac'] : ['solar'] }),
        )
      }
      const page = async (query: string) => {
        const response = await t.request('GET', `/api/posts?${query}`)
        return {
          status: response.status,
          body: (await response.json()) as {
            posts: Post[]
            next: string | null
            error?: { message: string }
          },
        }
      }
      const first = await page('limit=2')
      expect(first.body.posts.map((post) => post.id)).toEqual([made[4]!.id, made[3]!.id])
      const second = await page(`limit=2&cursor=${encodeURIComponent(first.body.next!)}`)
      expect(second.body.posts.map((post) => post.id)).toEqual([made[2]!.id, made[1]!.id])
      expect((await page('tag=hvac')).body.posts.map((post) => post.id)).toEqual([made[3]!.id, made[1]!.id])
      expect((await page('q=pump%203')).body.posts.map((post) => post.id)).toEqual([made[3]!.id])
      for (const bad of ['limit=0', 'limit=101', 'limit=two', 'cursor=bogus']) {
        const refused = await page(bad)
        expect(refused.status, bad).toBe(400)
      }
      expect((await page('cursor=bogus')).body.error?.message).toBe(
        'This page link is out of date. Please start again from the first page.',
      )
    })

    test('an automatic excerpt never ends in half a letter', async () => {
      // The 120th code unit is the first half of 𠮷, a letter beyond the Basic Multilingual Plane.
      const post = await createPost({ title: 'Long', content: `<p>${'a'.repeat(119)}𠮷 and more words</p>` })
      expect(post.excerpt).toBe(`${'a'.repeat(119)}...`)
      expect((await t.content.getPost(post.id))?.excerpt).toBe(post.excerpt)
      const listed = (await (await t.request('GET', '/api/posts')).json()) as { posts: Post[] }
      expect(listed.posts.map((item) => item.id)).toEqual([post.id])
    })

    test('a word whose sixteenth code unit starts a two-unit letter is stored and searched whole', async () => {
      // Search keeps the first 16 code units of a word; here the 16th is half of 𠮷.
      const word = `${'a'.repeat(15)}𠮷b`
      const post = await createPost({ title: `Kanji ${word}`, content: '<p>𠮷野家</p>' })
      for (const q of [word, '𠮷野家', '𠮷']) {
        const response = await t.request('GET', `/api/posts?q=${encodeURIComponent(q)}`)
        expect(response.status, q).toBe(200)
        expect(
          ((await response.json()) as { posts: Post[] }).posts.map((item) => item.id),
          q,
        ).toEqual([post.id])
      }
    })

    test('GET /api/posts/:slug finds a post; an unknown slug is a 404', async () => {
      const post = await createPost({ title: 'Smoke alarms', content: 'x' })
      expect(await (await t.request('GET', '/api/posts/smoke-alarms')).json()).toEqual({ post })
      const missing = await t.request('GET', '/api/posts/nothing-here')
      expect(missing.status).toBe(404)
      expect(await errorOf(missing)).toEqual({
        code: 'not_found',
        message: "The blog post you're looking for doesn't exist or has been removed.",
      })
    })

    test('GET /api/posts/:slug/related gives up to three posts sharing a tag', async () => {
      const post = await createPost({ title: 'Main', content: 'x', tags: ['hvac'] })
      const related = []
      for (let i = 0; i < 4; i++)
        related.push(await createPost({ title: `Related ${i}`, content: 'x', tags: ['hvac'] }))
      await createPost({ title: 'Unrelated', content: 'x', tags: ['lighting'] })
      const { posts } = (await (await t.request('GET', `/api/posts/${post.slug}/related`)).json()) as {
        posts: Post[]
      }
      expect(posts.map((item) => item.title)).toEqual(['Related 3', 'Related 2', 'Related 1'])
    })
  })

  describe('PATCH and DELETE /api/posts/:id', () => {
    test('updates the given fields; an automatic excerpt follows new content', async () => {
      const post = await createPost({ title: 'Old', content: '<p>Old words</p>', tags: ['a'] })
      const response = await t.request('PATCH', `/api/posts/${post.id}`, {
        as: 'admin',
        json: { title: 'New', content: '<p>New words</p>', featured: true },
      })
      expect(response.status).toBe(200)
      const { post: updated } = (await response.json()) as { post: Post }
      expect(updated).toMatchObject({
        title: 'New',
        content: '<p>New words</p>',
        excerpt: 'New words',
        featured: true,
      })
      expect(updated).toMatchObject({ slug: post.slug, date: post.date, tags: ['a'] })
      expect(updated.updated_at > post.updated_at).toBe(true)
    })

    test("changing the slug to another post's is a 409 and changes nothing", async () => {
      await createPost({ title: 'Taken', content: 'x' })
      const post = await createPost({ title: 'Mine', content: 'x' })
      const response = await t.request('PATCH', `/api/posts/${post.id}`, {
        as: 'admin',
        json: { slug: 'taken', title: 'Renamed' },
      })
      expect(response.status).toBe(409)
      expect(await t.content.getPost(post.id)).toEqual(post)
    })

    test('an unknown id is a 404', async () => {
      expect(
        (await t.request('PATCH', '/api/posts/nope', { as: 'admin', json: { title: 'x' } })).status,
      ).toBe(404)
      expect((await t.request('DELETE', '/api/posts/nope', { as: 'admin' })).status).toBe(404)
    })

    test('DELETE removes the post', async () => {
      const post = await createPost({ title: 'Gone soon', content: 'x' })
      const response = await t.request('DELETE', `/api/posts/${post.id}`, { as: 'admin' })
      expect(response.status).toBe(204)
      expect(await t.content.getPost(post.id)).toBeNull()
    })
  })
})
