import type { IncomingMessage, ServerResponse } from 'node:http'
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
 */
export function toNodeHandler(app: FetchApp): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const listener = getRequestListener((request, env) => app.fetch(request, env))
  return async (req, res) => {
    await listener(req, res)
  }
}
