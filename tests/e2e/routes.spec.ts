import { expect, test } from './support/fixtures'
import { expectLinks, expectTexts } from './support/page-helpers'
import { routes, unknownPath } from './support/routes'
import { site } from '../../src/site-config'

for (const route of routes) {
  test.describe(route.path, () => {
    test('answers with its status, heading, key texts and links', async ({ page, errors, baseURL }) => {
      if (route.status === 404) errors.allowNotFound(route.path)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route.status)

      const h1 = page.locator('h1')
      await expect(h1, 'one h1 per page').toHaveCount(1)
      await expect(h1).toHaveText(route.heading)

      await expectTexts(page, route.texts)
      await expectLinks(page.locator('main'), route.links, new URL(baseURL!).origin)

      if (route.sections !== undefined) {
        await expect(page.locator('main h2'), 'numbered sections').toHaveCount(route.sections)
      }
      if (route.title) await expect(page).toHaveTitle(route.title)
    })

    test('has a title, description, canonical URL and Open Graph tags', async ({ page, errors }) => {
      if (route.status === 404) errors.allowNotFound(route.path)
      await page.goto(route.path)
      const head = await page.evaluate(() => {
        const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null
        return {
          title: document.title,
          description: meta('meta[name="description"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
          ogTitle: meta('meta[property="og:title"]'),
          ogDescription: meta('meta[property="og:description"]'),
          ogImage: meta('meta[property="og:image"]'),
          ogUrl: meta('meta[property="og:url"]'),
        }
      })
      expect(head.title).toContain(site.brand)
      expect(head.description?.trim().length ?? 0, 'meta description').toBeGreaterThan(20)
      if (route.status === 404) {
        // Served at whatever address was wrong: it names none of its own (it said /404 before).
        expect(head.canonical).toBeNull()
        expect(head.ogUrl).toBeNull()
        return
      }

      expect(head.canonical, 'canonical link').not.toBeNull()
      const canonical = new URL(head.canonical!)
      expect(canonical.protocol, 'canonical is absolute https').toBe('https:')
      expect(canonical.pathname, 'canonical path is the route, no slash, no .html').toBe(route.path)
      expect(canonical.search + canonical.hash).toBe('')
      expect(head.ogUrl).toBe(head.canonical)
      expect(head.ogTitle?.length ?? 0).toBeGreaterThan(0)
      expect(head.ogDescription?.length ?? 0).toBeGreaterThan(0)
      expect(() => new URL(head.ogImage ?? ''), 'og:image is an absolute URL').not.toThrow()
    })
  })
}

test('every page has its own title', async ({ request }) => {
  const titles = new Map<string, string[]>()
  for (const route of routes.filter((r) => r.path !== unknownPath)) {
    const html = await (await request.get(route.path)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''
    titles.set(title, [...(titles.get(title) ?? []), route.path])
  }
  const shared = [...titles].filter(([, paths]) => paths.length > 1)
  expect(shared, 'pages sharing a title').toEqual([])
})

test.describe('/home', () => {
  test('sections come in the spec order, then the footer', async ({ page }) => {
    await page.goto('/home')
    const ids = ['home', 'services', 'about', 'areas', 'testimonials', 'contact']
    for (const id of ids) await expect(page.locator(`#${id}`), `section #${id}`).toHaveCount(1)
    const inOrder = await page.evaluate((ids) => {
      const nodes = [...ids.map((id) => document.getElementById(id)!), document.querySelector('footer')!]
      return nodes.every(
        (node, i) =>
          i === 0 || nodes[i - 1]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
    }, ids)
    expect(inOrder, `sections in order ${ids.join(', ')}, footer`).toBe(true)
  })

  test("'Meet Our Team' and 'Our Certifications' lead into the about section", async ({ page }) => {
    // DESIGN.md section 5: the buttons the original left dead go to the about section and credentials.
    await page.goto('/home')
    for (const name of ['Meet Our Team', 'Our Certifications']) {
      const link = page.locator('#about').getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', /#./)
      const id = (await link.getAttribute('href'))!.split('#')[1]!
      await expect(page.locator('#about').locator(`[id="${id}"]`), `${name} target`).toHaveCount(1)
      await link.click()
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
    }
  })

  test('carries LocalBusiness JSON-LD for an electrician and an HVAC business', async ({ page }) => {
    await page.goto('/home')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blocks.length).toBeGreaterThan(0)
    const types = new Set<string>()
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(collect)
      if (node && typeof node === 'object') {
        const type = (node as Record<string, unknown>)['@type']
        for (const t of [type].flat()) if (typeof t === 'string') types.add(t)
        Object.values(node).forEach(collect)
      }
    }
    for (const block of blocks) collect(JSON.parse(block))
    expect([...types]).toEqual(expect.arrayContaining(['Electrician', 'HVACBusiness']))
  })
})

test('the privacy policy explains its uses of data in a table', async ({ page }) => {
  await page.goto('/privacy-policy')
  const table = page.locator('main table')
  await expect(table).toHaveCount(1)
  for (const header of ['Purpose', 'Data', 'Lawful Basis']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
})

test('the sitemap page links to /sitemap.xml in a new tab, and it exists', async ({ page, request }) => {
  await page.goto('/sitemap')
  const link = page.locator('main a[href="/sitemap.xml"]')
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  const xml = await request.get('/sitemap.xml')
  expect(xml.status()).toBe(200)
  expect(await xml.text()).toContain('<urlset')
})

test('the footer links to every section of the site', async ({ page, baseURL }) => {
  await page.goto('/home')
  const footer = page.locator('footer')
  const targets = await footer
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  const origin = new URL(baseURL!).origin
  const paths = targets.filter((h) => h.startsWith(origin)).map((h) => h.slice(origin.length))
  const expected = [
    '/electrical-services',
    '/hvac-services',
    '/ict-services',
    '/home',
    '/gallery',
    '/blog',
    '/home#about',
    '/home#areas',
    '/admin/login',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/sitemap',
  ]
  expect(
    expected.filter((p) => !paths.includes(p)),
    'footer links missing',
  ).toEqual([])
  await expect(footer.getByRole('link', { name: 'Admin Portal', exact: true })).toHaveAttribute(
    'href',
    '/admin/login',
  )
})

test("every kind of page ends with the © line, in Sydney's year", async ({ page }) => {
  // The pages were built in the last hour; a New Year in Sydney may fall in between.
  const sydneyYear = (at: number) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(at)
  const years = new Set([sydneyYear(Date.now() - 60 * 60 * 1000), sydneyYear(Date.now())])
  for (const path of ['/home', '/', '/login']) {
    await page.goto(path)
    const line = await page.getByText(/^©/).first().textContent()
    const match = /^© (\d{4}) (.+?)( · .*)?$/.exec(line ?? '')
    expect(match, `${path}: ${line}`).not.toBeNull()
    expect(years, `${path}: ${line}`).toContain(match![1])
    expect(match![2], path).toBe(site.legalName)
  }
})
