/**
 * The real Firebase Auth emulator for integration tests, started from the test file on free
 * ports with its own project id, so it never collides with a running `npm start` or e2e stack.
 * Accounts are made and confirmed through the emulator's REST API, exactly as the web SDK does,
 * so the ID tokens the API verifies are real ones.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../helpers/free-port.ts'

const root = new URL('../..', import.meta.url).pathname
const firebaseBin = join(root, 'node_modules', '.bin', 'firebase')

export interface AuthEmulator {
  /** host:port, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string
  projectId: string
  /** Creates an e-mail/password account; resolves with its uid and a fresh ID token. */
  signUp(email: string, password: string): Promise<{ uid: string; idToken: string }>
  /** Signs in; resolves with the uid and a fresh ID token, or rejects with Firebase's error code. */
  signIn(email: string, password: string): Promise<{ uid: string; idToken: string }>
  /** Sends the confirmation e-mail and follows its link, as the user clicking it would. */
  confirmEmail(idToken: string, email: string): Promise<void>
  stop(): Promise<void>
}

interface RestError {
  error?: { message?: string }
}

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()]
  const projectId = `demo-integration-${process.pid}-${authPort}`
  const dir = mkdtempSync(join(tmpdir(), 'harbourline-auth-emulator-'))
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    }),
  )
  const host = `127.0.0.1:${authPort}`
  const child: ChildProcess = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      env: { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGINT')
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The auth emulator did not start:\n${output}`)
    try {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The auth emulator did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const identityToolkit = `http://${host}/identitytoolkit.googleapis.com/v1`
  async function call<T>(method: string, body: unknown): Promise<T> {
    const response = await fetch(`${identityToolkit}/${method}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as T & RestError
    if (!response.ok) throw new Error(json.error?.message ?? `${method} failed with ${response.status}`)
    return json
  }

  return {
    host,
    projectId,
    stop,
    async signUp(email, password) {
      const result = await call<{ localId: string; idToken: string }>('accounts:signUp', {
        email,
        password,
        returnSecureToken: true,
      })
      return { uid: result.localId, idToken: result.idToken }
    },
    async signIn(email, password) {
      const result = await call<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
        email,
        password,
        returnSecureToken: true,
      })
      return { uid: result.localId, idToken: result.idToken }
    },
    async confirmEmail(idToken, email) {
      await call('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken })
      const codes = (await (
        await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`)
      ).json()) as {
        oobCodes: { email: string; requestType: string; oobCode: string }[]
      }
      const code = codes.oobCodes.findLast(
        (entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL',
      )
      if (!code) throw new Error(`No confirmation e-mail for ${email}`)
      // What the confirmation link does: apply the code.
      await call('accounts:update', { oobCode: code.oobCode })
    },
  }
}
