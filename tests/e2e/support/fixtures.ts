import { test as base, expect } from '@playwright/test'
import { withoutDeletedMedia } from './deleted-media'

/**
 * `test` for every spec: anything that goes wrong in the page fails the test that caused it
 * (STYLE.md, section 7): a `console.error`, an uncaught exception, anything the page's
 * Content-Security-Policy blocked, or a request to our own origin that fails or answers 4xx/5xx. A test that expects one says so with
 * `errors.allow(pattern)`. One case is judged from the data instead: a 404 for the picture of a
 * record another test deleted meanwhile (see deleted-media.ts).
 */
export interface ErrorGuard {
  /** Accept console errors, page errors and failed requests whose text matches. */
  allow(pattern: string | RegExp): void
  /** Accept the 404 of this one path: its response and the console line Chromium logs for it. */
  allowNotFound(path: string): void
}

/** What Chromium logs when a page or a resource answers 404; only the 404 tests expect it. */
const NOT_FOUND_RESOURCE = 'Failed to load resource: the server responded with a status of 404'

export const test = base.extend<{ errors: ErrorGuard }>({
  errors: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1:5000').origin
      const allowed: (string | RegExp)[] = []
      const problems: string[] = []
      const isAllowed = (text: string) =>
        allowed.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)))
      // Judged at the end, so a test may allow an error after it happened.
      const report = (text: string) => problems.push(text)

      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const where = message.location().url
        report(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`)
      })
      context.on('weberror', (error) => report(`page error: ${error.error().message}`))
      // What the CSP blocks would be blocked in production too (the same header, firebase.json).
      await context.addInitScript(() => {
        addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`,
          ),
        )
      })
      context.on('requestfailed', (request) => {
        if (!request.url().startsWith(origin)) return
        const failure = request.failure()?.errorText ?? 'unknown'
        // A navigation cancels what the previous page was still loading; that is not a fault.
        if (failure === 'net::ERR_ABORTED') return
        report(`request failed: ${request.method()} ${request.url()}: ${failure}`)
      })
      context.on('response', (response) => {
        if (!response.url().startsWith(origin) || response.status() < 400) return
        report(`HTTP ${response.status()} for ${response.request().method()} ${response.url()}`)
      })

      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      await use({
        allow: (pattern) => allowed.push(pattern),
        allowNotFound: (path) => {
          const url = escape(new URL(path, origin).href)
          allowed.push(new RegExp(`^console.error: ${escape(NOT_FOUND_RESOURCE)}.*\\(at ${url}\\)$`))
          allowed.push(new RegExp(`^HTTP 404 for GET ${url}$`))
        },
      })

      const unexpected = await withoutDeletedMedia(problems.filter((text) => !isAllowed(text)))
      expect(unexpected, `unexpected errors in the page:\n${unexpected.join('\n')}`).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
