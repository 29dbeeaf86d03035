/**
 * The one door from the production commands to Google: a command-line tool (gcloud, or
 * firebase through npx) or an HTTP call. Tests hand the commands a fake (tests/fakes/fake-cloud.ts)
 * that models a project in memory; the real one spawns the tools a maintainer has installed.
 */
import { spawn } from 'node:child_process'

export interface RunResult {
  code: number
  stdout: string
  stderr: string
}

export interface HttpResult {
  status: number
  /** The parsed JSON body, or the text when it is not JSON; null when empty. */
  body: unknown
}

export interface Cloud {
  /** Runs `cmd args…`; `input` goes to its standard input (a secret's value, never an argument). */
  run(cmd: string, args: readonly string[], options?: { input?: string }): Promise<RunResult>
  /** A Google REST call with the maintainer's gcloud credentials, billed to the project. */
  rest(method: string, url: string, body?: unknown): Promise<HttpResult>
  /** A plain HTTPS call (GitHub's API), with its own headers. */
  http(method: string, url: string, headers: Record<string, string>): Promise<HttpResult>
}

/** The real Cloud: gcloud and npx on the PATH, fetch for HTTP. */
export function createRealCloud(project: string): Cloud {
  const run: Cloud['run'] = (cmd, args, { input } = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
      child.stdin.end(input ?? '')
    })

  let token: string | undefined
  async function accessToken(): Promise<string> {
    if (token) return token
    const result = await run('gcloud', ['auth', 'print-access-token'])
    if (result.code !== 0) throw new Error(`gcloud auth print-access-token failed: ${result.stderr.trim()}`)
    token = result.stdout.trim()
    return token
  }

  async function send(method: string, url: string, headers: Record<string, string>, body?: unknown) {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text || null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: keep the text, so an error names what the API said.
    }
    return { status: response.status, body: parsed }
  }

  return {
    run,
    // With a user's credentials, Identity Toolkit, API Keys and the Firebase APIs need a quota
    // project: x-goog-user-project names this one.
    rest: async (method, url, body) =>
      send(
        method,
        url,
        { authorization: `Bearer ${await accessToken()}`, 'x-goog-user-project': project },
        body,
      ),
    http: (method, url, headers) => send(method, url, headers),
  }
}

/** A command as a maintainer would type it, for the dry-run and for error messages. */
export function shellLine(cmd: string, args: readonly string[]): string {
  return [cmd, ...args].map(quote).join(' ')
}

function quote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
}

/** Runs a command and returns its stdout, or throws a sentence naming the command and its error. */
export async function runOk(
  cloud: Cloud,
  cmd: string,
  args: readonly string[],
  input?: string,
): Promise<string> {
  const result = await cloud.run(cmd, args, input === undefined ? {} : { input })
  if (result.code !== 0) {
    throw new Error(`${shellLine(cmd, args)} failed: ${result.stderr.trim() || `exit code ${result.code}`}`)
  }
  return result.stdout
}

/** Runs a read command with --format=json and parses it; null when gcloud says NOT_FOUND. */
export async function readJson<T>(cloud: Cloud, cmd: string, args: readonly string[]): Promise<T | null> {
  const result = await cloud.run(cmd, args)
  if (result.code !== 0) {
    if (/NOT_FOUND|not found|does not exist/i.test(result.stderr)) return null
    throw new Error(`${shellLine(cmd, args)} failed: ${result.stderr.trim() || `exit code ${result.code}`}`)
  }
  return JSON.parse(result.stdout || 'null') as T
}

/** A REST call that must succeed (2xx); 404 gives null. */
export async function restOk<T>(
  cloud: Cloud,
  method: string,
  url: string,
  body?: unknown,
): Promise<T | null> {
  const result = await cloud.rest(method, url, body)
  if (result.status === 404) return null
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${method} ${url} answered ${result.status}: ${JSON.stringify(result.body)}`)
  }
  return result.body as T
}
