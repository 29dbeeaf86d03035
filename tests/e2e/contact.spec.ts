/**
 * The home page's contact form (DESIGN.md section 5): it validates with the API's own
 * messages, stores an enquiry admins can read, e-mails the business and the customer (caught
 * by the local stack's MailDev), confirms with a toast and clears itself; a failed send keeps
 * what was typed. ('Book Appointment' and 'Schedule Service' open the quote request form:
 * quote-request.spec.ts.) (The API allows five
 * enquiries in ten minutes per caller, and locally every caller is one: keep sends few.)
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { apiFetch, defaultAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectMail, rawSource, sentTo } from './support/mailbox'
import { site } from '../../src/site-config'

const form = (page: Page) => page.locator('form#contact-form')
/**
 * The functions emulator starts a worker per concurrent request, and a cold one can take many
 * seconds on a small machine, so what waits on the API gets more time than the default.
 */
const API = { timeout: 30_000 }
test.describe.configure({ timeout: 60_000 })

/** Opens /home at the form and waits until the island has taken it over. */
async function openForm(page: Page) {
  await page.goto('/home#contact-form')
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()
}

test('an enquiry is sent, confirmed, cleared from the form and stored for admins', async ({ page }) => {
  await openForm(page)
  const stamp = Date.now().toString(36)
  const name = 'Priya Raman'
  const email = `priya.${stamp}@harbourline.example`
  const message = `Our ducted system blows warm air upstairs. Can someone look at it this week? (${stamp})`

  const f = form(page)
  await f.getByLabel('Name').fill(name)
  await f.getByLabel('Phone').fill('0412 345 678')
  await f.getByLabel('Email').fill(email)
  await f.getByLabel('Service').selectOption('hvac')
  await f.getByLabel('Message').fill(message)
  await f.getByRole('button', { name: 'Send Message' }).click()

  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText('Message sent', API)
  await expect(toast).toContainText(`Thanks, ${name}. We'll be in touch within one business day.`)
  for (const label of ['Name', 'Phone', 'Email', 'Message']) await expect(f.getByLabel(label)).toHaveValue('')
  await expect(f.getByLabel('Service')).toHaveValue('')

  const response = await apiFetch(await defaultAdmin(), '/api/enquiries')
  expect(response.status).toBe(200)
  const { enquiries } = (await response.json()) as {
    enquiries: {
      name: string
      email: string
      phone: string | null
      service: string | null
      message: string
    }[]
  }
  expect(enquiries.find((e) => e.email === email)).toMatchObject({
    name,
    phone: '0412 345 678',
    service: 'hvac',
    message,
  })

  // The business gets every detail, with the customer to reply to...
  const [notice] = await expectMail((mail) => sentTo(site.email)(mail) && mail.text.includes(email))
  expect(notice!.subject).toBe(`New enquiry: ${name} (HVAC)`)
  expect(await rawSource(notice!)).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}\r?$`, 'm'))
  for (const part of [message, 'Phone: 0412 345 678', 'Service: HVAC', '/admin/enquiries']) {
    expect(notice!.text).toContain(part)
  }
  // ...and the customer a confirmation that repeats nothing typed into the form, since anyone
  // can enter anyone's address.
  const [confirmation] = await expectMail(sentTo(email))
  expect(confirmation!.subject).toBe(`We have your enquiry - ${site.brand}`)
  expect(confirmation!.from[0]!.address).toBe('no-reply@harbourline.example')
  expect(confirmation!.text).toContain('about HVAC work')
  expect(confirmation!.text).toContain(site.phone.display)
  expect(confirmation!.text).not.toContain(stamp)
  expect(confirmation!.text).not.toContain(name)
})

test('invalid fields show the messages next to them and nothing is sent', async ({ page }) => {
  await openForm(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/enquiries')) sent.push(request.method())
  })
  const f = form(page)
  await f.getByLabel('Email').fill('not-an-address')
  await f.getByRole('button', { name: 'Send Message' }).click()

  const expectError = async (label: string, message: string) => {
    const field = f.getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(message)
  }
  await expectError('Name', 'Please enter your name')
  await expectError('Email', 'Please enter a valid email address')
  await expectError('Message', 'Please enter a message')
  await expect(f.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true')
  // The cursor goes to the first field to fix.
  await expect(f.getByLabel('Name')).toBeFocused()

  // A message clears as soon as its field is fixed.
  await f.getByLabel('Name').fill('Sam')
  await expect(f.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(f.getByText('Please enter your name')).toHaveCount(0)

  const { violations } = await new AxeBuilder({ page }).include('#contact-form').analyze()
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  expect(sent).toEqual([])
})

test('a failed send says why and keeps everything typed', async ({ page, errors }) => {
  errors.allow(/429/)
  const reason =
    'You have sent several enquiries in a short time. Please wait a few minutes, or give us a call.'
  await page.route('**/api/enquiries', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: reason } }),
    }),
  )
  await openForm(page)
  const f = form(page)
  await f.getByLabel('Name').fill('Jordan Lee')
  await f.getByLabel('Email').fill('jordan@harbourline.example')
  await f.getByLabel('Service').selectOption('electrical')
  await f.getByLabel('Message').fill('Two power points in the kitchen stopped working.')
  await f.getByRole('button', { name: 'Send Message' }).click()

  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText(reason, API)
  await expect(toast).toHaveAttribute('data-type', 'error')
  await expect(f.getByLabel('Name')).toHaveValue('Jordan Lee')
  await expect(f.getByLabel('Email')).toHaveValue('jordan@harbourline.example')
  await expect(f.getByLabel('Service')).toHaveValue('electrical')
  await expect(f.getByLabel('Message')).toHaveValue('Two power points in the kitchen stopped working.')
  await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled()
})

test('a link to #contact-form puts the cursor in the form, also arriving from another page', async ({
  page,
}) => {
  await page.goto('/blog')
  await page.goto('/home#contact-form')
  await expect(form(page).getByLabel('Name')).toBeFocused()
})

test("the contact and quote forms' send buttons keep their words on one line beside the privacy line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  /** How many lines the button's words take (its icon aside). */
  const lines = (button: ReturnType<Page['getByRole']>) =>
    button.evaluate((element) => {
      const tops = new Set<number>()
      const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
      }
      return tops.size
    })
  await openForm(page)
  expect(await lines(form(page).getByRole('button', { name: 'Send Message' }))).toBe(1)
  await page.goto('/request-a-quote')
  expect(await lines(page.getByRole('button', { name: 'Send Request' }))).toBe(1)
})
