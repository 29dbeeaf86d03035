/**
 * The local stack: the Firebase emulators serving the built site exactly as Hosting would
 * (firebase.json's headers, clean URLs, real 404s). One place for the project id, the
 * emulators we start and the URL, used by `npm start`, the e2e tests and the benchmarks.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

export const root = new URL('..', import.meta.url).pathname
/** A `demo-` project id keeps every emulator offline: nothing can reach a real project. */
export const projectId = process.env.FIREBASE_PROJECT ?? 'demo-harbourline'
export const emulators = ['hosting']
export const siteUrl = 'http://127.0.0.1:5000'

const firebaseBin = join(root, 'node_modules', '.bin', 'firebase')

/** Runs the firebase CLI with our project; resolves with its exit code. */
export function firebase(args: string[]): Promise<number> {
  const child = spawn(firebaseBin, [...args, '--project', projectId], { cwd: root, stdio: 'inherit' })
  const stop = () => child.kill('SIGINT')
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}
