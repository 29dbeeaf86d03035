import { describe, expect, test } from 'vitest'
import { makeCategory, makeGalleryImage } from '../../../tests/factories/index.ts'
import { emptyStateHint, filterImages, filterOptions } from './gallery-filter.ts'

describe('filterImages', () => {
  const switchboard = makeGalleryImage({
    title: 'Switchboard upgrade',
    category: 'Electrical',
    location: 'Parramatta',
    tags: ['RCD'],
  })
  const ducted = makeGalleryImage({ title: 'Ducted system', category: 'HVAC', description: 'Quiet zones' })
  const images = [switchboard, ducted]

  test('All with an empty search keeps everything', () => {
    expect(filterImages(images, { search: '  ', category: 'All' })).toEqual(images)
  })

  test('searches title, description, location and tags, ignoring case', () => {
    expect(filterImages(images, { search: 'SWITCH', category: 'All' })).toEqual([switchboard])
    expect(filterImages(images, { search: 'quiet', category: 'All' })).toEqual([ducted])
    expect(filterImages(images, { search: 'parramatta', category: 'All' })).toEqual([switchboard])
    expect(filterImages(images, { search: 'rcd', category: 'All' })).toEqual([switchboard])
  })

  test('a category keeps only its images, and combines with the search', () => {
    expect(filterImages(images, { search: '', category: 'HVAC' })).toEqual([ducted])
    expect(filterImages(images, { search: 'switch', category: 'HVAC' })).toEqual([])
  })
})

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
