/**
 * The header's auth controls in each role (SPEC.md section 2, Header; DESIGN.md 4 and 5):
 * logged out, a signed-in user, an admin, on desktop and in the mobile menu. They follow the
 * real session and the role the API reports; the stored hint only picks what to show.
 */
import type { Locator, Page } from '@playwright/test'
import { createAdmin, createUser, makeAdmin, signIn } from './support/accounts'
import { expect, test } from './support/fixtures'

const MOBILE = { width: 390, height: 844 }

/** The controls a person can see: desktop bar, or the open mobile menu. */
async function authControls(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.locator('#site-header')
  await page.getByRole('button', { name: 'Open menu' }).click()
  return page.locator('#site-menu')
}

async function expectControls(
  scope: Locator,
  expected: { logIn: boolean; adminPortal: string | null; logOut: boolean },
) {
  const logIn = scope.getByRole('link', { name: 'Log In', exact: true })
  const adminPortal = scope.getByRole('link', { name: 'Admin Portal', exact: true })
  const logOut = scope.getByRole('button', { name: 'Log Out', exact: true })
  if (expected.logIn) await expect(logIn).toHaveAttribute('href', '/login')
  else await expect(logIn).toHaveCount(0)
  if (expected.adminPortal) await expect(adminPortal).toHaveAttribute('href', expected.adminPortal)
  else await expect(adminPortal).toHaveCount(0)
  if (expected.logOut) await expect(logOut).toBeVisible()
  else await expect(logOut).toHaveCount(0)
}

for (const mobile of [false, true]) {
  test.describe(mobile ? 'mobile menu' : 'desktop header', () => {
    if (mobile) test.use({ viewport: MOBILE })

    test('a visitor sees Log In and Admin Portal (to /admin/login)', async ({ page }) => {
      await page.goto('/home')
      const scope = await authControls(page, mobile)
      await expectControls(scope, { logIn: true, adminPortal: '/admin/login', logOut: false })
    })

    test('a signed-in user sees Log Out only', async ({ page }) => {
      await signIn(page, await createUser())
      await page.goto('/hvac-services')
      const scope = await authControls(page, mobile)
      await expectControls(scope, { logIn: false, adminPortal: null, logOut: true })
    })

    test(`an admin sees Admin Portal (to /admin/dashboard)${mobile ? ' and Log Out' : ''}`, async ({
      page,
    }) => {
      await signIn(page, await createAdmin())
      await page.goto('/home')
      const scope = await authControls(page, mobile)
      await expectControls(scope, { logIn: false, adminPortal: '/admin/dashboard', logOut: mobile })
    })
  })
}

test('an admin logs out from the mobile menu and is back at the root, signed out', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await signIn(page, await createAdmin())
  const menu = await authControls(page, true)
  await menu.getByRole('button', { name: 'Log Out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  expect(await page.evaluate(() => localStorage.getItem('auth-hint'))).toBeNull()
  await page.goto('/home')
  await expectControls(await authControls(page, true), {
    logIn: true,
    adminPortal: '/admin/login',
    logOut: false,
  })
})

test('the controls follow the role the server reports, not the one stored', async ({ page }) => {
  const user = await createUser()
  await signIn(page, user)
  await expectControls(page.locator('#site-header'), { logIn: false, adminPortal: null, logOut: true })

  // Promoted by an admin meanwhile: the next page that checks the session shows it.
  await makeAdmin(user)
  await page.goto('/login')
  await expect(page.locator('#site-header')).toHaveCount(0) // the sign-in page has no site header
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth-hint') ?? 'null')?.role))
    .toBe('admin')
  await page.goto('/home')
  await expectControls(page.locator('#site-header'), {
    logIn: false,
    adminPortal: '/admin/dashboard',
    logOut: false,
  })
})

test('a forged hint changes only what the header shows, never what the API allows', async ({
  page,
  errors,
}) => {
  await page.goto('/home')
  await page.evaluate(() =>
    localStorage.setItem(
      'auth-hint',
      JSON.stringify({ role: 'admin', email: 'intruder@harbourline.example' }),
    ),
  )
  await page.reload()
  await expect(page.locator('#site-header').getByRole('link', { name: 'Admin Portal' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  )
  // The browser holds no session: to the API it is a visitor, whatever the hint says.
  errors.allow(/\/api\/profiles\b/)
  errors.allow('status of 401')
  expect(await page.evaluate(() => fetch('/api/profiles').then((r) => r.status))).toBe(401)
  // And a page that checks the real session puts the hint right.
  await page.goto('/login')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-hint'))).toBeNull()
})

test('static pages load no Firebase code until Log Out is pressed', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await signIn(page, await createUser())
  scripts.length = 0
  await page.goto('/home', { waitUntil: 'networkidle' })
  expect(scripts.filter((path) => /\/(firebase-client|sign-in|session)\./.test(path))).toEqual([])

  await page.locator('#site-header').getByRole('button', { name: 'Log Out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  expect(scripts.some((path) => /\/session\./.test(path))).toBe(true)
})
