import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const carousel = (page: Page) => page.locator('#testimonials [data-carousel]')

/** Cards whose whole box lies inside the carousel's clipping window. */
async function fullyVisibleCards(page: Page): Promise<number> {
  return carousel(page).evaluate((root) => {
    const track = root.querySelector('[data-track]')!
    const window = track.parentElement!.getBoundingClientRect()
    return [...track.children].filter((card) => {
      const box = card.getBoundingClientRect()
      return box.width > 0 && box.left >= window.left - 2 && box.right <= window.right + 2
    }).length
  })
}

const dots = (page: Page) => carousel(page).locator('[data-dot]').filter({ visible: true })

for (const { width, visible, dotCount } of [
  { width: 1280, visible: 3, dotCount: 2 },
  { width: 900, visible: 2, dotCount: 3 },
  { width: 390, visible: 1, dotCount: 4 },
]) {
  test(`at ${width} px it shows ${visible} of the four testimonials and ${dotCount} dots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/home')
    await carousel(page).scrollIntoViewIfNeeded()
    await expect(carousel(page).locator('[data-track] > *')).toHaveCount(4)
    await expect.poll(() => fullyVisibleCards(page)).toBe(visible)
    await expect(dots(page)).toHaveCount(dotCount)
  })
}

test('it advances every 5000 ms until someone uses a control, then stays put', async ({ page }) => {
  await page.clock.install()
  await page.goto('/home')
  const root = carousel(page)
  await expect(root).toHaveAttribute('data-autoplay', 'on')
  const start = Number(await root.getAttribute('data-index'))

  await page.clock.fastForward(4000)
  await expect(root).toHaveAttribute('data-index', String(start))
  await page.clock.fastForward(1000)
  // At 1280 px there are two positions, so the index alternates.
  await expect(root).toHaveAttribute('data-index', String((start + 1) % 2))

  await root.getByRole('button', { name: /next/i }).click()
  await expect(root).toHaveAttribute('data-autoplay', 'off')
  const chosen = await root.getAttribute('data-index')
  expect(chosen).toBe(String(start))
  await page.clock.fastForward(20_000)
  await expect(root).toHaveAttribute('data-index', chosen!)
})

test('a dot jumps to its position and ends auto-advance', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/home')
  const root = carousel(page)
  await dots(page).nth(2).click()
  await expect(root).toHaveAttribute('data-index', '2')
  await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true')
  await expect(root).toHaveAttribute('data-autoplay', 'off')
  await page.clock.fastForward(20_000)
  await expect(root).toHaveAttribute('data-index', '2')
  await root.getByRole('button', { name: /previous/i }).click()
  await expect(root).toHaveAttribute('data-index', '1')
})
