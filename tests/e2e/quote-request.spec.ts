/**
 * Quote requests (issue 13): 'Schedule Service' opens the request form; a visitor who says it
 * is an emergency sees the 24/7 number at once; the request with two real photos reaches the
 * business and the customer by e-mail (MailDev) and the admins' inbox, where its photos show;
 * a visitor cannot fetch those photos; its status and notes persist. (The API allows five
 * requests in ten minutes per caller, and locally every caller is one: keep sends few.)
 */
import type { Page } from '@playwright/test'
import { apiFetch, baseUrl, createAdmin, defaultAdmin, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectMail, sentTo } from './support/mailbox'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'
import { fixture } from './support/photos'
import { site } from '../../src/site-config'
import type { Enquiry } from '../../src/domain/enquiry'

test.describe.configure({ timeout: 150_000 })
const SLOW = { timeout: 45_000 }

const form = (page: Page) => page.getByRole('form', { name: 'Request a quote' })

test('a quote request with photos reaches the office, the customer and the inbox; its photos stay private', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const name = 'Lena Fischer'
  const email = `lena.${stamp}@harbourline.example`
  const description = `The split system in the main bedroom drips onto the carpet. (${stamp})`

  await page.goto('/home')
  await page.getByRole('link', { name: 'Schedule Service' }).click()
  await expect(page).toHaveURL(/\/request-a-quote$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible()

  const f = form(page)
  // The first tap wakes the form and is replayed once it runs; what is typed meanwhile stays.
  await f.getByRole('radio', { name: 'Yes, it is urgent' }).click()
  await f.getByLabel('Name').fill(name)
  await f.getByLabel('Phone').fill('0412 000 111')
  await f.getByLabel('Email').fill(email)
  // An emergency shows the 24/7 number at once.
  await expect(f.getByRole('radio', { name: 'Yes, it is urgent' })).toBeChecked()
  await expect(f.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  )
  await expect(f).toContainText('we answer 24/7')
  await expect(f.getByLabel('Name')).toHaveValue(name)
  await expect(f.getByLabel('Email')).toHaveValue(email)

  await f.getByLabel('Service').selectOption('hvac')
  // A suburb outside the twelve areas: a field for it, with a note on coverage.
  await f.getByLabel('Suburb or area').selectOption('other')
  await f.getByLabel('Your suburb').fill('Katoomba')
  await expect(f.getByLabel('Your suburb')).toHaveAccessibleDescription(/twelve service areas/)
  await f.getByLabel('Address of the job').fill('3 Example Parade, Katoomba')
  await f.getByLabel('What needs doing?').fill(description)
  await f.getByLabel('Preferred date 1').fill('2030-03-05')
  await f.getByRole('radio', { name: 'Afternoon (12pm to 5pm)' }).click()
  await expect(f.getByRole('radio', { name: 'Afternoon (12pm to 5pm)' })).toBeChecked()
  await f.getByLabel('Add photos').setInputFiles([fixture('gps-photo.jpg'), fixture('small.png')])
  await expect(f.locator('[data-photo-state="ready"]')).toHaveCount(2, SLOW)
  await expectNoAxeViolations(page)

  await f.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused(SLOW)
  await expect(page.getByText(`Thanks, ${name}.`)).toBeVisible()

  // The office is told at once, urgently, with the job; the customer gets a confirmation that
  // repeats nothing they typed.
  const [notice] = await expectMail((mail) => sentTo(site.email)(mail) && mail.text.includes(email))
  expect(notice!.subject).toBe(`URGENT New quote request: ${name} (HVAC)`)
  for (const part of [
    'Suburb: Katoomba (outside our service areas: check coverage)',
    'Address: 3 Example Parade, Katoomba',
    'Preferred dates: Tue, 5 Mar 2030',
    'Time of day: Afternoon (12pm to 5pm)',
    'Photos: 2, in the admin inbox',
    description,
  ]) {
    expect(notice!.text).toContain(part)
  }
  const [confirmation] = await expectMail(sentTo(email))
  expect(confirmation!.subject).toBe(`We have your quote request - ${site.brand}`)
  for (const typed of [name, 'Katoomba', stamp]) expect(confirmation!.text).not.toContain(typed)

  // The photos are stored, re-encoded, for admins only: a visitor gets nothing at their address.
  const list = await apiFetch(await defaultAdmin(), `/api/enquiries?kind=quote&q=${stamp}`)
  const [request] = ((await list.json()) as { enquiries: Enquiry[] }).enquiries
  expect(request?.quote?.photos).toHaveLength(2)
  for (const variants of request!.quote!.photos) {
    const url = new URL(variants[0]!.url, baseUrl)
    expect((await fetch(url)).status).toBe(404)
  }

  // The admin finds it among the quote requests, with its photos, and works on it.
  await signInAdmin(page, await createAdmin())
  await page.goto('/admin/enquiries')
  await page.getByLabel('Kind').selectOption('quote')
  const card = page.locator(`[data-enquiry="${email}"]`)
  await expect(card).toBeVisible(SLOW)
  await expect(card).toContainText('Quote request')
  await expect(card).toContainText('Emergency')
  await expect(card).toContainText('Outside our service areas: check coverage')
  await expect(card).toContainText('3 Example Parade, Katoomba')
  for (const index of [1, 2]) {
    const photo = card.getByRole('img', { name: `Photo ${index} from ${name}` })
    await expect(photo).toBeVisible(SLOW)
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
  await card.getByLabel('Status').selectOption('quoted')
  await expectToast(page, 'Status changed', `${name}: Quoted.`, { destructive: false, ...SLOW })
  await card.getByLabel('Add a note').fill('Quoted $380 for a drain clean and a new pump.')
  await card.getByRole('button', { name: 'Save note' }).click()
  await expect(card).toContainText('Quoted $380 for a drain clean and a new pump.', SLOW)

  await page.reload()
  await page.getByLabel('Kind').selectOption('quote')
  const reloaded = page.locator(`[data-enquiry="${email}"]`)
  await expect(reloaded.getByLabel('Status')).toHaveValue('quoted', SLOW)
  await expect(reloaded).toContainText('Quoted $380 for a drain clean and a new pump.')
  await expectNoAxeViolations(page)
})

test('Send as the first tap on the page says what is missing', async ({ page }) => {
  await page.goto('/request-a-quote')
  const f = form(page)
  // The form is still the page's HTML: the island wakes on this tap and answers it.
  await expect(page.locator('astro-island[ssr]').filter({ has: f })).toHaveCount(1)
  await f.getByRole('button', { name: 'Send Request' }).click()
  await expect(f.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(f.getByLabel('Name')).toBeFocused()
})

test("a refused send puts the cursor on the first field to fix in the page's order", async ({ page }) => {
  await page.goto('/request-a-quote')
  const f = form(page)
  await f.getByLabel('Name').fill('Sam Focus')
  await f.getByRole('button', { name: 'Send Request' }).click()
  // Phone, above Email on the page (the schema names Email first).
  await expect(f.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(f.getByLabel('Phone')).toBeFocused()
})

test('the keyboard shows where it is on Add photos', async ({ page }) => {
  await page.goto('/request-a-quote')
  const f = form(page)
  // The picker is enabled once the form's island runs, which the first interaction starts.
  await f.getByLabel('Name').fill('Sam Keys')
  await expect(page.locator('astro-island[ssr]').filter({ has: f })).toHaveCount(0)
  const picker = f.getByLabel('Add photos')
  await expect(picker).toBeEnabled()
  await picker.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(picker).toBeFocused()
  // The input is hidden; the button-like label that opens it is what shows the focus.
  const label = f.locator('label', { hasText: 'Add photos' })
  await expect(label).toHaveCSS('outline-style', 'solid')
  await expect(label).toHaveCSS('outline-width', '2px')
})

test('the form names what is missing, next to each field, and sends nothing', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/enquiries')) sent.push(request.method())
  })
  await page.goto('/request-a-quote?service=electrical')
  const f = form(page)
  await expect(f.getByLabel('Service')).toHaveValue('electrical')
  await f.getByRole('button', { name: 'Send Request' }).click()
  for (const [label, message] of [
    ['Name', 'Please enter your name'],
    ['Phone', 'Please enter a phone number'],
    ['Suburb or area', 'Please choose your area from the list'],
    ['Address of the job', 'Please enter the address of the job'],
    ['What needs doing?', 'Please describe the job'],
  ] as const) {
    await expect(f.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    await expect(f.getByLabel(label)).toHaveAccessibleDescription(message)
  }
  await expect(f.getByLabel('Name')).toBeFocused()
  // 'Book Appointment' leads here too.
  await page.goto('/home')
  await page.getByRole('link', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/request-a-quote$/)
  expect(sent).toEqual([])
})
