/**
 * The route suites' 'firestore' backend really is production's storage: every port the API
 * writes through lands in Firestore or the bucket, and nothing in the app's local folder.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { makeTestApp, uploadForm } from './test-app.ts'

const smallPng = new Uint8Array(readFileSync(new URL('../fixtures/small.png', import.meta.url)))

test("backend 'firestore': content, uploads, rate limits and publish state in Firestore, files in the bucket", async () => {
  const t = await makeTestApp({}, { backend: 'firestore' })
  const db = t.firestore!

  const uploaded = await t.request('POST', '/api/media', {
    as: 'admin',
    form: uploadForm(smallPng, 'blog', 'p.png', 'image/png'),
  })
  expect(uploaded.status).toBe(201)
  const { url } = (await uploaded.json()) as { url: string }
  expect(url).toMatch(
    /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/demo-routes-\d+\.appspot\.com\/o\/public%2Fblog%2F/,
  )
  expect(t.mediaFiles()).toEqual([`public/${t.media.keyFromUrl(url)}`])

  const created = await t.request('POST', '/api/posts', {
    as: 'admin',
    json: { title: 'Heat pumps', content: '<p>Body</p>', image_url: url },
  })
  expect(created.status).toBe(201)
  const { post } = (await created.json()) as { post: { id: string } }

  expect((await db.collection('posts').doc(post.id).get()).get('title')).toBe('Heat pumps')
  expect((await db.collection('slugs').doc('heat-pumps').get()).get('post_id')).toBe(post.id)
  expect((await db.collection('uploads').get()).docs.map((doc) => doc.get('attached_to'))).toEqual([
    `post/${post.id}`,
  ])
  expect((await db.collection('profiles').get()).size).toBe(3)
  expect((await db.collection('meta').doc('publish').get()).get('pending_since')).toEqual(expect.any(String))
  expect((await db.collection('rate_limits').get()).size).toBe(1)
  expect(readdirSync(t.dataDir)).toEqual([])
})

test("each 'firestore' app has a project and a bucket of its own", async () => {
  const first = await makeTestApp({}, { backend: 'firestore' })
  const second = await makeTestApp({}, { backend: 'firestore' })
  await first.request('POST', '/api/posts', { as: 'admin', json: { title: 'Only here', content: 'x' } })
  await first.request('POST', '/api/media', {
    as: 'admin',
    form: uploadForm(smallPng, 'blog', 'p.png', 'image/png'),
  })
  expect((await first.content.listPosts()).items).toHaveLength(1)
  expect((await second.content.listPosts()).items).toEqual([])
  expect(first.mediaFiles()).toHaveLength(1)
  expect(second.mediaFiles()).toEqual([])
})
