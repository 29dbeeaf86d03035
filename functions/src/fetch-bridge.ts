import { getRequestListener } from '@hono/node-server'
import type { Request, Response } from 'firebase-functions/v2/https'

/** Anything with a fetch-style handler, such as the Hono app createApp() returns. */
export interface FetchApp {
  fetch: (request: globalThis.Request) => globalThis.Response | Promise<globalThis.Response>
}

/**
 * Serves a fetch-style app from Cloud Functions' Node (Express) handler. Cloud Functions has
 * already read the body when the handler runs (req.body parsed, req.rawBody the bytes);
 * @hono/node-server builds the Request body from `rawBody` when it is there, so JSON and
 * multipart uploads reach the app byte for byte (tests/integration/stack/local-stack.stack.ts checks both through Hosting).
 */
export function toNodeHandler(app: FetchApp): (req: Request, res: Response) => Promise<void> {
  const listener = getRequestListener((request) => app.fetch(request))
  return async (req, res) => {
    await listener(req, res)
  }
}
