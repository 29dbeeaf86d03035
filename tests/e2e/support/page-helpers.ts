import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { specText, type ExpectedLink } from './routes'

/** Path plus hash of a resolved URL, or the whole URL for tel:, mailto: and other hosts. */
function target(href: string, origin: string): string {
  const url = new URL(href)
  if (url.origin !== origin) return url.href
  return url.pathname + url.hash
}

/**
 * Fails with the whole list of spec strings the page does not show. Text is matched as written
 * in the page (CSS may still display it in capitals): a string counts when the innermost
 * element holding it is visible.
 */
export async function expectTexts(page: Page, texts: string[]): Promise<void> {
  const patterns = texts.map((t) => ({ text: t, source: specText(t).source }))
  await expect
    .poll(
      () =>
        page.evaluate((patterns) => {
          const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'])
          const elements = [...document.body.querySelectorAll('*')].filter((el) => !skip.has(el.tagName))
          const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ')
          return patterns
            .filter(({ source }) => {
              const pattern = new RegExp(source)
              const holders = elements.filter((el) => pattern.test(textOf(el)))
              const innermost = holders.filter(
                (el) => !holders.some((other) => other !== el && el.contains(other)),
              )
              return !innermost.some((el) => el.checkVisibility({ visibilityProperty: true }))
            })
            .map(({ text }) => text)
        }, patterns),
      { message: 'spec strings missing from the visible page' },
    )
    .toEqual([])
}

/**
 * Every target that links named `name` inside `scope` point at. A string name must start the
 * accessible name (a link may add words for screen readers: "Learn More about Cooling Systems").
 */
async function linkTargets(scope: Locator, name: string | RegExp, origin: string): Promise<string[]> {
  const pattern =
    typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : name
  const links = scope.getByRole('link', { name: pattern })
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  return hrefs.map((h) => target(h, origin))
}

/** Fails with every expected link that is missing or points elsewhere. */
export async function expectLinks(scope: Locator, expected: ExpectedLink[], origin: string): Promise<void> {
  const problems: string[] = []
  for (const { name, href } of expected) {
    const targets = await linkTargets(scope, name, origin)
    const wanted = [href].flat()
    if (!targets.some((t) => wanted.includes(t))) {
      problems.push(
        targets.length === 0
          ? `no link named ${String(name)}`
          : `link ${String(name)} goes to ${targets.join(', ')}, expected ${wanted.join(' or ')}`,
      )
    }
  }
  expect(problems, 'links that do not match the spec').toEqual([])
}

/** Stored theme choice, for tests that set it before the page loads. */
export const THEME_KEY = 'vite-ui-theme'

/**
 * Scrolls through the page so every reveal-on-scroll element has appeared, back to the top,
 * then waits until no finite animation or transition is still running (a half-faded element
 * would give a false contrast reading). Endless decorations such as a pulsing dot are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(innerHeight * 0.6))
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    scrollTo(0, 0)
  })
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  )
}

/**
 * The visible toast with this title and text; `destructive` (when given) checks how it looks.
 * Toasts replace each other, so look for one right after the action that shows it.
 */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  { destructive, timeout = 15_000 }: { destructive?: boolean; timeout?: number } = {},
): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title })
  await expect(toast.first()).toBeVisible({ timeout })
  if (description !== undefined) await expect(toast.first()).toContainText(description)
  if (destructive === true) await expect(toast.first()).toHaveAttribute('data-type', 'error')
  if (destructive === false) await expect(toast.first()).not.toHaveAttribute('data-type', 'error')
  // Seen is not enough: a toast under a modal's inert or aria-hidden page is never announced.
  expect(
    await toast.first().evaluate((element) => element.closest('[inert], [aria-hidden="true"]') === null),
  ).toBe(true)
}

/**
 * The toast is the topmost thing where it is drawn and reachable, as `expectToast` checks, while
 * a modal dialog is open: not under its backdrop.
 */
export async function expectToastAboveDialog(page: Page, title: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title })
  await expect(toast).toBeVisible()
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        const hidden = element.closest('[inert], [aria-hidden="true"]') !== null
        return !hidden && top !== null && element.contains(top)
      }),
    )
    .toBe(true)
}

/**
 * Opens a page and waits until its `client:load` islands have hydrated (Astro drops `ssr`
 * then): before that, a click lands on server-rendered markup that nothing listens to yet.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('astro-island[ssr][client="load"]')).toHaveCount(0, { timeout: 15_000 })
}

/** A toast as the page showed it, kept by `recordToasts`. */
export interface RecordedToast {
  title: string
  description: string
  /** sonner's type: 'error' for a destructive toast, null for a plain one. */
  type: string | null
  /** How many toasts were on show with it. */
  visibleWith: number
}

const TOASTS_KEY = 'e2e-toasts'

/**
 * Keeps every toast the tab shows from now on, in sessionStorage, which the next page of the
 * same tab still has: for a page that shows a toast and then moves on by itself, its toast is
 * read after the move, however fast or slow the machine (a check on the old page would race
 * the page's own timer, and Playwright's checks wait while a navigation is under way).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const kept = new WeakSet<Element>()
    const keep = () => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const title = toast.querySelector('[data-title]')?.textContent ?? ''
        if (kept.has(toast) || !title) continue
        kept.add(toast)
        const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
        list.push({
          title,
          description: toast.querySelector('[data-description]')?.textContent ?? '',
          type: toast.getAttribute('data-type'),
          visibleWith: document.querySelectorAll('[data-sonner-toast][data-visible="true"]').length,
        })
        sessionStorage.setItem(key, JSON.stringify(list))
      }
    }
    new MutationObserver(keep).observe(document, { subtree: true, childList: true, characterData: true })
  }, TOASTS_KEY)
}

/** The toasts this tab has shown since `recordToasts`, oldest first. */
export function recordedToasts(page: Page): Promise<RecordedToast[]> {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as RecordedToast[],
    TOASTS_KEY,
  )
}

/**
 * Closes every toast on the page and waits until none is left: a toast from an earlier step stays
 * under a dialog opened after it, dimmed by the dialog's backdrop, and axe counts its contrast.
 */
export async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
    // A toast may leave on its own timer between the listing and the click.
    await close.click({ timeout: 2_000 }).catch(() => undefined)
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** One readable line per element axe-core finds a problem with, so a report says what and where. */
function describeViolations(violations: AxeViolations): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `[${v.impact}] ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  )
}

/**
 * The dark theme changes colours and nothing else, so in dark mode only the rules about colour
 * can find something the light run did not.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Emulates the system's scheme and waits until the page's theme follows it and stops moving. */
async function showTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme })
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('dark') === dark &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    colorScheme === 'dark',
    { timeout: 5_000 },
  )
}

/** axe measures colours as drawn: waits until every toast has finished fading in. */
async function settleToasts(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) => getComputedStyle(toast).opacity === '1',
        ),
      ),
    )
    .toBe(true)
}

/**
 * Fails with one line per element axe-core finds a problem with, in both themes on the page as it
 * stands: every rule in light, then the colour rules in dark (ThemeInit follows the system's
 * scheme live, so one load serves both). A toast showing is held by the pointer, as a reader
 * holds it, so it cannot fade on its timer while axe reads its colours. The page is left in the
 * scheme it was in.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
  const toasts = page.locator('[data-sonner-toast]')
  const toast =
    (await toasts.count()) > 0
      ? await toasts
          .first()
          .boundingBox({ timeout: 1_000 })
          .catch(() => null)
      : null
  if (toast) await page.mouse.move(toast.x + toast.width / 2, toast.y + toast.height / 2)
  await settleToasts(page)
  await showTheme(page, 'light')
  const light = describeViolations((await new AxeBuilder({ page }).analyze()).violations)
  expect(light, `axe-core violations in light mode:\n${light.join('\n')}`).toEqual([])
  await showTheme(page, 'dark')
  const dark = describeViolations(
    (await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze()).violations,
  )
  expect(dark, `axe-core violations in dark mode:\n${dark.join('\n')}`).toEqual([])
  if (!wasDark) await showTheme(page, 'light')
}

/** How far the page reaches past the screen's right edge, in CSS pixels: 0 when it fits. */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The visible icons narrower than tall, named by their classes: every icon of the site is square. */
export const squeezedIcons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg.lucide')]
      .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && box.width + 0.5 < box.height)
      .map(
        ({ icon, box }) =>
          `${icon.getAttribute('class')}: ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`,
      ),
  )

/**
 * Text cut off by the screen's right edge: a line that starts on the screen and ends past it. A
 * table that scrolls sideways in its own box, and text only screen readers get, are left out;
 * text cut short with an ellipsis counts where its box ends.
 */
export const wordsPastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const leftOut = (element: Element | null) => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (
          ['auto', 'scroll'].includes(style.overflowX) ||
          style.clip !== 'auto' ||
          style.clipPath !== 'none'
        )
          return true
      }
      return false
    }
    const cut: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || leftOut(node.parentElement)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // Text cut on purpose, with an ellipsis, is judged by its box, where the ellipsis is drawn.
      const parent = node.parentElement
      const lines =
        parent && getComputedStyle(parent).textOverflow === 'ellipsis'
          ? [parent.getBoundingClientRect()]
          : range.getClientRects()
      for (const line of lines)
        if (line.width > 0 && line.left < width && line.right > width + 1)
          cut.push(`"${node.textContent.trim().slice(0, 40)}" ends at ${Math.round(line.right)} px`)
    }
    return cut
  })

/** Fails where the page is wider than the screen or words run past its edge, saying `where`. */
export async function expectWordsOnTheScreen(page: Page, where: string): Promise<void> {
  expect(await sideways(page), `${where} is wider than the screen`).toBe(0)
  expect(await wordsPastTheEdge(page), where).toEqual([])
}
