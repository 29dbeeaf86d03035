/**
 * /admin/enquiries (DESIGN.md section 5): an enquiry sent from the home page's contact form
 * reaches the admins, newest first, says whether its e-mails went out, moves through its
 * statuses, keeps the admins' notes, is found by a search, and is deleted for good; a quote
 * request's photos show whole and open in a viewer on the page.
 */
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { Enquiry } from '../../src/domain/enquiry'
import { apiFetch, createAdmin, signInAdmin, type Account } from './support/accounts'
import { fixture } from './support/photos'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast, sideways } from './support/page-helpers'

test.describe.configure({ timeout: 150_000 })
const SLOW = { timeout: 45_000 }

async function sendEnquiry(page: Page, enquiry: { name: string; email: string; message: string }) {
  await page.goto('/home#contact-form')
  const form = page.locator('form#contact-form')
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled(SLOW)
  await form.getByLabel('Name').fill(enquiry.name)
  await form.getByLabel('Phone').fill('02 5550 1234')
  await form.getByLabel('Email').fill(enquiry.email)
  await form.getByLabel('Service').selectOption('electrical')
  await form.getByLabel('Message').fill(enquiry.message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expectToast(page, 'Message sent', undefined, SLOW)
}

const card = (page: Page, email: string) => page.locator(`[data-enquiry="${email}"]`)

test('an enquiry from the home page is listed newest first, moves on through its statuses, keeps notes', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const first = {
    name: 'Mei Tanaka',
    email: `mei.${stamp}@harbourline.example`,
    message: `The safety switch keeps tripping when the kettle is on. (${stamp})`,
  }
  const second = {
    name: 'Tom Brennan',
    email: `tom.${stamp}@harbourline.example`,
    message: `Quote for LED downlights in a three-bedroom house, please.\nWeekdays after 3pm suit. (${stamp})`,
  }
  await sendEnquiry(page, first)
  await sendEnquiry(page, second)

  await signInAdmin(page, await createAdmin())
  // The dashboard counts them among the open ones.
  await expect(page.getByRole('link', { name: /^Enquiries/ }).locator('[data-card-status]')).toHaveText(
    /^[1-9]\d* open$/,
    SLOW,
  )
  await page.goto('/admin/enquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible(SLOW)
  const status = page.getByLabel('Status', { exact: true })
  await expect(status).toHaveValue('open')

  const mine = card(page, second.email)
  await expect(mine).toBeVisible(SLOW)
  await expect(mine).toContainText(second.name)
  await expect(mine).toContainText('Message')
  await expect(mine).toContainText('02 5550 1234')
  await expect(mine).toContainText('Electrical')
  await expect(mine).toContainText('Weekdays after 3pm suit.')
  await expect(mine.getByRole('link', { name: second.email })).toHaveAttribute(
    'href',
    `mailto:${second.email}`,
  )
  await expect(mine.getByLabel('Status')).toHaveValue('new')
  // Its e-mails went out (through MailDev): the inbox says so.
  await expect(mine.locator('[data-mail-state]')).toHaveText(
    'Notice to the office and confirmation to the customer sent.',
    SLOW,
  )

  // Newest first: the second one sent is above the first.
  const order = await page
    .locator('[data-enquiry]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-enquiry')))
  expect(order.indexOf(second.email)).toBeLessThan(order.indexOf(first.email))
  expect(order.indexOf(second.email)).toBeGreaterThanOrEqual(0)
  await expectNoAxeViolations(page)

  // Called back: contacted, still open, with a note of what was said. Chosen with the keys, which
  // change a closed select at each step in Chromium: only the one Enter picks is saved.
  const saves: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/enquiries/'))
      saves.push(request.postData() ?? '')
  })
  await mine.getByLabel('Status').focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(mine.getByLabel('Status')).toHaveValue('quoted')
  await expect(mine.getByLabel('Status')).toHaveAccessibleDescription('Press Enter to save')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expectToast(page, 'Status changed', `${second.name}: Contacted.`, { destructive: false, ...SLOW })
  expect(saves).toEqual([JSON.stringify({ status: 'contacted' })])
  // Disabled while it saved, it has the focus back, not the page.
  await expect(mine.getByLabel('Status')).toBeFocused()
  await mine.getByLabel('Add a note').fill('Called back; quoting 12 downlights on Thursday.')
  await mine.getByRole('button', { name: 'Save note' }).click()
  await expect(mine.locator('[data-notes]')).toContainText(
    'Called back; quoting 12 downlights on Thursday.',
    SLOW,
  )
  await expect(mine.getByLabel('Add a note')).toHaveValue('')

  // Done: it leaves the open ones and waits under Done.
  await mine.getByLabel('Status').selectOption('done')
  await expect(mine).toHaveCount(0, SLOW)
  // Its status select went with it: the focus is on the inbox, not lost to the top of the page.
  await expect(page.getByRole('region', { name: 'Inbox' })).toBeFocused()
  await expect(card(page, first.email)).toBeVisible()
  await status.selectOption('done')
  await expect(mine).toBeVisible(SLOW)
  await expect(mine.getByLabel('Status')).toHaveValue('done')
  await expect(card(page, first.email)).toHaveCount(0)

  // The server has it all: after a reload, found by a search for a word of its message.
  await page.reload()
  await page.getByRole('searchbox', { name: 'Search' }).fill(`downlights ${stamp}`)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.locator('[data-enquiry]')).toHaveCount(0, SLOW) // done, and the filter is Open
  await page.getByLabel('Status', { exact: true }).selectOption('')
  await expect(page.locator('[data-enquiry]')).toHaveCount(1, SLOW)
  const found = card(page, second.email)
  await expect(found.getByLabel('Status')).toHaveValue('done')
  await expect(found).toContainText('Called back; quoting 12 downlights on Thursday.')

  // A customer asks to be forgotten: the admin deletes their enquiry, after a confirmation.
  await found.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this enquiry?' })
  await expect(dialog).toContainText(second.email)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expectToast(page, 'Enquiry deleted', `The enquiry from ${second.name} is deleted.`, {
    destructive: false,
    ...SLOW,
  })
  await expect(card(page, second.email)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Inbox' })).toBeFocused()
  await page.reload()
  await page.getByLabel('Status', { exact: true }).selectOption('')
  await expect(card(page, first.email)).toBeVisible(SLOW)
  await expect(card(page, second.email)).toHaveCount(0)
})

test('has no axe violations in light and dark mode', async ({ page }) => {
  await signInAdmin(page, await createAdmin())
  await page.goto('/admin/enquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible(SLOW)
  await expect(page.getByText('Loading enquiries...')).toHaveCount(0, SLOW)
  await expectNoAxeViolations(page)
})

/** A visitor's quote request with two 4:3 photos, sent through the API as the form sends it. */
async function sendQuoteWithPhotos(request: { name: string; email: string; description: string }) {
  const photos: string[] = []
  for (const [name, type] of [
    ['gps-photo.jpg', 'image/jpeg'],
    ['small.png', 'image/png'],
  ] as const) {
    const form = new FormData()
    form.append('purpose', 'quote')
    form.append('file', new Blob([readFileSync(fixture(name))], { type }), name)
    const uploaded = await apiFetch(null, '/api/media', { method: 'POST', body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    photos.push(((await uploaded.json()) as { url: string }).url)
  }
  const sent = await apiFetch(null, '/api/enquiries/quote-requests', {
    method: 'POST',
    json: {
      name: request.name,
      email: request.email,
      phone: '0412 000 222',
      service: 'hvac',
      area: 'Parramatta',
      address: '9 Example Street, Parramatta',
      time_window: 'morning',
      emergency: false,
      description: request.description,
      photos,
    },
  })
  expect(sent.status, await sent.clone().text()).toBe(201)
}

async function deleteEnquiriesMatching(admin: Account, q: string) {
  const list = await apiFetch(admin, `/api/enquiries?q=${encodeURIComponent(q)}`)
  for (const enquiry of ((await list.json()) as { enquiries: Enquiry[] }).enquiries) {
    await apiFetch(admin, `/api/enquiries/${enquiry.id}`, { method: 'DELETE' })
  }
}

test("a quote request's photos show whole and open in a viewer on the page, not in a new tab", async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36)
  const request = {
    name: 'Priya Raman',
    email: `priya.${stamp}@harbourline.example`,
    description: `The ducted system rattles in the hallway. (${stamp})`,
  }
  const admin = await createAdmin()
  try {
    await sendQuoteWithPhotos(request)
    await signInAdmin(page, admin)
    await page.goto('/admin/enquiries')
    await page.getByLabel('Kind').selectOption('quote')
    const mine = card(page, request.email)
    await expect(mine).toBeVisible(SLOW)

    // The thumbnails are the whole photo: a 4:3 box, nothing cut off.
    const first = mine.getByRole('button', { name: `Photo 1 from ${request.name}` })
    await expect(first.getByRole('img')).toBeVisible(SLOW)
    await expect
      .poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const thumbnail = await first.getByRole('img').evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return { ratio: box.width / box.height, fit: getComputedStyle(img).objectFit }
    })
    expect(thumbnail.ratio).toBeCloseTo(4 / 3, 1)
    expect(thumbnail.fit).toBe('contain')
    await expect(mine.locator('a[href^="blob:"]')).toHaveCount(0)

    let opened = false
    context.on('page', () => (opened = true))
    const url = page.url()
    await first.click()
    const viewer = page.getByRole('dialog', { name: `Photo 1 of 2 from ${request.name}` })
    await expect(viewer).toBeVisible()
    const photo = viewer.getByRole('img', { name: `Photo 1 from ${request.name}` })
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), SLOW)
      .toBeGreaterThan(0)
    // Drawn at its own aspect, larger than the thumbnail, and inside the window.
    const shown = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return {
        ratio: box.width / box.height,
        natural: img.naturalWidth / img.naturalHeight,
        width: box.width,
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
      }
    })
    expect(shown.ratio).toBeCloseTo(shown.natural, 2)
    expect(shown.width).toBeGreaterThan(300)
    expect(shown.inside).toBe(true)
    await page.screenshot({ path: test.info().outputPath('inbox-photo-viewer.png') })

    // The arrow keys go from photo to photo; Escape closes; the focus is back on the last one's thumbnail.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: `Photo 2 of 2 from ${request.name}` })).toBeVisible()
    await expect(
      page.getByRole('dialog').getByRole('img', { name: `Photo 2 from ${request.name}` }),
    ).toBeVisible(SLOW)
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: `Photo 1 of 2 from ${request.name}` })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(mine.getByRole('button', { name: `Photo 2 from ${request.name}` })).toBeFocused()

    // Close does the same. It stays where it is while the photo arrives, so a click aimed at it as
    // the viewer opens lands on it (the photo is held back here until Close has been measured).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/media/**', async (route) => {
      await held
      await route.continue()
    })
    await first.click()
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' })
    await expect(page.getByRole('dialog').locator('[data-spinner]')).toBeVisible()
    const whileLoading = await close.boundingBox()
    release()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), SLOW)
      .toBeGreaterThan(0)
    expect(await close.boundingBox()).toEqual(whileLoading)
    await page.unroute('**/api/media/**')
    await close.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(first).toBeFocused()

    expect(opened).toBe(false)
    expect(page.url()).toBe(url)
    expect(context.pages()).toHaveLength(1)
  } finally {
    await deleteEnquiriesMatching(admin, stamp)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a long name and address in one word wrap on the card instead of widening the page', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36)
    const enquiry = {
      // A double-barrelled surname and an address with no spaces, as people type them.
      name: `Ngoc Anh Nguyen-Wolfeschlegelsteinhausenbergerdorff ${stamp}`,
      email: `a.very.long.address.for.wrapping.${stamp}@subdomain.example-company.com.au`,
      message: 'Averyveryveryverylongwordwithoutanyspacesthatmightbreakthelayoutofthecardbecauseitneverwraps',
    }
    const admin = await createAdmin()
    try {
      const sent = await apiFetch(null, '/api/enquiries', { method: 'POST', json: enquiry })
      expect(sent.status, await sent.clone().text()).toBe(201)
      await signInAdmin(page, admin)
      await page.goto('/admin/enquiries')
      await page.getByRole('searchbox', { name: 'Search' }).fill(stamp)
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      const mine = card(page, enquiry.email)
      await expect(mine.getByRole('heading', { name: enquiry.name })).toBeVisible(SLOW)
      expect(await sideways(page), 'how far the page reaches past the screen').toBe(0)
      const [cardBox, nameBox] = [
        (await mine.boundingBox())!,
        (await mine.getByRole('heading', { name: enquiry.name }).boundingBox())!,
      ]
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
    } finally {
      await deleteEnquiriesMatching(admin, stamp)
    }
  })
})
