/**
 * /admin/users (SPEC.md sections 2, 4 and 8; DESIGN.md section 4): search, Refresh, the table,
 * Make Admin and Remove Admin, and what that changes for the person concerned; the self and
 * last-admin guards. (The last-admin note on a lone admin's row is checked in
 * admin-bootstrap.spec.ts, the only moment a run has exactly one admin.)
 */
import type { Page } from '@playwright/test'
import { SELF_ADMIN_REMOVAL } from '../../src/domain/profile'
import {
  apiFetch,
  createAdmin,
  createUser,
  defaultAdmin,
  idToken,
  signIn,
  signInAdmin,
  type Account,
  uniqueEmail,
} from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'

test.describe.configure({ timeout: 150_000 })
const SLOW = { timeout: 45_000 }

/** A profile exists once the account has called the API; the users page lists profiles. */
async function withProfile(account: Account): Promise<Account> {
  const response = await apiFetch(account, '/api/profiles/me')
  expect(response.status).toBe(200)
  return account
}

async function openUsers(page: Page) {
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible(SLOW)
  await expect(page.getByRole('table')).toBeVisible(SLOW)
}

const row = (page: Page, email: string) => page.locator(`[data-user-row="${email}"]`)
const role = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth-hint') ?? 'null')?.role)

test('search, Refresh and the table', async ({ page }) => {
  const admin = await createAdmin()
  await signInAdmin(page, admin)
  await openUsers(page)
  await expect(page.getByText('Manage user accounts and permissions')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  )
  for (const name of ['User', 'Email', 'Role', 'Join Date', 'Actions']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
  }

  // Someone who registers meanwhile appears on Refresh.
  const user = await withProfile(await createUser())
  await expect(row(page, user.email)).toHaveCount(0)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(row(page, user.email)).toBeVisible(SLOW)

  const r = row(page, user.email)
  await expect(r.getByRole('cell').nth(0)).toHaveText(`${user.email[0]!.toUpperCase()}User`)
  await expect(r.getByRole('cell').nth(1)).toHaveText(user.email)
  await expect(r.getByRole('cell').nth(2)).toHaveText('User')
  await expect(r.getByRole('cell').nth(3)).toHaveText(/^\d{1,2} \w{3,4} \d{4}$/)
  await expect(r.getByRole('button', { name: 'Make Admin' })).toBeEnabled()
  await expect(row(page, admin.email).getByRole('cell').nth(2)).toHaveText('Admin')

  // Search: any part of the address, whatever the case.
  const search = page.getByRole('searchbox', { name: 'Search by email' })
  // The address's own part, without the shared 'e2e-' prefix and domain, matches this user alone.
  await search.fill(user.email.split('@')[0]!.slice('e2e-'.length).toUpperCase())
  await expect(page.locator('[data-user-row]')).toHaveCount(1)
  await expect(row(page, user.email)).toBeVisible()
  await search.fill('nobody-has-this-address')
  await expect(page.getByText('No users found matching your search criteria')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await search.fill('')
  await expect(row(page, admin.email)).toBeVisible()
  await expectNoAxeViolations(page)
})

test("on a phone each account's buttons are on the screen, not behind a sideways scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const admin = await createAdmin()
  const user = await withProfile(await createUser())
  await signInAdmin(page, admin)
  await openUsers(page)
  await page.getByPlaceholder('Search users...').fill(user.email)
  const makeAdmin = row(page, user.email).getByRole('button', { name: 'Make Admin' })
  const remove = row(page, user.email).getByRole('button', { name: 'Delete' })
  await expect(makeAdmin).toBeVisible(SLOW)
  for (const button of [makeAdmin, remove]) {
    const box = (await button.boundingBox())!
    expect(box.x + box.width, 'the right edge of the button').toBeLessThanOrEqual(390)
  }
  // Still read as a table, its columns named.
  await expect(page.getByRole('columnheader', { name: 'Actions', exact: true })).toBeAttached()
  const sideways = await page
    .getByRole('table')
    .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)
  expect(sideways).toBe(0)
  // The column names are off the screen, so the join date says what it is.
  const dateLabel = await row(page, user.email)
    .locator('time')
    .evaluate((time) => getComputedStyle(time.parentElement!, '::before').content)
  expect(dateLabel).toContain('Joined')
})

test('an account that has not confirmed its e-mail cannot be made admin', async ({ page, errors }) => {
  errors.allow(/HTTP 409 for PATCH .*\/api\/profiles\//)
  errors.allow('status of 409')
  await signInAdmin(page, await createAdmin())
  const unconfirmed = await withProfile(
    await createUser(uniqueEmail('unconfirmed'), undefined, { verified: false }),
  )

  await openUsers(page)
  const r = row(page, unconfirmed.email)
  await r.getByRole('button', { name: 'Make Admin' }).click()
  await expectToast(
    page,
    'Error updating role',
    'Only an account with a confirmed e-mail address can be made an admin. Ask them to confirm their e-mail first.',
    { destructive: true, ...SLOW },
  )
  await expect(r.getByRole('button', { name: 'Make Admin' })).toBeVisible()
  const me = await apiFetch(unconfirmed, '/api/profiles/me')
  expect(((await me.json()) as { profile: { is_admin: boolean } }).profile.is_admin).toBe(false)
})

test("granting and removing admin changes that person's access and header", async ({ page, browser }) => {
  await signInAdmin(page, await createAdmin())
  const user = await withProfile(await createUser())

  // The user, in a browser of their own: a signed-in user's header.
  const context = await browser.newContext()
  const theirs = await context.newPage()
  await signIn(theirs, user)
  const header = theirs.locator('#site-header')
  await expect(header.getByRole('button', { name: 'Log Out' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Admin Portal' })).toHaveCount(0)

  await openUsers(page)
  const r = row(page, user.email)
  await r.getByRole('button', { name: 'Make Admin' }).click()
  await expectToast(page, 'Role Updated', "The user's role has been updated successfully", {
    destructive: false,
    ...SLOW,
  })
  await expect(r.getByRole('cell').nth(2)).toHaveText('Admin')

  // Their next visit to the portal lets them in, and their header shows the way back to it.
  await theirs.goto('/admin/dashboard')
  await expect(theirs.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(SLOW)
  await expect.poll(() => role(theirs)).toBe('admin')
  await theirs.goto('/home')
  await expect(header.getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin/dashboard')

  await r.getByRole('button', { name: 'Remove Admin' }).click()
  await expectToast(page, 'Role Updated', "The user's role has been updated successfully", SLOW)
  await expect(r.getByRole('cell').nth(2)).toHaveText('User')

  // Revoked at once: the portal turns them away, and their header is a user's again.
  await theirs.goto('/admin/dashboard')
  await theirs.waitForURL((url) => url.pathname === '/admin/login', SLOW)
  await expectToast(theirs, 'Access Denied', 'You need admin privileges to access this page', {
    destructive: true,
  })
  await expect.poll(() => role(theirs)).toBe('user')
  await theirs.goto('/home')
  await expect(header.getByRole('button', { name: 'Log Out' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Admin Portal' })).toHaveCount(0)
  await context.close()
})

test('an admin cannot remove their own admin right: the page says so, and so does the server', async ({
  page,
}) => {
  const admin = await createAdmin()
  await signInAdmin(page, admin)
  await openUsers(page)
  const mine = row(page, admin.email)
  await expect(mine).toContainText('(you)')
  const remove = mine.getByRole('button', { name: 'Remove Admin' })
  await expect(remove).toBeDisabled()
  await expect(remove).toHaveAccessibleDescription(`${SELF_ADMIN_REMOVAL}.`)

  const refused = await apiFetch(admin, `/api/profiles/${admin.uid}`, {
    method: 'PATCH',
    json: { is_admin: false },
  })
  expect(refused.status).toBe(403)
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(SELF_ADMIN_REMOVAL)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(mine.getByRole('cell').nth(2)).toHaveText('Admin')
})

test("a refusal from the server is shown with the server's message", async ({ page, errors }) => {
  const admin = await createAdmin()
  const other = await createAdmin()
  await signInAdmin(page, admin)
  await openUsers(page)

  // Meanwhile another admin takes this admin's right away; the page still offers the buttons.
  const revoked = await apiFetch(await defaultAdmin(), `/api/profiles/${admin.uid}`, {
    method: 'PATCH',
    json: { is_admin: false },
  })
  expect(revoked.status).toBe(200)

  errors.allow(/HTTP 403 for PATCH .*\/api\/profiles\//)
  errors.allow('status of 403')
  await row(page, other.email).getByRole('button', { name: 'Remove Admin' }).click()
  await expectToast(page, 'Error updating role', 'Access denied. Admin privileges required.', {
    destructive: true,
    ...SLOW,
  })
  const alert = page.getByRole('alert').filter({ hasText: 'Error updating role' })
  await expect(alert).toContainText(`${other.email}: Access denied. Admin privileges required.`)
  // Nothing changed on the server.
  const list = (await (await apiFetch(other, '/api/profiles')).json()) as {
    profiles: { email: string; is_admin: boolean }[]
  }
  expect(list.profiles.find((p) => p.email === other.email)?.is_admin).toBe(true)
})

test('has no axe violations in light and dark mode', async ({ page }) => {
  await signInAdmin(page, await createAdmin())
  await openUsers(page)
  await expectNoAxeViolations(page)
})

test('the list comes a page at a time: Load more brings the next accounts', async ({ page }) => {
  // 25 accounts of this test's own, oldest first: the newest 24 fill the first page at least.
  const accounts: Account[] = []
  for (let i = 0; i < 25; i++) accounts.push(await withProfile(await createUser(uniqueEmail(`paged-${i}`))))
  const [oldest] = accounts
  await signInAdmin(page, await createAdmin())
  await openUsers(page)
  const rows = page.locator('[data-user-row]')
  await expect(rows).toHaveCount(24)
  await expect(row(page, oldest!.email)).toHaveCount(0)
  await page.getByRole('button', { name: 'Load more users' }).click()
  await expect(row(page, oldest!.email)).toBeVisible(SLOW)
  expect(await rows.count()).toBeGreaterThan(24)
})

test('an admin deletes an account: it leaves the list, and its sign-in stops working', async ({ page }) => {
  const leaving = await withProfile(await createUser(uniqueEmail('leaving')))
  await signInAdmin(page, await createAdmin())
  await openUsers(page)
  await page.getByLabel('Search by email').fill(leaving.email)
  // Each row's buttons say whose account they act on.
  await page.getByRole('button', { name: `Delete ${leaving.email}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this account?' })
  await expect(dialog).toContainText(`${leaving.email} will no longer be able to sign in.`)
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expectToast(page, 'Account deleted', `${leaving.email} is deleted.`, { destructive: false, ...SLOW })
  await expect(row(page, leaving.email)).toHaveCount(0)
  // The row and the button that asked are gone: the focus is on the list, not lost to the page.
  await expect(page.getByRole('region', { name: 'User accounts' })).toBeFocused()

  // Gone from Firebase Auth (the emulator's sign-in refuses the address) and from the API.
  await expect(idToken(leaving)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/)
  await page.reload()
  await expect(page.getByRole('table')).toBeVisible(SLOW)
  await expect(row(page, leaving.email)).toHaveCount(0)
})
