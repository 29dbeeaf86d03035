/**
 * Focus marks survive forced-colors mode, as eslint.config.js enforces it: an element hides its
 * outline on focus with `focus:outline-hidden` or `focus-visible:outline-hidden` (shown again
 * where Windows' contrast themes drop the ring), never `outline-none`, nor a bare `outline-hidden`
 * (an outline at all times there), in the islands, the kit and the static pages alike.
 */
import { describe, expect, it } from 'vitest'
import { restrictedSyntaxProblems } from './lint-sample.ts'

const island = 'src/islands/gallery/photo-card.tsx'
const input = (className: string) => `export const Box = () => <input className=${className} />\n`

describe('focus mark rules', () => {
  it('outline-hidden, with a ring for the usual look, is how an element hides its outline', async () => {
    expect(await restrictedSyntaxProblems(island, input('"focus:ring-2 focus:outline-hidden"'))).toEqual([])
  })

  it('outline-none, bare or behind a variant, and a bare outline-hidden are refused, in a string or a template, in a screen or in the kit', async () => {
    for (const [file, className] of [
      [island, '"focus:ring-2 focus:outline-none"'],
      [island, '"outline-none"'],
      [island, '"rounded-lg outline-hidden focus-visible:ring-2"'],
      [island, "{`block ${'x'} focus-visible:outline-none`}"],
      ['src/islands/ui/field.tsx', '"rounded-lg focus:outline-none"'],
    ] as const) {
      const problems = await restrictedSyntaxProblems(file, input(className))
      expect(problems.length, `${file}: ${className}`).toBeGreaterThan(0)
      for (const problem of problems) expect(problem).toContain('outline-hidden')
    }
  })

  it('a static page is held to the same', async () => {
    const page = (className: string) => `---\n---\n<a href="/" class="${className}">Home</a>\n`
    const file = 'src/components/home/Sample.astro'
    expect(await restrictedSyntaxProblems(file, page('focus-visible:outline-hidden'))).toEqual([])
    expect(await restrictedSyntaxProblems(file, page('focus-visible:outline-none'))).not.toEqual([])
  })

  it('a class that merely contains the word is not refused', async () => {
    expect(await restrictedSyntaxProblems(island, input('"no-outline-none-here"'))).toEqual([])
  })
})
