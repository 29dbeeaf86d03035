/**
 * The local stack: the Firebase emulators for auth, functions and hosting, set up as in
 * production: Hosting serves the built site with firebase.json's headers, clean URLs and real
 * 404s, and rewrites /api/** to the API function, which runs on the local adapters (SQLite and
 * files under a data folder). One place for the project id, ports, paths and the secret, used
 * by `npm start` (serve.ts), the e2e tests (with-stack.ts) and the benchmarks.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
  type WriteStream,
} from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export const root = new URL('..', import.meta.url).pathname
/** A `demo-` project id keeps every emulator offline: nothing can reach a real project. */
export const projectId = process.env.FIREBASE_PROJECT ?? 'demo-harbourline'
export const emulators = ['auth', 'functions', 'hosting']
/** Ports pinned in firebase.json. */
export const siteUrl = 'http://127.0.0.1:5000'
export const authEmulatorHost = '127.0.0.1:9099'
export const functionsUrl = `http://127.0.0.1:5001/${projectId}/australia-southeast1`
/** Where the auth emulator lists e-mail confirmation and password-reset links. */
export const oobCodesUrl = `http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`

/** The developer's data: content.sqlite, media/ and emulators/ (auth accounts). Git-ignored. */
export const defaultDataDir = join(root, '.data')
/**
 * The demo content that tests run on: seeded afresh by `npm run test:build`, which then builds
 * the site from it (so pre-rendered posts point at media that exists); with-stack.ts gives
 * each run its own copy. Never the developer's .data content.
 */
export const testSeedDir = join(root, '.data', 'test-seed')

/**
 * The functions' secrets for the emulator: the functions emulator reads `.secret.local` in the
 * functions source folder for defineSecret() values; git-ignored.
 */
export const secretFile = join(root, 'functions', '.secret.local')

/** The git-ignored copy of firebase.json that the emulators run on; see localFirebaseConfig. */
const localConfigFile = 'firebase.local.json'

/** Hosting's configuration as far as the CSP goes. */
interface HostingHeaders {
  hosting: { headers: { headers: { key: string; value: string }[] }[] }
}

/** The configuration with the Auth emulator added to the CSP's connect-src, and nothing else changed. */
export function withAuthEmulatorOrigin<T extends HostingHeaders>(config: T): T {
  const copy = structuredClone(config)
  for (const rule of copy.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue
      header.value = header.value.replace(
        /connect-src [^;]*/,
        (directive) => `${directive} http://${authEmulatorHost}`,
      )
    }
  }
  return copy
}

/**
 * firebase.json holds production's configuration. The emulators run on a copy whose CSP also
 * lets pages reach the Auth emulator: the one way the local stack's headers differ from
 * production's. Writes the copy and returns the CLI arguments that select it.
 */
export function localFirebaseConfig(): string[] {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as HostingHeaders
  writeFileSync(join(root, localConfigFile), `${JSON.stringify(withAuthEmulatorOrigin(config), null, 2)}\n`)
  return ['--config', localConfigFile]
}

/**
 * MailDev (scripts/local-mail.ts): every e-mail the product sends locally lands here, readable
 * in its web page and through its API (GET /api/email), never delivered anywhere.
 */
export const mailDevSmtpPort = 1025
export const mailDevUrl = 'http://127.0.0.1:1080'
const localSmtpUrl = `smtp://127.0.0.1:${mailDevSmtpPort}`

/** The local deploy hook (scripts/publish-hook.ts): where the API asks for a rebuild. */
export const publishHookPort = 5050
const publishHookUrl = `http://127.0.0.1:${publishHookPort}/rebuild`

export interface LocalSecrets {
  DEFAULT_ADMIN_SECRET: string
  DEPLOY_HOOK_URL: string
  DEPLOY_HOOK_TOKEN: string
  SMTP_URL: string
}

/**
 * The secrets in functions/.secret.local, adding any that are missing: random values for the
 * default-admin secret and the hook's token (made once, kept across starts), the local
 * hook's address and MailDev's SMTP address.
 */
export function ensureSecrets(): LocalSecrets {
  const text = existsSync(secretFile) ? readFileSync(secretFile, 'utf8') : ''
  const value = (key: string) => new RegExp(`^${key}=(.+)$`, 'm').exec(text)?.[1]?.trim()
  const random = () => randomBytes(24).toString('base64url')
  const keep = (found: string | undefined) => (found && found.length >= 16 ? found : random())
  const secrets: LocalSecrets = {
    DEFAULT_ADMIN_SECRET: keep(value('DEFAULT_ADMIN_SECRET')),
    DEPLOY_HOOK_URL: publishHookUrl,
    DEPLOY_HOOK_TOKEN: keep(value('DEPLOY_HOOK_TOKEN')),
    SMTP_URL: localSmtpUrl,
  }
  const next = [
    '# Secrets for the local stack (made by scripts/stack.ts). Not committed.',
    ...Object.entries(secrets).map(([key, secret]) => `${key}=${secret}`),
    '',
  ].join('\n')
  if (next !== text) writeFileSync(secretFile, next, { mode: 0o600 })
  return secrets
}

/** Stops with one sentence when the site or the functions bundle has not been built. */
/** Where `with-stack.ts --log <name>` keeps the emulators' output and the rebuilds' output. */
export function stackLogs(name: string): { emulators: string; publish: string } {
  const logs = join(root, '.data', 'logs')
  return { emulators: join(logs, `stack-${name}.log`), publish: join(logs, `publish-${name}.log`) }
}

export function requireBuild(): void {
  const missing = [
    ['dist/index.html', 'the site'],
    ['functions/lib/index.js', 'the functions bundle'],
  ].filter(([path]) => !existsSync(join(root, path!)))
  if (missing.length > 0) {
    const what = missing.map(([, name]) => name).join(' and ')
    console.error(
      `${what[0]!.toUpperCase()}${what.slice(1)} ${missing.length > 1 ? 'are' : 'is'} not built: run \`npm run build\` first.`,
    )
    process.exit(1)
  }
}

/**
 * Environment for the firebase CLI. The functions emulator hands its own environment to the
 * function, so STORAGE and DATA_DIR reach functions/src/runtime.ts this way (an .env file in
 * functions/ would be deployed too, so none is used). node_modules/.bin comes first on PATH so
 * the emulator runs the function on the project's Node 24.
 */
export function stackEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    STORAGE: 'local',
    DATA_DIR: dataDir,
    // Links in e-mails lead to the local site.
    SITE_URL: siteUrl,
    // Offline: skip the Google Cloud metadata-server probe (it only logs a warning here).
    METADATA_SERVER_DETECTION: 'none',
  }
}

/** The emulator data folder inside a data dir, created if needed; `--import` only once it holds an export. */
export function emulatorDataArgs(dataDir: string, { exportOnExit }: { exportOnExit: boolean }): string[] {
  const folder = join(dataDir, 'emulators')
  mkdirSync(folder, { recursive: true })
  const args = existsSync(join(folder, 'firebase-export-metadata.json')) ? ['--import', folder] : []
  return exportOnExit ? [...args, '--export-on-exit', folder] : args
}

export interface RunningCli {
  /** Resolves with the CLI's exit code, once nothing of its process group is left. */
  exited: Promise<number>
  /**
   * Resolves with one line saying why, if the CLI stops without being asked to (a crash, a
   * signal from elsewhere); never when stop() asked it to.
   */
  failed: Promise<string>
  /** One SIGINT (the CLI then stops the emulators cleanly); resolves with the exit code. */
  stop(): Promise<number>
}

const firebaseCli = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js')
/** Loaded into the CLI's process first: see the file. */
const emulatorFixes = join(root, 'scripts', 'local-emulator-fixes.ts')
/** How long the emulators' workers get to end after a SIGTERM before they are killed. */
const GROUP_GRACE_MS = 3000

/** The last line the CLI printed that names an error, or its last line: why it stopped. */
function lastWords(lines: string[]): string {
  const plain = lines.map((line) => stripVTControlCharacters(line).trim()).filter(Boolean)
  return plain.findLast((line) => /error|fail|exception/i.test(line)) ?? plain.at(-1) ?? 'it printed nothing'
}

/**
 * Starts the firebase CLI with our project. It runs in its own process group and gets exactly
 * one SIGINT from us: a second Ctrl+C would make it quit at once without exporting the auth
 * accounts. Everything it prints goes to `logFile` when given (one line per request), else to
 * the terminal; the last lines are kept to say why, should it stop by itself. With `yieldCpu`,
 * the CLI and the emulators run at the lowest CPU priority (a benchmark measuring a browser on
 * the same machine).
 *
 * The emulators' function workers are the CLI's children, in its process group; the CLI does not
 * always end them (it leaves them behind when it crashes, and after a Ctrl+C at the wrong
 * moment), so once the CLI has exited whatever is left of the group is ended too, and the group
 * is killed if this process exits first. `exited` resolves only after that.
 */
export function startFirebase(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { logFile, yieldCpu = false }: { logFile?: string; yieldCpu?: boolean } = {},
): RunningCli {
  // `nice` replaces itself with node, so every thread and emulator it starts inherits the
  // lowest priority, and the process we signal is still the CLI.
  const node = [process.execPath, '--import', emulatorFixes, firebaseCli]
  return startProcessGroup(
    [...(yieldCpu ? ['nice', '-n', '19'] : []), ...node, ...args, '--project', projectId],
    {
      env,
      logFile,
      name: 'the firebase emulators (auth, functions, hosting)',
    },
  )
}

/**
 * Runs `command` as the leader of a process group of its own, as startFirebase describes
 * (exported for its test, which runs a stand-in for the CLI).
 */
export function startProcessGroup(
  command: string[],
  { env = process.env, logFile, name }: { env?: NodeJS.ProcessEnv; logFile?: string; name: string },
): RunningCli {
  let log: WriteStream | undefined
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true })
    log = createWriteStream(logFile)
  }
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const group = child.pid!
  const recent: string[] = []
  const keep = (chunk: Buffer) => {
    recent.push(...chunk.toString('utf8').split('\n'))
    recent.splice(0, Math.max(0, recent.length - 40))
  }
  for (const [stream, terminal] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream.on('data', keep)
    stream.pipe(log ?? terminal, { end: false })
  }

  let groupLeft = true
  const killGroup = () => {
    if (groupLeft) signalGroup(group, 'SIGKILL')
  }
  process.on('exit', killGroup)

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    child.kill('SIGINT')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const exited = new Promise<{ code: number; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), signal })),
  ).then(async (exit) => {
    process.off('SIGINT', stop)
    process.off('SIGTERM', stop)
    if (await endGroup(group)) {
      console.warn(`${name} left processes behind when they stopped; they are ended now.`)
    }
    groupLeft = false
    process.off('exit', killGroup)
    log?.end()
    return exit
  })
  return {
    exited: exited.then(({ code }) => code),
    failed: exited.then(({ code, signal }) =>
      stopping
        ? new Promise<string>(() => {})
        : `${name} stopped by themselves (${signal ? `signal ${signal}` : `exit code ${code}`}): ${lastWords(recent)}`,
    ),
    stop: () => {
      stop()
      return exited.then(({ code }) => code)
    },
  }
}

/** Sends a signal to every process of a group; false when none is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal)
    return true
  } catch {
    return false
  }
}

/**
 * Ends what is left of a process group: SIGTERM, then SIGKILL after a grace period. True when
 * anything was left.
 */
async function endGroup(group: number): Promise<boolean> {
  if (!signalGroup(group, 'SIGTERM')) return false
  const deadline = Date.now() + GROUP_GRACE_MS
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    if (!signalGroup(group, 0)) return true
  }
  signalGroup(group, 'SIGKILL')
  return true
}

/** Resolves once `url` answers 2xx (Hosting says 404 until the function is loaded), or rejects after `timeoutMs`. */
async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * Resolves once the stack answers: the auth emulator, and the API through Hosting (which means
 * the functions emulator has loaded the function). Rejects when the CLI exits first, or after
 * `timeoutMs`.
 */
export async function waitForStack(cliExited: Promise<number>, timeoutMs = 120_000): Promise<void> {
  const exitedEarly = cliExited.then((code) => {
    throw new Error(
      `The local stack stopped before it was ready (the firebase CLI exited with code ${code}).`,
    )
  })
  await Promise.race([
    Promise.all([
      waitForUrl(`http://${authEmulatorHost}/`, timeoutMs),
      waitForUrl(`${siteUrl}/api/posts`, timeoutMs),
    ]),
    exitedEarly,
  ])
}
