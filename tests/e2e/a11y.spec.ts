import { test } from './support/fixtures'
import { expectNoAxeViolations, settle } from './support/page-helpers'
import { routes } from './support/routes'

// axe on a long page such as /home takes 10-20 s on a busy two-core machine, and it runs twice
// (light and dark).
test.describe.configure({ timeout: 90_000 })

for (const route of routes) {
  test(`${route.path} has no axe violations in light and dark mode`, async ({ page, errors }) => {
    if (route.status === 404) errors.allowNotFound(route.path)
    await page.goto(route.path)
    await settle(page)
    await expectNoAxeViolations(page)
  })
}

test('the open mobile menu has no axe violations in light and dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/home')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.locator(
    '#' +
      (await page
        .locator('header [aria-controls][aria-expanded="true"]')
        .first()
        .getAttribute('aria-controls')),
  )
  for (const name of ['Services', 'Electrical Services pages']) {
    await menu.getByRole('button', { name, exact: true }).click()
  }
  await settle(page)
  await expectNoAxeViolations(page)
})

test('the open Services dropdown has no axe violations in light and dark mode', async ({ page }) => {
  await page.goto('/hvac-services')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Services', exact: true }).click()
  await nav.getByRole('button', { name: /Electrical Services/ }).click()
  await settle(page)
  await expectNoAxeViolations(page)
})
