import { expect, test } from './support/fixtures'
import { electricalSubpages } from '../../src/content/navigation'

test.use({ viewport: { width: 390, height: 844 } })

const toggle = (page: import('@playwright/test').Page) =>
  page.locator('header button[aria-controls][aria-label$=" menu"]')

async function openMenu(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(toggle(page)).toHaveAccessibleName('Close menu')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator(`#${await toggle(page).getAttribute('aria-controls')}`)
  await expect(menu).toBeVisible()
  return menu
}

test('the toggle opens a full-screen menu with expandable Services and Electrical Services', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const menu = await openMenu(page)

  const box = (await menu.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(389)
  expect(box.y + box.height).toBeGreaterThanOrEqual(843)

  const services = menu.getByRole('button', { name: 'Services', exact: true })
  await expect(services).toHaveAttribute('aria-expanded', 'false')
  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  for (const name of ['HVAC Services', 'ICT Services', 'Lighting Services']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }

  await expect(menu.getByRole('link', { name: 'Electrical Services', exact: true })).toHaveAttribute(
    'href',
    '/electrical-services',
  )
  const electrical = menu.getByRole('button', { name: 'Electrical Services pages', exact: true })
  await expect(electrical).toHaveAttribute('aria-expanded', 'false')
  await electrical.click()
  await expect(electrical).toHaveAttribute('aria-expanded', 'true')
  for (const { slug } of electricalSubpages) {
    await expect(menu.locator(`a[href="/electrical-services/${slug}"]`)).toBeVisible()
  }
})

test('the scroll area is at most 70% of the viewport high', async ({ page }) => {
  await page.goto('/privacy-policy')
  const menu = await openMenu(page)
  const limits = await menu.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .map((el) => getComputedStyle(el))
      .filter((s) => s.maxHeight !== 'none' && (s.overflowY === 'auto' || s.overflowY === 'scroll'))
      .map((s) => parseFloat(s.maxHeight)),
  )
  expect(limits.length, 'a scrolling element with a max-height').toBeGreaterThan(0)
  expect(limits[0]).toBeCloseTo(0.7 * 844, 0)
})

test('Contact is a call to action that goes to the contact section and closes the menu', async ({ page }) => {
  await page.goto('/home')
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: /^Contact/ }).click()
  await expect(page).toHaveURL(/\/home#contact$/)
  await expect(menu).toBeHidden()
  await expect(toggle(page)).toHaveAccessibleName('Open menu')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#contact')).toBeInViewport()
})

test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
  await page.goto('/home')
  const menu = await openMenu(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle(page)).toHaveAccessibleName('Open menu')
  await expect(toggle(page)).toBeFocused()
})

test('a signed-in admin sees Admin Portal and Log Out in the menu', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('auth-hint', JSON.stringify({ role: 'admin', email: 'a@b.c' })),
  )
  await page.goto('/privacy-policy')
  const menu = await openMenu(page)
  await expect(menu.getByRole('link', { name: 'Admin Portal', exact: true })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  )
  await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible()
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu button is a link to the page of all pages, which lists every service', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await page.getByRole('link', { name: 'Menu: all pages' }).click()
    await expect(page).toHaveURL(/\/sitemap$/)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'HVAC Services', exact: true }),
    ).toBeVisible()
  })
})

test('with JavaScript on, the toggle shows and the stand-in link does not', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Menu: all pages' })).toBeHidden()
})
