import { expect, test } from './support/fixtures'
import { site } from '../../src/site-config'

test('the area picker shows who is served, and the map costs nothing until asked for', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  // Nothing may leave this machine: answer any other host with an empty page, and note it.
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      elsewhere.push(route.request().url())
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>map</title>',
      })
    },
  )

  await page.goto('/home')
  const areas = page.locator('#areas')
  await areas.scrollIntoViewIfNeeded()

  const buttons = areas.locator('button[aria-pressed]')
  await expect(buttons).toHaveCount(12)
  await expect(buttons).toHaveText(site.serviceAreas.map((a) => a))
  await expect(areas.getByText('Now Serving: Sydney CBD', { exact: true })).toBeVisible()
  await expect(areas.getByRole('button', { name: 'Sydney CBD', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  const parramatta = areas.getByRole('button', { name: 'Parramatta', exact: true })
  await parramatta.click()
  await expect(areas.getByText('Now Serving: Parramatta', { exact: true })).toBeVisible()
  await expect(parramatta).toHaveAttribute('aria-pressed', 'true')
  await expect(areas.getByRole('button', { name: 'Sydney CBD', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(areas.locator('button[aria-pressed="true"]')).toHaveCount(1)

  // Scroll through the whole page first: lazy content must not reach another host either.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(elsewhere, 'requests to other hosts before the map was asked for').toEqual([])
  await expect(areas.locator('iframe')).toHaveCount(0)

  await areas.scrollIntoViewIfNeeded()
  await areas.getByRole('button', { name: 'Load interactive map' }).click()
  const frame = areas.locator('iframe')
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//)
  await expect(frame).toHaveAttribute('title', /Parramatta/)
  await expect.poll(() => elsewhere.some((u) => u.includes('openstreetmap.org'))).toBe(true)
})
