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

/** A paused fake clock: page timers fire only when the test moves time on. */
async function pauseClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00+11:00')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

test('it advances every 5000 ms until someone uses a control, then stays put', async ({ page }) => {
  await pauseClock(page)
  await page.goto('/home')
  const root = carousel(page)
  await expect(root).toHaveAttribute('data-autoplay', 'on')
  await expect(root).toHaveAttribute('data-index', '0')

  await page.clock.runFor(4999)
  await expect(root).toHaveAttribute('data-index', '0')
  await page.clock.runFor(1)
  await expect(root).toHaveAttribute('data-index', '1')
  // At 1280 px there are two positions, so the index wraps.
  await page.clock.runFor(5000)
  await expect(root).toHaveAttribute('data-index', '0')

  await root.getByRole('button', { name: /next/i }).click()
  await expect(root).toHaveAttribute('data-autoplay', 'off')
  await expect(root).toHaveAttribute('data-index', '1')
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '1')
})

test('a dot jumps to its position and ends auto-advance', async ({ page }) => {
  await pauseClock(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/home')
  const root = carousel(page)
  await dots(page).nth(2).click()
  await expect(root).toHaveAttribute('data-index', '2')
  await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true')
  await expect(root).toHaveAttribute('data-autoplay', 'off')
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '2')
  await root.getByRole('button', { name: /previous/i }).click()
  await expect(root).toHaveAttribute('data-index', '1')
})

test('for someone whose system asks for less motion it never moves on its own; its controls still work', async ({
  page,
}) => {
  await pauseClock(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/home')
  const root = carousel(page)
  await expect(root).toHaveAttribute('data-autoplay', 'off')
  await page.clock.runFor(20_000)
  await expect(root).toHaveAttribute('data-index', '0')
  await root.getByRole('button', { name: /next/i }).click()
  await expect(root).toHaveAttribute('data-index', '1')
})

test('it waits while the keyboard is inside it, and goes on once the focus leaves', async ({ page }) => {
  await pauseClock(page)
  await page.goto('/home')
  const root = carousel(page)
  await expect(root).toHaveAttribute('data-autoplay', 'on')
  await root.getByRole('button', { name: /next/i }).focus()
  await page.clock.runFor(15_000)
  await expect(root).toHaveAttribute('data-index', '0')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(5000)
  await expect(root).toHaveAttribute('data-index', '1')
  await expect(root).toHaveAttribute('data-autoplay', 'on')
})
