/**
 * Photos as people take them (issue 27), in the quote request form: a 12 MB, 48-megapixel phone
 * photo, stored sideways with EXIF orientation 6, is prepared in the browser (upright, 1600 wide,
 * WebP) before it goes up, and the server keeps it upright at every width; a file the browser
 * cannot decode is never sent and says what to do. The gallery dialog's journey with the same
 * photo is in gallery.spec.ts, which runs with the other specs that add photos.
 *
 * No request is sent (quote requests are few per caller: docs/testing.md), so the photo stays an
 * unattached upload, which the stack deletes after 24 hours; there is no API to delete it sooner.
 */
import { writeFileSync } from 'node:fs'
import type { Page, Request } from '@playwright/test'
import { apiFetch, defaultAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'
import {
  allowTraceOfBrokenPreview,
  expectUprightWebp,
  PREPARED,
  SERVER_WIDTHS,
  UNREADABLE_PHOTO,
  unreadablePhoto,
  writePhonePhoto,
} from './support/phone-photo'

test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 45_000 }

const form = (page: Page) => page.getByRole('form', { name: 'Request a quote' })
const isUpload = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/media'

test('a phone photo over 5MB is prepared before it goes up with a quote request; an unreadable one says what to do', async ({
  page,
  errors,
}) => {
  allowTraceOfBrokenPreview(errors)
  const original = test.info().outputPath('IMG_5532.jpg')
  expect(await writePhonePhoto(original)).toBeGreaterThan(5 * 1024 * 1024)
  const uploads: Request[] = []
  page.on('request', (request) => {
    if (isUpload(request.method(), request.url())) uploads.push(request)
  })

  await page.goto('/request-a-quote')
  const f = form(page)
  // The first tap wakes the form; the photo picker works once it runs.
  await f.getByLabel('Name').click()
  const picker = f.getByLabel('Add photos')
  await expect(picker).toBeEnabled()

  const answered = page.waitForResponse((response) => isUpload(response.request().method(), response.url()))
  await picker.setInputFiles(original)
  const photos = f.getByRole('list', { name: 'Attached photos' }).getByRole('listitem')
  // Preparing comes first, then the upload, as one figure.
  await expect(photos.first().getByRole('status')).toContainText(/Preparing \d+%/)
  await expect(f.locator('[data-photo-state="ready"]')).toHaveCount(1, SLOW)
  await expect(photos.first()).toContainText('Attached')

  // One upload, well under the limit, not the original's 12 MB.
  const response = await answered
  expect(uploads).toHaveLength(1)
  const sentBytes = Number(await uploads[0]!.headerValue('content-length'))
  expect(sentBytes).toBeGreaterThan(0)
  expect(sentBytes).toBeLessThan(2.5 * 1024 * 1024)
  expect(response.status()).toBe(201)
  const media = (await response.json()) as {
    url: string
    width: number
    height: number
    variants: { url: string; width: number; height: number }[]
  }
  expect([media.width, media.height]).toEqual([PREPARED.width, PREPARED.height])
  expect(media.variants.map((variant) => variant.width)).toEqual(SERVER_WIDTHS)
  for (const variant of media.variants) expect(variant.height).toBeGreaterThan(variant.width)
  // Quote photos are the admins' alone: read the stored file as one.
  const stored = await apiFetch(await defaultAdmin(), media.url)
  expect(stored.status).toBe(200)
  const bytes = Buffer.from(await stored.arrayBuffer())
  writeFileSync(test.info().outputPath('stored-1600.webp'), bytes)
  await expectUprightWebp(bytes, PREPARED.width, PREPARED.height)

  // Bytes no browser can read: refused in the list with what to do, and never sent.
  await picker.setInputFiles(unreadablePhoto())
  const failed = f.locator('[data-photo-state="failed"]')
  await expect(failed).toHaveCount(1, SLOW)
  await expect(failed.getByRole('alert')).toHaveText(UNREADABLE_PHOTO)
  expect(uploads).toHaveLength(1)

  await failed.getByRole('button', { name: /Remove/ }).click()
  await expect(photos).toHaveCount(1)
})
