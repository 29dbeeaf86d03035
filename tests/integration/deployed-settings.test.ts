/**
 * The deployed `api` function (functions/src/index.ts) as Cloud Functions runs it: outside the
 * emulator, with no STORAGE setting. With a production setting missing or still a placeholder it
 * refuses to start: every request gets the API's JSON error and the log names what is wrong,
 * rather than the API mailing enquiry notices to an address nobody reads.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test, vi } from 'vitest'
import { ApiErrorBodySchema } from '../../src/domain/api-error.ts'

afterAll(() => vi.unstubAllEnvs())

test('the deployed API refuses to start on a placeholder or missing setting, and says which', async () => {
  vi.stubEnv('FUNCTIONS_EMULATOR', '')
  vi.stubEnv('STORAGE', '')
  vi.stubEnv('DEFAULT_ADMIN_SECRET', 'a-long-enough-secret')
  vi.stubEnv('SITE_URL', 'https://www.harbourline.com.au')
  vi.stubEnv('MAIL_FROM', 'Harbourline Services <no-reply@harbourline.com.au>')
  vi.stubEnv('BUSINESS_EMAIL', 'hello@harbourline.example')
  vi.stubEnv('DEFAULT_ADMIN_EMAIL', '')
  const logged: unknown[][] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args))
  const { api } = await import('../../functions/src/index.ts')

  const server = http.createServer((req, res) => void api(req as never, res as never))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/posts`)
    expect(answer.status).toBe(500)
    expect(ApiErrorBodySchema.parse(await answer.json()).error.message).toBe(
      'The site is being set up. Please try again later, or give us a call.',
    )
  } finally {
    server.close()
    consoleError.mockRestore()
  }
  const why = String(logged.flat().find((entry) => entry instanceof Error))
  expect(why).toContain('BUSINESS_EMAIL "hello@harbourline.example" is a placeholder address')
  expect(why).toContain('DEFAULT_ADMIN_EMAIL is not set')
})
