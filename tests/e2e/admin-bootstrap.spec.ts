/**
 * The first admin, made the way an owner makes it (SPEC.md section 2, Create default admin;
 * DESIGN.md section 4): the secret on /admin/create-default-admin, the one-time password
 * shown once, the first sign-in at /admin/login, the password changed at once, and the
 * bootstrap closed from then on.
 *
 * This file is the `setup` project of playwright.config.ts: it runs before every other test,
 * because the bootstrap works once per stack and every test that needs an admin then uses
 * this one (`defaultAdmin()` in support/accounts.ts reads what `shareDefaultAdmin()` stores).
 */
import { DEFAULT_ADMIN_CLOSED } from '../../src/domain/default-admin'
import { LAST_ADMIN_REMOVAL, SELF_ADMIN_REMOVAL } from '../../src/domain/profile'
import { site } from '../../src/site-config'
import { adminSecret, claimDefaultAdmin, shareDefaultAdmin, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast, recordedToasts, recordToasts } from './support/page-helpers'
import type { Page } from '@playwright/test'

/** A cold functions emulator on a loaded machine can take many seconds per request. */
const SLOW = { timeout: 45_000 }
test.describe.configure({ timeout: 300_000 })

const NEW_PASSWORD = 'Harbour-first-admin-2'

async function openBootstrapPage(page: Page) {
  await page.goto('/admin/create-default-admin')
  const form = page.getByRole('form', { name: 'Create Default Admin' })
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr')
  return {
    secret: form.getByLabel('Function Secret'),
    create: form.getByRole('button', { name: /^(Create Default Admin|Creating\.\.\.)$/ }),
  }
}

async function expectClosed(page: Page) {
  const { secret, create } = await openBootstrapPage(page)
  await secret.fill(adminSecret())
  await create.click()
  await expectToast(page, 'Error', DEFAULT_ADMIN_CLOSED.adminExists, { destructive: true, ...SLOW })
  const closed = page.getByRole('region', { name: 'Default admin setup is closed' })
  await expect(closed).toContainText(DEFAULT_ADMIN_CLOSED.adminExists)
  // Nothing left to try: the form is gone, the way to the sign-in stays.
  await expect(page.getByLabel('Function Secret')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin/login')
}

test('the first admin is made with the secret, signs in, changes the password, and the bootstrap closes', async ({
  page,
  errors,
}) => {
  // The wrong password below: the Auth emulator answers 400, and Chromium logs it.
  errors.allow(/status of 400 \(Bad Request\) \(at http:\/\/127\.0\.0\.1:9099\/.*signInWithPassword/)
  if (!claimDefaultAdmin()) {
    // A stack that already has its admin (E2E_ADMIN_EMAIL): the page can only say it is closed.
    await expectClosed(page)
    return
  }

  let admin = { email: '', password: '' }

  await test.step('the page: logo, secret field, buttons, empty and wrong secrets', async () => {
    const { secret, create } = await openBootstrapPage(page)
    await expect(page.getByRole('link', { name: `${site.brand} home` })).toHaveAttribute('href', '/')
    await expect(secret).toHaveAttribute('type', 'password')
    await expect(create).toHaveText('Create Default Admin')
    await expect(create).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute(
      'href',
      '/admin/login',
    )
    await expectNoAxeViolations(page)

    await secret.fill('   ')
    await expect(create).toBeEnabled()
    await create.click()
    await expectToast(page, 'Secret Required', 'Please enter the function secret', { destructive: true })

    await secret.fill('not-the-secret')
    await create.click()
    await expectToast(page, 'Error', 'That secret is not correct.', { destructive: true, ...SLOW })
    await expect(page.getByRole('region', { name: 'Admin Created Successfully' })).toHaveCount(0)
  })

  await test.step('the right secret creates the admin and shows its password once', async () => {
    const { secret, create } = await openBootstrapPage(page)
    await secret.fill(adminSecret())
    // Hold the answer back a moment so the busy state can be seen.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/bootstrap/create-default-admin', async (route) => {
      await held
      await route.continue()
    })
    await create.click()
    await expect(create).toHaveText('Creating...')
    await expect(create).toBeDisabled()
    release()

    await expectToast(page, 'Success', 'Default admin created.', { destructive: false, ...SLOW })
    const box = page.getByRole('region', { name: 'Admin Created Successfully' })
    await expect(box).toBeVisible()
    await expect(box).toContainText('change it after your first login')
    admin = {
      email: (await box.locator('[data-credential="email"]').textContent())!.trim(),
      password: (await box.locator('[data-credential="password"]').textContent())!.trim(),
    }
    expect(admin.email).toContain('@')
    expect(admin.password.length).toBeGreaterThanOrEqual(16)
    await page.unroute('**/api/bootstrap/create-default-admin')
    await expectNoAxeViolations(page)
  })

  await test.step('it signs in at /admin/login and reaches the dashboard, which asks for a password of its own', async () => {
    await signInAdmin(page, admin)
    await expect(page.locator('[data-admin-email]')).toHaveText(admin.email)
    await expect(page.getByRole('note', { name: 'Choose your own password' })).toBeVisible(SLOW)
  })

  await test.step('as the only admin, its own row shows the self and last-admin guards', async () => {
    await page.goto('/admin/users')
    const row = page.locator(`[data-user-row="${admin.email}"]`)
    const remove = row.getByRole('button', { name: 'Remove Admin' })
    await expect(remove).toBeDisabled(SLOW)
    // Both reasons, each a sentence of its own.
    await expect(remove).toHaveAccessibleDescription(`${SELF_ADMIN_REMOVAL}. ${LAST_ADMIN_REMOVAL}.`)
  })

  await test.step('it changes the generated password', async () => {
    // Log Out below shows its toast just before the landing page replaces the dashboard: keep it.
    await recordToasts(page)
    await page.goto('/admin/dashboard')
    // The cards' counts first: a request still under way when the password changes carries the old, revoked token.
    await expect(page.locator('[data-card-status]')).toHaveCount(2, SLOW)
    await expect(page.locator('[data-card-status]', { hasText: /Counting/ })).toHaveCount(0, SLOW)
    await page.getByRole('button', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await dialog.getByLabel('Current password').fill(admin.password)
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await dialog.getByRole('button', { name: 'Update Password' }).click()
    await expectToast(page, 'Password updated', 'Your password has been changed successfully', {
      destructive: false,
      ...SLOW,
    })
    await expect(dialog).toBeHidden()
    // The server now knows the password is theirs: the dashboard stops asking, now and later.
    await expect(page.getByRole('note', { name: 'Choose your own password' })).toHaveCount(0, SLOW)
    await page.reload()
    await expect(page.locator('[data-card-status]', { hasText: /Counting/ })).toHaveCount(0, SLOW)
    await expect(page.getByRole('note', { name: 'Choose your own password' })).toHaveCount(0)
  })

  await test.step('logged out, the old password no longer works and the new one does', async () => {
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect((await recordedToasts(page)).map((toast) => toast.title)).toContain('Logged out')
    expect(await page.evaluate(() => localStorage.getItem('auth-hint'))).toBeNull()

    await page.goto('/admin/login')
    const form = page.getByRole('form', { name: 'Admin Sign In' })
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr')
    await form.getByLabel('Email').fill(admin.email)
    await form.getByLabel('Password', { exact: true }).fill(admin.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Authentication error', 'Invalid email or password', {
      destructive: true,
      ...SLOW,
    })
    await expect(page).toHaveURL(/\/admin\/login$/)

    admin = { ...admin, password: NEW_PASSWORD }
    await signInAdmin(page, admin)
    // Every other test of the run uses this admin from now on.
    shareDefaultAdmin(admin)
  })

  await test.step('the bootstrap is closed now that an admin exists', async () => {
    await expectClosed(page)
    await expectNoAxeViolations(page)
  })
})
