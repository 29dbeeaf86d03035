/**
 * Words that must be true where they are read (issue 28): the gallery's photo box offers
 * dropping a photo only where there is a mouse to drop it with, and the quote form's photo
 * hint reads as a sentence. The sign-in and register forms' e-mail placeholder is a neutral
 * example, not the business's own address (auth.spec.ts).
 */
import type { Browser, Page } from '@playwright/test'
import { createUser, deleteUser, signIn } from './support/accounts'
import { expect, test } from './support/fixtures'

async function openUploadDialog(page: Page) {
  await page.goto('/gallery')
  await page.getByRole('button', { name: 'Upload Photo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share Your Photo' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the gallery photo box offers a drop only with a mouse', async ({ page, browser }) => {
  const user = await createUser()
  try {
    await signIn(page, user)
    const dialog = await openUploadDialog(page)
    await expect(dialog.getByText('Choose a photo, or drop it here', { exact: true })).toBeVisible()
    await expect(dialog).not.toContainText(/click|drag/i)

    const phone = await phonePage(browser)
    try {
      await signIn(phone, user)
      const onPhone = await openUploadDialog(phone)
      // What is read there: the rendered text, without the part kept for a mouse.
      const box = onPhone.getByText(/^Choose a photo(, or drop it here)?$/)
      await expect(box).toBeVisible()
      expect(await box.innerText()).toBe('Choose a photo')
      await expect(onPhone.getByText(', or drop it here')).toBeHidden()
    } finally {
      await phone.context().close()
    }
  } finally {
    await deleteUser(user)
  }
})

test('the quote form says what photos are for in a sentence', async ({ page }) => {
  await page.goto('/request-a-quote')
  await expect(
    page.getByText(
      'Add up to 5 photos of the problem or the space: they help us quote. Only our staff can see them.',
      { exact: true },
    ),
  ).toBeVisible()
})

/** A phone as Chromium emulates one: a touch screen is its only pointer. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a coarse pointer').toBe(true)
  return page
}
