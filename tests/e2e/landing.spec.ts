import { expect, test } from './support/fixtures'

test('Sign In opens the sign-in panel and the button then reads Close', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Sign In', exact: true })
  const id = await toggle.getAttribute('aria-controls')
  const button = page.locator(`button[aria-controls="${id}"]`)
  const panel = page.locator(`#${id}`)
  await expect(panel).toBeHidden()

  await toggle.click()
  await expect(button).toHaveAccessibleName('Close')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  for (const name of ['Email', 'Password']) {
    await expect(panel.getByLabel(name, { exact: true })).toHaveAttribute('required', '')
  }
  await expect(panel.getByRole('link', { name: 'Create account', exact: true })).toHaveAttribute(
    'href',
    '/register',
  )

  await button.click()
  await expect(panel).toBeHidden()
  await expect(button).toHaveAccessibleName('Sign In')
})
