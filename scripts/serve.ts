/**
 * `npm start` ends here (`run-s seed build serve`: seeding first lets the build pre-render the
 * demo posts): seeds the developer's data folder if it is still empty, then serves the whole
 * product on the local stack until Ctrl+C. Content and media live in
 * .data/ and the auth emulator's accounts are exported to .data/emulators/ on exit, so all of
 * it is still there after a restart. Delete .data/ to start again from the demo content.
 */
import { join, relative } from 'node:path'
import { startLocalStack } from './local-stack.ts'
import { describeOutcome } from './publish-site.ts'
import { seedDataDir } from './seed.ts'
import { defaultDataDir, mailDevUrl, oobCodesUrl, requireBuild, root, secretFile, siteUrl } from './stack.ts'

requireBuild()
const seeded = await seedDataDir(defaultDataDir)
if (seeded.posts + seeded.photos > 0) {
  console.log(
    `First start: seeded ${seeded.posts} blog posts and ${seeded.photos} gallery photos into .data/.`,
  )
}

console.log(
  '\nStarting the local stack (auth, functions and hosting emulators, the publish hook and MailDev)...\n',
)
const publishLog = join(root, '.data', 'logs', 'publish.log')
const stack = await startLocalStack({
  dataDir: defaultDataDir,
  exportOnExit: true,
  publishLog,
  onPublished: (outcome) =>
    console.log(
      outcome.ok
        ? describeOutcome(outcome)
        : `${describeOutcome(outcome)} (the whole output is in ${relative(root, publishLog)}).`,
    ),
})

stack.ready.then(
  () =>
    console.log(`
  ┌───────────────────────────────────────────────────────────────────────────
  │ Harbourline Services is running at ${siteUrl}
  │
  │ Default admin: open ${siteUrl}/admin/create-default-admin and enter the
  │   secret from ${relative(root, secretFile)} (the value after DEFAULT_ADMIN_SECRET=).
  │ Every e-mail the site sends (notices, confirmations, bookings, reminders, reviews):
  │   ${mailDevUrl}
  │ E-mail confirmation and password-reset links (auth emulator):
  │   ${oobCodesUrl}
  │ Publishing: what admins save is rebuilt into the static site within seconds
  │   (the rebuilds' output: ${relative(root, publishLog)}).
  │ Data: .data/ (content.sqlite, media/, mail/, emulators/). Ctrl+C stops and saves.
  └───────────────────────────────────────────────────────────────────────────
`),
  (error: unknown) =>
    console.error(`The stack did not come up: ${error instanceof Error ? error.message : error}`),
)

// Ctrl+C is how a developer stops the stack: a clean stop, not a failure. If a part fails
// instead, one line says which and why, and everything stops: never half-running.
let stoppedByUser = false
process.once('SIGINT', () => (stoppedByUser = true))
const failure = await Promise.race([stack.failed, stack.exited.then(() => null)])
if (failure !== null && !stoppedByUser) console.error(`\nThe local stack stopped: ${failure}.`)
const code = await stack.stop()
process.exit(stoppedByUser ? 0 : code || 1)
