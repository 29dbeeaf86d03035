/**
 * `npm start` ends here (`run-s seed build serve`: seeding first lets the build pre-render the
 * demo posts): seeds the developer's data folder if it is still empty, then serves the whole
 * product on the local stack until Ctrl+C. Content and media live in
 * .data/ and the auth emulator's accounts are exported to .data/emulators/ on exit, so all of
 * it is still there after a restart. Delete .data/ to start again from the demo content.
 */
import { relative } from 'node:path'
import { seedDataDir } from './seed.ts'
import {
  defaultDataDir,
  emulatorDataArgs,
  emulators,
  ensureSecret,
  firebase,
  oobCodesUrl,
  requireBuild,
  root,
  secretFile,
  siteUrl,
  stackEnv,
  waitForUrl,
} from './stack.ts'

requireBuild()
ensureSecret()
const seeded = await seedDataDir(defaultDataDir)
if (seeded.posts + seeded.photos > 0) {
  console.log(
    `First start: seeded ${seeded.posts} blog posts and ${seeded.photos} gallery photos into .data/.`,
  )
}

console.log('\nStarting the local stack (auth, functions and hosting emulators)...\n')
const exit = firebase(
  [
    'emulators:start',
    '--only',
    emulators.join(','),
    ...emulatorDataArgs(defaultDataDir, { exportOnExit: true }),
  ],
  stackEnv(defaultDataDir),
)

waitForUrl(`${siteUrl}/api/posts`).then(
  () =>
    console.log(`
  ┌───────────────────────────────────────────────────────────────────────────
  │ Harbourline Services is running at ${siteUrl}
  │
  │ Default admin: open ${siteUrl}/admin/create-default-admin and enter the
  │   secret from ${relative(root, secretFile)} (the value after DEFAULT_ADMIN_SECRET=).
  │ E-mail confirmation and password-reset links (auth emulator):
  │   ${oobCodesUrl}
  │ Data: .data/ (content.sqlite, media/, emulators/). Ctrl+C stops and saves.
  └───────────────────────────────────────────────────────────────────────────
`),
  (error: unknown) =>
    console.error(`The stack did not come up: ${error instanceof Error ? error.message : error}`),
)

process.exit(await exit)
