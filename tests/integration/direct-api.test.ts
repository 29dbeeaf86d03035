/**
 * functions/src/direct-api.ts on a real Node server made the way both Cloud Functions runtimes
 * make theirs (http.createServer after our module loaded), with Express's body-parser standing
 * in for the platform: /api requests reach the API with their body unread, the rest the platform.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { gzipSync } from 'node:zlib'
import bodyParser from 'body-parser'
import express from 'express'
import {
  isApiPath,
  readCallableBodiesFirst,
  serveApiRequestsDirectly,
} from '../../functions/src/direct-api.ts'

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

async function listen(handler: Parameters<typeof http.createServer>[1] = platform): Promise<string> {
  const server = http.createServer(handler)
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

describe('a callable behind an /api rewrite', () => {
  /** The platform as the emulator's runtime is: Express, body-parser first, the callable after. */
  function callablePlatform() {
    const app = express()
    app.use(
      bodyParser.json({ limit: '32mb', verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }) }),
    )
    app.use((req, res) => {
      res.json({
        data: (req.body as { data?: unknown }).data,
        raw: String((req as { rawBody?: Buffer }).rawBody),
      })
    })
    return app
  }

  async function start() {
    vi.stubEnv('FUNCTION_TARGET', 'createDefaultAdmin')
    undo.push(readCallableBodiesFirst('createDefaultAdmin', 1024))
    return listen(callablePlatform())
  }
  const post = (base: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/bootstrap/create-default-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    })

  test('a good body reaches the callable parsed, with its raw bytes', async () => {
    const response = await post(await start(), '{"data":{"secret":"s"}}')
    expect(await response.json()).toEqual({ data: { secret: 's' }, raw: '{"data":{"secret":"s"}}' })
  })

  test.each([
    ['{bad', {}, 400, 'validation_failed'],
    ['"str"', {}, 400, 'validation_failed'],
    ['null', {}, 400, 'validation_failed'],
    ['x'.repeat(2048) as string, {}, 413, 'too_large'],
    [gzipSync('{"data":{}}'), { 'Content-Encoding': 'gzip' }, 415, 'unsupported_media_type'],
    ['{"data":{}}', { 'Content-Type': 'text/plain' }, 415, 'unsupported_media_type'],
  ] as const)('body %# gets the API error shape, status $2', async (body, headers, status, code) => {
    const response = await post(await start(), body, headers)
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code)
  })
})
