/**
 * The public gallery over the real local stack: browsing (search, category filters, grid and
 * list, empty states), the upload button for visitors, and the whole journey of a user's
 * photo: validation, upload with progress, waiting for review, approval by an admin, public.
 */
import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { apiFetch, createUser, defaultAdmin, deleteUser, signIn, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'
import { deleteGalleryImagesTitled } from './support/cleanup'
import { seededPhotoTitles } from './support/seeded'
import { matchesSearch } from './support/search'
import {
  expectNoAxeViolations,
  expectToast,
  expectToastAboveDialog,
  expectWordsOnTheScreen,
} from './support/page-helpers'
import { addApprovedPhoto, fixture } from './support/photos'
import {
  allowTraceOfBrokenPreview,
  expectUprightWebp,
  PREPARED,
  SERVER_WIDTHS,
  UNREADABLE_PHOTO,
  unreadablePhoto,
  writePhonePhoto,
} from './support/phone-photo'

const photos = (page: Page) => page.getByRole('list', { name: 'Gallery photos' }).getByRole('listitem')
const uploadIsland = 'astro-island[component-url*="upload-button"]'

interface ApiImage {
  id: string
  title: string
  description: string | null
  location: string | null
  category: string
  tags: string[]
  date: string
  status: string
}

async function gotoGallery(page: Page) {
  await page.goto('/gallery')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Gallery')
  // Both islands hydrate on the first interaction (client:interaction); a click before that is
  // held and replayed once they run.
  await expect(page.locator(uploadIsland)).toHaveAttribute('ssr')
}

/**
 * Wakes the browser island as a visitor does, by reaching for its search box, and waits until
 * it runs; it then refreshes the first page and the categories from the API.
 */
async function hydrateBrowser(page: Page) {
  await page.getByPlaceholder('Search gallery...').focus()
  await expect(page.locator('astro-island[ssr]:has(input[type="search"])')).toHaveCount(0)
}

async function publicImages(): Promise<ApiImage[]> {
  const response = await apiFetch(null, '/api/gallery')
  return ((await response.json()) as { images: ApiImage[] }).images
}

test.describe('browsing', () => {
  test.describe.configure({ timeout: 60_000 })

  test('search, category filters and the grid and list views', async ({ page }) => {
    // What the page itself was sent, so photos other tests add or remove meanwhile don't matter:
    // the island refreshes the first page as it starts.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/gallery')
    await gotoGallery(page)
    await hydrateBrowser(page)
    const seeded = ((await (await listed).json()) as { images: ApiImage[] }).images
    expect(seeded.length).toBeGreaterThanOrEqual(12)
    await expect(photos(page)).toHaveCount(seeded.length)

    // Filters: 'All' first, then the categories from the API, in order; one pressed at a time.
    const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button')
    // (Other tests may add categories; they come after these.)
    expect((await filters.allTextContents()).slice(0, 6)).toEqual([
      'All',
      'Electrical',
      'HVAC',
      'ICT',
      'Projects',
      'Team',
    ])
    await expect(filters.filter({ hasText: /^All$/ })).toHaveAttribute('aria-pressed', 'true')
    const team = seeded.filter((image) => image.category === 'Team')
    await filters.filter({ hasText: /^Team$/ }).click()
    await expect(filters.filter({ hasText: /^Team$/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(filters.filter({ hasText: /^All$/ })).toHaveAttribute('aria-pressed', 'false')
    await expect(photos(page)).toHaveCount(team.length)
    for (const image of team) await expect(photos(page).filter({ hasText: image.title })).toHaveCount(1)

    // Search is case-insensitive and works together with the category.
    await filters.filter({ hasText: /^All$/ }).click()
    const search = page.getByPlaceholder('Search gallery...')
    const target = seeded.find((image) => seededPhotoTitles.has(image.title))!
    await search.fill(target.title.toUpperCase())
    await expect(photos(page).filter({ hasText: target.title })).toHaveCount(1)
    const matching = seeded.filter((image) =>
      matchesSearch(target.title, [
        image.title,
        image.description,
        image.location,
        image.category,
        ...image.tags,
      ]),
    )
    await expect(photos(page)).toHaveCount(matching.length)
    await search.fill('no such photo anywhere')
    await expect(photos(page)).toHaveCount(0)
    await expect(page.getByText('No images found')).toBeVisible()
    await expect(page.getByText('Try adjusting your search')).toBeVisible()
    await search.fill('')
    await expect(photos(page)).toHaveCount(seeded.length)

    // Grid is the default; the toggle says which view is on.
    const grid = page.getByRole('button', { name: 'Grid view' })
    const list = page.getByRole('button', { name: 'List view' })
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
    await list.click()
    await expect(list).toHaveAttribute('aria-pressed', 'true')
    await expect(grid).toHaveAttribute('aria-pressed', 'false')
    const tagged = seeded.find((image) => seededPhotoTitles.has(image.title) && image.tags.length > 0)!
    await expect(
      photos(page).filter({ hasText: tagged.title }).getByRole('list', { name: 'Tags' }),
    ).toBeVisible()
    await grid.click()
    await expect(grid).toHaveAttribute('aria-pressed', 'true')

    // Photos come in several widths, lazily.
    const firstImage = photos(page).first().getByRole('img')
    await expect(firstImage).toHaveAttribute('loading', 'lazy')
    await expect(firstImage).toHaveAttribute('srcset', /\d+w/)

    await expectNoAxeViolations(page)
  })

  test('a category without photos says so', async ({ page }) => {
    const name = `Solar ${Date.now().toString(36)}`
    const created = await apiFetch(await defaultAdmin(), '/api/gallery/categories', {
      method: 'POST',
      json: { name },
    })
    expect(created.status).toBe(201)
    await gotoGallery(page)
    await hydrateBrowser(page)
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name }).click()
    await expect(page.getByText('No images found')).toBeVisible()
    await expect(page.getByText(`No images in the "${name}" category`)).toBeVisible()
  })

  test('an empty gallery and a broken image', async ({ page }) => {
    // The seeded stack always has photos, so the empty answer is given in the browser.
    await page.route('**/api/gallery', (route) => route.fulfill({ json: { images: [], next: null } }))
    await gotoGallery(page)
    await hydrateBrowser(page)
    await expect(page.getByText('No images found')).toBeVisible()
    await expect(page.getByText('No images have been uploaded yet')).toBeVisible()

    await page.unroute('**/api/gallery')
    // Files that are not pictures stand in for images that fail to load.
    await page.route('**/api/media/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/webp', body: 'not a picture' }),
    )
    await page.reload()
    await hydrateBrowser(page)
    const first = photos(page).first()
    await first.scrollIntoViewIfNeeded()
    await expect(first.locator('[data-placeholder]')).toBeVisible()
    await expect(first.getByRole('img')).toHaveAccessibleName(/.+/)
  })
})

test('a photo opens whole in a viewer, the arrows and buttons go through the photos, and Escape goes back to it', async ({
  page,
}) => {
  await gotoGallery(page)
  const photos = page
    .getByRole('list', { name: 'Gallery photos' })
    .getByRole('link', { name: /^View the photo: / })
  // Before the island runs, a photo is a link to its largest file (what a visitor without JavaScript gets).
  expect(await photos.first().getAttribute('href')).toMatch(/\.(webp|jpg|png)/)
  // The island refreshes the first page as it starts: the photos are read after that answer, so
  // one another test adds meanwhile cannot change which photo is first under the click.
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/gallery')
  await hydrateBrowser(page)
  await refreshed
  const first = photos.first()
  const title = (await first.getAttribute('aria-label'))!.replace('View the photo: ', '')
  await first.click()

  const viewer = page.getByRole('dialog')
  await expect(viewer).toHaveAccessibleName(title)
  await expect(viewer).toHaveAccessibleDescription(/^Photo 1 of \d+$/)
  const picture = viewer.getByRole('img', { name: title })
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // Whole: scaled to fit, never cropped as the cards are.
  expect(await picture.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain')
  await expect(page).toHaveURL(/\/gallery$/)

  await page.keyboard.press('ArrowRight')
  await expect(viewer).toHaveAccessibleDescription(/^Photo 2 of \d+$/)
  await viewer.getByRole('button', { name: 'Previous' }).click()
  await expect(viewer).toHaveAccessibleDescription(/^Photo 1 of \d+$/)
  await expect(viewer).toHaveAccessibleName(title)
  await page.keyboard.press('ArrowLeft')
  await expect(viewer).not.toHaveAccessibleDescription(/^Photo 1 of /)

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(first).toBeFocused()
})

test("the longest words a photo's fields take stay on a 320 px screen: its card, its category and its viewer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const id = Date.now().toString(36)
  // Words as people type them: a compound word, an address, a street name, and a category at its
  // 40-character limit (src/domain/gallery-image.ts).
  const title = `Switchboardreplacementandrewiring${id} in a Federation terrace`
  const category = `Switchboardupgradesforterraces${id}`.slice(0, 40)
  const admin = await defaultAdmin()
  try {
    const created = await apiFetch(admin, '/api/gallery/categories', {
      method: 'POST',
      json: { name: category },
    })
    expect(created.status).toBe(201)
    await addApprovedPhoto(admin, {
      title,
      category,
      description: `Before and after: https://www.harbourline.example/jobs/federation-terraces/${id}/switchboard-photos`,
      location: 'Wolfeschlegelsteinhausenbergerdorffstreet, Marrickville',
    })

    // The category's list, opened by its address: the heading names the category.
    await page.goto(`/gallery?category=${encodeURIComponent(category)}`)
    await expect(photos(page)).toHaveCount(1, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 2, name: `${category} photos` })).toBeVisible()
    await expectWordsOnTheScreen(page, 'the gallery')

    await photos(page)
      .getByRole('link', { name: `View the photo: ${title}` })
      .click()
    const viewer = page.getByRole('dialog', { name: title })
    await expect(viewer).toBeVisible()
    expect(
      await viewer.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth),
      'the viewer scrolls sideways',
    ).toBe(0)
  } finally {
    await deleteGalleryImagesTitled(title)
  }
})

test('a visitor must log in to upload, and the way to sign in brings them back to the gallery', async ({
  page,
}) => {
  await gotoGallery(page)
  const button = page.getByRole('button', { name: 'Must Be Logged In To Upload' })
  await button.click()
  await expectToast(page, 'Authentication required', 'You must be logged in to upload photos', {
    destructive: true,
  })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const user = await createUser()
  try {
    await page.getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/login\?redirect=\/gallery$/)
    await signIn(page, user, { redirect: '/gallery' })
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeHidden()
  } finally {
    await deleteUser(user)
  }
})

test('a click held down while the upload button wakes still counts', async ({ page }) => {
  await gotoGallery(page)
  const button = page.getByRole('button', { name: 'Must Be Logged In To Upload' })
  const box = (await button.boundingBox())!
  const sessionCode = page.waitForResponse((response) => response.url().includes('/upload-session.'))
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  // The press wakes the island; the button comes up only once it has drawn itself (its first
  // effect fetches the session code), as a slow click or a hesitant one does.
  await page.mouse.down()
  await sessionCode
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.mouse.up()
  await expectToast(page, 'Authentication required', 'You must be logged in to upload photos', {
    destructive: true,
  })
})

test.describe('uploading', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a verified user shares a photo; it appears once an admin approves it', async ({ page, errors }) => {
    allowTraceOfBrokenPreview(errors)
    const user = await createUser(uniqueEmail('upload'))
    const admin = await defaultAdmin()
    const title = `Switchboard at dusk ${Date.now().toString(36)}`
    try {
      await signIn(page, user)
      await gotoGallery(page)
      await page.getByRole('button', { name: 'Upload Photo' }).click()
      const dialog = page.getByRole('dialog', { name: 'Share Your Photo' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('Recommended resolution at least 1200x800 px')
      await expect(dialog).toContainText('JPG, PNG, WebP')
      await expect(dialog).toContainText('reviewed by our team before appearing publicly')
      await expect(dialog).toContainText('you confirm that this is your own photo')
      await expect(dialog).toContainText('permission to display it')
      await expect(dialog.getByLabel('Category')).toHaveValue('Projects')
      const today = await page.evaluate(() => {
        const d = new Date()
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
      })
      await expect(dialog.getByLabel('Date taken')).toHaveValue(today)

      // Without a photo the button is off; Enter in a field says why.
      const submit = dialog.getByRole('button', { name: 'Upload Photo' })
      await expect(submit).toBeDisabled()
      await dialog.getByLabel('Title').press('Enter')
      await expectToast(page, 'Missing image', 'Please upload an image to continue', { destructive: true })
      // The page's first toast: the toaster mounts with it, while the dialog is open.
      await expectToastAboveDialog(page, 'Missing image')

      const picker = dialog.getByLabel('Photo')
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
      await expectToast(page, 'Invalid file type', 'Please upload an image file (JPEG, PNG, WebP, etc.)', {
        destructive: true,
      })
      // A photo of any size is taken (it is made smaller before it is sent); one this browser
      // cannot decode is refused, with what to do instead.
      await picker.setInputFiles(unreadablePhoto())
      await expectToast(page, 'Photo format not supported', UNREADABLE_PHOTO, { destructive: true })
      await expect(submit).toBeDisabled()

      await picker.setInputFiles(fixture('gps-photo.jpg'))
      await expect(dialog.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
      await expect(submit).toBeEnabled()
      await submit.click()
      await expectToast(page, 'Missing title', 'Please provide a title for your image', { destructive: true })
      await expectToastAboveDialog(page, 'Missing title')
      await expect(dialog.getByLabel('Title')).toBeFocused()

      // The open dialog, with a toast and an inline message showing, passes axe.
      await expectNoAxeViolations(page)

      await dialog.getByLabel('Title').fill(title)
      await dialog.getByLabel('Description').fill('A new switchboard with safety switches on every circuit.')
      await dialog.getByLabel('Tags').fill(' switchboard, , Safety ,')
      await dialog.getByLabel('Category').selectOption('Electrical')
      await dialog.getByLabel('Location').fill('Marrickville')
      await dialog.getByLabel('Date taken').fill('2025-03-14')

      // A slow uplink, so the progress bar can be watched while the file goes up.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 8 * 1024,
      })
      await submit.click()
      const progress = dialog.getByRole('progressbar')
      await expect(progress).toBeVisible()
      await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/)
      await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
      await expectToast(page, 'Upload successful', 'Your image has been uploaded successfully', {
        destructive: false,
        timeout: 30_000,
      })
      // (The 'Missing title' toast may still be fading out beside it.)
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Upload successful' }),
      ).toContainText('once our team has reviewed it')
      await expect(dialog).toBeHidden()
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })

      // Waiting for review: not on the page (even after a fresh load), not in the public API.
      await expect(photos(page).first()).toBeVisible()
      await expect(photos(page).filter({ hasText: title })).toHaveCount(0)
      await page.reload()
      await expect(photos(page).first()).toBeVisible()
      await expect(photos(page).filter({ hasText: title })).toHaveCount(0)
      expect((await publicImages()).some((image) => image.title === title)).toBe(false)

      // The admin sees it pending, with the tags and the date the uploader gave, and approves it.
      const all = (await (await apiFetch(admin, '/api/gallery/all')).json()) as { images: ApiImage[] }
      const pending = all.images.find((image) => image.title === title)
      expect(pending).toMatchObject({
        status: 'pending',
        category: 'Electrical',
        tags: ['switchboard', 'Safety'],
      })
      expect(pending!.date.startsWith('2025-03-14')).toBe(true)
      const approved = await apiFetch(admin, `/api/gallery/${pending!.id}/approve`, { method: 'POST' })
      expect(approved.status).toBe(200)

      await page.reload()
      await page.getByPlaceholder('Search gallery...').fill(title)
      const card = photos(page).filter({ hasText: title })
      await expect(card).toHaveCount(1)
      await expect(card).toContainText('Marrickville')
      await expect(card).toContainText('14 March 2025')
      await expect(card.getByRole('img', { name: title })).toBeVisible()
    } finally {
      await deleteGalleryImagesTitled(title)
      await deleteUser(user)
    }
  })

  test('a 48-megapixel phone photo over 5MB is prepared in the browser and arrives upright, as WebP', async ({
    page,
  }) => {
    const original = test.info().outputPath('IMG_4821.jpg')
    expect(await writePhonePhoto(original)).toBeGreaterThan(5 * 1024 * 1024)
    const user = await createUser(uniqueEmail('phone'))
    const title = `Rooftop from a phone ${Date.now().toString(36)}`
    try {
      await signIn(page, user)
      await gotoGallery(page)
      await page.getByRole('button', { name: 'Upload Photo' }).click()
      const dialog = page.getByRole('dialog', { name: 'Share Your Photo' })
      await dialog.getByLabel('Photo').setInputFiles(original)
      await expect(dialog.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
      await dialog.getByLabel('Title').fill(title)

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/media'),
      )
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/media'),
      )
      await dialog.getByRole('button', { name: 'Upload Photo' }).click()
      // One bar for both steps: preparing first, in a worker.
      await expect(dialog.getByText('Preparing photo…')).toBeVisible()
      await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/)
      await page.screenshot({ path: test.info().outputPath('preparing.png') })
      await expectToast(page, 'Upload successful', 'Your image has been uploaded successfully', {
        destructive: false,
        timeout: 45_000,
      })

      // What went up: well under the limit, not the 12 MB original.
      const sentBytes = Number(await (await sent).headerValue('content-length'))
      expect(sentBytes).toBeGreaterThan(0)
      expect(sentBytes).toBeLessThan(2.5 * 1024 * 1024)
      // What the server kept: every width up to the widest, each one portrait, as the phone was held.
      const response = await answered
      expect(response.status()).toBe(201)
      const media = (await response.json()) as {
        url: string
        width: number
        height: number
        variants: { url: string; width: number; height: number }[]
      }
      expect([media.width, media.height]).toEqual([PREPARED.width, PREPARED.height])
      expect(media.variants.map((variant) => variant.width)).toEqual(SERVER_WIDTHS)
      for (const variant of media.variants) expect(variant.height).toBeGreaterThan(variant.width)
      // The stored file itself (private until approved: read as its uploader).
      const stored = await apiFetch(user, media.url)
      expect(stored.status).toBe(200)
      const bytes = Buffer.from(await stored.arrayBuffer())
      writeFileSync(test.info().outputPath('stored-1600.webp'), bytes)
      await expectUprightWebp(bytes, PREPARED.width, PREPARED.height)
    } finally {
      await deleteGalleryImagesTitled(title)
      await deleteUser(user)
    }
  })

  test('a refused upload keeps the dialog and what was typed', async ({ page, errors }) => {
    // An SVG passes the browser's image check, and the server refuses it (scripts can hide in SVG).
    errors.allow(/HTTP 415 for POST .*\/api\/media$/)
    errors.allow('status of 415')
    const user = await createUser(uniqueEmail('refused'))
    try {
      await signIn(page, user)
      await gotoGallery(page)
      await page.getByRole('button', { name: 'Upload Photo' }).click()
      const dialog = page.getByRole('dialog', { name: 'Share Your Photo' })
      await dialog.getByLabel('Photo').setInputFiles(fixture('vector.svg'))
      await dialog.getByLabel('Title').fill('A drawing')
      await dialog.getByLabel('Location').fill('Penrith')
      await dialog.getByRole('button', { name: 'Upload Photo' }).click()
      // The server answers once it has read the bytes, which can take a while on a busy machine.
      await expectToast(page, 'Upload failed', 'Please upload an image file (JPEG, PNG, WebP, etc.)', {
        destructive: true,
        timeout: 30_000,
      })
      await expectToastAboveDialog(page, 'Upload failed')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Title')).toHaveValue('A drawing')
      await expect(dialog.getByLabel('Location')).toHaveValue('Penrith')
      await expect(dialog.getByRole('button', { name: 'Upload Photo' })).toBeEnabled()

      // Escape closes it; the gallery is unchanged.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect((await publicImages()).some((image) => image.title === 'A drawing')).toBe(false)
    } finally {
      await deleteUser(user)
    }
  })
})

test('the open upload dialog has no axe violations in light and dark mode', async ({ page }) => {
  const user = await createUser(uniqueEmail('axe'))
  try {
    await signIn(page, user)
    await gotoGallery(page)
    await page.getByRole('button', { name: 'Upload Photo' }).click()
    await expect(page.getByRole('dialog', { name: 'Share Your Photo' })).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    await deleteUser(user)
  }
})
