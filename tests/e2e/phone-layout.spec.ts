/**
 * On a phone no public page is wider than the screen: one card, table or long word that
 * overflows makes the whole page slide sideways under the visitor's thumb. Checked as the page
 * arrives, while the cards below the first screen are still skipped (`.defer-card`), and again
 * once the visitor has scrolled to the end and every card is drawn.
 *
 * And on the narrowest phones no icon is squeezed (an icon beside text that wraps shrinks with it
 * unless told not to: a tick 6 px wide beside the admin's "Public site is live"), and no words run
 * past the screen's edge where the page itself does not scroll sideways (a long e-mail address
 * once widened the home page's contact card past a 320 px screen, cutting itself off).
 */
import type { Page } from '@playwright/test'
import { createAdmin, signInAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import { sideways, squeezedIcons, wordsPastTheEdge } from './support/page-helpers'

test.use({ viewport: { width: 390, height: 844 } })

const PAGES = ['/', '/home', '/electrical-services', '/privacy-policy', '/blog', '/gallery', '/login']

async function expectFitsTheScreen(page: Page) {
  expect(await sideways(page), 'wider than the screen as it arrives').toBe(0)
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  // Drawn cards near the end take their real size on the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await sideways(page), 'wider than the screen once scrolled to the end').toBe(0)
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

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const path of [...PAGES, '/blog/five-signs-your-switchboard-needs-an-upgrade', '/request-a-quote']) {
    test(`${path} draws every icon whole and every word on the screen`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await squeezedIcons(page)).toEqual([])
      // Every section drawn, as after a scroll to the end (the cards below the first screen wait).
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await wordsPastTheEdge(page)).toEqual([])
    })
  }

  test('every admin screen draws its icons whole and its words on the screen', async ({ page }) => {
    await signInAdmin(page, await createAdmin())
    for (const [path, title] of [
      ['/admin/dashboard', 'Admin Dashboard'],
      ['/admin/blog', 'Blog Management'],
      ['/admin/gallery', 'Gallery Management'],
      ['/admin/users', 'User Management'],
      ['/admin/enquiries', 'Enquiries'],
      ['/admin/settings', 'Business Settings'],
      ['/admin/activity', 'Activity'],
      ['/admin/register', 'Create Admin Account'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 45_000 })
      // Judged once the lists have arrived: their cards are what could be too wide.
      await expect(page.getByText(/^Loading [\w ]+\.\.\.$/)).toHaveCount(0, { timeout: 45_000 })
      // The line on the public site, whose tick was once 6 px wide here.
      if (path === '/admin/blog' || path === '/admin/settings')
        await expect(page.getByRole('status', { name: 'Public site' }).locator('svg')).toBeVisible()
      expect(await squeezedIcons(page), path).toEqual([])
      expect(await wordsPastTheEdge(page), path).toEqual([])
    }
  })
})
