/**
 * `node scripts/with-stack.ts <command...>`: starts the local stack on a fresh copy of the test
 * content (.data/test-seed) in the system's temp directory, runs the command against it and
 * exits with the command's code. The developer's own content is never touched, and every run
 * starts from the same demo content with no accounts. Build first with `npm run test:build`,
 * which seeds that content and builds the site from it, so pre-rendered posts and their images
 * match what the stack serves.
 *
 * The command gets BASE_URL and STACK_URL (the site; Vitest overwrites BASE_URL), FUNCTIONS_URL (for the callable), OOB_CODES_URL,
 * FIREBASE_AUTH_EMULATOR_HOST (set by the emulators) and DEFAULT_ADMIN_SECRET.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDataDir } from './seed.ts'
import {
  emulatorDataArgs,
  emulators,
  ensureSecret,
  firebase,
  functionsUrl,
  oobCodesUrl,
  requireBuild,
  siteUrl,
  stackEnv,
  testSeedDir,
} from './stack.ts'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: node scripts/with-stack.ts <command> [args...]')
  process.exit(2)
}
requireBuild()

const dataDir = mkdtempSync(join(tmpdir(), 'harbourline-stack-'))
let code = 1
try {
  if (existsSync(testSeedDir)) {
    cpSync(testSeedDir, dataDir, { recursive: true })
  } else {
    console.warn(`${testSeedDir} is missing (run \`npm run test:build\`): seeding fresh content instead.`)
    await seedDataDir(dataDir)
  }
  const env = {
    ...stackEnv(dataDir),
    BASE_URL: siteUrl,
    STACK_URL: siteUrl,
    FUNCTIONS_URL: functionsUrl,
    OOB_CODES_URL: oobCodesUrl,
    DEFAULT_ADMIN_SECRET: ensureSecret(),
  }
  const quoted = command.map((part) =>
    /^[\w./:=@-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`,
  )
  code = await firebase(
    [
      'emulators:exec',
      '--only',
      emulators.join(','),
      ...emulatorDataArgs(dataDir, { exportOnExit: false }),
      quoted.join(' '),
    ],
    env,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
