/**
 * /admin/blog over the real local stack (SPEC.md sections 2, 4, 5 and 8; DESIGN.md section 5):
 * an admin writes a post in the Markdown editor with an uploaded image, edits, previews and
 * deletes it, and sees it on /blog; search and the tag filter work; the form's checks, the
 * list's states; visitors and non-admins are sent away; axe finds nothing.
 */
import type { Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { apiFetch, createAdmin, createUser, signIn, signInAdmin, type Account } from './support/accounts'
import { openBlogAdmin, postCard } from './support/admin-blog'
import { deletePostsTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'
import { matchesSearch, textOf } from './support/search'

/** axe measures colours as drawn: wait until toasts have finished fading in. */
async function settleToasts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) => getComputedStyle(toast).opacity === '1',
        ),
      ),
    )
    .toBe(true)
}

test.describe.configure({ timeout: 180_000 })
const SLOW = { timeout: 45_000 }
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url))

interface ApiPost {
  id: string
  slug: string
  title: string
  content: string
  excerpt: string
  category: string | null
  tags: string[]
  image_url: string | null
  image_variants: { url: string }[]
  featured: boolean
  read_time: string
}

let admin: Account | undefined
async function theAdmin(): Promise<Account> {
  admin ??= await createAdmin()
  return admin
}

/** The posts with their text: a list leaves it out, each post's own address has it. */
async function withContent(posts: ApiPost[]): Promise<ApiPost[]> {
  return Promise.all(
    posts.map(
      async (post) =>
        ((await (await apiFetch(null, `/api/posts/${post.slug}`)).json()) as { post: ApiPost }).post,
    ),
  )
}

// The list's own items (each card holds a list of its tags too).
const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).locator('> li')
const card = postCard
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

test('an admin creates a post with an uploaded image, edits, previews and deletes it, and it shows on /blog', async ({
  page,
  context,
}) => {
  const id = stamp()
  const title = `Heat pump hot water ${id}`
  const slug = `heat-pump-hot-water-${id}`
  const tag = `Energy ${id}`
  try {
    await signInAdmin(page, await theAdmin())
    await openBlogAdmin(page)
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )

    await page.getByRole('button', { name: 'Create New Post' }).click()
    const form = page.getByRole('form', { name: 'Create New Post' })
    await expect(form).toBeVisible()
    await expect(form.getByLabel('Read time')).toHaveValue('5 min read')

    await form.getByLabel('Title', { exact: true }).fill(title)
    // The address follows the title, as the server will make it.
    await expect(page.getByTestId('slug-preview')).toHaveText(`/blog/${slug}`)

    // The content is Markdown, with a toolbar; what is saved is HTML.
    const content = form.getByRole('textbox', { name: 'Content' })
    await content.fill(
      '## Why switch\n\nA heat pump uses about a third of the power of an electric tank.\n\n',
    )
    await content.press('End')
    await content.pressSequentially('Ask us')
    await content.press('Shift+Home')
    await form.getByRole('button', { name: 'Bold' }).click()
    await expect(content).toHaveValue(/\*\*Ask us\*\*$/)
    await form.getByRole('tab', { name: 'Preview' }).click()
    const preview = form.getByRole('tabpanel', { name: 'Preview' })
    await expect(preview.getByRole('heading', { level: 2, name: 'Why switch' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('Ask us')
    await form.getByRole('tab', { name: 'Write' }).click()

    // The image: a file that is no picture, one too large, then a real photo.
    const picker = form.locator('input[type="file"]')
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expectToast(page, 'Invalid file type', 'Please upload an image file (JPEG, PNG, etc.)', {
      destructive: true,
    })
    await picker.setInputFiles(fixture('large-6mb.jpg'))
    await expectToast(page, 'File too large', 'Please upload an image smaller than 5MB', {
      destructive: true,
    })
    await picker.setInputFiles(fixture('gps-photo.jpg'))
    await expect(form.getByRole('img', { name: 'Preview of gps-photo.jpg' })).toBeVisible()
    await expect(form.getByLabel('Image URL')).toBeDisabled()

    await form.getByLabel('Tags').fill(`Hot Water, ${tag}`)
    await form.getByLabel('Featured post').check()
    await form.getByRole('button', { name: 'Create Post' }).click()
    await expectToast(page, 'Post created', title, SLOW)

    // Back to the list, the new post first.
    await expect(form).toHaveCount(0)
    await expect(cards(page).first()).toContainText(title, SLOW)
    const created = card(page, title)
    await expect(created).toContainText('Featured')
    await expect(created).toContainText('5 min read')
    await expect(created).toContainText(tag)
    // The card's picture is decorative (the title is next to it).
    await expect(created.locator('img')).toHaveAttribute('src', /^\/api\/media\//)

    const stored = (await (await apiFetch(null, `/api/posts/${slug}`)).json()) as { post: ApiPost }
    expect(stored.post.content).toContain('<h2>Why switch</h2>')
    expect(stored.post.content).toContain('<strong>Ask us</strong>')
    expect(stored.post.tags).toEqual(['Hot Water', tag])
    expect(stored.post.featured).toBe(true)
    expect(stored.post.image_variants.length).toBeGreaterThan(0)

    // Preview opens the admin's preview in a new tab: readable before the rebuild publishes it.
    const previewLink = created.getByRole('link', { name: /^Preview/ })
    await expect(previewLink).toHaveAttribute('href', `/admin/blog/preview?slug=${slug}`)
    await expect(previewLink).toHaveAttribute('target', '_blank')
    const [postPage] = await Promise.all([context.waitForEvent('page'), previewLink.click()])
    await expect(postPage.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)
    await expect(postPage.getByRole('heading', { level: 2, name: 'Why switch' })).toBeVisible()
    await expect(postPage.getByRole('note')).toContainText('Preview')
    await expect(postPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await postPage.close()

    // Edit: the stored HTML comes back as the Markdown it was written in.
    await created.getByRole('button', { name: /^Edit/ }).click()
    const editForm = page.getByRole('form', { name: 'Edit Post' })
    await expect(editForm.getByLabel('Title', { exact: true })).toHaveValue(title)
    await expect(editForm.getByRole('textbox', { name: 'Content' })).toHaveValue(/^## Why switch\n\n/)
    await expect(editForm.getByLabel('Slug')).toHaveValue(slug)
    await expect(editForm.getByRole('img', { name: 'Current image' })).toBeVisible()
    const updatedTitle = `${title} (updated)`
    await editForm.getByLabel('Title', { exact: true }).fill(updatedTitle)
    await editForm.getByLabel('Read time').fill('4 min read')
    await editForm.getByRole('button', { name: 'Update Post' }).click()
    await expectToast(page, 'Post updated', undefined, SLOW)
    await expect(card(page, updatedTitle)).toContainText('4 min read', SLOW)
    await expect(card(page, title)).toHaveCount(0)

    // The public blog lists it: its list refreshes from the API once the visitor reaches for it.
    await page.goto('/blog')
    await page.getByRole('searchbox', { name: 'Search articles' }).focus()
    await expect(page.getByRole('link', { name: updatedTitle, exact: true }).first()).toBeVisible(SLOW)

    // Delete, after a confirmation.
    await openBlogAdmin(page)
    await card(page, updatedTitle)
      .getByRole('button', { name: /^Delete/ })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' })
    await expect(confirm).toContainText(updatedTitle)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(card(page, updatedTitle)).toBeVisible()
    await card(page, updatedTitle)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await confirm.getByRole('button', { name: 'Delete post' }).click()
    await expectToast(page, 'Post deleted', undefined, SLOW)
    await expect(card(page, updatedTitle)).toHaveCount(0)
    expect((await apiFetch(null, `/api/posts/${slug}`)).status).toBe(404)
  } finally {
    await deletePostsTitled(title)
  }
})

test('search and the tag filter work', async ({ page }) => {
  await signInAdmin(page, await theAdmin())
  // What the page itself was sent, so posts other tests add meanwhile don't matter.
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/posts', SLOW)
  await openBlogAdmin(page)
  const posts = await withContent(((await (await listed).json()) as { posts: ApiPost[] }).posts)
  expect(posts.length).toBeGreaterThanOrEqual(3)
  await expect(cards(page)).toHaveCount(posts.length)

  // Search: the API's, case-insensitive, every word the start of a word of the post.
  const target = posts.find((post) => post.title.includes('Switchboard')) ?? posts[0]!
  const word = target.title.split(' ').find((w) => w.length > 6)!
  const search = page.getByPlaceholder('Search posts...')
  await search.fill(word.toUpperCase())
  const byWord = posts.filter((post) =>
    matchesSearch(word, [post.title, textOf(post.content), post.excerpt, post.category, ...post.tags]),
  )
  await expect(cards(page)).toHaveCount(byWord.length)
  await expect(card(page, target.title)).toBeVisible()
  await search.fill('no such post anywhere at all')
  await expect(page.getByText('No matching posts')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(search).toHaveValue('')
  await expect(cards(page)).toHaveCount(posts.length)

  // Tag filter: a disclosure with a button per tag.
  const tag = target.tags[0]!
  const toggle = page.getByRole('button', { name: 'Filter by tag' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const tags = page.getByRole('group', { name: 'Filter by tag' })
  await tags.getByRole('button', { name: tag, exact: true }).click()
  await expect(tags.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true')
  const tagged = posts.filter((post) => post.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
  await expect(cards(page)).toHaveCount(tagged.length)
  for (const post of tagged) await expect(card(page, post.title)).toBeVisible()

  // Both together.
  await search.fill('zzz-nothing')
  await expect(cards(page)).toHaveCount(0)
  await search.fill('')
  await tags.getByRole('button', { name: 'All tags' }).click()
  await expect(cards(page)).toHaveCount(posts.length)
})

test('the form checks what it needs, and HTML that Markdown cannot hold opens in HTML mode', async ({
  page,
}) => {
  await signInAdmin(page, await theAdmin())
  await openBlogAdmin(page)
  await page.getByRole('button', { name: 'Create New Post' }).click()
  const form = page.getByRole('form', { name: 'Create New Post' })
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expectToast(page, 'Missing information', 'Please provide both a title and content for your post', {
    destructive: true,
  })
  await expect(form.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Title', { exact: true })).toBeFocused()

  // Markdown → HTML mode shows the HTML; back to Markdown gives the same text.
  const content = form.getByRole('textbox', { name: 'Content' })
  await content.fill('Plain *words*')
  await form.getByRole('button', { name: 'HTML', exact: true }).click()
  await expect(content).toHaveValue('<p>Plain <em>words</em></p>')
  await content.fill('<table><tbody><tr><td>Cell</td></tr></tbody></table>')
  await form.getByRole('button', { name: 'Markdown', exact: true }).click()
  await expect(form.getByText("uses HTML that Markdown can't express")).toBeVisible()
  await expect(form.getByRole('button', { name: 'HTML', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The preview of typed HTML never runs anything.
  await content.fill(
    '<p>Safe</p><img src="x" onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>',
  )
  await form.getByRole('tab', { name: 'Preview' }).click()
  await expect(form.getByRole('tabpanel', { name: 'Preview' })).toContainText('Safe')
  expect(await page.title()).not.toContain('pwned')

  // Cancel goes back to the list.
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible()

  // A seeded post with a table opens in HTML mode, exactly as stored.
  const posts = await withContent(
    ((await (await apiFetch(null, '/api/posts')).json()) as { posts: ApiPost[] }).posts,
  )
  const withTable = posts.find((post) => post.content.includes('<table'))
  if (withTable) {
    await card(page, withTable.title).getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('form', { name: 'Edit Post' })
    await expect(edit.getByRole('button', { name: 'HTML', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(edit.getByRole('textbox', { name: 'Content' })).toHaveValue(withTable.content)
    await page.getByRole('button', { name: 'Close form' }).click()
    await expect(edit).toHaveCount(0)
  }
})

test('loading, empty and failed lists', async ({ page, errors }) => {
  await signInAdmin(page, await theAdmin())
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/posts', async (route) => {
    await held
    await route.fulfill({ json: { posts: [], next: null } })
  })
  await page.goto('/admin/blog')
  await expect(page.getByText('Loading blog posts...')).toBeVisible(SLOW)
  release()
  await expect(page.getByText('No blog posts')).toBeVisible()
  await expect(page.getByText('Create your first post to get started')).toBeVisible()

  await page.unroute('**/api/posts')
  errors.allow('/api/posts')
  errors.allow('status of 500')
  await page.route('**/api/posts', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'The post store is not answering' } },
    }),
  )
  await page.getByRole('button', { name: 'Refresh Posts' }).click()
  await expectToast(page, 'Error fetching blog posts', 'The post store is not answering', {
    destructive: true,
    ...SLOW,
  })
})

test.describe('who gets in', () => {
  test('a visitor is sent from /admin/blog to /admin/login', async ({ page }) => {
    await page.goto('/admin/blog')
    await page.waitForURL((url) => url.pathname === '/admin/login', SLOW)
    await expectToast(page, 'Not Authenticated', 'Please login first', { destructive: true })
  })

  test('a signed-in user who is not an admin is sent away too', async ({ page }) => {
    const user = await createUser()
    await signIn(page, user)
    await page.goto('/admin/blog')
    await page.waitForURL((url) => url.pathname === '/admin/login', SLOW)
    await expectToast(page, 'Access Denied', 'You need admin privileges to access this page', {
      destructive: true,
    })
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the list, the form and the confirmation (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await signInAdmin(page, await theAdmin())
    await openBlogAdmin(page)
    await page.getByRole('button', { name: 'Filter by tag' }).click()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Create New Post' }).click()
    const form = page.getByRole('form', { name: 'Create New Post' })
    await form.getByRole('button', { name: 'Create Post' }).click()
    await expectToast(page, 'Missing information', undefined, { destructive: true })
    await settleToasts(page)
    await form
      .getByRole('textbox', { name: 'Content' })
      .fill('## Heading\n\nSome **bold** text and a [link](/home).')
    await expectNoAxeViolations(page)
    await form.getByRole('tab', { name: 'Preview' }).click()
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Cancel' }).click()

    await cards(page)
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click()
    await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  })
}
