/**
 * What search engines, link previews and feed readers read from the built site: robots.txt
 * lets a crawler reach every page that asks not to be indexed (or it never reads the ask) and
 * every picture a page offers, the sitemap lists exactly the pages to index, each with a title
 * and a description of its own, the site's icon is a file a crawler can fetch, the LocalBusiness
 * JSON-LD follows the settings saved in the admin, each preview picture comes with its size and
 * words, and the blog's RSS feed lists the newest published posts. A real `astro build` over a
 * SQLite store, into a temp folder.
 */
import { DOMParser, onWarningStopParsing, type Element } from '@xmldom/xmldom'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../../src/business-defaults.ts'
import { BLOG_FEED_PATH, BLOG_FEED_SIZE } from '../../src/components/blog/blog-feed.ts'
import type { Post } from '../../src/domain/post.ts'
import { DEFAULT_PAGE_SIZE } from '../../src/domain/page.ts'
import { openDatabase } from '../../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../../src/server/adapters/sqlite/sqlite-stores.ts'
import { makePost, minutesAgo } from '../factories/index.ts'
import { buildLocalSite } from '../helpers/astro-build.ts'
import { tempDir } from '../helpers/temp.ts'

const SITE = 'https://www.harbourline.com.au'
const PROFILE = 'https://www.facebook.com/harbourlineservices'

let outDir = ''
/** Every post on the site, as created; a draft and a scheduled post stay off it. */
const published: Post[] = []
let draft: Post
let scheduled: Post
const file = (path: string) => readFileSync(join(outDir, path))
const page = (path: string) => file(path).toString('utf8')

/** Every built page by the address Hosting serves it at (cleanUrls: no `.html`). */
function builtPages(): Map<string, string> {
  const entries = readdirSync(outDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
  return new Map(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => {
        const path = relative(outDir, join(entry.parentPath, entry.name))
        const address = `/${path.replace(/\.html$/, '')}`.replace(/^\/index$/, '/')
        return [address, readFileSync(join(entry.parentPath, entry.name), 'utf8')]
      }),
  )
}

/** Whether robots.txt lets a crawler fetch `path`: the longest matching rule wins, Allow on a tie. */
function crawlable(robots: string, path: string): boolean {
  const rules = [...robots.matchAll(/^(Allow|Disallow):\s*(\S*)/gm)]
    .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix: prefix! }))
    .filter(({ prefix }) => prefix !== '' && path.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow))
  return rules[0]?.allow ?? true
}

const noindex = (html: string) => /<meta name="robots" content="noindex"/.test(html)
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text]) => JSON.parse(text!) as Record<string, unknown>,
  )

beforeAll(async () => {
  const dataDir = tempDir('search-content')
  const db = openDatabase(dataDir)
  const stores = createSqliteStores(db)
  const publish = async (post: Post) => published.push(await stores.posts.createPost(post))
  await publish(
    makePost({
      slug: 'surge-protection',
      title: 'Surge protection',
      image_url: '/api/media/blog/surge-1600.webp',
      image_variants: [
        { url: '/api/media/blog/surge-480.webp', width: 480, height: 270 },
        { url: '/api/media/blog/surge-1600.webp', width: 1600, height: 900 },
      ],
    }),
  )
  // Enough for /blog/page/2 and /blog/page/3.
  for (let i = 0; i < 2 * DEFAULT_PAGE_SIZE; i++) await publish(makePost())
  // The newest post's excerpt holds what XML must escape.
  await publish(
    makePost({
      slug: 'rcd-testing',
      title: 'RCDs & "nuisance" tripping',
      excerpt: 'Why an RCD trips <b>at night</b> & what to check first.',
      date: minutesAgo(-10),
    }),
  )
  // Newer still, and neither on the site.
  draft = await stores.posts.createPost(
    makePost({ slug: 'draft-post', status: 'draft', date: minutesAgo(-30) }),
  )
  scheduled = await stores.posts.createPost(
    makePost({
      slug: 'scheduled-post',
      status: 'scheduled',
      publish_at: '2099-01-01T00:00:00.000Z',
      date: minutesAgo(-20),
    }),
  )
  // The business has moved and named its Facebook page; Instagram is still the placeholder.
  await stores.settings.saveSettings(
    {
      ...DEFAULT_BUSINESS_SETTINGS,
      address: { street: '5 Station Street', locality: 'Parramatta', region: 'NSW', postcode: '2150' },
      social: [
        { name: 'Facebook', href: PROFILE },
        { name: 'Instagram', href: 'https://www.instagram.com/' },
      ],
    },
    0,
    { at: new Date().toISOString(), by: 'office@example.com' },
  )
  db.close()

  outDir = await buildLocalSite(dataDir, { SITE_URL: SITE })
}, 180_000)

describe('what crawlers may fetch', () => {
  test('robots.txt keeps no crawler from a page that asks not to be indexed, so the ask is read', () => {
    const robots = page('robots.txt')
    const hidden = [...builtPages()].filter(([, html]) => noindex(html)).map(([address]) => address)
    expect(hidden).toEqual(expect.arrayContaining(['/admin/login', '/admin/dashboard', '/login', '/account']))
    expect(hidden.filter((address) => !crawlable(robots, address))).toEqual([])
    // The API itself stays out.
    expect(crawlable(robots, '/api/posts')).toBe(false)
  })

  test("a post's picture, which link previews and image search show, may be fetched", () => {
    const robots = page('robots.txt')
    const image = page('blog/surge-protection.html').match(/<meta property="og:image" content="([^"]+)"/)![1]!
    expect(image).toBe(`${SITE}/api/media/blog/surge-1600.webp`)
    expect(crawlable(robots, new URL(image).pathname)).toBe(true)
  })

  test('the sitemap lists every page with a canonical address, and no page asking not to be indexed', () => {
    const listed = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)
    const canonical = [...builtPages().values()]
      .map((html) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1])
      .filter((href) => href !== undefined)
    expect(listed.toSorted()).toEqual(canonical.toSorted())
    for (const [address, html] of builtPages()) {
      if (noindex(html)) expect(listed, address).not.toContain(`${SITE}${address === '/' ? '/' : address}`)
    }
  })
})

test('no two pages to index share a title or a description', () => {
  const indexed = [...builtPages()].filter(([, html]) => !noindex(html))
  expect(indexed.map(([address]) => address)).toContain('/blog/page/3')
  for (const pattern of [/<title>([^<]*)<\/title>/, /<meta name="description" content="([^"]*)"/]) {
    const owners = new Map<string, string[]>()
    for (const [address, html] of indexed) {
      const text = html.match(pattern)?.[1] ?? ''
      owners.set(text, [...(owners.get(text) ?? []), address])
    }
    expect([...owners.values()].filter((addresses) => addresses.length > 1)).toEqual([])
  }
})

test("the site's icon is a square PNG file that each page links, not only one inside the page", () => {
  const href = page('home.html').match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1]
  expect(href).toBe('/apple-touch-icon.png')
  const png = file('apple-touch-icon.png')
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  // Width and height, in the IHDR chunk: a multiple of 48 px, as Google asks of a favicon.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192])
  expect(crawlable(page('robots.txt'), href!)).toBe(true)
})

test('the LocalBusiness JSON-LD names the saved address and profile, with no pin at the old office', () => {
  const [business] = jsonLd(page('home.html'))
  expect(business).toMatchObject({
    '@type': ['Electrician', 'HVACBusiness'],
    url: `${SITE}/home`,
    address: { streetAddress: '5 Station Street', addressLocality: 'Parramatta', postalCode: '2150' },
    sameAs: [PROFILE],
    logo: `${SITE}/apple-touch-icon.png`,
  })
  expect(business).not.toHaveProperty('geo')
  const [article] = jsonLd(page('blog/surge-protection.html'))
  expect(article).toMatchObject({ publisher: { logo: { url: `${SITE}/apple-touch-icon.png` } } })
})

/** The content of a page's `<meta property|name="key">`. */
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]

describe('link previews', () => {
  test("a post's picture comes with its size and the post's title as its words", () => {
    const html = page('blog/surge-protection.html')
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/api/media/blog/surge-1600.webp`)
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1600', '900'])
    expect(metaOf(html, 'og:image:alt')).toBe('Surge protection')
    expect(metaOf(html, 'twitter:image:alt')).toBe('Surge protection')
  })

  test("every page's picture that the build wrote has the size its page gives, and words", async () => {
    let measured = 0
    for (const [address, html] of builtPages()) {
      const image = metaOf(html, 'og:image')
      if (!image) continue
      expect(metaOf(html, 'og:image:alt'), address).toMatch(/\S/)
      expect(metaOf(html, 'twitter:image:alt'), address).toBe(metaOf(html, 'og:image:alt'))
      const file = join(outDir, new URL(image).pathname)
      // Uploaded pictures are served by the API, not written by the build.
      if (!existsSync(file)) continue
      const { width, height } = await sharp(file).metadata()
      expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')], address).toEqual([
        String(width),
        String(height),
      ])
      measured++
    }
    // The default picture (home) and each service page's own.
    expect(metaOf(page('home.html'), 'og:image')).toBe(`${SITE}/og-default.jpg`)
    expect(metaOf(page('electrical-services.html'), 'og:image')).toMatch(/\/_astro\/.+\.jpeg$/)
    expect(measured).toBeGreaterThan(10)
  })
})

describe("the blog's RSS feed", () => {
  const feedUrl = `${SITE}${BLOG_FEED_PATH}`
  // Strict: any warning or error in the XML throws, and fails the test that reads it.
  const feed = () =>
    new DOMParser({ onError: onWarningStopParsing }).parseFromString(page(BLOG_FEED_PATH), 'application/xml')
  const childText = (parent: Element, name: string) =>
    [...parent.childNodes].find((node) => node.nodeName === name)?.textContent
  const channelOf = () => feed().getElementsByTagName('channel')[0]!

  test('is well-formed RSS 2.0 for the blog on the real site, naming its own address', () => {
    const rss = feed().documentElement!
    expect([rss.nodeName, rss.getAttribute('version')]).toEqual(['rss', '2.0'])
    const channel = channelOf()
    expect(childText(channel, 'title')).toMatch(/ blog$/)
    expect(childText(channel, 'link')).toBe(`${SITE}/blog`)
    const self = channel.getElementsByTagName('atom:link')[0]
    expect([self?.getAttribute('rel'), self?.getAttribute('href')]).toEqual(['self', feedUrl])
  })

  test('lists the newest published posts only, newest first, a fixed number, at their absolute addresses', () => {
    expect(published.length).toBeGreaterThan(BLOG_FEED_SIZE)
    const newest = published.toSorted((a, b) => b.date.localeCompare(a.date)).slice(0, BLOG_FEED_SIZE)
    const items = [...channelOf().getElementsByTagName('item')].map((item) => ({
      title: childText(item, 'title'),
      link: childText(item, 'link'),
      guid: childText(item, 'guid'),
      pubDate: childText(item, 'pubDate'),
      description: childText(item, 'description'),
    }))
    expect(items).toEqual(
      newest.map((post) => ({
        title: post.title,
        link: `${SITE}/blog/${post.slug}`,
        guid: `${SITE}/blog/${post.slug}`,
        pubDate: new Date(post.date).toUTCString(),
        description: post.excerpt,
      })),
    )
    const listed = page(BLOG_FEED_PATH)
    for (const hidden of [draft, scheduled]) expect(listed).not.toContain(hidden.slug)
  })

  test("gives a post's excerpt as text, escaped", () => {
    const xml = page(BLOG_FEED_PATH)
    expect(xml).toContain('&lt;b&gt;at night&lt;/b&gt; &amp; what')
    // The parser lets a bare & through; XML does not.
    expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/)
  })

  test("every page that lists posts points feed readers at it from its head, as do the site's others", () => {
    const postPage = `/blog/${published[0]!.slug}`
    const pages = builtPages()
    for (const address of ['/blog', '/blog/page/2', postPage, '/home']) {
      const head = pages.get(address)!.split('</head>')[0]!
      const links = [...head.matchAll(/<link rel="alternate" type="application\/rss\+xml" ([^>]*)>/g)]
      expect(links, address).toHaveLength(1)
      expect(links[0]![1], address).toMatch(new RegExp(`title="[^"]+ blog" href="${feedUrl}"`))
    }
  })
})
