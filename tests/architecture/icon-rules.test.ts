/**
 * The one icon set, as eslint.config.js enforces it on the islands: each case lints a small
 * island as if it were written in that file.
 */
import { describe, expect, it } from 'vitest'
import { restrictedSyntaxProblems as iconProblems } from './lint-sample.ts'

const island = 'src/islands/gallery/photo-badge.tsx'

describe('icon rules', () => {
  it('an island draws a Lucide icon imported by name', async () => {
    const source = `import { Plus } from 'lucide-react'\nexport const Add = () => <Plus className="size-4" />\n`
    expect(await iconProblems(island, source)).toEqual([])
  })

  it('an island may not draw its own <svg>', async () => {
    const source = `export const Add = () => (\n  <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14" /></svg>\n)\n`
    const problems = await iconProblems(island, source)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('lucide-react')
    // Anywhere under src/islands, not only in the folders that had icons before.
    expect(await iconProblems('src/islands/admin/posts/new-toolbar.tsx', source)).toHaveLength(1)
  })

  it('an island may not import the whole icon library', async () => {
    for (const line of [
      "import * as icons from 'lucide-react'",
      "import { icons } from 'lucide-react'",
      "import { DynamicIcon } from 'lucide-react/dynamic'",
    ]) {
      expect(await iconProblems(island, `${line}\nexport const used = [icons, DynamicIcon]\n`)).toHaveLength(
        1,
      )
    }
  })

  it('applies to islands only: Astro renders its SVG to HTML at build time', async () => {
    const source = `export const Shape = () => <svg viewBox="0 0 10 10" role="img" aria-label="Sydney" />\n`
    expect(await iconProblems('src/lib/area-shape.tsx', source)).toEqual([])
  })
})
