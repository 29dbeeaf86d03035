import { expect } from '@playwright/test'
import { apiFetch, defaultAdmin } from './accounts'

/**
 * How long a test waits for a rebuild: a bound for one that never comes, not the publish loop's
 * goal. The goal (a save is live within 60 s) is measured by `npm run bench:publish`
 * (bench/publish.md: 7 s for the test content alone). During the suite a rebuild shares this
 * machine's two cores with two browsers and the emulators, and took 20 to 70 s; a timed test
 * would fail on load alone.
 */
export const REBUILD_WAIT_MS = 180_000

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
      timeout: REBUILD_WAIT_MS,
      intervals: [250, 500, 1000],
    })
    .toBe('live')
}
