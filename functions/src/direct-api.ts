import http, { type IncomingMessage, type ServerResponse } from 'node:http'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/** The paths the API answers (firebase.json rewrites /api/** to the `api` function). */
export function isApiPath(url: string | undefined): boolean {
  return url === '/api' || url?.startsWith('/api/') === true || url?.startsWith('/api?') === true
}

/**
 * In the process serving the function named `functionName`, hands every /api request to
 * `handler` before the platform sees it; everything else (health checks, other paths) still
 * goes to the platform.
 *
 * Why: the functions framework and the emulator's runtime (firebase-tools
 * lib/emulator/functionsEmulatorRuntime.js) run body-parser on every request before our
 * function: a malformed JSON body gets Express's HTML error page (functions-framework-nodejs
 * #686), a gzip body is inflated before the API's 1 MB limit, and up to 32 MB is buffered. Both
 * create their server with http.createServer after loading this module, so wrapping it here
 * lets the API read the raw stream itself (its own JSON errors, limits counted as bytes arrive).
 * Each function runs in its own process, named by FUNCTION_TARGET in production and in the
 * emulator alike, so the callable and any other function are left untouched.
 * Returns what undoes it.
 */
export function serveApiRequestsDirectly(functionName: string, handler: () => NodeHandler): () => void {
  if (process.env.FUNCTION_TARGET !== functionName) return () => {}
  const createServer = http.createServer
  http.createServer = ((...args: Parameters<typeof http.createServer>) => {
    const server = createServer(...args)
    const platform = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
    server.removeAllListeners('request')
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (isApiPath(req.url)) return void handler()(req, res)
      for (const listener of platform) listener.call(server, req, res)
    })
    return server
  }) as typeof http.createServer
  /** Puts the platform's createServer back (for tests). */
  return () => {
    http.createServer = createServer
  }
}
