import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests run against the built site served by the Firebase Hosting emulator, which
 * `scripts/with-stack.ts` starts (so there is no `webServer` here). Playwright's own browser
 * download cannot work on these machines, so the tests drive Debian's Chromium.
 * See docs/testing.md.
 */
const isCI = Boolean(process.env.CI)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
}

/** Specs that change posts or gallery photos (see the 'content' project). */
const contentSpecs =
  /\/(account|admin-activity|admin-blog|admin-gallery|blog|gallery|publish|post-revisions|post-drafts)\.spec\.ts$/
/** Specs that change the business's settings, which every page shows (see the 'settings' project). */
const settingsSpecs = /\/admin-settings\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  // A test that fails once is a bug to find, not to retry away.
  retries: 0,
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:5000',
    // No trace by default: recording one (a screencast and a DOM snapshot per action) made the
    // browser tests take a third longer, and CI keeps no file a trace could be read from. To
    // look into a failure, run its spec again with `--trace retain-on-failure` (docs/testing.md).
    trace: 'off',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  },
  projects: [
    // Makes the stack's first admin through /admin/create-default-admin before anything else
    // runs: the bootstrap works once per stack, and every test that needs an admin uses it.
    { name: 'setup', testMatch: /admin-bootstrap\.spec\.ts$/, use: chromium },
    // Posts and gallery photos are listed whole (on /blog, /gallery and the admin screens),
    // and these specs add, change, reorder and delete them while asserting on those lists:
    // run them one at a time so no test sees another's records come and go. Nothing in the
    // other project changes posts or photos.
    {
      name: 'content',
      testMatch: contentSpecs,
      dependencies: ['setup'],
      workers: 1,
      use: chromium,
    },
    {
      name: 'chromium',
      testIgnore: [/admin-bootstrap\.spec\.ts$/, contentSpecs, settingsSpecs],
      dependencies: ['setup'],
      use: chromium,
    },
    // A change to the settings (the phone, the hours) shows on every page and in the e-mails,
    // which specs in both projects above assert: it runs once they have finished, and puts the
    // settings back before it ends.
    {
      name: 'settings',
      testMatch: settingsSpecs,
      dependencies: ['content', 'chromium'],
      workers: 1,
      use: chromium,
    },
  ],
})
