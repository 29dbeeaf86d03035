/**
 * `node scripts/with-stack.ts [--log name] <command...>`: starts the local stack on a fresh copy
 * of the test content (.data/test-seed) in the system's temp directory, runs the command against
 * it and exits with the command's code. The developer's own content is never touched, and every
 * run starts from the same demo content with no accounts. Build first with `npm run test:build`,
 * which seeds that content and builds the site from it, so pre-rendered posts and their images
 * match what the stack serves.
 *
 * The emulators log a line per request; that goes to .data/logs/stack-<name>.log, not to the
 * terminal, and the log is printed only when the command or the stack fails, so a green run
 * shows the command's own output and nothing else.
 *
 * The command gets BASE_URL and STACK_URL (the site; Vitest overwrites BASE_URL), FUNCTIONS_URL
 * (for the callable), OOB_CODES_URL, FIREBASE_AUTH_EMULATOR_HOST, DATA_DIR and
 * DEFAULT_ADMIN_SECRET.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { seedDataDir } from './seed.ts'
import {
  authEmulatorHost,
  emulatorDataArgs,
  emulators,
  ensureSecret,
  functionsUrl,
  oobCodesUrl,
  requireBuild,
  root,
  siteUrl,
  stackEnv,
  startFirebase,
  testSeedDir,
  waitForStack,
} from './stack.ts'

const args = process.argv.slice(2)
let logName = 'run'
if (args[0] === '--log') {
  logName = args[1] ?? logName
  args.splice(0, 2)
}
const [program, ...programArgs] = args
if (!program) {
  console.error('usage: node scripts/with-stack.ts [--log name] <command> [args...]')
  process.exit(2)
}
requireBuild()

const logFile = join(root, '.data', 'logs', `stack-${logName}.log`)
/** How much of the log a failed run prints; the whole file stays on disk. */
const LOG_TAIL_LINES = 400

function printLog(why: string): void {
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n') : []
  const shown = lines.slice(-LOG_TAIL_LINES)
  const path = relative(process.cwd(), logFile)
  console.error(
    `\n${why}: the local stack's log (${path}${shown.length < lines.length ? `, last ${shown.length} of ${lines.length} lines` : ''}):`,
  )
  console.error(shown.map((line) => `  | ${line}`).join('\n'))
}

function run(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(program!, programArgs, { cwd: root, env, stdio: 'inherit' })
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${program} could not start: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'harbourline-stack-'))
let code = 1
try {
  if (existsSync(testSeedDir)) {
    cpSync(testSeedDir, dataDir, { recursive: true })
  } else {
    console.warn(`${testSeedDir} is missing (run \`npm run test:build\`): seeding fresh content instead.`)
    await seedDataDir(dataDir)
  }
  const env = stackEnv(dataDir)
  const stack = startFirebase(
    ['emulators:start', '--only', emulators.join(','), ...emulatorDataArgs(dataDir, { exportOnExit: false })],
    env,
    { logFile },
  )
  try {
    await waitForStack(stack.exited)
    code = await run({
      ...env,
      BASE_URL: siteUrl,
      STACK_URL: siteUrl,
      FUNCTIONS_URL: functionsUrl,
      OOB_CODES_URL: oobCodesUrl,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      DEFAULT_ADMIN_SECRET: ensureSecret(),
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
  }
  const stopped = await stack.stop()
  if (code !== 0) printLog(`${[program, ...programArgs].join(' ')} failed`)
  else if (stopped !== 0) printLog(`The stack stopped with code ${stopped}`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
