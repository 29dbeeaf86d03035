/**
 * The business's facts edited in /admin/settings reach the static site (issue 29): an admin
 * changes the phone number, the emergency line, the e-mail, Saturday's hours, the ABN and a
 * licence's number; after the rebuild /home, a service page, the footer and the LocalBusiness
 * JSON-LD say them, the emergency electrical page quotes the emergency line and the privacy
 * policy the e-mail and the ABN, and the
 * activity log names the admin for the save and what it changed. The settings are put back through the API
 * afterwards (and that rebuild waited for), since other specs assert today's values; the spec
 * runs in a project of its own after the others (playwright.config.ts), so none sees the
 * changed phone meanwhile.
 */
import type { APIRequestContext, Locator } from '@playwright/test'
import type { StoredSettings } from '../../src/domain/business-settings'
import { hoursInWords } from '../../src/domain/opening-hours'
import { apiFetch, createAdmin, signInAdmin, type Account } from './support/accounts'
import { activityAbout } from './support/activity'
import { expect, test } from './support/fixtures'
import { expectToast, expectWordsOnTheScreen } from './support/page-helpers'
import { REBUILD_WAIT_MS, waitForPublished } from './support/publishing'

// Two rebuilds: the change, then putting the settings back.
test.describe.configure({ timeout: 3 * REBUILD_WAIT_MS })
const SLOW = { timeout: 45_000 }
const REBUILT = { timeout: REBUILD_WAIT_MS, intervals: [250, 500, 1000] }

async function readSettings(admin: Account): Promise<StoredSettings> {
  const response = await apiFetch(admin, '/api/settings')
  expect(response.status).toBe(200)
  return (await response.json()) as StoredSettings
}

/**
 * For a test's `finally`: the settings every other spec expects, saved again from whatever version
 * is stored now, and waited for until `rebuilt` sees them on the site.
 */
async function putBack(
  admin: Account,
  before: StoredSettings,
  rebuilt: () => Promise<boolean>,
): Promise<void> {
  const now = await readSettings(admin)
  if (now.version === before.version) return
  const put = await apiFetch(admin, '/api/settings', {
    method: 'PUT',
    json: { settings: before.settings, version: now.version },
  })
  expect(put.status).toBe(200)
  await expect.poll(rebuilt, REBUILT).toBe(true)
  await waitForPublished()
}

/** The HTML a visitor gets at `path`, as Hosting serves it. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text()
}

/** The home page's LocalBusiness data (the block typed Electrician). */
function localBusiness(blocks: string[]): Record<string, unknown> {
  const found = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => [data['@type']].flat().includes('Electrician'))
  expect(found, 'the LocalBusiness JSON-LD on /home').toBeTruthy()
  return found!
}

test("an admin's new phones, e-mail and Saturday hours reach /home, the service pages, the footer, the JSON-LD and the privacy policy", async ({
  page,
  request,
}) => {
  // A number other than today's (02 5550 1234): 02 5550 and four random digits.
  const digits = String(2000 + Math.floor(Math.random() * 7000))
  const phone = { display: `02 5550 ${digits}`, e164: `+6125550${digits}` }
  // The emergency line another such number, the e-mail one of this run's own.
  const emergencyDigits = String(Number(digits) + 1000)
  const emergencyPhone = { display: `02 5550 ${emergencyDigits}`, e164: `+6125550${emergencyDigits}` }
  const email = `office-${digits}@harbourline.example`
  // The ABR's worked example of a valid ABN, and a licence number of this run's own.
  const abn = '51 824 753 556'
  const licenceNumber = `EC ${digits}00`
  await waitForPublished()
  const admin = await createAdmin()
  const before = await readSettings(admin)
  expect(before.settings.phone.display).not.toBe(phone.display)
  expect(before.settings.emergency_phone.display).not.toBe(emergencyPhone.display)
  expect(before.settings.email).not.toBe(email)
  expect(before.settings.abn).not.toBe(abn)
  const [licence] = before.settings.licences
  const saturday = { closed: false, opens: '08:00', closes: '12:00' }
  // As the pages say them: "Monday to Friday, 7am to 6pm; Saturday, 8am to 12pm" with today's weekdays.
  const hours = hoursInWords({ ...before.settings.hours, week: { ...before.settings.hours.week, saturday } })

  try {
    await signInAdmin(page, admin)
    await page
      .getByRole('list', { name: 'Admin areas' })
      .getByRole('link', { name: /^Business Settings/ })
      .click()
    await page.waitForURL((url) => url.pathname === '/admin/settings')
    const form = page.getByRole('form', { name: 'Business settings' })
    const phoneField = form.getByRole('textbox', { name: 'Phone', exact: true })
    await expect(phoneField).toHaveValue(before.settings.phone.display, SLOW)
    // The service areas' boxes line up, "Area 9" and "Area 10" alike.
    const areaBoxes = form.getByRole('list', { name: 'Service areas' }).getByRole('textbox')
    expect(await areaBoxes.count()).toBeGreaterThanOrEqual(10)
    const lefts = await areaBoxes.evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().left))
    expect(new Set(lefts).size, `the areas' boxes start at ${lefts.join(', ')}`).toBe(1)
    // A refused save puts the cursor on the field to fix.
    await phoneField.fill('')
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true')
    await expect(phoneField).toBeFocused()

    await phoneField.fill(phone.display)
    await form.getByRole('textbox', { name: 'Phone (international)', exact: true }).fill(phone.e164)
    await form.getByRole('textbox', { name: 'Emergency phone', exact: true }).fill(emergencyPhone.display)
    await form
      .getByRole('textbox', { name: 'Emergency phone (international)', exact: true })
      .fill(emergencyPhone.e164)
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await form.getByRole('textbox', { name: 'ABN', exact: true }).fill(abn.replaceAll(' ', ''))
    await form
      .getByRole('list', { name: 'Licences' })
      .getByRole('textbox', { name: 'Number', exact: true })
      .first()
      .fill(licenceNumber)
    const saturdayRow = form.getByRole('group', { name: 'Saturday', exact: true })
    await saturdayRow.getByLabel('Closed', { exact: true }).uncheck()
    await saturdayRow.getByLabel('Opens', { exact: true }).fill(saturday.opens)
    await saturdayRow.getByLabel('Closes', { exact: true }).fill(saturday.closes)
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(page, 'Settings saved', 'rebuilt', SLOW)
    // Recorded before the save answered: this admin, the settings, and which parts changed.
    const [recorded] = await activityAbout(admin, 'business')
    expect(recorded).toMatchObject({
      actor_id: admin.uid,
      actor_email: admin.email,
      kind: 'settings',
      action: 'updated',
      target: { type: 'settings', id: 'business', label: 'Business settings' },
    })
    expect(recorded!.summary).toMatch(/^ABN, Licences, Phone\b.*\bHours\b.* changed$/)
    await expect(page.getByRole('status', { name: 'Public site' })).toContainText(
      /Publishing|Public site is live/,
      SLOW,
    )

    // A visitor gets the new facts once the site is rebuilt.
    await expect.poll(async () => (await html(request, '/home')).includes(phone.display), REBUILT).toBe(true)
    await waitForPublished()

    await page.goto('/home')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: new RegExp(phone.display) })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    )
    await expect(footer).toContainText(hours.display)
    expect(hours.display).toContain('Saturday, 8am to 12pm')
    // The ABN as the ABR writes it, whatever spacing it was typed with.
    await expect(footer).toContainText(`ABN ${abn}`)
    await expect(footer).toContainText(`${licence!.name}: ${licenceNumber}`)
    await expect(footer).not.toContainText(before.settings.abn)
    await expect(page.locator('#contact')).toContainText(phone.display)
    await expect(page.locator('#contact')).toContainText(
      'Monday to Friday, 7am to 6pm; Saturday, 8am to 12pm',
    )
    await expect(page.locator(`main a[href="tel:${before.settings.phone.e164}"]`)).toHaveCount(0)

    const business = localBusiness(await page.locator('script[type="application/ld+json"]').allTextContents())
    expect(business.telephone).toBe(phone.e164)
    expect(business.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' }),
      ]),
    )

    await page.goto('/hvac-services')
    await expect(page.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    )
    await expect(page.locator('main')).toContainText(hours.short)
    expect(hours.short).toContain('Sat 8am–12pm')
    await expect(page.locator('footer')).toContainText(phone.display)

    // The emergency page quotes the emergency line, and its Call button dials it.
    await page.goto('/electrical-services/emergency-services')
    const emergencyMain = page.locator('main')
    await expect(emergencyMain).toContainText(
      `A licensed electrician on the way 24/7, 365 days a year: call ${emergencyPhone.display}`,
    )
    await expect(emergencyMain).toContainText(`Our emergency line, ${emergencyPhone.display}, is answered`)
    await expect(emergencyMain).toContainText(`Call ${emergencyPhone.display} any time, day or night.`)
    await expect(emergencyMain.getByRole('link', { name: `Call ${emergencyPhone.display}` })).toHaveAttribute(
      'href',
      `tel:${emergencyPhone.e164}`,
    )
    await expect(emergencyMain).not.toContainText(before.settings.phone.display)
    await expect(emergencyMain).not.toContainText(before.settings.emergency_phone.display)

    // The privacy policy gives the new e-mail, in its text and its contact details.
    await page.goto('/privacy-policy')
    const emailLinks = page.getByRole('main').getByRole('link', { name: email, exact: true })
    await expect(emailLinks).toHaveCount(2)
    for (const link of await emailLinks.all()) await expect(link).toHaveAttribute('href', `mailto:${email}`)
    await expect(page.getByRole('main')).not.toContainText(before.settings.email)
    await expect(page.getByRole('main')).toContainText(`${before.settings.legal_name} (ABN ${abn})`)
  } finally {
    await putBack(admin, before, async () =>
      (await html(request, '/home')).includes(before.settings.phone.display),
    )
  }
})

test('names and an address as long as the settings take stay on the screen: header, footer, testimonials, legal details', async ({
  page,
  request,
}) => {
  await waitForPublished()
  const admin = await createAdmin()
  const before = await readSettings(admin)
  // What an owner may well type: the business's whole name, a suite on a street with a long
  // name, a customer's double-barrelled name (each within its limit, src/domain/business-settings.ts).
  const brand = 'Harbourline Electrical, Air Conditioning, Data Cabling and Lighting Services'
  const street = 'Suite 1204, Level 12, 1-11 Wolfeschlegelsteinhausenbergerdorff Street'
  const customer = 'Ngoc Anh Nguyen-Wolfeschlegelsteinhausenbergerdorff'
  const [first, ...others] = before.settings.testimonials
  expect(first, 'the demo settings have a testimonial').toBeTruthy()
  const settings = {
    ...before.settings,
    brand,
    address: { ...before.settings.address, street },
    testimonials: [{ ...first!, name: customer, hidden: false }, ...others],
  }
  /** Brings `shown` into view (the sections below the first screen are drawn once near it) and checks the page. */
  const expectOnTheScreen = async (shown: Locator, where: string) => {
    await shown.first().scrollIntoViewIfNeeded()
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await expectWordsOnTheScreen(page, where)
  }
  try {
    const put = await apiFetch(admin, '/api/settings', {
      method: 'PUT',
      json: { settings, version: before.version },
    })
    expect(put.status, await put.clone().text()).toBe(200)
    await expect.poll(async () => (await html(request, '/home')).includes(customer), REBUILT).toBe(true)

    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/home')
    // The header keeps the first word whole and cuts the rest of the name to the room there is.
    await expect(page.locator('#site-header').getByText('Harbourline', { exact: true })).toBeVisible()
    await expectOnTheScreen(page.getByText(customer), 'the testimonials at 320 px')
    await expectOnTheScreen(page.locator('footer address'), 'the footer at 320 px')
    await page.goto('/privacy-policy')
    await expectOnTheScreen(page.getByText(street), 'the privacy policy at 320 px')
    await signInAdmin(page, admin)
    await page.goto('/admin/settings')
    await expectOnTheScreen(page.getByRole('group', { name: customer }), 'the settings at 320 px')

    // On a laptop the menu needs the header's room: the name gives way, not the menu.
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto('/blog')
    await expectOnTheScreen(page.locator('footer address'), 'the blog at 1024 px')
  } finally {
    await putBack(admin, before, async () => !(await html(request, '/home')).includes(customer))
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("each service area's name shows whole in its box, the label above it", async ({ page }) => {
    await signInAdmin(page, await createAdmin())
    await page.goto('/admin/settings')
    const areas = page
      .getByRole('form', { name: 'Business settings' })
      .getByRole('list', { name: 'Service areas' })
    const boxes = areas.getByRole('textbox')
    await expect(boxes.first()).toHaveValue(/\S/, SLOW)
    // The demo areas' longest names ("Macarthur Region", "Northern Beaches") fit without scrolling.
    const cut = await boxes.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.scrollWidth > input.clientWidth)
        .map((input) => `${input.value}: ${input.clientWidth} px for ${input.scrollWidth}`),
    )
    expect(cut).toEqual([])
    const label = await areas.getByText('Area 1', { exact: true }).boundingBox()
    const box = await boxes.first().boundingBox()
    expect(label!.y + label!.height).toBeLessThanOrEqual(box!.y)
  })

  test("a licence's name and a social link's address get the width of the list on a phone", async ({
    page,
  }) => {
    await signInAdmin(page, await createAdmin())
    await page.goto('/admin/settings')
    const form = page.getByRole('form', { name: 'Business settings' })
    for (const [list, long] of [
      ['Licences', 'Licence'],
      ['Social links', 'Link'],
    ] as const) {
      const rows = form.getByRole('list', { name: list })
      const field = rows.getByRole('textbox', { name: long, exact: true }).first()
      await expect(field).toHaveValue(/\S/, SLOW)
      const [listWidth, fieldWidth] = [(await rows.boundingBox())!.width, (await field.boundingBox())!.width]
      // Beside the bin at most: before, a licence's name had 96 px of 324.
      expect(fieldWidth, `${long} in ${list}`).toBeGreaterThan(listWidth * 0.75)
    }
  })
})
