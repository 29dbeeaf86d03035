import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { specText, type ExpectedLink } from './routes'

/** Path plus hash of a resolved URL, or the whole URL for tel:, mailto: and other hosts. */
export function target(href: string, origin: string): string {
  const url = new URL(href)
  if (url.origin !== origin) return url.href
  return url.pathname + url.hash
}

/** Visible text of the page with whitespace collapsed, as a reader sees it. */
export async function visibleText(page: Page): Promise<string> {
  const text = await page.locator('body').innerText()
  return text.replace(/\s+/g, ' ')
}

/** Fails with the whole list of spec strings the page does not show. */
export async function expectTexts(page: Page, texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await visibleText(page)
        return texts.filter((t) => !specText(t).test(shown))
      },
      { message: 'spec strings missing from the visible page' },
    )
    .toEqual([])
}

/** Every target that links named `name` inside `scope` point at. */
export async function linkTargets(scope: Locator, name: string | RegExp, origin: string): Promise<string[]> {
  const links = scope.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name })
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  return hrefs.map((h) => target(h, origin))
}

/** Fails with every expected link that is missing or points elsewhere. */
export async function expectLinks(scope: Locator, expected: ExpectedLink[], origin: string): Promise<void> {
  const problems: string[] = []
  for (const { name, href } of expected) {
    const targets = await linkTargets(scope, name, origin)
    if (!targets.includes(href)) {
      problems.push(
        targets.length === 0
          ? `no link named ${String(name)}`
          : `link ${String(name)} goes to ${targets.join(', ')}, expected ${href}`,
      )
    }
  }
  expect(problems, 'links that do not match the spec').toEqual([])
}

/** Stored theme choice, for tests that set it before the page loads. */
export const THEME_KEY = 'vite-ui-theme'
