/**
 * The blog as a visitor sees it (SPEC.md "Blog list" and "Blog post", DESIGN.md section 5):
 * search, tag filters and the ?tag= deep link, featured and related articles, a pre-rendered
 * post, a real 404 for an unknown post, and axe on both pages. How a saved post reaches its
 * static page is publish.spec.ts.
 *
 * Expectations are worked out from what the API serves (the stack's demo content), so the
 * tests say what the page must show for that data rather than repeating the seed by heart.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiFetch, createAdmin, signInAdmin } from './support/accounts'
import { deletePostsTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { openBlogAdmin, postCard } from './support/admin-blog'
import { expectNoAxeViolations, expectWordsOnTheScreen, settle } from './support/page-helpers'
import { REBUILD_WAIT_MS, waitForPublished } from './support/publishing'
import { matchesSearch, textOf } from './support/search'

interface ApiPost {
  id: string
  slug: string
  title: string
  content: string
  excerpt: string
  date: string
  read_time: string
  image_url: string | null
  category: string | null
  tags: string[]
  featured: boolean
}

const BRAND = 'Harbourline Services'
/**
 * The functions emulator starts a worker per concurrent request, and a cold one can take many
 * seconds on a small machine, so what waits on the API gets more time than the default.
 */
const API = { timeout: 30_000 }

// The pages are static and the expectations come from the API: start once the site shows
// every save (an earlier test's rebuild may still be on its way), then a minute for the test.
test.describe.configure({ timeout: REBUILD_WAIT_MS + 60_000 })
test.beforeEach(() => waitForPublished())

async function apiPosts(request: APIRequestContext): Promise<ApiPost[]> {
  const response = await request.get('/api/posts')
  expect(response.status()).toBe(200)
  const { posts } = (await response.json()) as { posts: ApiPost[] }
  expect(posts.length, 'the stack serves the demo posts').toBeGreaterThanOrEqual(6)
  return posts
}

/** The posts with their text: a list leaves it out, each post's own address has it. */
async function withContent(request: APIRequestContext, posts: ApiPost[]): Promise<ApiPost[]> {
  return Promise.all(
    posts.map(async (post) => {
      const response = await request.get(`/api/posts/${post.slug}`)
      return ((await response.json()) as { post: ApiPost }).post
    }),
  )
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Australia/Sydney',
  }).format(new Date(iso))

const allArticles = (page: Page) => page.getByRole('region', { name: 'All Articles' })
const featuredSection = (page: Page) => page.getByRole('region', { name: 'Featured Articles' })
const cardTitles = (scope: Locator) => scope.getByRole('heading', { level: 3 })
const listTags = (page: Page) => page.getByRole('group', { name: 'Filter by tag' })
const heroTags = (page: Page) => page.getByRole('group', { name: 'Popular tags' })

async function expectTitles(scope: Locator, titles: string[]) {
  await expect(cardTitles(scope)).toHaveText(titles, API)
}

/**
 * Opens a page. The list island hydrates on the first interaction (client:interaction), at
 * once when the address asks for a filter: then this waits until it has (Astro drops `ssr`).
 */
async function open(page: Page, path: string) {
  await page.goto(path)
  if (path.includes('?')) await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
}

test('the list shows every post, newest first, and up to three featured ones', async ({ page, request }) => {
  const posts = await apiPosts(request)
  await open(page, '/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectTitles(
    allArticles(page),
    posts.map((p) => p.title),
  )
  const featured = posts.filter((p) => p.featured).slice(0, 3)
  expect(featured.length, 'the demo content has featured posts').toBeGreaterThan(0)
  await expectTitles(
    featuredSection(page),
    featured.map((p) => p.title),
  )
  await expect(featuredSection(page).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/blog')

  const first = posts[0]!
  const readMore = allArticles(page).getByRole('link', { name: 'Read More' }).first()
  await expect(readMore).toHaveAttribute('href', `/blog/${first.slug}`)
  await readMore.click()
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
})

test('search is case-insensitive over title, content and excerpt, with an empty state', async ({
  page,
  request,
}) => {
  const posts = await withContent(request, await apiPosts(request))
  await open(page, '/blog')
  const search = page.getByRole('searchbox', { name: 'Search articles' })
  await expect(search).toHaveAttribute('placeholder', 'Search articles...')

  // A phrase from the body of one post (not its title), typed in capitals.
  const term = 'CERAMIC FUSES'
  const matches = posts.filter((p) =>
    matchesSearch(term, [p.title, textOf(p.content), p.excerpt, p.category, ...p.tags]),
  )
  expect(matches.length, `the demo content mentions "${term}"`).toBeGreaterThan(0)
  expect(matches.some((p) => !p.title.toLowerCase().includes(term.toLowerCase()))).toBe(true)
  await search.fill(term)
  await expectTitles(
    allArticles(page),
    matches.map((p) => p.title),
  )
  // Featured articles step aside while the visitor searches.
  await expect(featuredSection(page)).toHaveCount(0)

  const titleWord = posts[1]!.title.split(' ').find((w) => w.length > 5)!
  await search.fill(titleWord.toLowerCase())
  await expect(cardTitles(allArticles(page)).filter({ hasText: posts[1]!.title })).toHaveCount(1)

  await search.fill('no article mentions this zxqv')
  await expect(allArticles(page).getByRole('heading', { name: 'No articles found' })).toBeVisible()
  await expect(allArticles(page).getByText('Try adjusting your search')).toBeVisible()

  await search.fill('')
  await expect(cardTitles(allArticles(page))).toHaveCount(posts.length)
})

test('tag buttons filter the list and put the tag in the address', async ({ page, request }) => {
  const posts = await apiPosts(request)
  const tags = [...new Set(posts.flatMap((p) => p.tags))]
  await open(page, '/blog')

  await expect(listTags(page).getByRole('button')).toHaveText(['All', ...tags])
  await expect(heroTags(page).getByRole('button')).toHaveText(['All', ...tags].slice(0, 6))

  // A tag some posts have and others don't.
  const tag = tags.find((t) => {
    const n = posts.filter((p) => p.tags.includes(t)).length
    return n > 1 && n < posts.length
  })!
  await listTags(page).getByRole('button', { name: tag, exact: true }).click()
  await expect(listTags(page).getByRole('button', { name: tag, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectTitles(
    allArticles(page),
    posts.filter((p) => p.tags.includes(tag)).map((p) => p.title),
  )
  expect(new URL(page.url()).searchParams.get('tag')).toBe(tag)

  await heroTags(page).getByRole('button', { name: 'All', exact: true }).click()
  await expect(cardTitles(allArticles(page))).toHaveCount(posts.length)
  expect(new URL(page.url()).search).toBe('')
})

test('on a phone, a tag chosen in the hero or a search sent with Enter brings the results into sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/blog')
  const heading = page.getByRole('heading', { name: 'All Articles', level: 2 })
  /** Where the results' heading is: in the upper half of the screen once brought into sight. */
  const inUpperHalf = () =>
    heading.evaluate((element) => {
      const { top } = element.getBoundingClientRect()
      return top >= 0 && top < innerHeight / 2
    })
  expect(await inUpperHalf()).toBe(false)

  const tag = heroTags(page).getByRole('button').nth(1)
  await tag.click()
  await expect(tag).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(inUpperHalf).toBe(true)

  await open(page, '/blog')
  expect(await inUpperHalf()).toBe(false)
  const search = page.getByRole('searchbox', { name: 'Search articles' })
  await search.fill('switchboard')
  await search.press('Enter')
  await expect.poll(inUpperHalf).toBe(true)
})

test('?tag= opens the list filtered, and an unused tag says so', async ({ page, request }) => {
  const posts = await apiPosts(request)
  const tag = posts[0]!.tags[0]!
  await open(page, `/blog?tag=${encodeURIComponent(tag)}`)
  await expectTitles(
    allArticles(page),
    posts.filter((p) => p.tags.includes(tag)).map((p) => p.title),
  )
  await expect(listTags(page).getByRole('button', { name: tag, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await open(page, '/blog?tag=Underwater%20Welding')
  await expect(
    allArticles(page).getByRole('heading', { name: 'No articles with the "Underwater Welding" tag' }),
  ).toBeVisible()
})

test('a post that existed at build time is a static page with its own title, description and Open Graph', async ({
  page,
  request,
}) => {
  const posts = await apiPosts(request)
  const post = posts.find((p) => p.image_url && p.category && p.tags.length > 0)!

  // The HTML itself, before any script runs, carries the post.
  const response = await request.get(`/blog/${post.slug}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(`<title>${post.title} | ${BRAND}</title>`)
  expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/)
  expect(html).toContain('<meta property="og:type" content="article"')
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/api\/media\/[^"]+"/)
  expect(html).toContain(`content="${post.excerpt.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
  expect(html, 'no island on a pre-rendered post').not.toContain('<astro-island')

  await page.goto(`/blog/${post.slug}`)
  await expect(page).toHaveTitle(`${post.title} | ${BRAND}`)
  const article = page.getByRole('article').first()
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(article.locator('header').getByText(post.category!, { exact: true })).toBeVisible()
  await expect(article.getByText(longDate(post.date), { exact: true })).toBeVisible()
  await expect(article.getByText(post.read_time, { exact: true })).toBeVisible()
  await expect(article.getByRole('img', { name: post.title })).toBeVisible()
  // The sanitised HTML is rendered as markup, not shown as text.
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(article).not.toContainText('<p>')

  const tagLinks = article.getByRole('list', { name: 'Tags' }).getByRole('link')
  await expect(tagLinks).toHaveText(post.tags)
  for (const [i, tag] of post.tags.entries()) {
    await expect(tagLinks.nth(i)).toHaveAttribute('href', `/blog?tag=${encodeURIComponent(tag)}`)
  }

  // Related: up to three other posts, each sharing a tag, as the API says.
  const related = (
    (await (await request.get(`/api/posts/${post.slug}/related`)).json()) as { posts: ApiPost[] }
  ).posts
  expect(related.length).toBeGreaterThan(0)
  expect(related.length).toBeLessThanOrEqual(3)
  for (const other of related) {
    expect(other.id).not.toBe(post.id)
    expect(other.tags.some((t) => post.tags.includes(t))).toBe(true)
  }
  await expectTitles(
    page.getByRole('region', { name: 'Related Articles' }),
    related.map((p) => p.title),
  )

  // A tag link opens the list filtered by that tag.
  await tagLinks.first().click()
  await expect(page).toHaveURL(/\/blog\?tag=/)
  await expect(listTags(page).getByRole('button', { name: post.tags[0]!, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('an unknown slug is a real 404, with a way back to the blog', async ({ page, errors }) => {
  const path = '/blog/no-such-post-was-ever-written'
  errors.allowNotFound(path)
  const response = await page.goto(path)
  expect(response?.status(), 'no soft 404').toBe(404)
  // SPEC.md "Blog post": the 404 page says the blog's words under /blog/ (not-found.spec.ts).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
  await expect(page.getByRole('link', { name: 'Back to Blog', exact: true })).toHaveAttribute('href', '/blog')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('axe finds nothing on /blog and on a post, in light and dark mode', async ({ page, request }) => {
  const posts = await apiPosts(request)
  for (const path of ['/blog', `/blog/${posts[0]!.slug}`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await test.step(path, () => expectNoAxeViolations(page))
  }
})

test("the longest words a post's fields take stay on a 320 px screen: its cards, its tag and its page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const id = Date.now().toString(36)
  // Words as an owner might paste them: a compound word, an address, a category and a tag at
  // their 40-character limit (src/domain/post.ts, src/domain/tags.ts).
  const word = `Switchboardreplacementandrewiring${id}`
  const title = `${word} in a Federation terrace`
  const excerpt = `Photos at https://www.harbourline.example/guides/federation-terraces/${id}/switchboard-before-and-after`
  const category = 'Switchboardupgradesforfederationterraces'
  const tag = `Federationterraceswitchboards${id}`.slice(0, 40)
  const admin = await createAdmin()
  try {
    const created = await apiFetch(admin, '/api/posts', {
      method: 'POST',
      json: { title, excerpt, category, tags: [tag], content: '<p>A post as an owner might paste it.</p>' },
    })
    expect(created.status).toBe(201)
    const { post } = (await created.json()) as { post: { slug: string } }

    // Its card, drawn by the list from the API (no rebuild needed).
    await open(page, '/blog')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(word.toLowerCase())
    await expect(cardTitles(allArticles(page)).filter({ hasText: word })).toHaveCount(1, API)
    await expectWordsOnTheScreen(page, 'the blog list')

    // Its card in the admin's list, and the list filtered by its tag (the chip names the tag).
    await signInAdmin(page, admin)
    await openBlogAdmin(page)
    await page.getByRole('button', { name: 'Filter by tag' }).click()
    await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tag }).click()
    await expect(postCard(page, title)).toBeVisible(API)
    await expectWordsOnTheScreen(page, "the admin's list")

    // Its page, as the admin's preview draws it before the rebuild (the same component).
    await page.goto(`/admin/blog/preview?slug=${post.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(API)
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText(tag)
    await expectWordsOnTheScreen(page, "the post's page")
  } finally {
    await deletePostsTitled(title)
  }
})
