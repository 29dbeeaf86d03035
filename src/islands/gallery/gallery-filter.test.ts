import { describe, expect, test } from 'vitest'
import { makeCategory } from '#tests/factories/index.ts'
import { emptyStateHint, filterOptions } from './gallery-filter.ts'

describe('emptyStateHint', () => {
  test('names the search first, then the category, then an empty gallery', () => {
    expect(emptyStateHint({ search: 'x', category: 'Team' })).toBe('Try adjusting your search')
    expect(emptyStateHint({ search: '', category: 'Team' })).toBe('No images in the "Team" category')
    expect(emptyStateHint({ search: '', category: 'All' })).toBe('No images have been uploaded yet')
  })
})

describe('filterOptions', () => {
  test("puts 'All' first and the categories in their display order", () => {
    const categories = [
      makeCategory({ name: 'Team', position: 4 }),
      makeCategory({ name: 'HVAC', position: 1 }),
    ]
    expect(filterOptions(categories)).toEqual(['All', 'HVAC', 'Team'])
  })
})
