import { expect } from '@playwright/test'
import { apiFetch, defaultAdmin } from './accounts'

/** The promise: a save is on the static site within this time. */
export const PUBLISH_DEADLINE_MS = 60_000

/** The site's publish state, as admins see it. */
export async function siteState(): Promise<{ state: string; failure: { reason: string } | null }> {
  const response = await apiFetch(await defaultAdmin(), '/api/publish')
  expect(response.status).toBe(200)
  return ((await response.json()) as { status: { state: string; failure: { reason: string } | null } }).status
}

/**
 * Waits until the static site shows every saved change: for a test that compares the static
 * pages with the API while earlier tests' saves may still be rebuilding the site.
 */
export async function waitForPublished(): Promise<void> {
  await expect
    .poll(async () => (await siteState()).state, {
      message: 'the static site to be rebuilt with every saved change',
      timeout: PUBLISH_DEADLINE_MS,
      intervals: [250, 500, 1000],
    })
    .toBe('live')
}
