/**
 * /admin/register (SPEC.md sections 2, 5 and 8): an admin creates another admin, who can sign
 * in to the portal at once; every field message and the failure toast. A non-admin's
 * refusal is in admin-access.spec.ts.
 */
import { createAdmin, signInAdmin, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'
import type { Page } from '@playwright/test'

test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 45_000 }

async function openRegister(page: Page) {
  await page.goto('/admin/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeVisible(SLOW)
  const form = page.getByRole('form', { name: 'Create Admin Account' })
  return {
    form,
    email: form.getByLabel('Email'),
    password: form.getByLabel('Password', { exact: true }),
    confirm: form.getByLabel('Confirm Password'),
    submit: form.getByRole('button', { name: /^(Create Admin|Creating\.\.\.)$/ }),
  }
}

test('creates another admin, who can sign in to the portal', async ({ page, browser, errors }) => {
  const admin = await createAdmin()
  await signInAdmin(page, admin)
  const f = await openRegister(page)
  await expect(page.getByText(`Logged in as admin: ${admin.email}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  )

  const newcomer = { email: uniqueEmail('new-admin'), password: 'harbour-new-admin-1' }
  await f.email.fill(newcomer.email)
  await f.password.fill(newcomer.password)
  await f.confirm.fill(newcomer.password)
  await f.submit.click()
  await expectToast(page, 'Admin Created', `New admin account for ${newcomer.email} has been created.`, {
    destructive: false,
    ...SLOW,
  })
  await expect(f.email).toHaveValue('')

  // The new admin signs in at the portal straight away, in a browser of their own.
  const context = await browser.newContext()
  const theirs = await context.newPage()
  await signInAdmin(theirs, newcomer)
  await expect(theirs.locator('[data-admin-email]')).toHaveText(newcomer.email)
  // The password was typed for them: their dashboard asks for one of their own.
  await expect(theirs.getByRole('note', { name: 'Choose your own password' })).toBeVisible(SLOW)
  await context.close()

  // The same address twice: the server's message (a 409, expected here).
  errors.allow(/HTTP 409 for POST .*\/api\/profiles\/admins$/)
  errors.allow('status of 409')
  await f.email.fill(newcomer.email)
  await f.password.fill(newcomer.password)
  await f.confirm.fill(newcomer.password)
  await f.submit.click()
  await expectToast(page, 'Error', 'An account with this email already exists', {
    destructive: true,
    ...SLOW,
  })
})

test('every field message of the form', async ({ page, errors }) => {
  await signInAdmin(page, await createAdmin())
  const f = await openRegister(page)

  await f.email.fill('not-an-address')
  await f.password.fill('abc')
  await f.confirm.fill('abc')
  await f.submit.click()
  await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(f.password).toHaveAccessibleDescription('Admin passwords must be at least 12 characters')
  await expect(f.confirm).toHaveAccessibleDescription('Confirm password must match password')
  await expect(f.email).toBeFocused()

  await f.email.fill(uniqueEmail('mismatch'))
  await f.password.fill('harbour-admin')
  await f.confirm.fill('harbour-admiN')
  await expect(f.confirm).toHaveAccessibleDescription("Passwords don't match")
  await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(f.password).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  // A failure without a message of its own: the generic one.
  errors.allow(/HTTP 500 for POST .*\/api\/profiles\/admins$/)
  errors.allow('status of 500')
  await page.route('**/api/profiles/admins', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  )
  await f.confirm.fill('harbour-admin')
  await f.submit.click()
  await expectToast(page, 'Error', 'The server answered 500. Please try again.', { destructive: true })
})

test('has no axe violations in light and dark mode', async ({ page }) => {
  await signInAdmin(page, await createAdmin())
  await openRegister(page)
  await expectNoAxeViolations(page)
})
