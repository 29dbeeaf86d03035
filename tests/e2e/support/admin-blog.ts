import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Opens /admin/blog (signed in as an admin) and waits for the list. */
export async function openBlogAdmin(page: Page): Promise<void> {
  await page.goto('/admin/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible({
    timeout: 45_000,
  })
  await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible({ timeout: 45_000 })
}

/** A post's card in the admin list. */
export const postCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })
