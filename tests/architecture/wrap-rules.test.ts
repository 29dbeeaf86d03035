/**
 * One way to wrap what people type, as eslint.config.js enforces it on the islands: user text
 * takes `wrap-anywhere` and an e-mail address is the kit's <EmailAddress>; `break-words` and
 * `break-all` are refused, except inside <EmailAddress> itself.
 */
import { describe, expect, it } from 'vitest'
import { restrictedSyntaxProblems } from './lint-sample.ts'

const island = 'src/islands/gallery/photo-card.tsx'

describe('wrap rules', () => {
  it('an island wraps typed text with wrap-anywhere', async () => {
    const source = `export const Title = ({ t }: { t: string }) => <h3 className="font-semibold wrap-anywhere">{t}</h3>\n`
    expect(await restrictedSyntaxProblems(island, source)).toEqual([])
  })

  it('break-words and break-all are refused, in a string or a template, in a screen or in the kit', async () => {
    for (const [file, className] of [
      [island, '"font-semibold break-words"'],
      [island, '"break-all"'],
      [island, "{`mt-1 ${'x'} break-all`}"],
      ['src/islands/ui/photo-viewer.tsx', '"text-base break-words"'],
    ] as const) {
      const source = `export const Title = ({ t }: { t: string }) => <h3 className=${className}>{t}</h3>\n`
      const problems = await restrictedSyntaxProblems(file, source)
      expect(problems.length, `${file}: ${className}`).toBeGreaterThan(0)
      for (const problem of problems) expect(problem).toContain('wrap-anywhere')
    }
  })

  it('a class that merely contains the words is not refused', async () => {
    const source = `export const Row = () => <div className="no-break-words-here break-allowed">x</div>\n`
    expect(await restrictedSyntaxProblems(island, source)).toEqual([])
  })

  it("the kit's EmailAddress chooses how an address wraps", async () => {
    const source = `export const A = () => <span className="break-words">a@b.c</span>\n`
    expect(await restrictedSyntaxProblems('src/islands/ui/email-address.tsx', source)).toEqual([])
  })
})
