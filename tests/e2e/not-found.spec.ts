import { expect, test } from './support/fixtures'
import { unknownPath } from './support/routes'

test.beforeEach(({ errors }) => {
  errors.allowNotFound(unknownPath)
  errors.allowNotFound('/electrical-services/not-a-service')
})

test('an unknown URL is a real 404 with a way home', async ({ page }) => {
  const response = await page.goto(unknownPath)
  expect(response?.status(), 'no soft 404').toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await page.getByRole('link', { name: 'Return to Home', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test('a nested unknown URL is a 404 too, and its assets still load', async ({ page }) => {
  // Relative asset URLs would break one level down; the fixture fails on any 404 but the page's.
  const response = await page.goto('/electrical-services/not-a-service')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
  const styled = await page.evaluate(() => document.styleSheets.length)
  expect(styled, 'stylesheets loaded').toBeGreaterThan(0)
})
