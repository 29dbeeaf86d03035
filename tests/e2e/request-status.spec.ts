/**
 * The customer's side of a job (issue 30) on the local stack with MailDev: the confirmation's
 * link opens the request's own page; the customer adds a message and a photo there; the office
 * sees both, books a visit, and the customer gets an invitation their calendar reads; the
 * schedule sends the reminder the day before (run with a test clock); Done asks once for a
 * review; a cancellation from the page shows in the inbox; a wrong or expired link opens
 * nothing. The e-mails' HTML is opened from MailDev in Chromium, light and dark.
 * (Quote requests are limited to five per caller in ten minutes, and locally every caller is
 * one: this file sends one; the others are stored directly, as their tests own them.)
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { formatBooking, reminderDueAt, sydneyInstant } from '../../src/domain/booking'
import { enquiryReference, type Enquiry } from '../../src/domain/enquiry'
import { LINK_EXPIRED, LINK_NOT_FOUND } from '../../src/domain/request-status'
import { site } from '../../src/site-config'
import { makeEnquiry, makeQuoteDetails } from '../factories/index'
import { apiFetch, createAdmin, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { attachmentText, expectMail, htmlPartUrl, sentTo, type CaughtMail } from './support/mailbox'
import { expectToast } from './support/page-helpers'
import { fixture } from './support/photos'
import { runMailJobAt, withStackStores } from './support/stack-jobs'

test.describe.configure({ timeout: 180_000 })
const SLOW = { timeout: 45_000 }
const DAY_MS = 24 * 60 * 60 * 1000

/** A day a week ahead, as a date field takes it, in Sydney. */
function weekAhead(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(Date.now() + 7 * DAY_MS)
}

const mailMatching = (email: string, subject: RegExp) => (mail: CaughtMail) =>
  sentTo(email)(mail) && subject.test(mail.subject)

/** The status page's path from an e-mail's text part: `/request-status#<id>.<key>`. */
function statusPath(mail: CaughtMail): string {
  const path = /\/request-status#[A-Za-z0-9._-]+/.exec(mail.text)?.[0]
  expect(path, mail.text).toBeDefined()
  return path!
}

/** A request the test owns, stored as the API stores one, with its status link. */
async function storedRequest(overrides: Partial<Enquiry>): Promise<{ enquiry: Enquiry; path: string }> {
  const key = randomBytes(24).toString('base64url')
  const enquiry = makeEnquiry({
    id: randomUUID(),
    status_key: key,
    created_at: new Date().toISOString(),
    ...overrides,
  })
  await withStackStores((stores) => stores.enquiries.createEnquiry(enquiry))
  return { enquiry, path: `/request-status#${enquiry.id}.${key}` }
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' })).newPage()
  await signInAdmin(page, await createAdmin())
  await page.goto('/admin/enquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible(SLOW)
  return page
}

const card = (page: Page, email: string) => page.locator(`[data-enquiry="${email}"]`)

test('a request followed from its page: a message and a photo added, a visit booked with an invitation, the reminder, one review request', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const name = 'Mia Rossi'
  const email = `mia.${stamp}@harbourline.example`
  const address = `${stamp} Harbour Street`
  const sent = await apiFetch(null, '/api/enquiries/quote-requests', {
    method: 'POST',
    json: {
      name,
      phone: '0412 000 222',
      email,
      service: 'electrical',
      area: 'Inner West',
      address,
      time_window: 'afternoon',
      emergency: false,
      description: `Two downlights in the kitchen flicker. (${stamp})`,
    },
  })
  expect(sent.status).toBe(201)

  // The confirmation's link opens the request's page.
  const [confirmation] = await expectMail(mailMatching(email, /We have your quote request/))
  const path = statusPath(confirmation!)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: /^Your request REQ-/ })).toBeVisible(SLOW)
  await expect(page.getByRole('region', { name: 'What you sent' })).toContainText(address)
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(1)

  // The customer adds what they forgot: a message and a photo, through the upload pipeline.
  const add = page.getByRole('form', { name: 'Add a message or photos' })
  await add.getByLabel('Message').fill(`The switch is by the back door. (${stamp})`)
  await add.getByLabel('Add photos').setInputFiles([fixture('gps-photo.jpg')])
  await expect(add.locator('[data-photo-state="ready"]')).toHaveCount(1, SLOW)
  await add.getByRole('button', { name: 'Send' }).click()
  await expectToast(page, 'Sent', undefined, SLOW)
  const added = page.getByRole('region', { name: 'What you added' })
  await expect(added).toContainText('The switch is by the back door.')
  await expect(added.getByRole('button', { name: 'Photo 1 you added' })).toBeVisible(SLOW)

  // The office sees both and books a visit.
  const admin = await adminPage(browser)
  const mine = card(admin, email)
  await expect(mine).toBeVisible(SLOW)
  const fromCustomer = mine
    .locator('section')
    .filter({ has: admin.getByRole('heading', { name: 'Added by the customer' }) })
  await expect(fromCustomer).toContainText('The switch is by the back door.')
  await expect(fromCustomer.getByRole('button', { name: `Photo 1 from ${name}` })).toBeVisible(SLOW)
  const day = weekAhead()
  await mine.getByLabel('Status').selectOption('booked')
  const book = mine.getByRole('form', { name: 'Book a visit' })
  await book.getByLabel(/Day of the visit/).fill(day)
  await book.getByLabel(/Time of the visit/).selectOption('afternoon')
  await book.getByRole('button', { name: 'Book visit' }).click()
  await expectToast(admin, 'Visit booked', undefined, SLOW)
  const booking = { date: day, start: '12:00', end: '17:00' }
  await expect(mine).toContainText(`Visit: ${formatBooking(booking)}`)

  // The invitation: its event is the visit, read by a calendar library.
  const [invitation] = await expectMail(mailMatching(email, /Your visit is booked/))
  const calendar = new ICAL.Component(ICAL.parse(await attachmentText(invitation!, 'visit.ics')))
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(event.startDate.toJSDate().toISOString()).toBe(sydneyInstant(day, '12:00').toISOString())
  expect(event.endDate.toJSDate().toISOString()).toBe(sydneyInstant(day, '17:00').toISOString())
  expect(event.location).toBe(`${address}, Inner West`)
  // The office sees that the invitation went, and when the reminder will.
  await mine.getByRole('button', { name: 'Show later e-mails' }).click()
  const later = mine.getByRole('list', { name: 'Later e-mails' }).getByRole('listitem')
  await expect(later.filter({ hasText: 'Booking invitation' })).toContainText('Sent', SLOW)
  await expect(later.filter({ hasText: 'Reminder the day before the visit' })).toContainText('To be sent')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Your visit' })).toContainText(formatBooking(booking), SLOW)

  // The reminder goes the day before, when the schedule runs then.
  await runMailJobAt(new Date(reminderDueAt(booking, new Date())!))
  await expectMail(mailMatching(email, /Reminder: our visit tomorrow/))

  // Done asks for a review once; Done again does not ask again. (All requests shown: a done one
  // leaves the open ones.)
  await admin.getByLabel('Status', { exact: true }).selectOption('')
  await expect(mine).toBeVisible(SLOW)
  await mine.getByLabel('Status').selectOption('done')
  await expectToast(admin, 'Status changed', undefined, SLOW)
  const [review] = await expectMail(mailMatching(email, /How did we do/))
  expect(review!.text).toContain(site.reviewUrl)
  await mine.getByLabel('Status').selectOption('contacted')
  await expect(mine.getByLabel('Status')).toHaveValue('contacted')
  await mine.getByLabel('Status').selectOption('done')
  await expect(mine.getByLabel('Status')).toHaveValue('done')
  const id = path.slice('/request-status#'.length).split('.')[0]!
  const reviews = await withStackStores((stores) => stores.notices.listNoticesOf(id))
  expect(reviews.filter((notice) => notice.kind === 'review_request')).toHaveLength(1)
  await runMailJobAt(new Date())
  await expectMail(mailMatching(email, /How did we do/), 1)
  await admin.context().close()
})

test('a cancellation from the page shows in the inbox and tells the office', async ({ page, browser }) => {
  const stamp = Date.now().toString(36)
  const email = `ravi.${stamp}@harbourline.example`
  const name = `Ravi Patel ${stamp}`
  const { enquiry, path } = await storedRequest({
    kind: 'quote',
    name,
    email,
    quote: makeQuoteDetails({ photos: [] }),
  })
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 1, name: `Your request ${enquiryReference(enquiry)}` }),
  ).toBeVisible(SLOW)
  await page.getByRole('button', { name: 'Cancel this request' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' })
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByText(/You cancelled this request/)).toBeVisible(SLOW)
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Cancelled by you')
  await expect(page.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0)

  await expectMail((mail) => /^Cancelled by the customer/.test(mail.subject) && mail.subject.includes(name))
  const admin = await adminPage(browser)
  await admin.getByLabel('Status', { exact: true }).selectOption('lost')
  const theirs = card(admin, email)
  await expect(theirs).toContainText('Cancelled by the customer', SLOW)
  await expect(theirs.getByLabel('Status')).toHaveValue('lost')
  await admin.context().close()
})

test('a wrong, missing or expired link opens nothing, and says so', async ({ page, errors }) => {
  errors.allow('/api/request-status')
  errors.allow(/status of 4(04|10)/)
  const { enquiry, path } = await storedRequest({
    status: 'done',
    status_changed_at: new Date(Date.now() - 100 * DAY_MS).toISOString(),
  })
  await page.goto(path)
  await expect(page.getByRole('alert')).toContainText(LINK_EXPIRED, SLOW)

  await page.goto(`/request-status#${enquiry.id}.${'A'.repeat(32)}`)
  await expect(page.getByRole('alert')).toContainText(LINK_NOT_FOUND, SLOW)
  await expect(page.getByRole('main').getByRole('link', { name: site.phone.display })).toBeVisible()
  await page.goto('/request-status')
  await expect(page.getByRole('alert')).toContainText(LINK_NOT_FOUND, SLOW)
})

test("the e-mails' HTML reads in light and in dark, with no images", async ({ page, errors }, testInfo) => {
  errors.allow('favicon.ico') // MailDev's page, not ours
  const stamp = Date.now().toString(36)
  const email = `noor.${stamp}@harbourline.example`
  const { enquiry } = await storedRequest({
    kind: 'quote',
    name: 'Noor Haddad',
    email,
    quote: makeQuoteDetails({ photos: [] }),
  })
  const admin = await createAdmin()
  const patch = (json: unknown) => apiFetch(admin, `/api/enquiries/${enquiry.id}`, { method: 'PATCH', json })
  expect(
    (await patch({ status: 'booked', booking: { date: weekAhead(), start: '07:00', end: '12:00' } })).status,
  ).toBe(200)
  const [invitation] = await expectMail(mailMatching(email, /Your visit is booked/))
  expect((await patch({ status: 'done' })).status).toBe(200)
  const [review] = await expectMail(mailMatching(email, /How did we do/))

  for (const [name, mail] of [
    ['booking', invitation!],
    ['review', review!],
  ] as const) {
    await page.goto(htmlPartUrl(mail))
    await expect(page.locator('img')).toHaveCount(0)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      const [card, text] = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.mail-card')!).backgroundColor,
        getComputedStyle(document.querySelector('.mail-heading')!).color,
      ])
      const brightness = (color: string) => {
        const [r, g, b] = color.match(/\d+/g)!.map(Number)
        return (r! * 299 + g! * 587 + b! * 114) / 1000
      }
      // Light: dark words on a light card; dark: light words on a dark card.
      if (scheme === 'light') expect(brightness(card!)).toBeGreaterThan(brightness(text!))
      else expect(brightness(card!)).toBeLessThan(brightness(text!))
      const shot = testInfo.outputPath(`${name}-${scheme}.png`)
      await page.screenshot({ path: shot, fullPage: true })
      await testInfo.attach(`${name}-${scheme}`, { path: shot, contentType: 'image/png' })
    }
  }
})
