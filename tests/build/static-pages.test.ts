/**
 * /blog and /gallery at more than a page (issue 11): the build writes the first page into
 * /blog and /gallery and the rest as /blog/page/N and /gallery/page/N, each linking to the
 * next with a plain link, so every post and photo is reachable without JavaScript, and the
 * list pages stay the same size however many there are. A real `astro build` over a SQLite
 * store with 30 posts and 30 approved photos, into a temp folder.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { DEFAULT_PAGE_SIZE } from '../../src/domain/page.ts'
import { readBuildStamp } from '../../src/build/build-stamp.ts'
import { openDatabase } from '../../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../../src/server/adapters/sqlite/sqlite-stores.ts'
import { makeGalleryImage, makePost, minutesAgo } from '../factories/index.ts'
import { buildLocalSite } from '../helpers/astro-build.ts'
import { tempDir } from '../helpers/temp.ts'

const COUNT = 30

/** The headings of the cards on a built page, in order. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((match) => match[1]!.replace(/<[^>]*>/g, '').trim())

test('the blog and the gallery are split into static pages linked by plain links', async () => {
  const dataDir = tempDir('paged-content')
  const db = openDatabase(dataDir)
  const stores = createSqliteStores(db)
  for (let i = 0; i < COUNT; i++) {
    await stores.posts.createPost(
      makePost({ title: `Paged post ${i}`, slug: `paged-post-${i}`, date: minutesAgo(i) }),
    )
    await stores.gallery.createGalleryImage(
      makeGalleryImage({ title: `Paged photo ${i}`, status: 'approved', date: minutesAgo(i) }),
    )
  }
  db.close()

  const spawned = new Date().toISOString()
  const outDir = await buildLocalSite(dataDir)
  // The build says when it began, for the local stack's publish state (src/build/build-stamp.ts).
  const stamp = readBuildStamp(outDir)
  expect(stamp!.started_at >= spawned && stamp!.started_at <= stamp!.finished_at).toBe(true)
  expect(stamp!.finished_at <= new Date().toISOString()).toBe(true)
  const page = (path: string) => readFileSync(join(outDir, path), 'utf8')

  for (const [list, noun] of [
    ['blog', 'post'],
    ['gallery', 'photo'],
  ] as const) {
    const first = page(`${list}.html`)
    const second = page(`${list}/page/2.html`)
    const titles = (html: string) => cardTitles(html).filter((title) => title?.startsWith('Paged'))
    // Newest first, a page at a time; the second page holds the rest and ends the list.
    expect(titles(first)).toEqual(Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => `Paged ${noun} ${i}`))
    expect(titles(second)).toEqual(
      Array.from({ length: COUNT - DEFAULT_PAGE_SIZE }, (_, i) => `Paged ${noun} ${i + DEFAULT_PAGE_SIZE}`),
    )
    expect(first).toMatch(new RegExp(`<a href="/${list}/page/2"[^>]*>Load more`))
    expect(second).toContain(`href="/${list}"`)
    expect(second).not.toContain(`/${list}/page/3`)
  }

  // A customer's own request: built once with the site's chrome, asking search engines to keep
  // away, and listed in no sitemap (its headers are firebase.json's: security-headers.test.ts).
  const status = page('request-status.html')
  expect(status).toMatch(/<meta name="robots" content="noindex"\s*\/?>/)
  expect(status).toMatch(/<title>Your request \|/)
  expect(status).toContain('Opening your request...')
  expect(page('sitemap-0.xml')).not.toContain('request-status')
}, 180_000)
