/**
 * The API on a plain Node HTTP server with the local adapters: for the benchmark and for
 * running the API without the emulators. `node src/server/serve-node.ts` reads the same
 * configuration as the function (see env.ts) and prints the address it listens on.
 */
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { compose } from './compose.ts'
import { parseEnv } from './env.ts'

export interface ServeOptions {
  port: number
  hostname: string
}

/** Serves the app; resolves once listening, with the URL and the server (close it when done). */
export function serveApi(
  app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> },
  { port, hostname }: ServeOptions,
): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({ url: `http://${hostname}:${info.port}`, server })
    })
  })
}

async function main(): Promise<void> {
  const env = parseEnv()
  if (env.STORAGE !== 'local') throw new Error('serve-node.ts runs the local adapters only (STORAGE=local)')
  const { initializeApp } = await import('firebase-admin/app')
  const { getAuth } = await import('firebase-admin/auth')
  const { createFirebaseIdentity } = await import('./adapters/firebase-auth/firebase-identity.ts')
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID ?? 'demo-harbourline'
  const identity = createFirebaseIdentity(getAuth(initializeApp({ projectId })))
  // No proxy in front of this server: the socket's peer is the caller (proxyHops 0, the default).
  // No deploy hook: a save is kept, and the admin is told nothing can be published.
  const { app } = await compose({ settings: env, identity })
  const { url, server } = await serveApi(app, { port: env.PORT, hostname: env.HOST })
  console.log(`API listening on ${url}`)
  const stop = () => server.close(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
