/**
 * The admin dashboard (SPEC.md sections 2, 4, 5 and 8): the admin's e-mail, a card per admin
 * area with what waits for attention, the Change Password dialog with its rules, and Log Out.
 * The successful password change of the first admin is in admin-bootstrap.spec.ts.
 */
import type { Page } from '@playwright/test'
import { createAdmin, defaultAdmin, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import {
  expectNoAxeViolations,
  expectToast,
  expectToastAboveDialog,
  recordedToasts,
  recordToasts,
} from './support/page-helpers'

test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 45_000 }

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Change Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Password' })
  await expect(dialog).toBeVisible()
  return {
    dialog,
    current: dialog.getByLabel('Current password'),
    next: dialog.getByLabel('New password', { exact: true }),
    confirm: dialog.getByLabel('Confirm new password'),
    update: dialog.getByRole('button', { name: 'Update Password' }),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
  }
}

test('shows the admin, the areas with their links and what waits for attention', async ({ page }) => {
  const admin = await createAdmin()
  await signInAdmin(page, admin)
  await expect(page.getByText('Manage your website content')).toBeVisible()
  await expect(page.locator('[data-admin-email]')).toHaveText(admin.email)

  const areas = page.getByRole('list', { name: 'Admin areas' })
  for (const [name, href] of <const>[
    ['Manage Blog', '/admin/blog'],
    ['Manage Gallery', '/admin/gallery'],
    ['User Management', '/admin/users'],
    ['Create Admin', '/admin/register'],
    ['Enquiries', '/admin/enquiries'],
    ['Business Settings', '/admin/settings'],
    ['Activity', '/admin/activity'],
  ]) {
    await expect(areas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
  }
  await expect(areas.getByRole('link', { name: /^User Management/ })).toContainText(
    'Manage user accounts and permissions',
  )

  // The counts are the server's: open enquiries and photos waiting for review.
  // (Other tests add both meanwhile, so only the form of the text is fixed here.)
  await expect(areas.getByRole('link', { name: /^Enquiries/ }).locator('[data-card-status]')).toHaveText(
    /^(\d+ open|No open enquiries)$/,
    SLOW,
  )
  await expect(areas.getByRole('link', { name: /^Manage Gallery/ }).locator('[data-card-status]')).toHaveText(
    /^(\d+ waiting for review|No photos waiting for review)$/,
    SLOW,
  )
  await expectNoAxeViolations(page)
})

test('the Change Password dialog: its rules, messages and busy state', async ({ page, errors }) => {
  // The wrong current password below: the Auth emulator answers 400, and Chromium logs it.
  errors.allow(/status of 400 \(Bad Request\) \(at http:\/\/127\.0\.0\.1:9099\/.*signInWithPassword/)
  const admin = await createAdmin()
  await signInAdmin(page, admin)
  // The cards' counts first: a request still under way when the password changes carries the old, revoked token.
  await expect(page.locator('[data-card-status]')).toHaveCount(2, SLOW)
  await expect(page.locator('[data-card-status]', { hasText: /Counting/ })).toHaveCount(0, SLOW)

  let d = await openDialog(page)
  // Update stays disabled until every field has something in it.
  await expect(d.update).toBeDisabled()
  await d.current.fill(admin.password)
  await d.next.fill('abcdef')
  await expect(d.update).toBeDisabled()
  await d.confirm.fill('abcdeg')
  await expect(d.update).toBeEnabled()

  await d.update.click()
  await expectToast(page, "Passwords don't match", 'New password and confirmation must match', {
    destructive: true,
  })
  await expectToastAboveDialog(page, "Passwords don't match")
  await expect(d.dialog).toBeVisible()

  await d.next.fill('abc')
  await d.confirm.fill('abc')
  await d.update.click()
  await expectToast(page, 'Password too short', 'Admin passwords must be at least 12 characters long', {
    destructive: true,
  })
  await expectNoAxeViolations(page)

  // A wrong current password: Firebase refuses, the dialog says so.
  await d.current.fill('not-my-password')
  await d.next.fill('a-new-password')
  await d.confirm.fill('a-new-password')
  await d.update.click()
  await expectToast(page, 'Error changing password', 'Your current password is not correct', {
    destructive: true,
    ...SLOW,
  })

  // Cancel closes and clears what was typed.
  await d.cancel.click()
  await expect(d.dialog).toBeHidden()
  d = await openDialog(page)
  await expect(d.current).toHaveValue('')
  await expect(d.next).toHaveValue('')
  await expect(d.confirm).toHaveValue('')

  // The change itself, held back a moment so the busy state shows.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('http://127.0.0.1:9099/**', async (route) => {
    await held
    await route.continue()
  })
  await d.current.fill(admin.password)
  await d.next.fill('a-new-password')
  await d.confirm.fill('a-new-password')
  await d.update.click()
  const busy = d.dialog.getByRole('button', { name: 'Processing...' })
  await expect(busy).toBeDisabled()
  release()
  await expectToast(page, 'Password updated', 'Your password has been changed successfully', {
    destructive: false,
    ...SLOW,
  })
  await expect(d.dialog).toBeHidden()
  await page.unroute('http://127.0.0.1:9099/**')
})

test('Log Out signs the admin out and goes to the landing page', async ({ page }) => {
  // The dashboard says so for a moment, then goes to the landing page: keep what it shows.
  await recordToasts(page)
  await signInAdmin(page, await defaultAdmin())
  await page.getByRole('button', { name: 'Log Out' }).click()
  await page.waitForURL((url) => url.pathname === '/', SLOW)
  expect((await recordedToasts(page)).map((toast) => toast.title)).toContain('Logged out')
  expect(await page.evaluate(() => localStorage.getItem('auth-hint'))).toBeNull()
  await page.goto('/admin/dashboard')
  await page.waitForURL((url) => url.pathname === '/admin/login', SLOW)
  await expectToast(page, 'Not Authenticated', 'Please login first', { destructive: true })
})

test('has no axe violations in light and dark mode, with the dialog open', async ({ page }) => {
  await signInAdmin(page, await createAdmin())
  await expectNoAxeViolations(page)
  await openDialog(page)
  await expectNoAxeViolations(page)
})
