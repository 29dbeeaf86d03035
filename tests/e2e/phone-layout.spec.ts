/**
 * On a phone no public page is wider than the screen: one card, table or long word that
 * overflows makes the whole page slide sideways under the visitor's thumb. Checked as the page
 * arrives, while the cards below the first screen are still skipped (`.defer-card`), and again
 * once the visitor has scrolled to the end and every card is drawn.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

test.use({ viewport: { width: 390, height: 844 } })

const PAGES = ['/', '/home', '/electrical-services', '/privacy-policy', '/blog', '/gallery', '/login']

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function expectFitsTheScreen(page: Page) {
  expect(await overflow(page), 'wider than the screen as it arrives').toBe(0)
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  // Drawn cards near the end take their real size on the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await overflow(page), 'wider than the screen once scrolled to the end').toBe(0)
}

for (const path of PAGES) {
  test(`${path} fits a phone's width`, async ({ page }) => {
    await page.goto(path)
    await expectFitsTheScreen(page)
  })
}

test("a post's page fits a phone's width", async ({ page }) => {
  // A post of the demo content (scripts/demo-content.ts), which no test changes.
  await page.goto('/blog/five-signs-your-switchboard-needs-an-upgrade')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectFitsTheScreen(page)
})
