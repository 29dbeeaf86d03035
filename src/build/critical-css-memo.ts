/**
 * Beasties with its per-page work remembered (docs/decisions/021-critical-css.md, issue 31).
 *
 * For each page Beasties parses the whole stylesheet, keeps the rules whose selectors match the
 * page and prints what is left: the same 90 KB parsed and printed again on every page, most of
 * a build's time at a thousand posts. What it keeps depends on the stylesheet and on nothing of
 * the page but which of the stylesheet's selectors match it (comments, declarations, keyframes
 * and allowed rules are the stylesheet's own). So the matches are worked out here, with
 * Beasties' own matcher (`normalizeCssSelector`, then each container's `exists`), and a page
 * whose matches were seen before gets the rules Beasties printed then: the same bytes, without
 * the parse. Every post page of a blog tends to match the same selectors.
 *
 * It relies on two methods Beasties 0.5 has but does not declare (`processStyle`,
 * `normalizeCssSelector`); `createMemoBeasties` fails at once if they are missing, and
 * critical-css.test.ts compares its pages with plain Beasties'.
 */
import Beasties from 'beasties'
import postcss from 'postcss'
import {
  mayMatch,
  namesInPage,
  selectorRequirements,
  type SelectorRequirements,
} from './selector-requirements.ts'

/** The part of Beasties' DOM this file touches. */
interface StyleElement {
  textContent: string
  parentNode: unknown
  remove(): void
  $$name?: string
  $$reduce?: boolean
}

interface BeastiesDocument {
  beastiesContainers: { exists(selector: string): boolean }[]
  children: object[]
}

/** Beasties' undeclared methods this file builds on. */
interface BeastiesInternals {
  processStyle(style: StyleElement, document: BeastiesDocument): void
  normalizeCssSelector(selector: string): string
}

/** What processStyle left: the rules kept, or nothing (the `<style>` then leaves the page). */
type Kept = { removed: true } | { removed: false; text: string }

/** Bounds the remembered results when pages differ (each is the size of a page's inline rules). */
const MAX_REMEMBERED = 500

/** Every selector the sheet's rules list, each once: all that Beasties' matching asks about. */
function selectorsOf(sheet: string): string[] {
  const selectors = new Set<string>()
  postcss.parse(sheet).walkRules((rule) => {
    for (const selector of rule.selectors) selectors.add(selector)
  })
  return [...selectors]
}

export type MemoBeastiesOptions = NonNullable<ConstructorParameters<typeof Beasties>[0]>

export class MemoBeasties extends Beasties {
  readonly #selectors = new Map<string, string[]>()
  readonly #kept = new Map<string, Map<string, Kept>>()
  readonly #files = new Map<string, Promise<string>>()
  readonly #requirements = new Map<string, SelectorRequirements | null>()
  #remembered = 0

  /** Each stylesheet is read from disk once: the build does not change it while pages are processed. */
  override readFile(filename: string): Promise<string> {
    let text = this.#files.get(filename)
    if (!text) {
      text = Promise.resolve(super.readFile(filename))
      this.#files.set(filename, text)
    }
    return text
  }

  processStyle(style: StyleElement, document: BeastiesDocument): void {
    const internals = Beasties.prototype as unknown as BeastiesInternals
    const sheet = style.textContent
    if (style.$$reduce === false || !sheet) return internals.processStyle.call(this, style, document)

    const key = `${style.$$name ?? ''}\n${this.#matches(sheet, document)}`
    let bySheet = this.#kept.get(sheet)
    if (!bySheet) {
      bySheet = new Map()
      this.#kept.set(sheet, bySheet)
    }
    const kept = bySheet.get(key)
    if (kept?.removed) {
      if (style.parentNode) style.remove()
      return
    }
    if (kept) {
      style.textContent = kept.text
      return
    }
    internals.processStyle.call(this, style, document)
    if (this.#remembered >= MAX_REMEMBERED) return
    this.#remembered += 1
    bySheet.set(key, style.parentNode ? { removed: false, text: style.textContent } : { removed: true })
  }

  /** One character per selector of the sheet: whether the page has an element it matches. */
  #matches(sheet: string, document: BeastiesDocument): string {
    let selectors = this.#selectors.get(sheet)
    if (!selectors) {
      selectors = selectorsOf(sheet)
      this.#selectors.set(sheet, selectors)
    }
    const internals = this as unknown as BeastiesInternals
    const names = namesInPage(document)
    const seen = new Map<string, string>()
    let matches = ''
    for (const selector of selectors) {
      const normalized = internals.normalizeCssSelector(selector)
      let match = seen.get(normalized)
      if (match === undefined) {
        let requirements = this.#requirements.get(normalized)
        if (requirements === undefined) {
          requirements = selectorRequirements(normalized)
          this.#requirements.set(normalized, requirements)
        }
        // A page without a class or id the selector names has no element it matches.
        match = requirements && !mayMatch(requirements, names) ? '0' : matchOf(normalized, document)
        seen.set(normalized, match)
      }
      matches += match
    }
    return matches
  }
}

/** As Beasties decides it: 1 when some element matches; 0 when none does or it cannot tell. */
function matchOf(selector: string, document: BeastiesDocument): string {
  if (!selector) return '0'
  try {
    return document.beastiesContainers.some((container) => container.exists(selector)) ? '1' : '0'
  } catch {
    return '0'
  }
}

export function createMemoBeasties(options: MemoBeastiesOptions): MemoBeasties {
  const internals = Beasties.prototype as unknown as Partial<BeastiesInternals>
  if (typeof internals.processStyle !== 'function' || typeof internals.normalizeCssSelector !== 'function') {
    throw new Error(
      'beasties no longer has processStyle and normalizeCssSelector: see src/build/critical-css-memo.ts',
    )
  }
  return new MemoBeasties(options)
}
