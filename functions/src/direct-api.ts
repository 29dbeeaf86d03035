import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { AppError } from '../../src/domain/api-error.ts'
import { BAD_JSON, NOT_JSON } from '../../src/server/middleware/body.ts'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown
type Intercept = (req: IncomingMessage, res: ServerResponse, platform: NodeHandler) => void

/** The paths the API answers (firebase.json rewrites /api/** to the `api` function). */
export function isApiPath(url: string | undefined): boolean {
  return url === '/api' || url?.startsWith('/api/') === true || url?.startsWith('/api?') === true
}

/**
 * Why this module: the functions framework and the emulator's runtime (firebase-tools
 * lib/emulator/functionsEmulatorRuntime.js) run body-parser on every request before our
 * function: a malformed JSON body gets Express's HTML error page (functions-framework-nodejs
 * #686), a gzip body is inflated before any limit of ours, and up to 32 MB is buffered. Both
 * create their server with http.createServer after loading this module, so wrapping it lets us
 * see /api requests first. Each function runs in its own process, named by FUNCTION_TARGET in
 * production and in the emulator alike, so only the named function's process is touched.
 * Each returns what undoes it (for tests).
 */
function interceptApiRequests(functionName: string, intercept: Intercept): () => void {
  if (process.env.FUNCTION_TARGET !== functionName) return () => {}
  const createServer = http.createServer
  http.createServer = ((...args: Parameters<typeof http.createServer>) => {
    const server = createServer(...args)
    const listeners = server.listeners('request') as NodeHandler[]
    const platform: NodeHandler = (req, res) => {
      for (const listener of listeners) listener.call(server, req, res)
    }
    server.removeAllListeners('request')
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (isApiPath(req.url)) intercept(req, res, platform)
      else platform(req, res)
    })
    return server
  }) as typeof http.createServer
  return () => {
    http.createServer = createServer
  }
}

/**
 * The API's function: /api requests go to `handler` (the Hono app) with their body unread, so
 * the API answers every one itself (its JSON errors, limits counted as bytes arrive).
 * Everything else (health checks, other paths) still goes to the platform.
 */
export function serveApiRequestsDirectly(functionName: string, handler: () => NodeHandler): () => void {
  return interceptApiRequests(functionName, (req, res) => void handler()(req, res))
}

/**
 * A callable reached through an /api rewrite: its JSON body is read here, at most `maxBytes`,
 * uncompressed, and refused in the API's error shape when it is not a JSON object; a good one
 * is handed to the platform already parsed (req.body, req.rawBody; body-parser skips a request
 * whose body was read: `_body` in 1.x, a finished stream in 2.x), so the callable runs as usual.
 */
export function readCallableBodiesFirst(functionName: string, maxBytes: number): () => void {
  return interceptApiRequests(functionName, (req, res, platform) => {
    if (req.method !== 'POST') return void platform(req, res)
    const refuse = (error: AppError) => {
      res.writeHead(error.status, {
        'Content-Type': 'application/json; charset=UTF-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      res.end(JSON.stringify(error.toBody()))
      // Read the rest and drop it, keeping nothing: closing instead breaks the emulator's pipe
      // to this process (EPIPE) for the requests after.
      req.resume()
    }
    const encoding = req.headers['content-encoding']
    if (encoding !== undefined && !/^\s*(?:identity)?\s*$/i.test(encoding)) {
      return void refuse(
        new AppError('unsupported_media_type', 'Send the request body uncompressed (no Content-Encoding)'),
      )
    }
    if (!/^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '')) {
      return void refuse(new AppError('unsupported_media_type', NOT_JSON))
    }
    const tooLarge = new AppError('too_large', `The request body is too large (${maxBytes} bytes at most)`)
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return void refuse(tooLarge)

    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    req.on('data', (chunk: Buffer) => {
      if (refused) return
      size += chunk.byteLength
      if (size > maxBytes) {
        refused = true
        return void refuse(tooLarge)
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (refused) return
      const rawBody = Buffer.concat(chunks)
      let body: unknown
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        return void refuse(new AppError('validation_failed', BAD_JSON))
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return void refuse(new AppError('validation_failed', 'The request body must be a JSON object'))
      }
      Object.assign(req, { body, rawBody, _body: true })
      platform(req, res)
    })
  })
}
