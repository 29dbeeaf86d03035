/**
 * The headers Hosting sends come from firebase.json, the file production deploys. Its CSP is
 * production's own: no inline or eval'd script beyond the build's hashes, and no local origin
 * (the local stack serves a copy that adds the Auth emulator, scripts/stack.ts).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { authEmulatorHost, withAuthEmulatorOrigin } from '../../scripts/stack.ts'
import { BUILD_STAMP_FILE } from '../../src/build/build-stamp.ts'
import { BLOG_FEED_PATH } from '../../src/components/blog/blog-feed.ts'
import { STATUS_PAGE_PATH } from '../../src/domain/request-status.ts'

interface Config {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[]; ignore: string[] }
}
const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as Config

function cspOf(from: Config): Map<string, string> {
  const value = from.hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value
  expect(value, 'a CSP header for every path').toBeDefined()
  return new Map(
    value!.split(/;\s*/).map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources.join(' ')]
    }),
  )
}

describe("production's Content-Security-Policy (firebase.json)", () => {
  const csp = cspOf(config)

  test('runs no script but our own files and the hashed inline ones', () => {
    const scripts = csp.get('script-src')!.split(' ')
    expect(scripts[0]).toBe("'self'")
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
  })

  test('lets pages reach the API and Firebase Auth, and nothing on this machine', () => {
    expect(csp.get('connect-src')).toBe(
      "'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    )
    expect(JSON.stringify(config.hosting)).not.toMatch(/127\.0\.0\.1|localhost/)
  })

  test("the local stack's copy adds the Auth emulator to connect-src and changes nothing else", () => {
    const local = cspOf(withAuthEmulatorOrigin(config))
    expect(local.get('connect-src')).toBe(`${csp.get('connect-src')} http://${authEmulatorHost}`)
    expect(new Map([...local].filter(([name]) => name !== 'connect-src'))).toEqual(
      new Map([...csp].filter(([name]) => name !== 'connect-src')),
    )
    expect(cspOf(config).get('connect-src')).not.toContain(authEmulatorHost)
  })
})

test("a deploy leaves out the build's stamp: Hosting ignores every name that starts with a dot", () => {
  expect(BUILD_STAMP_FILE.startsWith('.')).toBe(true)
  expect(config.hosting.ignore).toContain('**/.*')
})

describe('the status page (/request-status) is private to whoever holds its link', () => {
  const rules = config.hosting.headers
  const index = rules.findIndex((rule) => rule.source === STATUS_PAGE_PATH)
  const headers = new Map(rules[index]?.headers.map(({ key, value }) => [key, value]))

  test('is never cached, never indexed, and sends no Referer', () => {
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(headers.get('X-Robots-Tag')).toBe('noindex')
    expect(headers.get('Referrer-Policy')).toBe('no-referrer')
  })

  test("comes after the rule for every path: Hosting applies a header's last matching rule", () => {
    expect(index).toBeGreaterThan(rules.findIndex((rule) => rule.source === '**'))
  })
})

test("the blog's feed is sent as RSS, and a reader's every poll asks again (a 304 while no post changed)", () => {
  // Hosting applies a header's last matching rule; only these name the feed's address.
  const headers = new Map(
    config.hosting.headers
      .filter((rule) => rule.source === BLOG_FEED_PATH)
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value] as const)),
  )
  expect(headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
  expect(headers.get('Cache-Control')).toBe('no-cache')
})
