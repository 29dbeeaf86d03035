import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * Decision 021: a public page paints from its HTML alone. The rules its markup needs are inline;
 * the whole stylesheet follows at the first interaction and is kept for visitors without
 * JavaScript.
 */

const STYLESHEET = /\/_astro\/[^/]+\.css$/

/** Every stylesheet file answers empty: only what the HTML carries can style the page. */
async function emptyStylesheets(page: Page) {
  await page.route(STYLESHEET, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }))
}

/** A first key press fetches the deferred stylesheet; waits until it is in the head and loaded. */
async function stylesheetApplied(page: Page) {
  await page.keyboard.press('Shift')
  const sheet = page.locator('head link[rel="stylesheet"]')
  await expect(sheet).toHaveCount(1)
  await expect.poll(() => sheet.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true)
}

test("a post page's two stylesheets both arrive with the first interaction, from one loader", async ({
  page,
}) => {
  await page.goto('/blog')
  const post = await page.getByRole('link', { name: 'Read More' }).first().getAttribute('href')
  await page.goto(post!)
  expect(await page.locator('body > script[data-href]').count()).toBe(1)
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0)
  await page.keyboard.press('Shift')
  const sheets = page.locator('head link[rel="stylesheet"]')
  await expect(sheets).toHaveCount(2)
  await expect
    .poll(() =>
      sheets.evaluateAll((links) => links.every((link) => (link as HTMLLinkElement).sheet !== null)),
    )
    .toBe(true)
})

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

test('a page is laid out and coloured by the rules in its HTML alone', async ({ page }) => {
  await emptyStylesheets(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/privacy-policy')

  expect(await style(page, '#site-header', 'position')).toBe('fixed')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  // The menu is the bar on a wide screen: the mobile menu's toggle and call button stay hidden.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  await expect(page.locator('#site-header').getByText(/^Call /)).toBeHidden()
  expect(await style(page, 'main h1', 'font-weight')).toBe('700')
})

/**
 * Where every element of the first screen is laid out, as far as the first screen shows it:
 * transforms (fade-ins) aside, and a tall container's height only down to the screen's edge,
 * since what changes below the fold (sections laid out on approach) is not a visible shift.
 */
const firstScreenLayout = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el instanceof HTMLElement && el.getBoundingClientRect().top < innerHeight)
      .map((el) => {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}`.slice(0, 120)
        const shown = Math.min(el.offsetHeight, Math.ceil(innerHeight - el.getBoundingClientRect().top))
        return `${name} ${el.offsetLeft},${el.offsetTop} ${el.offsetWidth}x${shown}`
      }),
  )

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of [
      '/',
      '/home',
      '/electrical-services',
      '/privacy-policy',
      '/blog',
      '/gallery',
      '/login',
    ]) {
      test(`${path}: nothing on the first screen moves when the whole stylesheet arrives`, async ({
        page,
      }) => {
        await emptyStylesheets(page)
        await page.goto(path)
        const fromHtml = await firstScreenLayout(page)

        await page.unrouteAll()
        await page.goto(path)
        await stylesheetApplied(page)
        expect(await firstScreenLayout(page)).toEqual(fromHtml)
      })
    }
  })
}

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test('the dark rules of the page are inline too, so nothing flashes light', async ({ page }) => {
    const colours = () =>
      Promise.all([
        style(page, 'body', 'background-color'),
        style(page, '#site-header', 'background-color'),
        style(page, '#site-header nav a', 'color'),
      ])
    await page.goto('/privacy-policy')
    await stylesheetApplied(page)
    const withStylesheet = await colours()

    await emptyStylesheets(page)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await colours()).toEqual(withStylesheet)
    expect(withStylesheet[0]).not.toBe('rgb(255, 255, 255)')
  })
})

test('the whole stylesheet is fetched at the first interaction, once, and not before', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (STYLESHEET.test(request.url())) requested.push(new URL(request.url()).pathname)
  })
  await page.goto('/blog', { waitUntil: 'networkidle' })
  expect(requested).toEqual([])

  await page.getByRole('searchbox').focus()
  const sheet = page.locator('head link[rel="stylesheet"]')
  await expect.poll(() => sheet.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true)
  await page.mouse.wheel(0, 400)
  await page.keyboard.press('Shift')
  await page.waitForLoadState('networkidle')
  expect(requested).toHaveLength(1)
})

test('an island the address wakes at once brings the stylesheet with it: a sign-in notice is styled before any touch', async ({
  page,
}) => {
  await page.goto('/login?notice=email-confirmed')
  const notice = page.getByRole('status').filter({ hasText: 'Your email address is confirmed' })
  await expect(notice).toBeVisible()
  // Not one touch: the notice's own colours and spacing, which the page's inline rules lack.
  await expect
    .poll(() => notice.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe('rgba(0, 0, 0, 0)')
  expect(await notice.evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe('0px')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the stylesheet still loads, from the <noscript> link', async ({ page }) => {
    const stylesheet = page.waitForRequest(STYLESHEET)
    await page.goto('/privacy-policy')
    await stylesheet
    expect(await style(page, '#site-header', 'position')).toBe('fixed')
  })
})

for (const path of ['/admin/login', '/account', '/request-status']) {
  test(`${path}, drawn by an island, keeps a stylesheet that blocks the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toMatch(/<head>[\s\S]*<link rel="stylesheet" href="\/_astro\/[^"]+\.css">[\s\S]*<\/head>/)
    expect(html).not.toContain('<noscript><link rel="stylesheet"')
  })
}
