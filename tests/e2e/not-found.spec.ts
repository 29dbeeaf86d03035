import { expect, test } from './support/fixtures'
import { unknownPath } from './support/routes'

const unknownPost = '/blog/no-such-post-was-ever-written'

test.beforeEach(({ errors }) => {
  errors.allowNotFound(unknownPath)
  errors.allowNotFound('/electrical-services/not-a-service')
  errors.allowNotFound(unknownPost)
})

test('an unknown URL is a real 404 with a way home', async ({ page }) => {
  const response = await page.goto(unknownPath)
  expect(response?.status(), 'no soft 404').toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await page.getByRole('link', { name: 'Return to Home', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test('a nested unknown URL is a 404 too, and its assets still load', async ({ page }) => {
  // Relative asset URLs would break one level down; the fixture fails on any 404 but the page's.
  const response = await page.goto('/electrical-services/not-a-service')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
  const styled = await page.evaluate(() => document.styleSheets.length)
  expect(styled, 'stylesheets loaded').toBeGreaterThan(0)
})

test('an unknown blog post is a real 404 in the words of the blog, with a way back to it', async ({
  page,
}) => {
  const response = await page.goto(unknownPost)
  expect(response?.status(), 'no soft 404').toBe(404)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or has been removed.", { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
  await expect(page).toHaveTitle(/^Post Not Found \|/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await page.getByRole('link', { name: 'Back to Blog', exact: true }).click()
  await expect(page).toHaveURL('/blog')
})

test('only paths under /blog/ get the words of the blog', async ({ page, errors }) => {
  // A page whose name merely starts like the blog's is not a post.
  const path = '/blogroll'
  errors.allowNotFound(path)
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('link', { name: 'Return to Home', exact: true })).toHaveAttribute('href', '/')
})

test('without JavaScript the 404 page still answers, in the generic words', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  })
  try {
    const page = await context.newPage()
    for (const path of [unknownPath, unknownPost]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
      await expect(page.getByRole('link', { name: 'Return to Home', exact: true })).toHaveAttribute(
        'href',
        '/',
      )
    }
  } finally {
    await context.close()
  }
})
