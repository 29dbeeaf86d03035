import { parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { mayMatch, namesInPage, selectorRequirements } from './selector-requirements.ts'

// The class names here are no Tailwind utilities: Tailwind reads this file for class names too,
// and a utility named here would land in the site's stylesheet.
describe('selectorRequirements', () => {
  it('reads the classes, ids and element names of every compound, escapes undone', () => {
    expect(selectorRequirements('.menu\\:open')).toEqual({ classes: ['menu:open'], ids: [], tags: [] })
    expect(selectorRequirements('.card\\/wide.\\31 0')).toEqual({
      classes: ['card/wide', '10'],
      ids: [],
      tags: [],
    })
    expect(selectorRequirements('#menu > UL li+a.active')).toEqual({
      classes: ['active'],
      ids: ['menu'],
      tags: ['ul', 'li', 'a'],
    })
  })

  it('skips what is inside brackets, quoted or not', () => {
    expect(selectorRequirements('.site-header[data-state=open] .x')).toEqual({
      classes: ['site-header', 'x'],
      ids: [],
      tags: [],
    })
    expect(selectorRequirements('a[href$=".pdf"]')).toEqual({ classes: [], ids: [], tags: ['a'] })
    expect(selectorRequirements('*')).toEqual({ classes: [], ids: [], tags: [] })
  })

  it('leaves to the full matcher what it cannot read with certainty', () => {
    for (const selector of ['.a:is(.b)', '.a, .b', '[data-x="1"', 'svg|a', '75%']) {
      expect(selectorRequirements(selector)).toBeNull()
    }
  })
})

describe('mayMatch', () => {
  const names = namesInPage(
    parseDocument(
      '<html class="dark"><body><div id="top" class="card\n  menu:open"><SPAN>x</SPAN></div></body></html>',
    ),
  )

  it('is false only when the page lacks a class, id or element the selector names', () => {
    const may = (selector: string) => mayMatch(selectorRequirements(selector)!, names)
    expect(may('.dark .card')).toBe(true)
    expect(may('.menu\\:open')).toBe(true)
    expect(may('#top span')).toBe(true)
    expect(may('div > .card.hidden')).toBe(false)
    expect(may('#bottom')).toBe(false)
    expect(may('video')).toBe(false)
  })
})
