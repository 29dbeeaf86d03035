/**
 * Windows' contrast themes (forced-colors mode) drop box-shadows, so a focus ring drawn with one
 * vanishes there. Every stop a keyboard user reaches must still carry a visible outline, on the
 * element itself or on the card that holds it, and nothing unfocused may carry one
 * (docs/decisions/035-the-kit-draws-every-control.md; eslint.config.js refuses `outline-none` and
 * a bare `outline-hidden`).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { createAdmin, signInAdmin } from './support/accounts'

/** Tabs through the page and names each stop that shows no outline. */
async function stopsWithoutAMark(page: Page, tabs: number): Promise<{ stops: number; unmarked: string[] }> {
  const unmarked = new Set<string>()
  let stops = 0
  for (let tab = 0; tab < tabs; tab++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const focused = document.activeElement
      if (!focused || focused === document.body) return null
      // Focus inside the browser's own part of a control (a date field's calendar button), which
      // the browser marks itself: the field is active but not :focus.
      if (!focused.matches(':focus')) return ''
      for (
        let element: Element | null = focused;
        element && element !== document.body;
        element = element.parentElement
      ) {
        const style = getComputedStyle(element)
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return ''
      }
      const label = (focused as HTMLInputElement).labels?.[0]?.textContent
      const name = focused.getAttribute('aria-label') ?? label ?? focused.textContent ?? ''
      return `<${focused.tagName.toLowerCase()}> ${name.trim().slice(0, 40)}`
    })
    if (stop === null) continue
    stops += 1
    if (stop) unmarked.add(stop)
  }
  return { stops, unmarked: [...unmarked] }
}

/** With nothing focused, the elements that show an outline anyway (a mark that marks nothing). */
async function outlinedWithoutFocus(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element)
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      })
      .map(
        (element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`,
      )
  })
}

/** Forced-colors mode paints borders (a transparent one too) and drops shadows: an edge is a border. */
async function expectPaintedBorder(locator: Locator): Promise<void> {
  const border = await locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      width: parseFloat(style.borderTopWidth),
      style: style.borderTopStyle,
      color: style.borderTopColor,
    }
  })
  expect(border.width).toBeGreaterThan(0)
  expect(border.style).toBe('solid')
  expect(border.color).not.toMatch(/^(transparent|rgba\(.*, 0\))$/)
}

test.describe('in forced-colors mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
  })

  // The pages with the site's fields, search boxes and photo cards.
  for (const path of ['/request-a-quote', '/gallery', '/blog', '/login']) {
    test(`every keyboard stop on ${path} shows where the focus is`, async ({ page }) => {
      await page.goto(path)
      const { stops, unmarked } = await stopsWithoutAMark(page, 60)
      expect(stops).toBeGreaterThan(20)
      expect(unmarked).toEqual([])
      expect(await outlinedWithoutFocus(page)).toEqual([])
    })
  }

  test("a pressed filter, the view and theme in use and the page's own menu link stand out from the rest", async ({
    page,
  }) => {
    await page.goto('/gallery')
    const filters = page.getByRole('group', { name: 'Filter by category' })
    await filters.getByRole('button', { name: 'Electrical', exact: true }).click()
    // The island wakes at this click and replays it once it runs: seconds on a busy machine.
    await expect(filters.getByRole('button', { name: 'Electrical', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 15_000 },
    )
    const paint = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element)
        return `${style.backgroundColor} on ${style.color}`
      })
    const pairs: [string, Locator, Locator][] = [
      [
        'the category filter',
        filters.getByRole('button', { name: 'Electrical', exact: true }),
        filters.getByRole('button', { name: 'All', exact: true }),
      ],
      [
        'the view',
        page.getByRole('group', { name: 'Layout' }).locator('[aria-pressed="true"]'),
        page.getByRole('group', { name: 'Layout' }).locator('[aria-pressed="false"]'),
      ],
      [
        'the theme',
        page.locator('[data-theme-choice][aria-pressed="true"]'),
        page.locator('[data-theme-choice][aria-pressed="false"]').first(),
      ],
      [
        'the menu',
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }),
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }),
      ],
    ]
    for (const [what, chosen, other] of pairs) {
      expect(await paint(chosen), what).not.toBe(await paint(other))
    }
  })

  test('a filled button is still a box, and a dialog keeps its edge against the page', async ({ page }) => {
    await page.goto('/login')
    await expectPaintedBorder(
      page.getByRole('form', { name: 'Sign In' }).getByRole('button', { name: 'Sign In' }),
    )
    await page.goto('/gallery')
    // A photo of the demo content, which no test changes (other tests add and delete their own).
    await page.getByRole('link', { name: 'View the photo: Switchboard upgrade in a Federation home' }).click()
    // The island wakes at this click and opens the photo once it runs.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
    await expectPaintedBorder(page.getByRole('dialog'))
  })

  test("the kit's dialog keeps its edge against the page (the admin's Change Password)", async ({ page }) => {
    // A dialog of the admin's own account: no record another test may change is involved.
    await signInAdmin(page, await createAdmin())
    await page.getByRole('button', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await expect(dialog).toBeVisible()
    // The panel around the dialog's content (React Aria's Modal).
    await expectPaintedBorder(dialog.locator('xpath=..'))
  })

  test('every keyboard stop on the admin settings shows where the focus is', async ({ page }) => {
    await signInAdmin(page, await createAdmin())
    await page.goto('/admin/settings')
    await expect(page.getByRole('form', { name: 'Business settings' })).toBeVisible()
    const { stops, unmarked } = await stopsWithoutAMark(page, 60)
    expect(stops).toBeGreaterThan(20)
    expect(unmarked).toEqual([])
    expect(await outlinedWithoutFocus(page)).toEqual([])
  })
})
