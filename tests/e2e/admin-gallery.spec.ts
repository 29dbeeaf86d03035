/**
 * /admin/gallery over the real local stack (SPEC.md sections 2, 4, 5 and 8; DESIGN.md section
 * 5): a visitor's photo approved from the review queue appears on /gallery and a rejected one
 * never does; an admin adds (upload, drag and drop), edits and deletes images; New Category
 * and Rearrange work, and the public gallery shows the new order; the list's states; visitors
 * and non-admins are sent away; axe finds nothing.
 */
import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  apiFetch,
  createAdmin,
  createUser,
  deleteUser,
  signIn,
  signInAdmin,
  uniqueEmail,
  type Account,
} from './support/accounts'
import { deleteGalleryImagesTitled } from './support/cleanup'
import { expectMail, sentTo } from './support/mailbox'
import { addApprovedPhoto, fixture, submitVisitorPhoto } from './support/photos'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast, expectWordsOnTheScreen } from './support/page-helpers'

const centre = (box: { x: number; y: number; width: number; height: number } | null) => ({
  x: box!.x + box!.width / 2,
  y: box!.y + box!.height / 2,
})

/** Puts the target mid-screen first: near an edge the list scrolls itself as the drag nears it. */
const inMiddle = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'center' }))

/** Drags with the mouse as a person does: press, a small move to lift, then the way to the target. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await inMiddle(to)
  const [a, b] = [centre(await from.boundingBox()), centre(await to.boundingBox())]
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(a.x, a.y + 8, { steps: 4 })
  await expect(from).toHaveAttribute('aria-pressed', 'true')
  await page.mouse.move(b.x, b.y, { steps: 12 })
  await page.mouse.up()
}

/** Drags with a finger: touch events through the browser's input pipeline, as a phone sends them. */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  await inMiddle(to)
  const [a, b] = [centre(await from.boundingBox()), centre(await to.boundingBox())]
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x: a.x, y }] })
  await touch('touchStart', a.y)
  // A small move lifts the photo; the rest of the way starts once it is lifted.
  await touch('touchMove', a.y + 8)
  await expect(from).toHaveAttribute('aria-pressed', 'true')
  for (let step = 1; step <= 12; step++) await touch('touchMove', a.y + ((b.y - a.y) * step) / 12)
  await touch('touchEnd')
  await cdp.detach()
}

test.describe.configure({ timeout: 180_000 })
const SLOW = { timeout: 45_000 }
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

interface ApiImage {
  id: string
  title: string
  category: string
  status: string
}

let admin: Account | undefined
async function theAdmin(): Promise<Account> {
  admin ??= await createAdmin()
  return admin
}

async function openGalleryAdmin(page: Page) {
  await page.goto('/admin/gallery')
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Management' })).toBeVisible(SLOW)
  await expect(page.getByRole('heading', { level: 2, name: 'Review queue' })).toBeVisible(SLOW)
}

const gridCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Gallery images' }).getByRole('article', { name: title, exact: true })
const queueItem = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Photos waiting for review' })
    .getByRole('article', { name: title, exact: true })

async function publicImages(): Promise<ApiImage[]> {
  return ((await (await apiFetch(null, '/api/gallery')).json()) as { images: ApiImage[] }).images
}

test("an admin approves a visitor's photo from the review queue and it appears on /gallery; a rejected one never does", async ({
  page,
}) => {
  const id = stamp()
  const user = await createUser(uniqueEmail('visitor-photo'))
  const approvedTitle = `Rooftop solar ${id}`
  const rejectedTitle = `Blurry meter box ${id}`
  const reviewer = await theAdmin()
  const ids = [await submitVisitorPhoto(user, approvedTitle), await submitVisitorPhoto(user, rejectedTitle)]
  try {
    // Every admin is told by e-mail (caught by MailDev) who sent what.
    const [notice] = await expectMail(
      (mail) => sentTo(reviewer.email)(mail) && mail.subject === `Photo waiting for review: ${approvedTitle}`,
    )
    expect(notice!.text).toContain(`${user.email} sent a photo for the gallery`)
    expect(notice!.text).toContain('/admin/gallery')
    await signInAdmin(page, reviewer)
    await openGalleryAdmin(page)
    const item = queueItem(page, approvedTitle)
    await expect(item).toBeVisible(SLOW)
    // The photo is private until approved: the queue loads it with the admin's token.
    const picture = item.getByRole('img', { name: approvedTitle })
    await expect(picture).toHaveAttribute('src', /^blob:/, SLOW)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), SLOW)
      .toBeGreaterThan(0)
    // What the uploader gave is shown for the review.
    await expect(item).toContainText('Rooftop, Solar')
    await expect(item).toContainText('Parramatta')
    await expect(item).toContainText('14 March 2026')
    await expect(page.getByTestId('review-count')).toContainText(/\d+ waiting/)
    // Pending photos are not in the grid.
    await expect(gridCard(page, approvedTitle)).toHaveCount(0)

    await item.getByRole('button', { name: /^Approve/ }).press('Enter')
    await expectToast(page, 'Photo approved', approvedTitle, SLOW)
    await expect(queueItem(page, approvedTitle)).toHaveCount(0)
    // The button went with the photo: the keyboard's place is the gallery, not the top of the page.
    await expect(page.getByRole('region', { name: 'Gallery', exact: true })).toBeFocused()
    await expect(gridCard(page, approvedTitle)).toContainText('Published', SLOW)

    await queueItem(page, rejectedTitle)
      .getByRole('button', { name: /^Reject/ })
      .click()
    await expectToast(page, 'Photo rejected', rejectedTitle, SLOW)
    await expect(gridCard(page, rejectedTitle)).toContainText('Rejected', SLOW)
    // Rejected is private again: the grid, and the edit form's current image, load it with the token.
    await expect(gridCard(page, rejectedTitle).getByRole('img', { name: rejectedTitle })).toHaveAttribute(
      'src',
      /^blob:/,
      SLOW,
    )
    await gridCard(page, rejectedTitle).hover()
    await gridCard(page, rejectedTitle).getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('form', { name: 'Edit Gallery Image' })
    await expect(edit.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', /^blob:/, SLOW)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toHaveCount(0)

    const visible = (await publicImages()).map((image) => image.title)
    expect(visible).toContain(approvedTitle)
    expect(visible).not.toContain(rejectedTitle)
    // The public page refreshes its first page from the API once the visitor reaches for it.
    await page.goto('/gallery')
    await page.getByPlaceholder('Search gallery...').focus()
    const photos = page.getByRole('list', { name: 'Gallery photos' })
    await expect(photos.getByRole('listitem').filter({ hasText: approvedTitle })).toHaveCount(1, SLOW)
    await expect(photos.getByRole('listitem').filter({ hasText: rejectedTitle })).toHaveCount(0)
  } finally {
    for (const imageId of ids)
      await apiFetch(await theAdmin(), `/api/gallery/${imageId}`, { method: 'DELETE' })
  }
})

test('an admin adds an image by upload, edits and deletes it; the form checks what it needs', async ({
  page,
}) => {
  const id = stamp()
  const title = `Ducted return air grille ${id}`
  try {
    await signInAdmin(page, await theAdmin())
    await openGalleryAdmin(page)

    await page.getByRole('button', { name: 'Add New Image' }).first().click()
    const form = page.getByRole('form', { name: 'Add New Image' })
    await expect(form).toBeVisible()
    await expect(form.getByLabel('Category')).toHaveValue('Electrical')
    await expect(form.getByLabel('Location')).toHaveAttribute('placeholder', 'e.g. Sydney CBD')
    await expect(form).toContainText('PNG, JPG, GIF up to 5MB')
    await expect(form).toContainText('optimized for web display')

    await form.getByRole('button', { name: 'Upload Image' }).click()
    await expectToast(page, 'Missing image', 'Please upload an image or provide an image URL', {
      destructive: true,
    })

    const picker = form.locator('input[type="file"]')
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expectToast(page, 'Invalid file type', 'Please upload an image file (JPEG, PNG, etc.)', {
      destructive: true,
    })
    // A photo over 5MB is taken: it is made smaller before it is sent (decision 034).
    await picker.setInputFiles(fixture('large-6mb.jpg'))
    await expect(form.getByRole('img', { name: 'Preview of large-6mb.jpg' })).toBeVisible()
    await form.getByRole('button', { name: 'Remove image' }).click()

    // Drag and drop works as well as the picker.
    const bytes = readFileSync(fixture('small.png')).toString('base64')
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer()
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([data], 'dropped.png', { type: 'image/png' }))
      return transfer
    }, bytes)
    await form.getByText('Drag and drop an image here').dispatchEvent('drop', { dataTransfer })
    await expect(form.getByRole('img', { name: 'Preview of dropped.png' })).toBeVisible()
    await expect(form.getByLabel('Image URL')).toBeDisabled()

    await form.getByRole('button', { name: 'Upload Image' }).click()
    await expectToast(page, 'Missing information', 'Please provide a title for your image', {
      destructive: true,
    })

    // Removing the preview gives the URL field back; the picker takes a new file.
    await form.getByRole('button', { name: 'Remove image' }).click()
    await expect(form.getByLabel('Image URL')).toBeEnabled()
    await picker.setInputFiles(fixture('gps-photo.jpg'))
    await expect(form.getByRole('img', { name: 'Preview of gps-photo.jpg' })).toBeVisible()

    await form.getByLabel('Image Title').fill(title)
    await form.getByLabel('Category').selectOption('HVAC')
    await form.getByLabel('Description').fill('New return air grille and filter for a ducted system.')
    await form.getByLabel('Location').fill('Chatswood')
    await form.getByRole('button', { name: 'Upload Image' }).click()
    await expectToast(page, 'Image uploaded', 'Your image has been added to the gallery', SLOW)
    await expect(form).toHaveCount(0)

    const added = gridCard(page, title)
    await expect(added).toContainText('HVAC', SLOW)
    await expect(added).toContainText('Published')
    // Hover (or focus) shows the title, the location and the actions.
    await added.hover()
    await expect(added.getByText('Chatswood')).toBeVisible()
    await expect(added.getByRole('button', { name: /^Edit/ })).toBeVisible()

    // The category filter, client-side.
    const filters = page.getByRole('group', { name: 'Filter by category' })
    await filters.getByRole('button', { name: 'Electrical', exact: true }).click()
    await expect(gridCard(page, title)).toHaveCount(0)
    await filters.getByRole('button', { name: 'HVAC', exact: true }).click()
    await expect(gridCard(page, title)).toBeVisible()
    await filters.getByRole('button', { name: 'All Images', exact: true }).click()

    // Edit: pre-filled, the current image previewed and the URL field disabled.
    await gridCard(page, title).hover()
    await gridCard(page, title).getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('form', { name: 'Edit Gallery Image' })
    await expect(edit.getByLabel('Image Title')).toHaveValue(title)
    await expect(edit.getByLabel('Category')).toHaveValue('HVAC')
    await expect(edit.getByRole('img', { name: 'Current image' })).toBeVisible()
    await expect(edit.getByLabel('Image URL')).toBeDisabled()
    const newTitle = `${title} (cleaned)`
    await edit.getByLabel('Image Title').fill(newTitle)
    await edit.getByLabel('Location').fill('')
    await edit.getByRole('button', { name: 'Update Image' }).click()
    await expectToast(page, 'Image updated', 'The gallery image has been updated successfully', SLOW)
    await expect(gridCard(page, newTitle)).toBeVisible(SLOW)

    // Delete after a confirmation.
    await gridCard(page, newTitle).hover()
    await gridCard(page, newTitle)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page
      .getByRole('dialog', { name: 'Delete this image?' })
      .getByRole('button', { name: 'Delete image' })
      .click()
    await expectToast(page, 'Image removed', 'The image has been removed from the gallery', SLOW)
    await expect(gridCard(page, newTitle)).toHaveCount(0)
  } finally {
    await deleteGalleryImagesTitled(title)
  }
})

/**
 * The seeded photos (the moves use them only: other tests add and delete photos meanwhile) and
 * the public order, to put back afterwards (other tests may read it).
 */
async function gallerySnapshot() {
  const admin = await theAdmin()
  const all = (await (await apiFetch(admin, '/api/gallery/all')).json()) as {
    images: (ApiImage & { author_id: string | null })[]
  }
  return {
    admin,
    seeded: new Set(all.images.filter((image) => image.author_id === 'demo-seed').map((image) => image.id)),
    savedOrder: all.images.filter((image) => image.status === 'approved').map((image) => image.id),
  }
}

async function openRearrange(page: Page, admin: Awaited<ReturnType<typeof theAdmin>>) {
  await signInAdmin(page, admin)
  await openGalleryAdmin(page)
  await page.getByRole('button', { name: 'Rearrange' }).click()
  return page.getByRole('list', { name: 'Gallery order' })
}

async function restoreOrder(admin: Awaited<ReturnType<typeof theAdmin>>, ids: string[]) {
  const restored = await apiFetch(admin, '/api/gallery/order', { method: 'PUT', json: { ids } })
  expect(restored.status, await restored.clone().text()).toBe(200)
}

test('Rearrange sets the order the public gallery shows, by keyboard and by drag and drop', async ({
  page,
}) => {
  const { admin, seeded, savedOrder } = await gallerySnapshot()
  try {
    const list = await openRearrange(page, admin)
    await expect(list).toBeVisible()
    const rows = list.locator('> li')
    const read = async () =>
      rows.evaluateAll((items) =>
        items.map((item) => ({
          id: item.getAttribute('data-item-id')!,
          title: item.querySelector('p')!.textContent!.trim(),
        })),
      )
    const before = await read()
    // Two pairs of neighbours, all seeded: [a, b] and, further down, [c, d].
    const pairAt = (from: number) => {
      for (let i = from; i + 1 < before.length; i += 1) {
        if (seeded.has(before[i]!.id) && seeded.has(before[i + 1]!.id)) return i
      }
      throw new Error('no two seeded photos next to each other')
    }
    const first = pairAt(0)
    const second = pairAt(first + 2)
    const [a, b, c, d] = [before[first]!, before[first + 1]!, before[second]!, before[second + 1]!]

    // Keyboard: b moves up above a; the focus stays with it and the move is announced.
    await page.getByRole('button', { name: `Move "${b.title}" up` }).click()
    await expect(
      page.getByRole('button', { name: first === 0 ? `Move "${b.title}" down` : `Move "${b.title}" up` }),
    ).toBeFocused()
    await expect(list.locator('..').locator('p[role="status"]')).toHaveText(
      `"${b.title}" moved to position ${first + 1} of ${before.length}.`,
    )
    // Drag and drop with the mouse: d's handle onto c's place.
    await mouseDrag(
      page,
      list.getByRole('button', { name: `Drag "${d.title}"` }),
      rows.filter({ has: page.locator(`[id="move-up-${c.id}"]`) }),
    )
    await expect
      .poll(async () => (await read()).map((row) => row.id))
      .toEqual(
        before.map((row, index) =>
          index === first
            ? b.id
            : index === first + 1
              ? a.id
              : index === second
                ? d.id
                : index === second + 1
                  ? c.id
                  : row.id,
        ),
      )

    await page.getByRole('button', { name: 'Save order' }).click()
    await expectToast(page, 'Gallery order saved', undefined, SLOW)
    await expect(list).toHaveCount(0)

    // The public order has b before a and d before c.
    const before2 = (titles: string[], x: string, y: string) =>
      titles.indexOf(x) >= 0 && titles.indexOf(x) < titles.indexOf(y)
    const order = (await publicImages()).map((image) => image.title)
    expect(before2(order, b.title, a.title) && before2(order, d.title, c.title), order.join(' | ')).toBe(true)

    await page.goto('/gallery')
    await page.getByPlaceholder('Search gallery...').focus()
    const photos = page.getByRole('list', { name: 'Gallery photos' }).locator('> li')
    // The page starts from the build's photos and, once woken, shows the live list.
    await expect
      .poll(async () => {
        const shown = (await photos.allTextContents()).map(
          (text) => [a, b, c, d].find((photo) => text.includes(photo.title))?.title ?? '',
        )
        return before2(shown, b.title, a.title) && before2(shown, d.title, c.title)
      }, SLOW)
      .toBe(true)
  } finally {
    await restoreOrder(admin, savedOrder)
  }
})

test('Rearrange works with a finger and with the keyboard alone', async ({ page }) => {
  const { admin, seeded, savedOrder } = await gallerySnapshot()
  try {
    const list = await openRearrange(page, admin)
    const ids = () =>
      list.locator('> li').evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id')!))
    const titleOf = async (id: string) =>
      (await list.locator(`> li[data-item-id="${id}"] p`).first().textContent())!.trim()
    const before = await ids()
    const at = before.findIndex(
      (id, i) => seeded.has(id) && seeded.has(before[i + 1] ?? '') && seeded.has(before[i + 2] ?? ''),
    )
    expect(at, 'three seeded photos in a row').toBeGreaterThanOrEqual(0)
    const [a, b, c] = [before[at]!, before[at + 1]!, before[at + 2]!]
    const [titleA, titleC] = [await titleOf(a), await titleOf(c)]

    // A finger (touch events, as a phone sends them) drags c's handle onto b's place.
    await touchDrag(
      page,
      list.getByRole('button', { name: `Drag "${titleC}"` }),
      list.locator(`> li[data-item-id="${b}"]`),
    )
    await expect.poll(ids).toEqual(before.map((id, i) => (i === at + 1 ? c : i === at + 2 ? b : id)))

    // The keyboard alone: Space lifts a, the down arrow moves it, Space drops it; it is announced.
    const handle = list.getByRole('button', { name: `Drag "${titleA}"` })
    await handle.focus()
    await page.keyboard.press('Space')
    // dnd-kit says where it is as it moves (its own live region).
    await expect(page.getByRole('status').filter({ hasText: `"${titleA}" is over position` })).toBeAttached()
    await page.keyboard.press('ArrowDown')
    await expect(
      page.getByRole('status').filter({ hasText: `"${titleA}" is over position ${at + 2} of` }),
    ).toBeAttached()
    await page.keyboard.press('Space')
    await expect
      .poll(ids)
      .toEqual(before.map((id, i) => (i === at ? c : i === at + 1 ? a : i === at + 2 ? b : id)))
    await expect(
      page.getByText(`"${titleA}" moved to position ${at + 2} of ${before.length}.`),
    ).toBeAttached()

    await page.getByRole('button', { name: 'Save order' }).click()
    await expectToast(page, 'Gallery order saved', undefined, SLOW)
    const order = (await publicImages()).map((image) => image.id)
    expect(order.indexOf(c)).toBeLessThan(order.indexOf(a))
    expect(order.indexOf(a)).toBeLessThan(order.indexOf(b))
  } finally {
    await restoreOrder(admin, savedOrder)
  }
})

test('New Category adds a category to the filters and the form', async ({ page, errors }) => {
  const name = `Solar ${stamp()}`.slice(0, 30)
  await signInAdmin(page, await theAdmin())
  await openGalleryAdmin(page)
  await page.getByRole('button', { name: 'New Category' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Category' })
  await expect(dialog.getByLabel('Category name')).toBeFocused()
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a category name')
  await dialog.getByLabel('Category name').fill('all')
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('"All" is reserved for the filter')
  await dialog.getByLabel('Category name').fill(name)
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expectToast(page, 'Category added', name, SLOW)
  await expect(dialog).toBeHidden()

  const filters = page.getByRole('group', { name: 'Filter by category' })
  await filters.getByRole('button', { name, exact: true }).click()
  await expect(page.getByText(`No images found in the "${name}" category.`)).toBeVisible()
  await page.getByRole('button', { name: 'Add New Image' }).first().click()
  await expect(
    page
      .getByRole('form', { name: 'Add New Image' })
      .getByLabel('Category')
      .locator('option', { hasText: name }),
  ).toHaveCount(1)

  // The same name again is refused by the API (409), and the dialog says why.
  errors.allow(/\b409\b.*\/api\/gallery\/categories|\/api\/gallery\/categories.*\b409\b|status of 409/)
  await page.getByRole('button', { name: 'New Category' }).click()
  await dialog.getByLabel('Category name').fill(name.toUpperCase())
  await dialog.getByRole('button', { name: 'Add Category' }).click()
  await expect(dialog.getByRole('alert')).not.toBeEmpty(SLOW)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test('loading, empty gallery and broken images', async ({ page }) => {
  await signInAdmin(page, await theAdmin())
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // Both the images and the review queue (?status=pending).
  await page.route('**/api/gallery/all**', async (route) => {
    await held
    await route.fulfill({ json: { images: [], next: null } })
  })
  await page.goto('/admin/gallery')
  await expect(page.getByText('Loading images...')).toBeVisible(SLOW)
  release()
  await expect(page.getByText('Your gallery is empty. Add some images to get started.')).toBeVisible()
  await expect(page.getByText('No photos are waiting for review.')).toBeVisible()

  await page.unroute('**/api/gallery/all**')
  // Files that are not pictures stand in for images that fail to load.
  await page.route('**/api/media/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: 'not a picture' }),
  )
  await page.reload()
  const first = page.getByRole('list', { name: 'Gallery images' }).getByRole('article').first()
  await expect(first.locator('[data-placeholder]')).toBeVisible(SLOW)
})

test.describe('who gets in', () => {
  test('a visitor is sent from /admin/gallery to /admin/login', async ({ page }) => {
    await page.goto('/admin/gallery')
    await page.waitForURL((url) => url.pathname === '/admin/login', SLOW)
    await expectToast(page, 'Not Authenticated', 'Please login first', { destructive: true })
  })

  test('a signed-in user who is not an admin is sent away too', async ({ page }) => {
    const user = await createUser()
    await signIn(page, user)
    await page.goto('/admin/gallery')
    await page.waitForURL((url) => url.pathname === '/admin/login', SLOW)
    await expectToast(page, 'Access Denied', 'You need admin privileges to access this page', {
      destructive: true,
    })
  })
})

test('axe finds nothing on the screen, the form, Rearrange and New Category, in light and dark mode', async ({
  page,
}) => {
  // Without motion a toast is shown or gone, never half-faded while axe measures its contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signInAdmin(page, await theAdmin())
  await openGalleryAdmin(page)
  await expect(page.getByRole('list', { name: 'Gallery images' })).toBeVisible(SLOW)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Add New Image' }).first().click()
  const form = page.getByRole('form', { name: 'Add New Image' })
  await form.getByRole('button', { name: 'Upload Image' }).click()
  await expectToast(page, 'Missing image', undefined, { destructive: true })
  await expectNoAxeViolations(page)
  await form.locator('input[type="file"]').setInputFiles(fixture('small.png'))
  await expect(form.getByRole('img', { name: 'Preview of small.png' })).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Rearrange' }).click()
  await expect(page.getByRole('list', { name: 'Gallery order' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'New Category' }).click()
  await expect(page.getByRole('dialog', { name: 'New Category' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("a waiting photo's and a published photo's longest words stay on a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const id = stamp()
  // Words as people type them: a compound word, an address, a street name, a category and a tag
  // at their 40-character limit (src/domain/gallery-image.ts, src/domain/tags.ts).
  const word = `Heatpumphotwatersysteminstallation${id}`
  const category = `Heatpumphotwatersystemsandsolar${id}`.slice(0, 40)
  const long = {
    category,
    description: `Before and after: https://www.harbourline.example/jobs/heat-pumps/${id}/installation-photos`,
    location: 'Wolfeschlegelsteinhausenbergerdorffstreet, Marrickville',
    tags: [`Heatpumphotwatersystems${id}`.slice(0, 40)],
  }
  const reviewer = await theAdmin()
  const user = await createUser(uniqueEmail('long-words'))
  try {
    const created = await apiFetch(reviewer, '/api/gallery/categories', {
      method: 'POST',
      json: { name: category },
    })
    expect(created.status).toBe(201)
    await submitVisitorPhoto(user, `${word} waiting`, long)
    await addApprovedPhoto(reviewer, { title: `${word} published`, ...long })

    await signInAdmin(page, reviewer)
    await openGalleryAdmin(page)
    await expect(queueItem(page, `${word} waiting`)).toBeVisible(SLOW)
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: category })
      .click()
    await expect(gridCard(page, `${word} published`)).toBeVisible(SLOW)
    await expectWordsOnTheScreen(page, '/admin/gallery')
  } finally {
    await deleteGalleryImagesTitled(word)
    await deleteUser(user)
  }
})
