/**
 * /account (issue 13): a signed-in person sees their own photos with their state, deletes one,
 * and deletes their whole account; a visitor is sent to sign in first.
 */
import { createAdmin, apiFetch, createUser, idToken, signIn, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations, expectToast } from './support/page-helpers'
import { submitVisitorPhoto } from './support/photos'

test.describe.configure({ timeout: 150_000 })
const SLOW = { timeout: 45_000 }

test('a user sees their photos with their state and deletes one', async ({ page }) => {
  const user = await createUser(uniqueEmail('photos'))
  const stamp = Date.now().toString(36)
  const keep = `Switchboard upgrade ${stamp}`
  const drop = `Garden lights ${stamp}`
  await submitVisitorPhoto(user, keep)
  await submitVisitorPhoto(user, drop)

  await signIn(page, user)
  await page.locator('#site-header').getByRole('link', { name: 'Your Account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible(SLOW)
  const photos = page.getByRole('list', { name: 'Your photos' })
  for (const title of [keep, drop]) {
    const card = photos.locator(`[data-photo="${title}"]`)
    await expect(card).toContainText('Waiting for review', SLOW)
    // A private file, shown to its sender through the API: the picture really loads.
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), SLOW)
      .toBeGreaterThan(0)
  }
  await expectNoAxeViolations(page)

  await photos.getByRole('button', { name: `Delete ${drop}` }).click()
  await page
    .getByRole('dialog', { name: 'Delete this photo?' })
    .getByRole('button', { name: 'Delete photo' })
    .click()
  await expectToast(page, 'Photo deleted', `"${drop}" is deleted.`, { destructive: false, ...SLOW })
  await expect(photos.locator(`[data-photo="${drop}"]`)).toHaveCount(0)
  const mine = (await (await apiFetch(user, '/api/gallery/mine')).json()) as { images: { title: string }[] }
  expect(mine.images.map((image) => image.title)).toEqual([keep])
})

test('a user deletes their account: signed out, unable to sign in, their photo gone', async ({ page }) => {
  const user = await createUser(uniqueEmail('leaving'))
  const title = `Leaving photo ${Date.now().toString(36)}`
  await submitVisitorPhoto(user, title)
  await signIn(page, user, { redirect: '/account' })
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible(SLOW)

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toContainText(`${user.email} will no longer be able to sign in.`)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible(SLOW)
  await expect(page.getByText('You are signed out')).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-hint'))).toBeNull()
  // The header follows: a visitor's controls again.
  await expect(page.locator('#site-header').getByRole('link', { name: 'Log In', exact: true })).toBeVisible()
  await expect(idToken(user)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/)

  const admin = await createAdmin()
  const pending = (await (await apiFetch(admin, '/api/gallery/all?status=pending')).json()) as {
    images: { title: string }[]
  }
  expect(pending.images.map((image) => image.title)).not.toContain(title)
})

test('a visitor is sent to sign in, and comes back to their account', async ({ page }) => {
  const user = await createUser(uniqueEmail('visitor'))
  await page.goto('/account')
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/account')
  const form = page.getByRole('form', { name: 'Sign In' })
  await form.getByLabel('Email').fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/account', SLOW)
  await expect(page.getByText('You have not sent any photos yet.')).toBeVisible(SLOW)
})

test('a long e-mail wraps only between its parts on a phone, and a long photo title wraps, not cut', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const user = await createUser(`alexandra.montgomery.${stamp}@northernbeacheselectrical.example`)
  // Long enough to need three or more lines in a card at 1280 px, whatever font has loaded.
  const title = `Switchboard upgrade, new circuits and a safety switch in a Federation terrace at Annandale ${stamp}`
  await submitVisitorPhoto(user, title)
  await signIn(page, user)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/account')
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible(SLOW)
    // Each part of the address (up to its @, or from a dot) stays on one line.
    const email = page.locator('[data-email]').first()
    const lines = await email.evaluate((element) => {
      const range = document.createRange()
      const parts: number[] = []
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue
        range.selectNodeContents(node)
        parts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size)
      }
      range.selectNodeContents(element)
      const all = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      return { parts, all }
    })
    expect(
      lines.parts.every((count) => count === 1),
      `a part broke at ${width}px: ${lines.parts}`,
    ).toBe(true)
    if (width === 390) expect(lines.all, 'the address wraps on a phone').toBeGreaterThan(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    )

    const name = page.locator(`[data-photo="${title}"]`).getByText(title)
    await expect(name).toBeVisible(SLOW)
    // Not cut: every line box of the title lies inside what its paragraph shows, and no ellipsis.
    const fit = await name.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const box = element.getBoundingClientRect()
      const rects = [...range.getClientRects()]
      return {
        lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        hidden: rects.filter((rect) => rect.bottom > box.bottom + 1 || rect.right > box.right + 1).length,
        ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
      }
    })
    expect(fit.lines, 'the title wraps').toBeGreaterThan(1)
    expect({ hidden: fit.hidden, ellipsis: fit.ellipsis }).toEqual({ hidden: 0, ellipsis: false })
  }
})
