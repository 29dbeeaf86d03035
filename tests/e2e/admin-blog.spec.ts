/**
 * /admin/blog over the real local stack (SPEC.md sections 2, 4, 5 and 8; DESIGN.md section 5):
 * an admin writes a post in the visual editor (a heading, bold text, a list, a link, a table and
 * an uploaded picture) with an uploaded cover, edits, previews and deletes it, and a visitor
 * reads exactly that on its static page; rich text pasted in keeps its structure and loses its
 * styles; search and the tag filter work; the form's checks, the list's states; visitors and
 * non-admins are sent away; axe finds nothing.
 */
import type { Locator, Page } from '@playwright/test'
import type { Editor } from '@tiptap/core'
import { fileURLToPath } from 'node:url'
import { apiFetch, createAdmin, createUser, signIn, signInAdmin, type Account } from './support/accounts'
import { openBlogAdmin, postCard } from './support/admin-blog'
import { deletePostsTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'
import { REBUILD_WAIT_MS } from './support/publishing'
import { matchesSearch, textOf } from './support/search'

// Long enough for the editor test's wait for a rebuild (REBUILD_WAIT_MS) and its steps.
test.describe.configure({ timeout: REBUILD_WAIT_MS + 120_000 })
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
/** The visual editor of a post form. */
const editorIn = (form: Locator) => form.getByRole('textbox', { name: 'Content' })

/**
 * Gives the selected words a link through the Link panel, and waits for the caret to be back in the
 * text: the editor takes focus on the next frame, and a key pressed before that frame is undone by it.
 */
async function linkSelection(form: Locator, address: string) {
  await form.getByLabel('Link address').fill(address)
  await form.getByLabel('Link address').press('Enter')
  await expect(form.getByLabel('Link address')).toHaveCount(0)
  await expect(editorIn(form)).toBeFocused()
}

/**
 * End, and wait until the editor has taken it up: End collapses the selection in the page, and
 * the editor reads it on the page's selectionchange, which a busy browser may run after the next
 * key; a key typed meanwhile would replace the words still selected in the editor.
 */
async function toEndOfLine(content: Locator) {
  await content.press('End')
  await expect
    .poll(() =>
      content.evaluate((element) => (element as Element & { editor?: Editor }).editor?.state.selection.empty),
    )
    .toBe(true)
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

test('an admin writes a post in the visual editor, edits, previews and deletes it, and a visitor reads exactly that', async ({
  page,
  context,
  request,
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

    // The content, written in the visual editor with its toolbar and keys.
    const content = editorIn(form)
    await content.click()
    await form.getByRole('button', { name: 'Heading', exact: true }).click()
    await expect(form.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await content.pressSequentially('Why switch')
    await content.press('Enter')
    await content.pressSequentially('A heat pump uses about a third of the power of an electric tank. ')
    await content.press('ControlOrMeta+b')
    await content.pressSequentially('Ask us')
    await content.press('ControlOrMeta+b')
    await content.press('Enter')
    await form.getByRole('button', { name: 'Bulleted list' }).click()
    await content.pressSequentially('Lower bills')
    await content.press('Enter')
    await content.pressSequentially('Quiet running')
    await content.press('Enter')
    await content.press('Enter')
    // A link on words already written: select them, then give the address (https:// is added).
    await content.pressSequentially('rebate guide')
    await content.press('Shift+Home')
    await form.getByRole('button', { name: 'Link', exact: true }).click()
    await form.getByLabel('Link address').fill('javascript:alert(1)')
    await form.getByLabel('Link address').press('Enter')
    await expect(form.getByText('Please enter a web address (https://…)')).toBeVisible()
    await linkSelection(form, 'www.energy.gov.au/rebates')
    await expect(content.getByRole('link', { name: 'rebate guide' })).toHaveAttribute(
      'href',
      'https://www.energy.gov.au/rebates',
    )
    await toEndOfLine(content)
    await content.press('Enter')
    // A table: three columns with a header row, filled cell by cell with Tab.
    await form.getByRole('button', { name: 'Table', exact: true }).click()
    for (const [index, text] of ['Option', 'Cost', 'Saving', 'Heat pump', '$3,500', '70%'].entries()) {
      if (index > 0) await content.press('Tab')
      await content.pressSequentially(text)
    }
    await expect(content.getByRole('columnheader')).toHaveText(['Option', 'Cost', 'Saving'])
    // The third row is not needed: go to it and remove it.
    await content.press('Tab')
    await form.getByRole('toolbar', { name: 'Table' }).getByRole('button', { name: 'Remove row' }).click()
    await expect(content.getByRole('row')).toHaveCount(2)
    await content.press('ControlOrMeta+End')
    // A picture, uploaded from the editor with its alt text.
    await form.getByRole('button', { name: 'Image', exact: true }).click()
    await form.getByRole('button', { name: 'Insert image' }).click()
    await expect(form.getByText('Please choose a picture to upload')).toBeVisible()
    await form.getByLabel('Picture').setInputFiles(fixture('small.png'))
    await form.getByRole('button', { name: 'Insert image' }).click()
    await expect(form.getByText('Please describe the picture for people who cannot see it')).toBeVisible()
    await form.getByLabel('Alt text').fill('A heat pump on an outside wall')
    await form.getByRole('button', { name: 'Insert image' }).click()
    await expect(content.getByRole('img', { name: 'A heat pump on an outside wall' })).toBeVisible(SLOW)

    // The image: a file that is no picture, a large photo (taken, then removed), then a real photo.
    // (The editor's picture field closed once its picture was in: this is the cover's.)
    const picker = form.locator('input[type="file"]')
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expectToast(page, 'Invalid file type', 'Please upload an image file (JPEG, PNG, etc.)', {
      destructive: true,
    })
    // A photo over 5MB is taken: it is made smaller before it is sent (decision 034).
    await picker.setInputFiles(fixture('large-6mb.jpg'))
    await expect(form.getByRole('img', { name: 'Preview of large-6mb.jpg' })).toBeVisible()
    await form.getByRole('button', { name: 'Remove image' }).click()
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
    // Exactly what was written, as HTML the blog allows.
    const html = stored.post.content
    expect(html).toContain(
      '<h2>Why switch</h2><p>A heat pump uses about a third of the power of an electric tank. <strong>Ask us</strong></p>',
    )
    expect(html).toContain('<ul><li><p>Lower bills</p></li><li><p>Quiet running</p></li></ul>')
    expect(html).toContain(
      '<a href="https://www.energy.gov.au/rebates" rel="noopener noreferrer">rebate guide</a>',
    )
    expect(html).toContain(
      '<table><tbody><tr><th><p>Option</p></th><th><p>Cost</p></th><th><p>Saving</p></th></tr><tr><td><p>Heat pump</p></td><td><p>$3,500</p></td><td><p>70%</p></td></tr></tbody></table>',
    )
    expect(html).toMatch(
      /<img src="\/api\/media\/[^"]+" alt="A heat pump on an outside wall" width="\d+" height="\d+" loading="lazy" \/>/,
    )
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

    // Edit: the post opens in the editor as it was written.
    await created.getByRole('button', { name: /^Edit/ }).click()
    const editForm = page.getByRole('form', { name: 'Edit Post' })
    await expect(editForm.getByLabel('Title', { exact: true })).toHaveValue(title)
    await expect(editorIn(editForm).getByRole('heading', { level: 2, name: 'Why switch' })).toBeVisible()
    await expect(editorIn(editForm).getByRole('cell', { name: '$3,500' })).toBeVisible()
    await expect(editForm.getByLabel('Slug')).toHaveValue(slug)
    await expect(editForm.getByRole('img', { name: 'Current image' })).toBeVisible()
    const updatedTitle = `${title} (updated)`
    await editForm.getByLabel('Title', { exact: true }).fill(updatedTitle)
    await editForm.getByLabel('Read time').fill('4 min read')
    await editForm.getByRole('button', { name: 'Update Post' }).click()
    await expectToast(page, 'Post updated', undefined, SLOW)
    await expect(card(page, updatedTitle)).toContainText('4 min read', SLOW)
    await expect(card(page, title)).toHaveCount(0)
    // Saving it again left the content exactly as it was.
    const resaved = (await (await apiFetch(null, `/api/posts/${slug}`)).json()) as { post: ApiPost }
    expect(resaved.post.content).toBe(html)

    // A visitor reads exactly that on the post's static page, once the site is rebuilt.
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).text(), {
        timeout: REBUILD_WAIT_MS,
        intervals: [250, 500, 1000],
      })
      .toContain(updatedTitle)
    const visitor = await context.newPage()
    await visitor.goto(`/blog/${slug}`)
    const article = visitor.locator('.prose-post')
    await expect(article.getByRole('heading', { level: 2, name: 'Why switch' })).toBeVisible()
    await expect(article.locator('strong')).toHaveText('Ask us')
    await expect(article.getByRole('listitem')).toHaveText(['Lower bills', 'Quiet running'])
    await expect(article.getByRole('link', { name: 'rebate guide' })).toHaveAttribute(
      'href',
      'https://www.energy.gov.au/rebates',
    )
    await expect(article.getByRole('columnheader')).toHaveText(['Option', 'Cost', 'Saving'])
    await expect(article.getByRole('cell')).toHaveText(['Heat pump', '$3,500', '70%'])
    const picture = article.getByRole('img', { name: 'A heat pump on an outside wall' })
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await visitor.close()

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

test('the form checks what it needs, and a seeded post with a table opens in the editor as stored', async ({
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
  await expect(editorIn(form)).toHaveAttribute('aria-invalid', 'true')
  // Typing clears the content's error.
  await editorIn(form).click()
  await editorIn(form).pressSequentially('Words')
  await expect(editorIn(form)).not.toHaveAttribute('aria-invalid', 'true')

  // Cancel goes back to the list.
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible()

  // The seeded post with a table opens with its table, header row and cells.
  const posts = await withContent(
    ((await (await apiFetch(null, '/api/posts')).json()) as { posts: ApiPost[] }).posts,
  )
  const withTable = posts.find((post) => post.content.includes('<table'))!
  await card(page, withTable.title).getByRole('button', { name: /^Edit/ }).click()
  const edit = page.getByRole('form', { name: 'Edit Post' })
  const table = editorIn(edit).getByRole('table')
  await expect(table.getByRole('columnheader').first()).toBeVisible()
  const headers = [...withTable.content.matchAll(/<th(?:\s[^>]*)?>(.*?)<\/th>/g)].map((match) => match[1]!)
  await expect(table.getByRole('columnheader')).toHaveText(headers)
  await page.getByRole('button', { name: 'Close form' }).click()
  await expect(edit).toHaveCount(0)
})

test('rich text pasted into the editor keeps its structure and loses its styles and scripts', async ({
  page,
  errors,
}) => {
  // Chromium reports an on* attribute to the CSP as soon as it parses one, even into a detached
  // document where nothing can run: the paste's handler is reported, never run (the title checks it).
  errors.allow('Executing inline event handler violates')
  errors.allow('CSP violation: script-src-attr blocked inline')
  const id = stamp()
  const title = `Pasted from a document ${id}`
  const slug = `pasted-from-a-document-${id}`
  try {
    await signInAdmin(page, await theAdmin())
    await openBlogAdmin(page)
    await page.getByRole('button', { name: 'Create New Post' }).click()
    const form = page.getByRole('form', { name: 'Create New Post' })
    await form.getByLabel('Title', { exact: true }).fill(title)
    await editorIn(form).click()
    // What Google Docs puts on the clipboard: inline styles on every run, a wrapper <b>, ids; and
    // a picture with a handler and a script, which must neither run nor load.
    // Sent as a paste event carrying the raw HTML: Chromium's own clipboard would strip the
    // script and the handler before the page saw them, another browser or app might not.
    const pasted = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-7f1e"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;color:#1155cc">Ducted or split?</span></h2><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Georgia;background-color:#fff2cc">Ducted heats every room; </span><span style="font-size:11pt;font-weight:700;color:#cc0000">splits cost less</span></p><ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc;font-size:11pt"><p dir="ltr"><span style="font-family:Comic Sans MS">Zoning</span></p></li><li dir="ltr"><p dir="ltr"><span>Noise</span></p></li></ul><img src="x" onerror="document.title='pwned'"><script>document.title='pwned'</script></b>`
    await editorIn(form).evaluate((element, html) => {
      const clipboardData = new DataTransfer()
      clipboardData.setData('text/html', html)
      clipboardData.setData('text/plain', 'Ducted or split?')
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
    }, pasted)
    await expect(editorIn(form).getByRole('heading', { level: 2, name: 'Ducted or split?' })).toBeVisible()
    await expect(editorIn(form).getByRole('listitem')).toHaveText(['Zoning', 'Noise'])
    // A picture from a document is a link to someone else's copy: left out, with a word why.
    await expect(
      form.getByRole('status').filter({ hasText: 'Pictures in pasted text are left out' }),
    ).toBeVisible()
    await expect(editorIn(form).getByRole('img')).toHaveCount(0)
    expect(await page.title()).not.toContain('pwned')

    await form.getByRole('button', { name: 'Create Post' }).click()
    await expectToast(page, 'Post created', title, SLOW)
    const stored = (await (await apiFetch(null, `/api/posts/${slug}`)).json()) as { post: ApiPost }
    expect(stored.post.content).toBe(
      '<h2>Ducted or split?</h2><p>Ducted heats every room; <strong>splits cost less</strong></p><ul><li><p>Zoning</p></li><li><p>Noise</p></li></ul>',
    )
  } finally {
    await deletePostsTitled(title)
  }
})

/** The admin list's request, with whatever query it carries (its status filter). */
const POST_LIST = /\/api\/posts(\?.*)?$/

test('loading, empty and failed lists', async ({ page, errors }) => {
  await signInAdmin(page, await theAdmin())
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(POST_LIST, async (route) => {
    await held
    await route.fulfill({ json: { posts: [], next: null } })
  })
  await page.goto('/admin/blog')
  await expect(page.getByText('Loading blog posts...')).toBeVisible(SLOW)
  release()
  await expect(page.getByText('No blog posts')).toBeVisible()
  await expect(page.getByText('Create your first post to get started')).toBeVisible()

  await page.unroute(POST_LIST)
  errors.allow('/api/posts')
  errors.allow('status of 500')
  await page.route(POST_LIST, (route) =>
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

test('axe finds nothing on the list, the form and the confirmation, in light and dark mode', async ({
  page,
}) => {
  await signInAdmin(page, await theAdmin())
  await openBlogAdmin(page)
  await page.getByRole('button', { name: 'Filter by tag' }).click()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Create New Post' }).click()
  const form = page.getByRole('form', { name: 'Create New Post' })
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expectToast(page, 'Missing information', undefined, { destructive: true })
  await expectNoAxeViolations(page)
  // The editor's panels next, once the toast has gone (not fading out while axe reads colours).
  await editorIn(form).click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 })
  await form.getByRole('button', { name: 'Heading', exact: true }).click()
  await editorIn(form).pressSequentially('Heading')
  await editorIn(form).press('Enter')
  await form.getByRole('button', { name: 'Table', exact: true }).click()
  for (const [index, text] of ['Item', 'Cost', 'Note'].entries()) {
    if (index > 0) await editorIn(form).press('Tab')
    await editorIn(form).pressSequentially(text)
  }
  await expect(editorIn(form).getByRole('columnheader')).toHaveText(['Item', 'Cost', 'Note'])
  await form.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(form.getByLabel('Link address')).toBeFocused()
  await expectNoAxeViolations(page)
  await form.getByLabel('Link address').press('Escape')
  await form.getByRole('button', { name: 'Image', exact: true }).click()
  await expect(form.getByLabel('Picture')).toBeFocused()
  await expectNoAxeViolations(page)
  await form.getByLabel('Picture').press('Escape')
  await expect(form.getByLabel('Picture')).toHaveCount(0)
  await form.getByRole('button', { name: 'Cancel' }).click()

  await cards(page)
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
})

test('text typed straight after a link is not part of the link', async ({ page }) => {
  const title = `Link ends ${stamp()}`
  try {
    await signInAdmin(page, await theAdmin())
    await openBlogAdmin(page)
    await page.getByRole('button', { name: 'Create New Post' }).click()
    const form = page.getByRole('form', { name: 'Create New Post' })
    await form.getByLabel('Title', { exact: true }).fill(title)
    const content = editorIn(form)
    await content.click()
    await content.pressSequentially('Read the rebate guide')
    // Select "rebate guide" and link it, then carry on typing at the link's end.
    for (let i = 0; i < 'rebate guide'.length; i++) await content.press('Shift+ArrowLeft')
    await form.getByRole('button', { name: 'Link', exact: true }).click()
    await linkSelection(form, 'www.energy.gov.au/rebates')
    await expect(content.getByRole('link', { name: 'rebate guide' })).toBeVisible()
    await toEndOfLine(content)
    await content.pressSequentially('. Next')
    await expect(content.getByRole('link')).toHaveText('rebate guide')
    // Text typed inside the link is still the link's.
    await content.getByRole('link').click()
    await content.press('End')
    for (let i = 0; i < '. Next'.length + 'guide'.length; i++) await content.press('ArrowLeft')
    await content.pressSequentially('2026 ')
    await expect(content.getByRole('link')).toHaveText('rebate 2026 guide')

    await form.getByRole('button', { name: 'Create Post' }).click()
    await expectToast(page, 'Post created', title, SLOW)
    const { posts } = (await (await apiFetch(null, '/api/posts')).json()) as { posts: ApiPost[] }
    const [saved] = await withContent(posts.filter((post) => post.title === title))
    expect(saved?.content).toBe(
      '<p>Read the <a href="https://www.energy.gov.au/rebates" rel="noopener noreferrer">rebate 2026 guide</a>. Next</p>',
    )
  } finally {
    await deletePostsTitled(title)
  }
})

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`after Create Post the new card is in view, focused and not under the toast (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const title = `Cards in view ${stamp()}`
    try {
      await signInAdmin(page, await theAdmin())
      await openBlogAdmin(page)
      // Scrolled down the list, as an admin is after looking through it.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
      await page.getByRole('button', { name: 'Create New Post' }).click()
      const form = page.getByRole('form', { name: 'Create New Post' })
      await form.getByLabel('Title', { exact: true }).fill(title)
      await editorIn(form).click()
      await editorIn(form).pressSequentially('A short post.')
      await form.getByRole('button', { name: 'Create Post' }).click()
      await expectToast(page, 'Post created', title, SLOW)

      const created = card(page, title)
      await expect(created).toBeInViewport({ ratio: 0.9 })
      await expect(created).toBeFocused()
      await expect(created).toHaveAttribute('data-marked', 'true')
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Post created' })
      const [cardBox, toastBox] = [await created.boundingBox(), await toast.boundingBox()]
      expect(cardBox && toastBox).toBeTruthy()
      const overlaps =
        cardBox!.x < toastBox!.x + toastBox!.width &&
        toastBox!.x < cardBox!.x + cardBox!.width &&
        cardBox!.y < toastBox!.y + toastBox!.height &&
        toastBox!.y < cardBox!.y + cardBox!.height
      expect(overlaps, 'the toast covers the new card').toBe(false)
      // The mark goes after a moment; the card keeps the focus.
      await expect(created).not.toHaveAttribute('data-marked', 'true', { timeout: 5_000 })
    } finally {
      await deletePostsTitled(title)
    }
  })
}

test('a long title wraps on a wide card instead of being cut with an ellipsis', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // Long enough for three lines or more on a card half the page wide: no line clamp may cut it.
  const title = `Wide cards ${stamp()}: replacing an old switchboard, its wiring and every light in a Federation terrace in Petersham`
  const admin = await theAdmin()
  try {
    const created = await apiFetch(admin, '/api/posts', {
      method: 'POST',
      json: {
        title,
        content: '<p>Text.</p>',
        category: 'Electrical',
        tags: [],
      },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    await signInAdmin(page, admin)
    await openBlogAdmin(page)
    const heading = card(page, title).getByRole('heading', { name: title })
    await expect(heading).toBeVisible(SLOW)
    const fit = await heading.evaluate((element) => ({
      wraps: element.getBoundingClientRect().height > parseFloat(getComputedStyle(element).lineHeight) * 1.5,
      clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
      ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
    }))
    expect(fit).toEqual({ wraps: true, clipped: false, ellipsis: false })
  } finally {
    await deletePostsTitled(title)
  }
})
