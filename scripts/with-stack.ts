/**
 * `node scripts/with-stack.ts [--log name] <command...>`: starts the local stack on a fresh copy
 * of the test content (.data/test-seed) in the system's temp directory, runs the command against
 * it and exits with the command's code. The developer's own content is never touched, and every
 * run starts from the same demo content with no accounts. Build first with `npm run test:build`,
 * which seeds that content and builds the site from it, so pre-rendered posts and their images
 * match what the stack serves.
 *
 * The emulators log a line per request; that goes to .data/logs/stack-<name>.log, and the
 * site rebuilds' output to .data/logs/publish-<name>.log, not to the terminal; the logs are
 * printed only when the command or the stack fails, so a green run shows the command's own
 * output and nothing else.
 *
 * The command gets BASE_URL and STACK_URL (the site; Vitest overwrites BASE_URL), FUNCTIONS_URL
 * (for the callable), OOB_CODES_URL, MAILDEV_URL, SMTP_URL (MailDev's), FIREBASE_AUTH_EMULATOR_HOST,
 * STORAGE and DATA_DIR (the stack's data, as its jobs open it), DEFAULT_ADMIN_SECRET, and
 * DEPLOY_HOOK_URL and DEPLOY_HOOK_TOKEN (the local rebuild's hook, which a job run by a test calls).
 *
 * `--yield-cpu` runs the emulators at the lowest CPU priority (STACK_YIELDS_CPU=1 tells the
 * command): the benchmark's browser then measures the page, not the server sharing its cores.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { startLocalStack } from './local-stack.ts'
import { seedDataDir } from './seed.ts'
import {
  authEmulatorHost,
  functionsUrl,
  mailDevUrl,
  oobCodesUrl,
  requireBuild,
  root,
  siteUrl,
  stackLogs,
  testSeedDir,
} from './stack.ts'

const args = process.argv.slice(2)
let logName = 'run'
let yieldCpu = false
for (;;) {
  if (args[0] === '--log') {
    logName = args[1] ?? logName
    args.splice(0, 2)
  } else if (args[0] === '--yield-cpu') {
    yieldCpu = true
    args.shift()
  } else break
}
const [program, ...programArgs] = args
if (!program) {
  console.error('usage: node scripts/with-stack.ts [--log name] [--yield-cpu] <command> [args...]')
  process.exit(2)
}
requireBuild()

const { emulators: logFile, publish: publishLog } = stackLogs(logName)
/** How much of the log a failed run prints; the whole file stays on disk. */
const LOG_TAIL_LINES = 400

function printLog(file: string, why: string): void {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n') : []
  const shown = lines.slice(-LOG_TAIL_LINES)
  const path = relative(process.cwd(), file)
  console.error(
    `\n${why}: ${path}${shown.length < lines.length ? ` (last ${shown.length} of ${lines.length} lines)` : ''}:`,
  )
  console.error(shown.map((line) => `  | ${line}`).join('\n'))
}

/**
 * Runs the program against the stack. A SIGINT or SIGTERM sent to us alone (as `kill <pid>`
 * does) goes on to the program too, so we stop when asked instead of waiting for it.
 */
function run(env: NodeJS.ProcessEnv, stackFailed: Promise<string>): Promise<number> {
  const child = spawn(program!, programArgs, { cwd: root, env, stdio: 'inherit' })
  // A command against a stack that is gone would only fail in confusing ways: stop it, say why.
  let running = true
  let stackGone = false
  void stackFailed.then((failure) => {
    if (!running) return
    stackGone = true
    console.error(`\nThe local stack stopped while ${program} ran: ${failure}.`)
    child.kill('SIGTERM')
  })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`${program} could not start: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(stackGone ? 1 : (code ?? (signal ? 1 : 0))))
  }).finally(() => {
    running = false
    process.off('SIGINT', forward)
    process.off('SIGTERM', forward)
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'harbourline-stack-'))
let code = 1
try {
  // STACK_SEED_DIR: other content to start from (the scale benchmark's); the test seed by default.
  const seedDir = process.env.STACK_SEED_DIR ? resolve(process.env.STACK_SEED_DIR) : testSeedDir
  if (existsSync(seedDir)) {
    cpSync(seedDir, dataDir, { recursive: true })
  } else {
    console.warn(`${seedDir} is missing (run \`npm run test:build\`): seeding fresh content instead.`)
    await seedDataDir(dataDir)
  }
  const stack = await startLocalStack({
    dataDir,
    exportOnExit: false,
    emulatorLog: logFile,
    publishLog,
    yieldCpu,
  })
  try {
    await stack.ready
    code = await run(
      {
        ...stack.env,
        BASE_URL: siteUrl,
        STACK_URL: siteUrl,
        FUNCTIONS_URL: functionsUrl,
        OOB_CODES_URL: oobCodesUrl,
        MAILDEV_URL: mailDevUrl,
        SMTP_URL: stack.secrets.SMTP_URL,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        DEFAULT_ADMIN_SECRET: stack.secrets.DEFAULT_ADMIN_SECRET,
        DEPLOY_HOOK_URL: stack.secrets.DEPLOY_HOOK_URL,
        DEPLOY_HOOK_TOKEN: stack.secrets.DEPLOY_HOOK_TOKEN,
        ...(yieldCpu ? { STACK_YIELDS_CPU: '1' } : {}),
      },
      stack.failed,
    )
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
  }
  const stopped = await stack.stop()
  const command = [program, ...programArgs].join(' ')
  if (code !== 0) {
    printLog(publishLog, `${command} failed; the site rebuilds' log`)
    printLog(logFile, `${command} failed; the local stack's log`)
  } else if (stopped !== 0) printLog(logFile, `The stack stopped with code ${stopped}`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
