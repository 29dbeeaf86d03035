/**
 * Who gets into the admin portal (SPEC.md sections 2, 4, 6 and 8; DESIGN.md section 4): the
 * admin sign-in page, and every admin screen checking the session and then the role the
 * server reports before it shows anything. Visitors and non-admins go back to /admin/login
 * with the spec's toasts. (The API's own refusals are covered route by route in
 * src/server/routes/authorization-matrix.test.ts.)
 */
import { createAdmin, createUser, defaultAdmin, signIn, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast, recordedToasts, recordToasts } from './support/page-helpers'
import { site } from '../../src/site-config'

test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 45_000 }

/** The admin screens of this part of the portal, and the 'Access Denied' text each gives. */
const screens = [
  { path: '/admin/dashboard', denied: 'You need admin privileges to access this page' },
  { path: '/admin/users', denied: 'You need admin privileges to access this page' },
  { path: '/admin/enquiries', denied: 'You need admin privileges to access this page' },
  { path: '/admin/settings', denied: 'You need admin privileges to access this page' },
  { path: '/admin/activity', denied: 'You need admin privileges to access this page' },
  { path: '/admin/register', denied: 'You need to be logged in with admin privileges' },
]

const onLogin = (url: URL) => url.pathname === '/admin/login'

test.describe('a visitor', () => {
  for (const { path } of screens) {
    test(`is sent from ${path} to /admin/login: 'Not Authenticated'`, async ({ page }) => {
      await page.goto(path)
      await page.waitForURL(onLogin, SLOW)
      await expectToast(page, 'Not Authenticated', 'Please login first', { destructive: true })
      await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    })
  }

  test('sees the check first: the admin screens show nothing before it', async ({ page }) => {
    // The static HTML holds only the check: no admin content is ever sent to a visitor.
    const response = await page.request.get('/admin/dashboard')
    const html = await response.text()
    expect(html).toContain('Verifying admin access...')
    expect(html).not.toContain('Manage your website content')
  })
})

test('a signed-in user who is not an admin is sent from every admin screen: Access Denied', async ({
  page,
}) => {
  const user = await createUser()
  await signIn(page, user)
  for (const { path, denied } of screens) {
    await page.goto(path)
    await page.waitForURL(onLogin, SLOW)
    await expectToast(page, 'Access Denied', denied, { destructive: true })
  }
  // The header stays that of a user: no 'Admin Portal' to the dashboard.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth-hint') ?? 'null')?.role))
    .toBe('user')
  // The sign-in page says which account they are in, and the way back to it.
  const note = page.getByRole('status').filter({ hasText: 'which is not an admin account' })
  await expect(note).toContainText(`You are signed in as ${user.email}`, SLOW)
  await expect(note.getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/account')
  // Tried in the admin form, the account is signed out, and the note goes with the session.
  const form = page.getByRole('form', { name: 'Admin Sign In' })
  await form.getByLabel('Email').fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expectToast(page, 'Authentication error', 'Access denied. Admin privileges required.', SLOW)
  await expect(note).toHaveCount(0)
})

test.describe('the admin sign-in page', () => {
  test('shows the portal, the admin form without registration, and a logo to /', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page).toHaveTitle(new RegExp(`^Admin Portal \\| ${site.brand}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Portal')
    const form = page.getByRole('form', { name: 'Admin Sign In' })
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await expect(form.getByLabel('Email')).toBeVisible()
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible()
    await expect(page.getByText("Don't have an account?")).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: `${site.brand} home` })).toHaveAttribute('href', '/')
  })

  test('refuses an account that is not an admin, signs it out and stores nothing', async ({ page }) => {
    const user = await createUser()
    await page.goto('/admin/login')
    const form = page.getByRole('form', { name: 'Admin Sign In' })
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr')
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password', { exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Authentication error', 'Access denied. Admin privileges required.', {
      destructive: true,
      ...SLOW,
    })
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('auth-hint'))).toBeNull()
    // Signed out again: the dashboard sees no session at all.
    await page.goto('/admin/dashboard')
    await page.waitForURL(onLogin, SLOW)
    await expectToast(page, 'Not Authenticated', 'Please login first', { destructive: true })
  })

  test('sends an admin who is already signed in on to the dashboard', async ({ page }) => {
    await signInAdmin(page, await defaultAdmin())
    // The page says so for a moment, then moves on to the dashboard.
    await recordToasts(page)
    await page.goto('/admin/login')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard', SLOW)
    expect(await recordedToasts(page)).toContainEqual(
      expect.objectContaining({ title: 'Already logged in', description: 'Redirecting to admin dashboard' }),
    )
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth-hint') ?? 'null')?.role))
      .toBe('admin')
  })

  test("a sign-in sent before the form's code has run is held, not sent as a page address", async ({
    page,
  }) => {
    const admin = await createAdmin()
    // A slow phone or a busy machine: the page is painted and filled in before the island runs.
    let release = () => {}
    const codeMayLoad = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_astro/*.js', async (route) => {
      await codeMayLoad
      await route.continue()
    })
    const addresses: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()))
    await page.goto('/admin/login')
    const form = page.getByRole('form', { name: 'Admin Sign In' })
    await form.getByLabel('Email').fill(admin.email)
    await form.getByLabel('Password', { exact: true }).fill(admin.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    release()
    await page.waitForURL((url) => url.pathname === '/admin/dashboard', SLOW)
    expect(addresses.filter((address) => address.includes('email='))).toEqual([])
  })

  test('has no axe violations in light and dark mode', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test('an admin screen left open goes to the sign-in page once the admin signs out in another tab', async ({
  page,
}) => {
  await signInAdmin(page, await createAdmin())
  await page.goto('/admin/enquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible(SLOW)
  // Another tab of the same browser logs out through the header's Log Out (from one of our pages).
  const other = await page.context().newPage()
  await other.goto('/logout', { referer: new URL('/home', page.url()).href })
  await other.waitForURL((url) => url.pathname === '/', SLOW)
  await page.waitForURL(onLogin, SLOW)
  await expectToast(page, 'Not Authenticated', 'Please login first', { destructive: true })
})

test('the default-admin page has no axe violations in light and dark mode', async ({ page }) => {
  // Looked at only: a submission would count against the bootstrap's rate limit.
  await page.goto('/admin/create-default-admin')
  await expect(page.getByLabel('Function Secret')).toBeVisible()
  await expectNoAxeViolations(page)
})
