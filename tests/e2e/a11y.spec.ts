import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { settle } from './support/page-helpers'
import { routes } from './support/routes'

// axe on a long page such as /home takes 10-20 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 })

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** One readable line per failing element, so the report says what to fix and where. */
function describe(violations: AxeResults['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `[${v.impact}] ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  )
}

/**
 * Light mode gets every axe rule. The dark theme changes colours and nothing else, so in dark
 * mode only the rules about colour can find something new: running the rest twice would cost
 * a minute of every test run for nothing.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function expectNoViolations(page: Page, colorScheme: 'light' | 'dark') {
  const axe = new AxeBuilder({ page })
  const results = await (colorScheme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze()
  const found = describe(results.violations)
  expect(found, `axe-core violations:\n${found.join('\n')}`).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    for (const route of routes) {
      test(`${route.path} has no axe violations`, async ({ page, errors }) => {
        if (route.status === 404) errors.allowNotFound(route.path)
        await page.goto(route.path)
        await settle(page)
        await expectNoViolations(page, colorScheme)
      })
    }

    test('the open mobile menu has no axe violations', async ({ page }) => {
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
      await expectNoViolations(page, colorScheme)
    })

    test('the open Services dropdown has no axe violations', async ({ page }) => {
      await page.goto('/hvac-services')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'Services', exact: true }).click()
      await nav.getByRole('button', { name: /Electrical Services/ }).click()
      await settle(page)
      await expectNoViolations(page, colorScheme)
    })
  })
}
