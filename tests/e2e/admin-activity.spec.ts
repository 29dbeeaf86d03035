/**
 * /admin/activity over the local stack (issue 29): an admin moves an enquiry to Contacted and
 * renames a gallery photo, both records their own; the activity log then shows both with the
 * admin's e-mail, newest first, and the Kind filter narrows the list. The changes are made
 * through the API as the admin (the screens that make them have their own specs); the enquiry
 * is stored directly, as request-status.spec.ts stores its requests, so the contact form's
 * rate limit is not spent here.
 */
import { randomUUID } from 'node:crypto'
import { makeEnquiry } from '../factories/index'
import { apiFetch, createAdmin, signInAdmin } from './support/accounts'
import { deleteGalleryImagesTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, sideways } from './support/page-helpers'
import { addApprovedPhoto } from './support/photos'
import { withStackStores } from './support/stack-jobs'

test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 30_000 }

test("an admin's enquiry status change and photo rename show in the activity log, newest first, by kind", async ({
  page,
}) => {
  const admin = await createAdmin()
  const title = `Activity photo ${randomUUID().slice(0, 8)}`
  const enquiry = makeEnquiry({ id: randomUUID(), created_at: new Date().toISOString() })
  await withStackStores((stores) => stores.enquiries.createEnquiry(enquiry))
  try {
    const photoId = await addApprovedPhoto(admin, { title })
    const moved = await apiFetch(admin, `/api/enquiries/${enquiry.id}`, {
      method: 'PATCH',
      json: { status: 'contacted' },
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    const renamed = await apiFetch(admin, `/api/gallery/${photoId}`, {
      method: 'PATCH',
      json: { title: `${title} renamed` },
    })
    expect(renamed.status, await renamed.clone().text()).toBe(200)

    await signInAdmin(page, admin)
    await page.getByRole('link', { name: /^Activity/ }).click()
    await expect(page).toHaveURL(/\/admin\/activity$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(SLOW)

    // Other tests' admins work at the same time: this admin's entries only.
    const table = page.getByRole('table', { name: 'Activity' })
    await expect(table).toBeVisible(SLOW)
    await page.getByLabel('Person').selectOption({ label: admin.email })
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(3, SLOW)
    await expect(rows.nth(0)).toContainText('Gallery: updated')
    await expect(rows.nth(0)).toContainText(admin.email)
    await expect(rows.nth(0)).toContainText(`${title} renamed`)
    await expect(rows.nth(0)).toContainText(`Title: "${title}" → "${title} renamed"`)
    await expect(rows.nth(1)).toContainText('Enquiries: status changed')
    await expect(rows.nth(1)).toContainText(admin.email)
    await expect(rows.nth(1)).toContainText('Status: new → contacted')
    // The customer's name stays out of the log.
    await expect(rows.nth(1)).not.toContainText(enquiry.name)
    await expect(rows.nth(2)).toContainText('Gallery: created')

    await page.getByLabel('Kind').selectOption({ label: 'Enquiries' })
    await expect(rows).toHaveCount(1, SLOW)
    await expect(rows.nth(0)).toContainText('Status: new → contacted')
    await page.getByLabel('Kind').selectOption({ label: 'Gallery' })
    await expect(rows).toHaveCount(2, SLOW)
    await expect(rows.nth(0)).toContainText('Gallery: updated')
    await expectNoAxeViolations(page)
  } finally {
    await apiFetch(admin, `/api/enquiries/${enquiry.id}`, { method: 'DELETE' })
    await deleteGalleryImagesTitled(title)
  }
})

test('on a 320 px phone an entry naming a record with a long word wraps in its card', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const admin = await createAdmin()
  const title = `Switchboardreplacementandrewiring${randomUUID().slice(0, 8)} in a terrace`
  try {
    await addApprovedPhoto(admin, { title })
    await signInAdmin(page, admin)
    await page.goto('/admin/activity')
    await page.getByLabel('Person').selectOption({ label: admin.email })
    // On a phone the table's rows stack into cards (its role goes with its table layout).
    const table = page.locator('table[aria-label="Activity"]')
    await expect(table.locator('tbody tr')).toHaveCount(1, SLOW)
    await expect(table).toContainText(title)
    expect(await sideways(page), 'the page is wider than the screen').toBe(0)
    expect(
      await table.evaluate(
        (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
      ),
      'the entries scroll sideways',
    ).toBe(0)
  } finally {
    await deleteGalleryImagesTitled(title)
  }
})
