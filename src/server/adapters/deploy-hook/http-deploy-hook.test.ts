import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { createHttpDeployHook, missingDeployHook } from './http-deploy-hook.ts'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A hook receiver on a free port that answers `status` and remembers what it was sent. */
async function receiver(status: number) {
  const seen: { headers: IncomingMessage['headers']; body: string }[] = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      seen.push({ headers: request.headers, body })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/rebuild`, seen }
}

describe('HTTP deploy hook', () => {
  test("sends GitHub's workflow_dispatch request with the bearer token", async () => {
    const { url, seen } = await receiver(204)
    await createHttpDeployHook({ url, token: 'hook-token-0123456789' }).trigger()
    expect(seen).toHaveLength(1)
    expect(seen[0]!.headers.authorization).toBe('Bearer hook-token-0123456789')
    expect(seen[0]!.headers.accept).toBe('application/vnd.github+json')
    expect(JSON.parse(seen[0]!.body)).toEqual({ ref: 'main' })
  })

  test('a refusal is an error that says what the hook answered', async () => {
    const { url } = await receiver(401)
    await expect(createHttpDeployHook({ url, token: 'wrong-token-0123456789' }).trigger()).rejects.toThrow(
      'the deploy hook answered 401 Unauthorized',
    )
  })

  test('a hook that is not listening is an error naming the connection failure', async () => {
    const { url } = await receiver(204)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    await expect(createHttpDeployHook({ url, token: 'hook-token-0123456789' }).trigger()).rejects.toThrow(
      /ECONNREFUSED/,
    )
  })

  test('with no hook configured, every call fails saying so', async () => {
    await expect(missingDeployHook.trigger()).rejects.toThrow('no deploy hook is configured')
  })
})
