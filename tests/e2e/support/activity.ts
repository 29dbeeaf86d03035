/**
 * The activity log (/admin/activity, GET /api/activity) as a test reads it: only its own
 * admin's entries about its own record, since other tests' admins work at the same time. Each
 * test's admin is new, so its entries fit in one page; their order is newest first.
 */
import type { Locator, Page } from '@playwright/test'
import type { AuditEntry } from '../../../src/domain/audit'
import { apiFetch, type Account } from './accounts'
import { expect } from './fixtures'

/** The admin's entries about the record with this id, newest first, through the API. */
export async function activityAbout(admin: Account, targetId: string): Promise<AuditEntry[]> {
  const response = await apiFetch(admin, `/api/activity?actor=${encodeURIComponent(admin.uid)}&limit=100`)
  expect(response.status, await response.clone().text()).toBe(200)
  const { entries } = (await response.json()) as { entries: AuditEntry[] }
  return entries.filter((entry) => entry.target.id === targetId)
}

/**
 * Opens /admin/activity (signed in as `admin`), shows only the admin's entries and answers the
 * rows that name `label` (a post's title), newest first.
 */
export async function activityRows(
  page: Page,
  admin: Pick<Account, 'email'>,
  label: string,
): Promise<Locator> {
  await page.goto('/admin/activity')
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({ timeout: 45_000 })
  const table = page.getByRole('table', { name: 'Activity' })
  await expect(table).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Person').selectOption({ label: admin.email })
  return table.locator('tbody tr').filter({ hasText: label })
}
