import type { IncomingMessage, ServerResponse } from 'node:http'
import { finished } from 'node:stream'
import { getRequestListener } from '@hono/node-server'

/** Anything with a fetch-style handler, such as the Hono app createApp() returns. */
export interface FetchApp {
  fetch: (request: globalThis.Request, env?: unknown) => globalThis.Response | Promise<globalThis.Response>
}

/**
 * Serves a fetch-style app from a Node request handler. Requests under /api reach it straight
 * from the server (direct-api.ts), their body still a stream the app reads and limits itself.
 * Anything else comes through Cloud Functions' Express handler, which has read the body
 * already (req.rawBody); @hono/node-server builds the Request body from `rawBody` when it is
 * there. The Node request and response are passed to the app as `env` (incoming, outgoing).
 *
 * A body the app did not read to the end (refused by its Content-Length, or past a limit as it
 * streamed in) is read to its end and dropped before the answer ends: see discardUnreadBody.
 */
export function toNodeHandler(app: FetchApp): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const listener = getRequestListener((request, env) => app.fetch(request, env), {
    autoCleanupIncoming: false,
  })
  return async (req, res) => {
    holdEndUntilBodyRead(req, res)
    await listener(req, res)
  }
}

/**
 * The answer's last byte goes out only once the request body has been read to its end. When the
 * connection is to close after this answer (the sender said `Connection: close`, as the functions
 * emulator's worker does), Node closes it as soon as the answer is finished (resOnFinish:
 * socket.destroySoon()), whether the body has arrived or not.
 */
function holdEndUntilBodyRead(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((...args: unknown[]) => {
    if (req.readableEnded || req.destroyed) return end(...args)
    discardUnreadBody(req)
    finished(req, () => end(...args))
    return res
  }) as typeof res.end
}

/**
 * Reads what is left of a request body and keeps none of it, however long that takes.
 *
 * The sender is never a browser here but the platform's proxy, which holds the whole body
 * already and writes all of it (at most 32 MB in production; the functions emulator buffers
 * any size before calling us). Closing the connection under it, as @hono/node-server's own
 * clean-up does after 500 ms or 64 MB, breaks its write (EPIPE, ECONNRESET): the emulator's
 * runtime worker then writes a 500 over the answer already sent, which throws, and the firebase
 * CLI exits with every emulator (issue 27; docs/decisions/033-request-bodies-on-the-local-stack.md).
 * Dropping bytes costs no memory, and the platform's timeout bounds the time.
 */
function discardUnreadBody(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return
  // The app's body stream (Readable.toWeb) pauses the request after every chunk once its queue
  // is full, and nothing reads that queue any more: take it off, then let the bytes fall.
  req.removeAllListeners('data')
  req.resume()
}
