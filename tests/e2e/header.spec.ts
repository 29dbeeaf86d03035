import { expect, test } from './support/fixtures'
import { electricalSubpages } from '../../src/content/navigation'
import { site } from '../../src/site-config'

const header = (page: import('@playwright/test').Page) => page.locator('header').first()
const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' })

test.describe('scroll state', () => {
  test('on /home the bar is transparent at the top and blurred once scrolled past 20 px', async ({
    page,
  }) => {
    await page.goto('/home')
    await expect(header(page)).toHaveAttribute('data-state', 'transparent')
    await page.evaluate(() => scrollTo(0, 15))
    await expect(header(page)).toHaveAttribute('data-state', 'transparent')
    await page.evaluate(() => scrollTo(0, 120))
    await expect(header(page)).toHaveAttribute('data-state', 'blurred')
    await page.evaluate(() => scrollTo(0, 0))
    await expect(header(page)).toHaveAttribute('data-state', 'transparent')
  })

  test('on a page without a hero behind it the bar is solid at the top', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(header(page)).toHaveAttribute('data-state', 'solid')
    await page.evaluate(() => scrollTo(0, 120))
    await expect(header(page)).toHaveAttribute('data-state', 'blurred')
  })

  test('the progress line grows as the page scrolls', async ({ page }) => {
    await page.goto('/privacy-policy')
    const line = header(page).locator('[data-progress]')
    const width = async () => (await line.boundingBox())?.width ?? 0
    const viewport = page.viewportSize()!.width
    expect(await width()).toBeLessThan(2)
    await page.evaluate(() => scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2))
    await expect.poll(width).toBeGreaterThan(viewport * 0.3)
    await expect.poll(width).toBeLessThan(viewport * 0.7)
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(width).toBeGreaterThan(viewport * 0.95)
  })
})

test.describe('Services dropdown', () => {
  test('opens, lists the four services and the six electrical sub-pages', async ({ page }) => {
    await page.goto('/privacy-policy')
    const services = mainNav(page).getByRole('button', { name: 'Services', exact: true })
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')

    const menu = page.locator(`#${await services.getAttribute('aria-controls')}`)
    await expect(menu).toBeVisible()
    for (const [name, href] of [
      ['Electrical Services', '/electrical-services'],
      ['HVAC Services', '/hvac-services'],
      ['ICT Services', '/ict-services'],
      ['Lighting Services', '/lighting-services'],
    ]) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!)
    }

    const electrical = menu.getByRole('button', { name: /Electrical Services/ })
    await electrical.click()
    await expect(electrical).toHaveAttribute('aria-expanded', 'true')
    const submenu = page.locator(`#${await electrical.getAttribute('aria-controls')}`)
    await expect(submenu).toBeVisible()
    await expect(submenu.getByRole('link')).toHaveCount(electricalSubpages.length)
    for (const { slug } of electricalSubpages) {
      await expect(submenu.locator(`a[href="/electrical-services/${slug}"]`)).toBeVisible()
    }

    await page.keyboard.press('Escape')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('marks the current page', async ({ page }) => {
    await page.goto('/hvac-services')
    await mainNav(page).getByRole('button', { name: 'Services', exact: true }).click()
    await expect(mainNav(page).getByRole('link', { name: /^HVAC Services/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1)
  })

  test('marks Home on /home', async ({ page }) => {
    await page.goto('/home')
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

test.describe('section links', () => {
  test('on /home a menu item with a hash scrolls to its section without reloading', async ({ page }) => {
    await page.goto('/home')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/home#about$/)
    await expect(page.locator('#about')).toBeInViewport()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })

  test('from another page a section link navigates to /home and its section', async ({ page }) => {
    await page.goto('/privacy-policy')
    await mainNav(page).getByRole('link', { name: 'Areas', exact: true }).click()
    await expect(page).toHaveURL(/\/home#areas$/)
    await expect(page.locator('#areas')).toBeInViewport()
  })
})

test('the phone button dials the business number', async ({ page }) => {
  await page.goto('/home')
  const phone = header(page).locator(`a[href^="tel:"]`).filter({ visible: true }).first()
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute('href', `tel:${site.phone.e164}`)
  expect(site.phone.e164).toBe('+61255501234')
})

test.describe('auth controls', () => {
  test('logged out: Log In and Admin Portal', async ({ page }) => {
    await page.goto('/privacy-policy')
    const bar = header(page)
    await expect(bar.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/login')
    await expect(bar.getByRole('link', { name: 'Admin Portal', exact: true })).toHaveAttribute(
      'href',
      '/admin/login',
    )
    await expect(bar.getByRole('button', { name: 'Log Out' })).toBeHidden()
  })

  test('admin: Admin Portal goes to the dashboard', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('auth-hint', JSON.stringify({ role: 'admin', email: 'a@b.c' })),
    )
    await page.goto('/privacy-policy')
    const bar = header(page)
    await expect(bar.getByRole('link', { name: 'Admin Portal', exact: true })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )
    await expect(bar.getByRole('link', { name: 'Log In', exact: true })).toBeHidden()
  })

  test('signed-in user: Log Out', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('auth-hint', JSON.stringify({ role: 'user', email: 'a@b.c' })),
    )
    await page.goto('/privacy-policy')
    const bar = header(page)
    await expect(bar.getByRole('button', { name: 'Log Out' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Log In', exact: true })).toBeHidden()
    await expect(bar.getByRole('link', { name: 'Admin Portal', exact: true })).toBeHidden()
  })
})
