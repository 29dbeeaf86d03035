import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { THEME_KEY } from './support/page-helpers'

const html = (page: Page) => page.locator('html')
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_KEY)
const choose = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.locator('footer').getByRole('button', { name, exact: true }).click()

/**
 * Records the theme as the first frame is produced: an init script runs before any of the
 * page's own, and the first requestAnimationFrame callback runs before the first paint.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrame?: { dark: boolean } }
    requestAnimationFrame(() => {
      w.firstFrame = { dark: document.documentElement.classList.contains('dark') }
    })
  })
}
const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame)
    .then((h) => h.jsonValue())

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' })

  test('the default follows the system', async ({ page }) => {
    await page.goto('/home')
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await stored(page)).toBeNull()
    await expect(page.locator('footer').getByRole('button', { name: 'System', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('Light wins over the system and is remembered', async ({ page }) => {
    await page.goto('/privacy-policy')
    await choose(page, 'Light')
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await stored(page)).toBe('light')
    await page.reload()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(page.locator('footer').getByRole('button', { name: 'Light', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' })

  test('the default follows the system', async ({ page }) => {
    await page.goto('/home')
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
  })

  test('Dark is stored under vite-ui-theme and survives a reload without a flash', async ({ page }) => {
    await page.goto('/privacy-policy')
    await choose(page, 'Dark')
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await stored(page)).toBe('dark')

    await recordFirstFrame(page)
    await page.reload()
    expect(await firstFrame(page), 'dark before the first paint').toEqual({ dark: true })
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)

    // And on the next page too, with its own first paint.
    await page.goto('/home')
    expect(await firstFrame(page), 'dark before the first paint of the next page').toEqual({ dark: true })
  })

  test('System goes back to following the system, live', async ({ page }) => {
    await page.goto('/privacy-policy')
    await choose(page, 'Dark')
    await choose(page, 'System')
    expect(await stored(page)).toBe('system')
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    await page.reload()
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
  })
})
