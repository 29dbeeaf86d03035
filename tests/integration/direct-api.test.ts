/**
 * functions/src/direct-api.ts on a real Node server made the way both Cloud Functions runtimes
 * make theirs (http.createServer after our module loaded), with Express's body-parser standing
 * in for the platform: /api requests reach the API with their body unread, the rest the platform.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test, vi } from 'vitest'
import { isApiPath, serveApiRequestsDirectly } from '../../functions/src/direct-api.ts'

const undo: (() => void)[] = []
afterEach(() => {
  for (const step of undo.splice(0).reverse()) step()
  vi.unstubAllEnvs()
})

/** The platform: answers every request with HTML, as Express's default error page does. */
function platform(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(400, { 'Content-Type': 'text/html' }).end(`<pre>platform saw ${req.url}</pre>`)
}

/** The API: echoes the body it read from the stream, byte for byte. */
async function api(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  res
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ read: Buffer.concat(chunks).toString() }))
}

async function listen(): Promise<string> {
  const server = http.createServer(platform)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  undo.push(() => server.close())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test("in the api function's process, /api requests go to the API with their raw body; others to the platform", async () => {
  vi.stubEnv('FUNCTION_TARGET', 'api')
  undo.push(serveApiRequestsDirectly('api', () => api))
  const base = await listen()

  const apiAnswer = await fetch(`${base}/api/enquiries`, { method: 'POST', body: '{bad' })
  expect(apiAnswer.status).toBe(200)
  expect(await apiAnswer.json()).toEqual({ read: '{bad' })

  const other = await fetch(`${base}/__/health`)
  expect(await other.text()).toBe('<pre>platform saw /__/health</pre>')
  expect(await (await fetch(`${base}/apiary`)).text()).toBe('<pre>platform saw /apiary</pre>')
})

test("in any other function's process, nothing changes", async () => {
  vi.stubEnv('FUNCTION_TARGET', 'createDefaultAdmin')
  undo.push(serveApiRequestsDirectly('api', () => api))
  const base = await listen()
  expect(await (await fetch(`${base}/api/enquiries`, { method: 'POST', body: '{}' })).text()).toBe(
    '<pre>platform saw /api/enquiries</pre>',
  )
})

test('isApiPath: /api and below, with or without a query; not lookalikes', () => {
  expect(['/api', '/api/', '/api/posts?x=1', '/api?x'].every(isApiPath)).toBe(true)
  expect(['/apiary', '/', '/x/api/posts', undefined].some(isApiPath)).toBe(false)
})
