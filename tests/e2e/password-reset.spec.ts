/**
 * 'Forgot password?' (issue 13): the reset e-mail through the Auth emulator, the answer that
 * never tells whether an account exists, and the way back to the right sign-in page.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createUser, idToken, oobCodesFor, uniqueEmail } from './support/accounts'
import { expect, test, type ErrorGuard } from './support/fixtures'

const NEW_PASSWORD = 'a-brand-new-pass-2'
const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.'

/** The emulator answers 400 for an address without an account; Firebase with protection on, 200. */
function expectUnknownAddressRefusal(errors: ErrorGuard) {
  errors.allow(/status of 400 .*identitytoolkit\.googleapis\.com\/v1\/accounts:sendOobCode/)
}

async function requestReset(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Reset your password' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Send reset link' }).click()
  const answer = page.getByRole('status')
  await expect(answer).toContainText('Check your email')
  return answer
}

test('a forgotten password is reset through the e-mailed link, and the old one stops working', async ({
  page,
}) => {
  const user = await createUser()
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)

  const answer = await requestReset(page, user.email)
  await expect(answer).toContainText(`If an account uses ${user.email}, we have sent it a link`)
  const [code] = await oobCodesFor(user.email, 'PASSWORD_RESET')
  expect(new URL(code!.oobLink).searchParams.get('continueUrl')).toMatch(/\/login\?notice=password-changed$/)

  // The local stand-in for Firebase's reset page: the new password goes with the link.
  const local = page.getByRole('form', { name: 'Local stack: open the reset link' })
  await local.getByLabel(/New password/).fill(NEW_PASSWORD)
  await local.getByRole('button', { name: 'Open the reset link' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  // The sign-in page says the new password is set, by the form.
  await expect(page.getByRole('form', { name: 'Sign In' }).getByRole('status')).toHaveText(PASSWORD_CHANGED)

  await expect(idToken({ email: user.email, password: user.password })).rejects.toThrow(/INVALID/)
  expect(await idToken({ email: user.email, password: NEW_PASSWORD })).toBeTruthy()
})

test('an address without an account gets the same answer, and no link is made', async ({ page, errors }) => {
  expectUnknownAddressRefusal(errors)
  const nobody = uniqueEmail('nobody')
  await page.goto('/forgot-password')
  const answer = await requestReset(page, nobody)
  await expect(answer).toContainText(`If an account uses ${nobody}, we have sent it a link`)
  expect(await oobCodesFor(nobody, 'PASSWORD_RESET')).toEqual([])
})

test('from the admin portal, the link leads back to the admin sign-in', async ({ page }) => {
  const user = await createUser()
  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password\?for=admin$/)
  await requestReset(page, user.email)
  const [code] = await oobCodesFor(user.email, 'PASSWORD_RESET')
  expect(new URL(code!.oobLink).searchParams.get('continueUrl')).toMatch(
    /\/admin\/login\?notice=password-changed$/,
  )
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login')

  // The emulator's stand-in for Firebase's reset page, then the admin sign-in says it worked.
  const local = page.getByRole('form', { name: 'Local stack: open the reset link' })
  await local.getByLabel(/New password/).fill(NEW_PASSWORD)
  await local.getByRole('button', { name: 'Open the reset link' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/login')
  await expect(page.getByRole('form', { name: 'Admin Sign In' }).getByRole('status')).toHaveText(
    PASSWORD_CHANGED,
  )
  expect(await idToken({ email: user.email, password: NEW_PASSWORD })).toBeTruthy()
})

test('an address that is not one is refused before anything is sent, and axe finds nothing', async ({
  page,
}) => {
  await page.goto('/forgot-password')
  const form = page.getByRole('form', { name: 'Reset your password' })
  await form.getByLabel('Email').fill('someone@')
  await form.getByRole('button', { name: 'Send reset link' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('status')).toHaveCount(0)

  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => v.id)).toEqual([])
})
