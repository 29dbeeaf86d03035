/**
 * The classes, ids and element names a page must have for a selector to match an element of it:
 * every class (`.name`), id (`#name`) and type (`h2`) the selector names outside brackets. A page that lacks
 * one cannot match, which settles most of a Tailwind stylesheet's selectors without walking the
 * page (critical-css-memo.ts). Anything this reader is not sure of (parentheses, a comma, an
 * unclosed bracket or string) gives null: the selector is then matched in full.
 */
export interface SelectorRequirements {
  classes: string[]
  ids: string[]
  /** Element names, lower case (HTML's are matched whatever their case). */
  tags: string[]
}

const HEX_DIGIT = /[0-9a-f]/i
const WHITESPACE = /[ \t\n\f\r]/
/** What this reader leaves to the full matcher: arguments, lists, strings, namespaces. */
const UNSURE = new Set(['(', ')', ',', '"', "'", '|'])

/** Whether `char` continues a CSS identifier (escapes are handled by the caller). */
const identifierChar = (char: string) => /[\w-]/.test(char) || char.charCodeAt(0) >= 0x80

/** The identifier that starts at `start`, unescaped, and where it ends. */
function readIdentifier(selector: string, start: number): { name: string; end: number } {
  let name = ''
  let at = start
  while (at < selector.length) {
    const char = selector[at]!
    if (char === '\\') {
      let hex = ''
      while (hex.length < 6 && HEX_DIGIT.test(selector[at + 1 + hex.length] ?? '')) {
        hex += selector[at + 1 + hex.length]
      }
      if (hex) {
        at += 1 + hex.length
        if (WHITESPACE.test(selector[at] ?? '')) at += 1
        const code = Number.parseInt(hex, 16)
        name += code === 0 || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code)
      } else {
        name += selector[at + 1] ?? '\uFFFD'
        at += 2
      }
      continue
    }
    if (!identifierChar(char)) break
    name += char
    at += 1
  }
  return { name, end: at }
}

/** Where the bracket opened at `start` closes (past it), or -1 when it does not. */
function skipBrackets(selector: string, start: number): number {
  let quote = ''
  for (let at = start + 1; at < selector.length; at++) {
    const char = selector[at]!
    if (char === '\\') {
      at += 1
    } else if (quote) {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === ']') {
      return at + 1
    }
  }
  return -1
}

export function selectorRequirements(selector: string): SelectorRequirements | null {
  const classes: string[] = []
  const ids: string[] = []
  const tags: string[] = []
  // Whether the next identifier would start a compound selector, which makes it a type name.
  let compoundStart = true
  let at = 0
  while (at < selector.length) {
    const char = selector[at]!
    if (UNSURE.has(char)) return null
    if (char === '[') {
      at = skipBrackets(selector, at)
      if (at < 0) return null
      compoundStart = false
    } else if (char === '.' || char === '#') {
      const { name, end } = readIdentifier(selector, at + 1)
      if (!name) return null
      ;(char === '.' ? classes : ids).push(name)
      at = end
      compoundStart = false
    } else if (WHITESPACE.test(char) || char === '>' || char === '+' || char === '~') {
      compoundStart = true
      at += 1
    } else if (char === '*') {
      compoundStart = false
      at += 1
    } else if (compoundStart && (char === '\\' || identifierChar(char))) {
      const { name, end } = readIdentifier(selector, at)
      if (!name) return null
      tags.push(name.toLowerCase())
      at = end
      compoundStart = false
    } else {
      // Anything else (a stray character, an escape mid-compound) is not read with certainty.
      return null
    }
  }
  return { classes, ids, tags }
}

/** A page's nodes as Beasties' parser gives them: what the search below reads. */
interface PageNode {
  type?: unknown
  name?: string
  attribs?: Record<string, string>
  children?: PageNode[]
}

export interface PageNames {
  classes: Set<string>
  ids: Set<string>
  tags: Set<string>
}

/** Every class, id and element name in the page (`class` split on whitespace, as selectors see it). */
export function namesInPage(root: PageNode): PageNames {
  const classes = new Set<string>()
  const ids = new Set<string>()
  const tags = new Set<string>()
  const visit = (node: PageNode) => {
    const { attribs, children } = node
    if (attribs) {
      if (node.name) tags.add(node.name.toLowerCase())
      const className = attribs.class
      if (className) for (const name of className.split(/[ \t\n\f\r]+/)) classes.add(name)
      if (attribs.id !== undefined) ids.add(attribs.id)
    }
    if (children) for (let index = 0; index < children.length; index++) visit(children[index]!)
  }
  visit(root)
  return { classes, ids, tags }
}

/** False when the page lacks a class or id the selector needs; true when it may match. */
export function mayMatch(requirements: SelectorRequirements, page: PageNames): boolean {
  return (
    requirements.classes.every((name) => page.classes.has(name)) &&
    requirements.ids.every((name) => page.ids.has(name)) &&
    requirements.tags.every((name) => page.tags.has(name))
  )
}
