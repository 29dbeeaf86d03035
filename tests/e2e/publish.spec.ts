/**
 * The publish loop on the local stack (docs/decisions/013-publish-loop.md): what an admin
 * saves in /admin/blog becomes a static page, with its own title, description,
 * canonical URL, Open Graph tags and Article data, listed on /blog, in /sitemap.xml and in
 * related posts; an edit reaches all of them, a delete takes the post off all of them (its
 * address then answers 404); a failed rebuild shows as failed in the admin and recovers on
 * Retry. Visitors are played by plain HTTP requests: they get exactly what Hosting serves.
 * How fast (the goal: within 60 seconds) is measured by `npm run bench:publish`, not here.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { lstatSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { apiFetch, createAdmin, signInAdmin, type Account } from './support/accounts'
import { openBlogAdmin, postCard } from './support/admin-blog'
import { deletePostsTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { expectToast } from './support/page-helpers'
import { REBUILD_WAIT_MS, siteState, waitForPublished } from './support/publishing'

// Three rebuilds in the longest test, each waited for up to REBUILD_WAIT_MS.
test.describe.configure({ timeout: 4 * REBUILD_WAIT_MS })
const SLOW = { timeout: 45_000 }
const REBUILT = { timeout: REBUILD_WAIT_MS, intervals: [250, 500, 1000] }
const SITE = 'https://harbourline.example'
const BRAND = 'Harbourline Services'
/** A seeded post tagged 'Safety': a new post with that tag is the newest of its related posts. */
const NEIGHBOUR = '/blog/five-signs-your-switchboard-needs-an-upgrade'

let admin: Account | undefined
async function theAdmin(): Promise<Account> {
  admin ??= await createAdmin()
  return admin
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** What a visitor (or a search engine) gets at `path`: status and HTML. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

async function saveFromForm(page: Page, button: 'Create Post' | 'Update Post', toast: string) {
  await page.getByRole('button', { name: button }).click()
  await expectToast(page, toast, undefined, SLOW)
}

test('a post saved, edited and deleted in /admin/blog reaches the static site each time', async ({
  page,
  request,
}) => {
  const id = stamp()
  const title = `Surge protection for home offices ${id}`
  const slug = `surge-protection-for-home-offices-${id}`
  const path = `/blog/${slug}`
  try {
    await waitForPublished()
    await signInAdmin(page, await theAdmin())
    await openBlogAdmin(page)
    await expect(page.getByRole('status', { name: 'Public site' })).toContainText('Public site is live')

    // Create.
    await page.getByRole('button', { name: 'Create New Post' }).click()
    const form = page.getByRole('form', { name: 'Create New Post' })
    await form.getByLabel('Title', { exact: true }).fill(title)
    await form
      .getByRole('textbox', { name: 'Content' })
      .fill('A surge from a storm can reach every device on a circuit.')
    await form.getByLabel('Tags').fill(`Safety, Surge ${id}`)
    await saveFromForm(page, 'Create Post', 'Post created')

    // The admin sees it on its way; a visitor gets its page within the deadline.
    const card = postCard(page, title)
    await expect(card.getByTestId('publish-state')).toHaveText(/^(Publishing since .+|Live)$/, SLOW)
    await expect.poll(async () => (await visit(request, path)).status, REBUILT).toBe(200)
    await expect(card.getByTestId('publish-state')).toHaveText('Live', SLOW)
    await expect(page.getByRole('status', { name: 'Public site' })).toContainText('Public site is live')

    // A real page, with everything search engines and link previews read.
    const page1 = await visit(request, path)
    expect(page1.html).toContain(`<title>${title} | ${BRAND}</title>`)
    expect(page1.html).toContain(`<link rel="canonical" href="${SITE}${path}">`)
    expect(page1.html).toContain(`<meta property="og:title" content="${attribute(`${title} | ${BRAND}`)}">`)
    expect(page1.html).toContain('<meta property="og:type" content="article">')
    expect(page1.html).toMatch(
      /<meta name="description" content="[^"]*A surge from a storm can reach every device/,
    )
    expect(page1.html).not.toContain('noindex')
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page1.html)?.[1]
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'BlogPosting', headline: title })
    expect((await visit(request, '/sitemap.xml')).html).toContain(`<loc>${SITE}${path}</loc>`)
    expect((await visit(request, '/blog')).html).toContain(`href="${path}"`)
    expect((await visit(request, NEIGHBOUR)).html).toContain(`href="${path}"`)

    // Edit: the new text everywhere: its page, the list, related posts.
    const newTitle = `${title} (revised)`
    await card.getByRole('button', { name: /^Edit/ }).click()
    const editForm = page.getByRole('form', { name: 'Edit Post' })
    await editForm.getByLabel('Title', { exact: true }).fill(newTitle)
    await editForm
      .getByRole('textbox', { name: 'Content' })
      .fill('Whole-house surge protection guards every circuit at the switchboard.')
    await saveFromForm(page, 'Update Post', 'Post updated')
    await expect
      .poll(async () => (await visit(request, path)).html, REBUILT)
      .toContain(`<title>${newTitle} | ${BRAND}</title>`)
    await expect(postCard(page, newTitle).getByTestId('publish-state')).toHaveText('Live', SLOW)
    const edited = await visit(request, path)
    expect(edited.html).toContain('Whole-house surge protection guards every circuit')
    expect((await visit(request, '/blog')).html).toContain(newTitle)
    expect((await visit(request, NEIGHBOUR)).html).toContain(newTitle)

    // Delete: a real 404, and gone from the list, the sitemap and related posts.
    await postCard(page, newTitle)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page
      .getByRole('dialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete post' })
      .click()
    await expectToast(page, 'Post deleted', undefined, SLOW)
    await expect.poll(async () => (await visit(request, path)).status, REBUILT).toBe(404)
    await expect(page.getByRole('status', { name: 'Public site' })).toContainText('Public site is live', SLOW)
    expect((await visit(request, '/sitemap.xml')).html).not.toContain(path)
    expect((await visit(request, '/blog')).html).not.toContain(path)
    expect((await visit(request, NEIGHBOUR)).html).not.toContain(path)
  } finally {
    await deletePostsTitled(title)
  }
})

test('a failed rebuild shows as failed in the admin, the site stays as it was, and Retry publishes', async ({
  page,
  request,
  errors,
}) => {
  // Something that is not the builder's stands where the next build is written, as a full or
  // broken disk would: the real build fails (scripts/live-site.ts).
  const blocker = fileURLToPath(new URL('../../.data/site-builds/next', import.meta.url))
  // Takes away the test's own file only: a folder there is a build under way.
  const removeBlocker = () => {
    if (lstatSync(blocker, { throwIfNoEntry: false })?.isFile()) rmSync(blocker)
  }
  const id = stamp()
  const title = `Smoke alarm interconnection ${id}`
  const path = `/blog/smoke-alarm-interconnection-${id}`
  errors.allowNotFound(path)
  try {
    await waitForPublished()
    // 'wx': refuses to replace what is there, so a build under way fails this line by name.
    writeFileSync(blocker, 'in the way of the build', { flag: 'wx' })
    const created = await apiFetch(await theAdmin(), '/api/posts', {
      method: 'POST',
      json: {
        title,
        content: '<p>Interconnected alarms all sound when one does.</p>',
        tags: [`Alarms ${id}`],
      },
    })
    expect(created.status).toBe(201)

    await signInAdmin(page, await theAdmin())
    await openBlogAdmin(page)
    const site = page.getByRole('status', { name: 'Public site' })
    await expect(site).toContainText('Publishing failed', REBUILT)
    await expect(site.getByTestId('publish-failure')).toContainText('is in the way of the build')
    await expect(postCard(page, title).getByTestId('publish-state')).toHaveText(
      'Not published: publishing failed',
    )
    expect((await siteState()).state).toBe('failed')
    // The public site is the last good one: no page for the new post.
    expect((await visit(request, path)).status).toBe(404)

    removeBlocker()
    await site.getByRole('button', { name: 'Retry publishing' }).click()
    await expect(site).toContainText('Public site is live', REBUILT)
    await expect(postCard(page, title).getByTestId('publish-state')).toHaveText('Live')
    expect((await visit(request, path)).status).toBe(200)
  } finally {
    removeBlocker()
    await deletePostsTitled(title)
  }
})

test('an unknown post address is a real 404, and the admin preview still shows an unpublished post', async ({
  page,
  request,
  errors,
}) => {
  errors.allowNotFound('/blog/no-such-post')
  expect((await visit(request, '/blog/no-such-post')).status).toBe(404)

  // The preview reads the post from the API: an admin can read it before any rebuild.
  const id = stamp()
  const title = `Preview before publishing ${id}`
  try {
    const created = await apiFetch(await theAdmin(), '/api/posts', {
      method: 'POST',
      json: { title, content: '<p>Draft text the admin wants to read first.</p>' },
    })
    const { post } = (await created.json()) as { post: { slug: string } }
    await signInAdmin(page, await theAdmin())
    await page.goto(`/admin/blog/preview?slug=${post.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)
    await expect(page.getByText('Draft text the admin wants to read first.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  } finally {
    await deletePostsTitled(title)
  }
})
