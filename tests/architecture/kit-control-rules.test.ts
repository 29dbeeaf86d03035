/**
 * The kit draws every control, as eslint.config.js enforces it on the islands
 * (docs/decisions/035-the-kit-draws-every-control.md): outside src/islands/ui an island writes
 * the kit's Button, IconButton, ToggleChips, SearchField, Select, TextArea and Checkbox, never
 * the raw elements or the field classes. Each case lints a small island as if it were written
 * in that file.
 */
import { describe, expect, it } from 'vitest'
import { restrictedSyntaxProblems as problems } from './lint-sample.ts'

const island = 'src/islands/admin/enquiries/enquiry-filters.tsx'

describe('kit control rules', () => {
  it('an island that uses the kit passes', async () => {
    const source = `import { Button } from '../../ui/button.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { Checkbox, Field, Select, TextArea } from '../../ui/field.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { ToggleChips } from '../../ui/toggle-chips.tsx'
export const Filters = () => (
  <>
    <SearchField label="Search" onValue={() => {}} />
    <ToggleChips label="Filter by tag" options={['All']} value="All" onChange={() => {}} />
    <Field label="Kind"><Select><option>Both</option></Select></Field>
    <Field label="Note"><TextArea /></Field>
    <Checkbox label="Featured post" />
    <IconButton label="Close"><span /></IconButton>
    <Button>Save</Button>
    <input type="file" />
    <input type="radio" name="when" />
  </>
)
`
    expect(await problems(island, source)).toEqual([])
  })

  for (const [element, hint] of [
    ['<button type="button">Save</button>', '<Button>'],
    ['<select><option>Both</option></select>', '<Select>'],
    ['<textarea rows={2} />', '<TextArea>'],
    ['<input type="checkbox" />', '<Checkbox>'],
    ['<input type="search" />', '<SearchField>'],
  ] as const) {
    it(`an island may not draw ${element} itself`, async () => {
      const found = await problems(island, `export const Raw = () => ${element}\n`)
      expect(found).toHaveLength(1)
      expect(found[0]).toContain(hint)
    })
  }

  it('an island may not dress a control with the field classes', async () => {
    for (const name of ['controlClass', 'labelClass', 'hintClass', 'errorClass']) {
      const source = `import { ${name} } from '../../ui/field.tsx'\nexport const look = ${name}\n`
      const found = await problems(island, source)
      expect(found, name).toHaveLength(1)
      expect(found[0]).toContain('<Field>')
    }
  })

  it('the kit itself draws the raw elements and uses its classes', async () => {
    const source = `import { controlClass } from './field.tsx'
export const Raw = () => (
  <>
    <button type="button">Save</button>
    <select className={controlClass} />
    <textarea />
    <input type="search" />
  </>
)
`
    expect(await problems('src/islands/ui/search-field.tsx', source)).toEqual([])
  })
})
