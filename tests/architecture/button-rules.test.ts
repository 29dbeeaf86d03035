/**
 * The kit's one button, as eslint.config.js enforces it on the islands: an island writes
 * `<Button variant=…>` or `buttonClass()` (src/islands/ui/button.tsx), never the `btn` classes
 * those are made of. Each case lints a small island as if it were written in that file.
 */
import { describe, expect, it } from 'vitest'
import { restrictedSyntaxProblems as buttonProblems } from './lint-sample.ts'

const island = 'src/islands/gallery/photo-actions.tsx'

describe('button rules', () => {
  it("an island uses the kit's Button and buttonClass", async () => {
    const source = `import { Button, buttonClass } from '../ui/button.tsx'
export const Actions = () => (
  <>
    <Button variant="secondary">Cancel</Button>
    <a href="/home" className={buttonClass('primary', 'md', 'mt-4')}>Home</a>
  </>
)
`
    expect(await buttonProblems(island, source)).toEqual([])
  })

  it('an island may not write the btn classes itself, in a string or a template', async () => {
    for (const className of [
      '"btn btn-primary"',
      '"mt-4 btn"',
      "{`btn ${'btn-outline'}`}",
      "{`px-3 ${'x'} btn-accent`}",
    ]) {
      const source = `export const Save = () => <button type="button" className=${className}>Save</button>\n`
      const problems = await buttonProblems(island, source)
      expect(problems.length, className).toBeGreaterThan(0)
      for (const problem of problems) expect(problem).toContain('<Button')
    }
  })

  it("a <button> is the kit's Button, not a button dressed with buttonClass()", async () => {
    const source = `import { buttonClass } from '../ui/button.tsx'
export const Edit = () => <button type="button" className={buttonClass('secondary', 'sm')}>Edit</button>
`
    const problems = await buttonProblems(island, source)
    // Refused twice: as a raw <button> (kit-control-rules.test.ts) and as one dressed like the kit's.
    expect(problems).toHaveLength(2)
    for (const problem of problems) expect(problem).toContain('<Button')
    // Inside the kit a raw <button> is allowed, but still not one dressed with buttonClass().
    expect(await buttonProblems('src/islands/ui/toggle-chips.tsx', source)).toHaveLength(1)
  })

  it('names that merely contain "btn" are not buttons', async () => {
    const source = `export const Bar = () => <div className="submit-btn-row subtn">x</div>\n`
    expect(await buttonProblems(island, source)).toEqual([])
  })

  it('the kit itself is where the classes live', async () => {
    const source = `export const primary = 'btn btn-primary'\n`
    expect(await buttonProblems('src/islands/ui/button.tsx', source)).toEqual([])
  })
})
