/**
 * /admin/enquiries (DESIGN.md section 5): an enquiry sent from the home page's contact form
 * reaches the admins, newest first, says whether its e-mails went out, moves through its
 * statuses, keeps the admins' notes, is found by a search, and is deleted for good.
 */
import type { Page } from '@playwright/test'
import { createAdmin, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'

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

  // Called back: contacted, still open, with a note of what was said.
  await mine.getByLabel('Status').selectOption('contacted')
  await expectToast(page, 'Status changed', `${second.name}: Contacted.`, { destructive: false, ...SLOW })
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
  await page.reload()
  await page.getByLabel('Status', { exact: true }).selectOption('')
  await expect(card(page, first.email)).toBeVisible(SLOW)
  await expect(card(page, second.email)).toHaveCount(0)
})

test('has no axe violations in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signInAdmin(page, await createAdmin())
  await page.goto('/admin/enquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible(SLOW)
  await expect(page.getByText('Loading enquiries...')).toHaveCount(0, SLOW)
  await expectNoAxeViolations(page)
})
