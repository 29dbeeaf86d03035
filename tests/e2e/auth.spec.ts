/**
 * Sign-in and registration on the local stack (SPEC.md sections 2, 4, 5 and 8; DESIGN.md 4
 * and 5): the shared form's texts and rules, the confirmation e-mail read from the Auth
 * emulator, unconfirmed accounts, the landing page's panel, and axe on both pages.
 */
import type { Page } from '@playwright/test'
import { site } from '../../src/site-config'
import {
  confirmationLink,
  createUser,
  oobCodesFor,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type Account,
} from './support/accounts'
import { expect, test, type ErrorGuard } from './support/fixtures'
import {
  expectNoAxeViolations,
  gotoHydrated,
  recordedToasts,
  recordToasts,
  settle,
} from './support/page-helpers'

const INVALID_EMAIL = 'Please enter a valid email address'
const SHORT_PASSWORD = 'Password must be at least 6 characters'
const NEW_ACCOUNT_SHORT_PASSWORD = 'Password must be at least 8 characters'
const CHECK_EMAIL = 'Please check your email to confirm your account'
const UNCONFIRMED = 'Please confirm your email address before signing in'
const INVALID_CREDENTIALS = 'Invalid email or password'
const EMAIL_CONFIRMED = 'Your email address is confirmed. Sign in to continue.'

/** The one visible toast, with its title and text; destructive ones are sonner's error type. */
async function expectToast(
  page: Page,
  title: string,
  description: string,
  { destructive = false }: { destructive?: boolean } = {},
) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(description)
  if (destructive) await expect(toast).toHaveAttribute('data-type', 'error')
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1)
}

function signInForm(page: Page) {
  return page.getByRole('form', { name: 'Sign In' })
}

async function fillForm(page: Page, name: string, email: string, password: string) {
  const form = page.getByRole('form', { name })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  return form
}

/** The Auth service answers a refused sign-in or sign-up with 400, which Chromium logs. */
function expectRefusals(errors: ErrorGuard) {
  errors.allow(/status of 400 .*identitytoolkit\.googleapis\.com\/v1\/accounts:(signInWithPassword|signUp)/)
}

const hint = (page: Page) => page.evaluate(() => localStorage.getItem('auth-hint'))

test.describe('the sign-in page', () => {
  test('shows the logo, the spec texts and the link to registration', async ({ page }) => {
    await gotoHydrated(page, '/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In')
    await expect(page.getByText('Enter your credentials to access your account')).toBeVisible()
    await expect(page.getByRole('link', { name: `${site.brand} home` })).toHaveAttribute('href', '/')
    const form = signInForm(page)
    await expect(form.getByLabel('Email')).toHaveAttribute('placeholder', 'you@example.com')
    await expect(page.getByText("Don't have an account?")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0)
  })

  test('shows and hides the password', async ({ page }) => {
    await gotoHydrated(page, '/login')
    const password = signInForm(page).getByLabel('Password', { exact: true })
    await password.fill('secret-words')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('gives every validation message and sends nothing until the fields are valid', async ({ page }) => {
    const authCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('identitytoolkit')) authCalls.push(request.url())
    })
    await gotoHydrated(page, '/login')
    const form = signInForm(page)
    const email = form.getByLabel('Email')
    const password = form.getByLabel('Password', { exact: true })
    const submit = form.getByRole('button', { name: 'Sign In' })

    await submit.click()
    await expect(form.getByText(INVALID_EMAIL)).toBeVisible()
    await expect(form.getByText(SHORT_PASSWORD)).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL)
    await expect(password).toHaveAccessibleDescription(SHORT_PASSWORD)
    await expect(email).toBeFocused()

    await email.fill('not-an-email')
    await password.fill('12345')
    await submit.click()
    await expect(form.getByText(INVALID_EMAIL)).toBeVisible()
    await expect(form.getByText(SHORT_PASSWORD)).toBeVisible()

    // Messages follow the typing once shown, and go away when the field is right.
    await email.fill('someone@harbourline.example')
    await expect(form.getByText(INVALID_EMAIL)).toHaveCount(0)
    await expect(form.getByText(SHORT_PASSWORD)).toBeVisible()
    await password.fill('123456')
    await expect(form.getByText(SHORT_PASSWORD)).toHaveCount(0)
    expect(authCalls).toEqual([])
  })

  test('a wrong password and an unknown address get the same message, by the form too', async ({
    page,
    errors,
  }) => {
    expectRefusals(errors)
    const user = await createUser()
    for (const [email, password] of [
      [user.email, 'not-the-password'],
      [uniqueEmail('nobody'), TEST_PASSWORD],
    ] as const) {
      await gotoHydrated(page, '/login')
      const form = await fillForm(page, 'Sign In', email, password)
      await form.getByRole('button', { name: 'Sign In' }).click()
      await expectToast(page, 'Authentication error', INVALID_CREDENTIALS, { destructive: true })
      await expect(form.getByRole('alert')).toHaveText(INVALID_CREDENTIALS)
      // The password is what to type again: it has the focus, selected, so typing replaces it.
      const passwordField = form.getByLabel('Password', { exact: true })
      await expect(passwordField).toBeFocused()
      expect(await passwordField.evaluate((input: HTMLInputElement) => input.selectionEnd)).toBe(
        password.length,
      )
      await expect(page).toHaveURL(/\/login$/)
      expect(await hint(page)).toBeNull()
    }

    // The next attempt clears the message, and the right password gets in.
    const form = signInForm(page)
    await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
    await form.getByLabel('Email').fill(user.email)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(form.getByRole('alert')).toHaveCount(0)
    await page.waitForURL((url) => url.pathname === '/home')
  })

  test('a notice in the address that no link sets shows nothing', async ({ page }) => {
    await gotoHydrated(page, '/login?notice=something-else')
    await expect(signInForm(page).getByRole('status')).toHaveCount(0)
  })

  test('shows a spinner and disables the button while the request runs', async ({ page }) => {
    const user = await createUser()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/accounts:signInWithPassword**', async (route) => {
      await held
      await route.continue()
    })
    await gotoHydrated(page, '/login')
    await fillForm(page, 'Sign In', user.email, user.password)
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click()
    const busy = signInForm(page).getByRole('button', { name: 'Signing in...' })
    await expect(busy).toBeDisabled()
    await expect(busy.locator('[data-spinner]')).toBeVisible()
    release()
    await page.waitForURL('**/home')
  })

  test('follows a same-origin ?redirect= and ignores one to another site', async ({ page }) => {
    const user = await createUser()
    await signIn(page, user, { redirect: '/hvac-services' })
    await expect(page).toHaveURL(/\/hvac-services$/)

    await gotoHydrated(page, '/login?redirect=//evil.example/phish')
    await fillForm(page, 'Sign In', user.email, user.password)
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host)
  })
})

test.describe('registration', () => {
  test('register, follow the confirmation link, sign in, log out', async ({ page }) => {
    const email = uniqueEmail('register')

    await gotoHydrated(page, '/register')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account')
    await expect(page.getByText('Fill in your details to create a new account')).toBeVisible()
    await expect(page.getByText('Already have an account?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login')
    const form = await fillForm(page, 'Create Account', email, TEST_PASSWORD)
    await expect(form.getByLabel('Email')).toHaveAttribute('placeholder', 'you@example.com')
    await form.getByRole('button', { name: 'Create Account' }).click()

    await expectToast(page, 'Account created', CHECK_EMAIL)
    await expect(page.getByRole('status').filter({ hasText: CHECK_EMAIL })).toBeVisible()
    // Nobody is signed in until the address is confirmed.
    expect(await hint(page)).toBeNull()

    // Local stack: the link the Auth emulator recorded, offered on the page itself.
    const local = page.getByRole('link', { name: 'open the confirmation link from the Auth emulator' })
    await expect(
      page.getByText('Local stack: open the confirmation link from the Auth emulator'),
    ).toBeVisible()
    await expect(local).toHaveAttribute('href', await confirmationLink(email))
    // The sign-in form below shows its toast for a moment, then goes to /home: keep what it shows.
    await recordToasts(page)
    await local.click()
    await page.waitForURL((url) => url.pathname === '/login')
    // The sign-in page says the link worked, by the form, without waiting to be touched.
    await expect(signInForm(page).getByRole('status')).toHaveText(EMAIL_CONFIRMED)

    await fillForm(page, 'Sign In', email, TEST_PASSWORD)
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    expect(await recordedToasts(page)).toEqual([
      { title: 'Success', description: `Logged in as ${email}`, type: 'success', visibleWith: 1 },
    ])

    const header = page.locator('#site-header')
    await expect(header.getByRole('button', { name: 'Log Out' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Log In' })).toBeHidden()

    await header.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await hint(page)).toBeNull()
    // The Firebase session is gone too: a page that watches the session does not bring it back.
    await gotoHydrated(page, '/login')
    await expect(signInForm(page).getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await page.waitForLoadState('networkidle')
    expect(await hint(page)).toBeNull()
    await page.goto('/home')
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible()
  })

  test('gives every validation message', async ({ page }) => {
    await gotoHydrated(page, '/register')
    const form = page.getByRole('form', { name: 'Create Account' })
    await form.getByLabel('Email').fill('someone@')
    // Seven characters would sign in (older accounts), but a new account needs eight.
    const password = form.getByLabel('Password', { exact: true })
    await password.fill('abcdefg')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(form.getByText(INVALID_EMAIL)).toBeVisible()
    await expect(form.getByText(NEW_ACCOUNT_SHORT_PASSWORD)).toBeVisible()
    await password.fill('abcdefgh')
    await expect(form.getByText(NEW_ACCOUNT_SHORT_PASSWORD)).toHaveCount(0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })

  test('an address that is already registered gets the same answer as a new one', async ({
    page,
    errors,
  }) => {
    expectRefusals(errors)
    const existing = await createUser()
    await gotoHydrated(page, '/register')
    const form = await fillForm(page, 'Create Account', existing.email, 'some-other-password')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Account created', CHECK_EMAIL)
    await expect(page.getByRole('status').filter({ hasText: CHECK_EMAIL })).toBeVisible()
    expect(await hint(page)).toBeNull()
  })
})

test.describe('an unconfirmed account', () => {
  let account: Account
  test.beforeEach(async () => {
    account = await createUser(uniqueEmail('unconfirmed'), TEST_PASSWORD, { verified: false })
  })

  test('is told to confirm, can resend the link, and signs in once confirmed', async ({ page }) => {
    await gotoHydrated(page, '/login')
    await fillForm(page, 'Sign In', account.email, account.password)
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Authentication error', UNCONFIRMED, { destructive: true })
    await expect(page.getByRole('alert').filter({ hasText: UNCONFIRMED })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await hint(page)).toBeNull()

    expect(await oobCodesFor(account.email)).toHaveLength(0)
    await page.getByRole('button', { name: 'Resend confirmation email' }).click()
    await expectToast(page, 'Confirmation email sent', CHECK_EMAIL)
    const link = await confirmationLink(account.email)
    await expect(
      page.getByRole('link', { name: 'open the confirmation link from the Auth emulator' }),
    ).toHaveAttribute('href', link)
    expect(await hint(page)).toBeNull()

    await page.goto(link)
    await page.waitForURL((url) => url.pathname === '/login')
    await signIn(page, account)
    await expect(page.locator('#site-header').getByRole('button', { name: 'Log Out' })).toBeVisible()
  })
})

test.describe('the landing page panel', () => {
  test('signs in for real', async ({ page, errors }) => {
    expectRefusals(errors)
    const user = await createUser()
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const panel = page.locator('#landing-sign-in')
    await panel.getByLabel('Email').fill(user.email)
    await panel.getByLabel('Password').fill('wrong-password')
    await panel.getByRole('button', { name: 'Sign In' }).click()
    await expect(panel.getByRole('alert')).toHaveText(INVALID_CREDENTIALS)
    await expect(page).toHaveURL(/\/$/)

    await panel.getByLabel('Password').fill(user.password)
    await panel.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    await expect(page.locator('#site-header').getByRole('button', { name: 'Log Out' })).toBeVisible()
    expect(JSON.parse((await hint(page))!)).toEqual({ role: 'user', email: user.email })
  })

  test('tells an unconfirmed account so and can resend the link', async ({ page }) => {
    const account = await createUser(uniqueEmail('landing'), TEST_PASSWORD, { verified: false })
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const panel = page.locator('#landing-sign-in')
    await panel.getByLabel('Email').fill(account.email)
    await panel.getByLabel('Password').fill(account.password)
    await panel.getByRole('button', { name: 'Sign In' }).click()
    await expect(panel.getByRole('alert')).toHaveText(UNCONFIRMED)
    await panel.getByRole('button', { name: 'Resend confirmation email' }).click()
    await expect(panel.getByRole('status')).toContainText(CHECK_EMAIL)
    await confirmationLink(account.email)
    expect(await hint(page)).toBeNull()
  })

  test('fetches the sign-in code while the visitor types, before Sign In is pressed', async ({ page }) => {
    await page.goto('/')
    const signInCode = page.waitForRequest(/\/_astro\/sign-in\.[\w-]+\.js$/, { timeout: 10_000 })
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.locator('#landing-sign-in').getByLabel('Email').fill('someone@example.com')
    await signInCode
  })

  test('keeps both fields required', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const panel = page.locator('#landing-sign-in')
    await expect(panel.getByLabel('Email')).toHaveAttribute('required', '')
    await expect(panel.getByLabel('Password')).toHaveAttribute('required', '')
  })
})

test.describe('accessibility', () => {
  for (const path of ['/login', '/register']) {
    test(`${path} has no axe violations in light and dark mode, also with its messages showing`, async ({
      page,
    }) => {
      await page.goto(path)
      await settle(page)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: path === '/login' ? 'Sign In' : 'Create Account' }).click()
      await expect(page.getByText(INVALID_EMAIL)).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  test('the registration confirmation and the unconfirmed notice have no axe violations in light and dark mode', async ({
    page,
  }) => {
    await gotoHydrated(page, '/register')
    const form = await fillForm(page, 'Create Account', uniqueEmail('axe'), TEST_PASSWORD)
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('status').filter({ hasText: CHECK_EMAIL })).toBeVisible()
    await page.locator('[data-sonner-toast]').waitFor()
    await settle(page)
    await expectNoAxeViolations(page)

    const account = await createUser(uniqueEmail('axe'), TEST_PASSWORD, { verified: false })
    await gotoHydrated(page, '/login')
    await fillForm(page, 'Sign In', account.email, account.password)
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: UNCONFIRMED })).toBeVisible()
    await settle(page)
    await expectNoAxeViolations(page)
  })
})

test('a link to /logout from another site asks first: it signs out only on the click', async ({ page }) => {
  const user = await createUser()
  await signIn(page, user)
  // No referrer from one of our pages, as when another site links or opens it.
  await page.goto('/logout')
  await expect(page.getByRole('heading', { name: 'Log out of this site?' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(JSON.parse((await hint(page))!)).toEqual({ role: 'user', email: user.email })

  await page.getByRole('link', { name: 'Stay signed in' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  expect(await hint(page)).not.toBeNull()

  await page.goto('/logout')
  await page.getByRole('button', { name: 'Log Out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  expect(await hint(page)).toBeNull()
})
