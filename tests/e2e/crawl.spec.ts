import { expect, test } from './support/fixtures'
import { routes, unknownPath } from './support/routes'
import { seededMediaPaths, seededPostSlugs, showOnlySeededContent } from './support/seeded'

/** Resource types that must come from our own origin: nothing is loaded from another host. */
const OWN_ORIGIN_ONLY = new Set(['image', 'script', 'stylesheet', 'font', 'media', 'manifest'])
/**
 * Pages that send an anonymous visitor to sign in as soon as their script knows there is no
 * session: the admin screens behind the guard, and /account. The crawler checks that they
 * answer 200 but does not open them, since that redirect would cut short the crawler's next
 * visit (admin-access.spec.ts and account.spec.ts cover the redirect itself).
 */
const GUARDED = /^\/(admin\/(?!login$|create-default-admin$)|account$)/
/**
 * The crawl checks the site as seeded: posts and photos that the 'content' project's tests add
 * and delete meanwhile (and the publish loop puts on the static pages for a while) are left
 * out of the live lists, and links to their pages and pictures are not followed.
 */
const OTHER_TESTS_POST = (path: string) =>
  path.startsWith('/blog/') && !seededPostSlugs.has(path.slice('/blog/'.length))

interface PageRefs {
  links: string[]
  assets: string[]
  ids: string[]
}

test('every internal link, image, icon and script on every page answers 200', async ({
  page,
  request,
  baseURL,
  errors,
}) => {
  test.setTimeout(240_000)
  await showOnlySeededContent(page)
  const seededMedia = await seededMediaPaths(request)
  const origin = new URL(baseURL!).origin
  const broken: string[] = []
  const foreign: string[] = []
  /** Hash links to check once every page is known: target path -> [id, found on]. */
  const hashLinks: { path: string; id: string; from: string }[] = []
  const idsByPath = new Map<string, Set<string>>()
  const checked = new Map<string, number>()
  const visited = new Set<string>()
  const queue: string[] = routes.filter((r) => r.status === 200).map((r) => r.path)

  page.on('request', (req) => {
    if (
      !req.url().startsWith(origin) &&
      !req.url().startsWith('data:') &&
      OWN_ORIGIN_ONLY.has(req.resourceType())
    ) {
      foreign.push(`${req.resourceType()} ${req.url()} (loaded by ${page.url()})`)
    }
  })

  /** Requests a URL once, without following redirects: a redirect is a link to fix. */
  const status = async (url: string, from: string) => {
    if (!checked.has(url)) {
      const response = await request.get(url, { maxRedirects: 0 })
      checked.set(url, response.status())
      if (response.status() !== 200) {
        const where = response.headers()['location']
        broken.push(`${url} answers ${response.status()}${where ? ` -> ${where}` : ''} (linked from ${from})`)
      }
    }
    return checked.get(url)!
  }

  const visit = async (path: string, expected = 200): Promise<void> => {
    const response = await page.goto(path)
    if (response?.status() !== expected) {
      broken.push(`${path} answers ${response?.status()} (a page of the route table)`)
      errors.allowNotFound(path) // reported once here, not again by the fixture
      return
    }
    const refs: PageRefs = await page.evaluate(() => {
      const abs = (value: string | null) => (value ? new URL(value, document.baseURI).href : null)
      const fromSrcset = (value: string | null) =>
        (value ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter((u): u is string => Boolean(u))
          .map((u) => abs(u)!)
      const assets: (string | null)[] = []
      document.querySelectorAll('img').forEach((img) => {
        assets.push(abs(img.getAttribute('src')), ...fromSrcset(img.getAttribute('srcset')))
      })
      document.querySelectorAll('source').forEach((s) => {
        assets.push(abs(s.getAttribute('src')), ...fromSrcset(s.getAttribute('srcset')))
      })
      document.querySelectorAll('script[src]').forEach((s) => assets.push(abs(s.getAttribute('src'))))
      document
        .querySelectorAll(
          'link[rel~="icon"], link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], link[rel="manifest"], link[rel="apple-touch-icon"]',
        )
        .forEach((l) => assets.push(abs(l.getAttribute('href'))))
      document.querySelectorAll('iframe[src]').forEach((f) => assets.push(abs(f.getAttribute('src'))))
      return {
        links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
        assets: assets.filter((a): a is string => a !== null),
        ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
      }
    })
    idsByPath.set(path, new Set(refs.ids))

    for (const asset of refs.assets) {
      if (asset.startsWith('data:')) continue
      if (!asset.startsWith(`${origin}/`)) {
        foreign.push(`${asset} (referenced by ${path})`)
        continue
      }
      // A picture of another test's post or photo may be deleted before the site is rebuilt.
      const assetPath = new URL(asset).pathname
      if (assetPath.startsWith('/api/media/') && !seededMedia.has(assetPath)) continue
      await status(asset, path)
    }

    for (const href of refs.links) {
      const url = new URL(href)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue // tel:, mailto:
      if (url.origin !== origin) continue // social profiles and other sites are not ours to check
      if (url.pathname.length > 1 && url.pathname.endsWith('/'))
        broken.push(`${href} has a trailing slash (on ${path})`)
      if (url.pathname.endsWith('.html')) broken.push(`${href} ends in .html (on ${path})`)
      if (url.hash.length > 1)
        hashLinks.push({ path: url.pathname, id: decodeURIComponent(url.hash.slice(1)), from: path })
      // A link within this page (the skip link, a section link) needs no request of its own.
      if (url.pathname === path && url.search === '') continue
      if (OTHER_TESTS_POST(url.pathname)) continue
      const target = url.pathname + url.search
      if ((await status(`${origin}${target}`, path)) !== 200) continue
      if (GUARDED.test(url.pathname)) continue
      if (!visited.has(url.pathname) && !queue.includes(url.pathname) && !/\.\w+$/.test(url.pathname)) {
        queue.push(url.pathname)
      }
    }
  }

  while (queue.length > 0) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    await visit(path)
  }
  // The 404 page is reached by no link, but its own links and assets must work too.
  errors.allowNotFound(unknownPath)
  await visit(unknownPath, 404)

  for (const { path, id, from } of hashLinks) {
    const ids = idsByPath.get(path)
    if (ids && !ids.has(id)) broken.push(`${path}#${id} has no element with id "${id}" (linked from ${from})`)
  }

  test.info().annotations.push({ type: 'crawl', description: `${visited.size} pages, ${checked.size} URLs` })
  expect(broken, 'broken internal links and assets').toEqual([])
  expect([...new Set(foreign)], 'resources from another host').toEqual([])
})
