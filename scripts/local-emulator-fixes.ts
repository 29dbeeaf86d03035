/**
 * Loaded into the firebase CLI's process before the CLI itself (startFirebase in stack.ts runs
 * `node --import` this file): two changes to firebase-tools' emulators so that no request can
 * stop the local stack, each making the emulator behave as production's front end does. Issue
 * 27; docs/decisions/033-request-bodies-on-the-local-stack.md. Can go when firebase-tools
 * handles both (checked against 15.34.2): `npm run test:stack` (rough-requests.stack.ts) shows it.
 */
import type { ChildProcess } from 'node:child_process'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const emulatorCode = join(import.meta.dirname, '..', 'node_modules', 'firebase-tools', 'lib', 'emulator')

/**
 * `Expect: 100-continue` (curl sends it for bodies over 1 MB) is met by the server that
 * receives it, and not passed on: Hosting's proxy hands every header to undici, which refuses
 * `expect` ("expect header not supported"), so Hosting answered such a request with its own
 * text/plain 500 before the API saw it. Node answers `100 Continue` itself when no one listens
 * for 'checkContinue'; this does the same and then drops the header, as Google's front end does.
 */
function meetExpectContinue(): void {
  const createServer = http.createServer
  http.createServer = ((...args: Parameters<typeof http.createServer>) => {
    const server = createServer(...args)
    server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
      res.writeContinue()
      delete req.headers.expect
      server.emit('request', req, res)
    })
    return server
  }) as typeof http.createServer
}

interface RuntimeWorkerClass {
  prototype: { request: (this: unknown, req: unknown, resp: ServerResponse, ...rest: unknown[]) => unknown }
}

/**
 * When the connection to a function breaks after the function has answered (it closed the
 * connection under the body, or its process died mid-answer), the runtime worker's error handler
 * (functionsRuntimeWorker.js) writes a 500 over the answer already sent. That throws
 * ERR_HTTP_HEADERS_SENT, and the CLI takes any uncaught exception for its own crash: it exits,
 * with every emulator. Here such an answer is cut off instead, and the function's process,
 * which answered, is kept: the handler kills it next, and the request the worker sent it while it
 * died failed with the emulator's 500 (about one oversized upload in nine, in CI).
 */
function survivePartlyAnsweredRequests(): void {
  const require = createRequire(import.meta.url)
  const { RuntimeWorker } = require(join(emulatorCode, 'functionsRuntimeWorker.js')) as {
    RuntimeWorker?: RuntimeWorkerClass
  }
  const request = RuntimeWorker?.prototype.request
  if (typeof request !== 'function') {
    console.warn('local-emulator-fixes: firebase-tools has no RuntimeWorker.request any more; not patched.')
    return
  }
  RuntimeWorker!.prototype.request = function (this: unknown, req, resp, ...rest) {
    const writeHead = resp.writeHead.bind(resp) as (...args: unknown[]) => ServerResponse
    const write = resp.write.bind(resp) as (...args: unknown[]) => boolean
    const end = resp.end.bind(resp) as (...args: unknown[]) => ServerResponse
    const runtime = (this as { runtime?: { process?: ChildProcess } }).runtime?.process
    let cutOff = false
    resp.writeHead = ((...args: unknown[]) => {
      if (!resp.headersSent) return writeHead(...args)
      cutOff = true
      // The error handler kills the function's process next; the next request, sent to it while
      // it dies, then failed (connect ECONNRESET) with the emulator's 500. The function answered
      // this one and is well: keep it.
      if (runtime) spareNextKill(runtime)
      resp.destroy()
      return resp
    }) as typeof resp.writeHead
    resp.write = ((...args: unknown[]) => !cutOff && write(...args)) as typeof resp.write
    resp.end = ((...args: unknown[]) => (cutOff ? resp : end(...args))) as typeof resp.end
    return request.call(this, req, resp, ...rest)
  }
}

/**
 * The runtime worker talks to the function's process over a Unix socket through Node's global
 * agent, which keeps connections alive and reuses them: a request could go out on a connection
 * the function's server was closing after the previous answer, and break before any answer
 * (write EPIPE, then the emulator's own 500). One connection per request, as the worker's
 * `Connection: close` intends.
 */
function oneConnectionPerRequest(): void {
  const require = createRequire(import.meta.url)
  const { IPCConn } = require(join(emulatorCode, 'functionsEmulator.js')) as {
    IPCConn?: { prototype: { httpReqOpts(this: unknown): Record<string, unknown> } }
  }
  const httpReqOpts = IPCConn?.prototype.httpReqOpts
  if (typeof httpReqOpts !== 'function') {
    console.warn('local-emulator-fixes: firebase-tools has no IPCConn.httpReqOpts any more; not patched.')
    return
  }
  IPCConn!.prototype.httpReqOpts = function () {
    return { ...httpReqOpts.call(this), agent: false }
  }
}

/** Processes whose next kill() is skipped, once: see survivePartlyAnsweredRequests. */
const spared = new WeakSet<ChildProcess>()
const killPatched = new WeakSet<ChildProcess>()

function spareNextKill(child: ChildProcess): void {
  spared.add(child)
  if (killPatched.has(child)) return
  killPatched.add(child)
  const kill = child.kill.bind(child)
  child.kill = ((...args: Parameters<ChildProcess['kill']>) =>
    spared.delete(child) || kill(...args)) as ChildProcess['kill']
}

meetExpectContinue()
survivePartlyAnsweredRequests()
oneConnectionPerRequest()
