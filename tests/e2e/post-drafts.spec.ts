/**
 * Drafts and scheduled posts on the local stack: a draft is nowhere a visitor can look (its
 * address, /blog, /sitemap.xml, the API) and costs no rebuild, an admin reads it in the preview;
 * published, it reaches the static site after the rebuild, and unpublished it leaves it again
 * (its address answers 404). A post scheduled a little ahead goes live when the schedule runs at
 * its time: the test runs the schedule's job with a later clock (support/stack-jobs.ts) rather
 * than waiting for it. Visitors are played by plain HTTP requests, as in publish.spec.ts. The
 * activity log names the test's admin for each save, and for the schedule's publishing too.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { createAdmin, signInAdmin } from './support/accounts'
import { activityRows } from './support/activity'
import { openBlogAdmin, postCard } from './support/admin-blog'
import { deletePostsTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { expectToast } from './support/page-helpers'
import { REBUILD_WAIT_MS, siteState, waitForPublished } from './support/publishing'
import { runPublishJobAt } from './support/stack-jobs'

// Two rebuilds in the longest test, each waited for up to REBUILD_WAIT_MS.
test.describe.configure({ timeout: 3 * REBUILD_WAIT_MS })
const SLOW = { timeout: 45_000 }
const REBUILT = { timeout: REBUILD_WAIT_MS, intervals: [250, 500, 1000] }
const SITE = 'https://harbourline.example'

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** What a visitor gets at `path`: status and body. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), body: await response.text() }
}

let asked = 0
/**
 * Whether a visitor finds the post anywhere: its page, /blog, the sitemap, the API's list and
 * its own answer. Each list request differs (its page size), so no cache answers for an earlier one.
 */
async function seenByVisitors(request: APIRequestContext, slug: string, search: string) {
  const path = `/blog/${slug}`
  const listed = `/api/posts?q=${encodeURIComponent(search)}&limit=${10 + (asked++ % 40)}`
  return {
    page: (await visit(request, path)).status,
    blog: (await visit(request, '/blog')).body.includes(`href="${path}"`),
    sitemap: (await visit(request, '/sitemap.xml')).body.includes(`<loc>${SITE}${path}</loc>`),
    list: (await visit(request, listed)).body.includes(`"${slug}"`),
    api: (await visit(request, `/api/posts/${slug}`)).status,
  }
}
const NOWHERE = { page: 404, blog: false, sitemap: false, list: false, api: 404 }
const EVERYWHERE = { page: 200, blog: true, sitemap: true, list: true, api: 200 }

/** Opens the create form and fills in a post. */
async function writePost(page: Page, title: string, text: string) {
  await page.getByRole('button', { name: 'Create New Post' }).click()
  const form = page.getByRole('form', { name: 'Create New Post' })
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByRole('textbox', { name: 'Content' }).fill(text)
  return form
}

async function editPost(page: Page, title: string) {
  await postCard(page, title).getByRole('button', { name: /^Edit/ }).click()
  return page.getByRole('form', { name: 'Edit Post' })
}

/** A moment's date (YYYY-MM-DD) and time (HH:MM) on Sydney's clocks, as the editor takes them. */
function sydneyFields(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

test('a draft is nowhere a visitor looks and previewed by an admin; published it goes live, unpublished it goes again', async ({
  page,
  request,
  errors,
}) => {
  const id = stamp()
  const title = `Ceiling fan wiring notes ${id}`
  const slug = `ceiling-fan-wiring-notes-${id}`
  const text = `A ceiling fan needs its own switch and a rated mounting block (${id}).`
  errors.allowNotFound(`/blog/${slug}`)
  try {
    await waitForPublished()
    const admin = await createAdmin()
    await signInAdmin(page, admin)
    await openBlogAdmin(page)

    // Saved as a draft: no rebuild starts, and visitors find it nowhere.
    await writePost(page, title, text)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expectToast(page, 'Draft saved', undefined, SLOW)
    await expect(postCard(page, title).getByText('Draft', { exact: true })).toBeVisible()
    expect((await siteState()).state).toBe('live')
    expect(await seenByVisitors(request, slug, id)).toEqual(NOWHERE)

    // The admin reads it as it will look, on a page search engines are told to leave alone.
    await page.goto(`/admin/blog/preview?slug=${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)
    await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByRole('note')).toContainText('Preview of a draft')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Published: on the site after the rebuild.
    await openBlogAdmin(page)
    await (await editPost(page, title)).getByRole('button', { name: 'Publish', exact: true }).click()
    await expectToast(page, 'Post published', undefined, SLOW)
    await expect.poll(async () => (await visit(request, `/blog/${slug}`)).status, REBUILT).toBe(200)
    await waitForPublished()
    expect(await seenByVisitors(request, slug, id)).toEqual(EVERYWHERE)
    await expect(postCard(page, title).getByText('Published', { exact: true })).toBeVisible()

    // Unpublished: a draft again, and after the rebuild its address answers 404.
    await (await editPost(page, title)).getByRole('button', { name: 'Unpublish' }).click()
    await expectToast(page, 'Post unpublished', undefined, SLOW)
    await expect.poll(async () => (await visit(request, `/blog/${slug}`)).status, REBUILT).toBe(404)
    await waitForPublished()
    expect(await seenByVisitors(request, slug, id)).toEqual(NOWHERE)
    await expect(postCard(page, title).getByText('Draft', { exact: true })).toBeVisible()

    // The activity log names this admin for the draft saved, published and unpublished.
    const rows = await activityRows(page, admin, title)
    await expect(rows).toHaveCount(3, SLOW)
    for (const row of await rows.all()) await expect(row).toContainText(admin.email)
    await expect(rows.nth(0)).toContainText('Blog posts: updated')
    await expect(rows.nth(0)).toContainText('Status: "published" → "draft"')
    await expect(rows.nth(1)).toContainText('Blog posts: updated')
    await expect(rows.nth(1)).toContainText('Status: "draft" → "published"')
    await expect(rows.nth(2)).toContainText('Blog posts: created')
    await expect(rows.nth(2)).toContainText(`Slug: ${slug}`)
  } finally {
    await deletePostsTitled(title)
  }
})

test('a post scheduled a little ahead goes live when the schedule runs at its time', async ({
  page,
  request,
  errors,
}) => {
  const id = stamp()
  const title = `Summer cooling checklist ${id}`
  const slug = `summer-cooling-checklist-${id}`
  errors.allowNotFound(`/blog/${slug}`)
  // Ten minutes ahead, to the minute the editor takes: due between nine and ten minutes from now.
  const { date, time } = sydneyFields(new Date(Date.now() + 10 * 60_000))
  try {
    await waitForPublished()
    const admin = await createAdmin()
    await signInAdmin(page, admin)
    await openBlogAdmin(page)

    const form = await writePost(page, title, `Clean the filters before the first hot day (${id}).`)
    await form.getByLabel('Publish date').fill(date)
    await form.getByLabel('Publish time').fill(time)
    await form.getByRole('button', { name: 'Schedule' }).click()
    await expectToast(page, 'Post scheduled', undefined, SLOW)

    // The list says when, and the status filter finds it; visitors find it nowhere yet.
    const card = postCard(page, title)
    await expect(card.getByText(/^Scheduled for /)).toBeVisible()
    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: 'Scheduled' })
      .click()
    await expect(card).toBeVisible(SLOW)
    expect(await seenByVisitors(request, slug, id)).toEqual(NOWHERE)

    // Not yet due now; due when the schedule runs a quarter of an hour from now.
    expect(await runPublishJobAt(new Date())).toBe(0)
    expect(await runPublishJobAt(new Date(Date.now() + 15 * 60_000))).toBe(1)
    await expect.poll(async () => (await visit(request, `/blog/${slug}`)).status, REBUILT).toBe(200)
    await waitForPublished()
    expect(await seenByVisitors(request, slug, id)).toEqual(EVERYWHERE)
    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: 'Published' })
      .click()
    await expect(card.getByText('Published', { exact: true })).toBeVisible(SLOW)

    // Nobody was signed in when it went live: the log names the admin who scheduled it.
    const rows = await activityRows(page, admin, title)
    await expect(rows).toHaveCount(2, SLOW)
    await expect(rows.nth(0)).toContainText('Blog posts: published on schedule')
    await expect(rows.nth(0)).toContainText(admin.email)
    await expect(rows.nth(0)).toContainText('Status: "scheduled" → "published"; set for')
    await expect(rows.nth(1)).toContainText('Blog posts: created')
    await expect(rows.nth(1)).toContainText(admin.email)
  } finally {
    await deletePostsTitled(title)
  }
})
