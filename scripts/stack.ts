/**
 * The local stack: the Firebase emulators for auth, functions and hosting, set up as in
 * production: Hosting serves the built site with firebase.json's headers, clean URLs and real
 * 404s, and rewrites /api/** to the API function, which runs on the local adapters (SQLite and
 * files under a data folder). One place for the project id, ports, paths and the secret, used
 * by `npm start` (serve.ts), the e2e tests (with-stack.ts) and the benchmarks.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'

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

const firebaseBin = join(root, 'node_modules', '.bin', 'firebase')

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
export const localSmtpUrl = `smtp://127.0.0.1:${mailDevSmtpPort}`

/** The local deploy hook (scripts/publish-hook.ts): where the API asks for a rebuild. */
export const publishHookPort = 5050
export const publishHookUrl = `http://127.0.0.1:${publishHookPort}/rebuild`

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
 * function, so STORAGE and DATA_DIR reach functions/src/index.ts this way (an .env file in
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
  /** Resolves with the CLI's exit code. */
  exited: Promise<number>
  /** One SIGINT (the CLI then stops the emulators cleanly); resolves with the exit code. */
  stop(): Promise<number>
}

/**
 * Starts the firebase CLI with our project. It runs in its own process group and gets exactly
 * one SIGINT from us: a second Ctrl+C would make it quit at once without exporting the auth
 * accounts. With `logFile`, everything the CLI and the emulators print (one line per request)
 * goes to that file instead of the terminal. With `yieldCpu`, the CLI and the emulators run at
 * the lowest CPU priority (a benchmark measuring a browser on the same machine).
 */
export function startFirebase(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { logFile, yieldCpu = false }: { logFile?: string; yieldCpu?: boolean } = {},
): RunningCli {
  let output: 'inherit' | number = 'inherit'
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true })
    output = openSync(logFile, 'w')
  }
  // `nice` replaces itself with the CLI, so every thread and emulator it starts inherits the
  // lowest priority, and the process we signal is still the CLI.
  const command = yieldCpu ? ['nice', '-n', '19', firebaseBin] : [firebaseBin]
  const child = spawn(command[0]!, [...command.slice(1), ...args, '--project', projectId], {
    cwd: root,
    env,
    stdio: ['ignore', output, output],
    detached: true,
  })
  if (typeof output === 'number') closeSync(output)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    child.kill('SIGINT')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve(code ?? (signal ? 1 : 0))
    }),
  )
  return {
    exited,
    stop: () => {
      stop()
      return exited
    },
  }
}

/** Resolves once `url` answers 2xx (Hosting says 404 until the function is loaded), or rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
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
