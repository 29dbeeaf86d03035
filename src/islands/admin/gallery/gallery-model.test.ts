import { describe, expect, test } from 'vitest'
import { makeCategory, makeGalleryImage } from '../../../../tests/factories/index.ts'
import { NewGalleryImageSchema } from '../../../domain/gallery-image.ts'
import {
  ALL_CATEGORIES_FILTER,
  categoryNames,
  checkImageDraft,
  emptyGridText,
  emptyImageDraft,
  gridImages,
  moveItem,
  pendingImages,
  publicOrder,
  toGalleryPayload,
} from './gallery-model.ts'

describe('the image form', () => {
  test('a new image defaults to Electrical', () => {
    expect(emptyImageDraft().category).toBe('Electrical')
  })

  test("'Missing image' comes before 'Missing information'", () => {
    expect(checkImageDraft(false, { title: '' })).toEqual({
      title: 'Missing image',
      description: 'Please upload an image or provide an image URL',
    })
    expect(checkImageDraft(true, { title: '  ' })).toEqual({
      title: 'Missing information',
      description: 'Please provide a title for your image',
    })
    expect(checkImageDraft(true, { title: 'Switchboard' })).toBeNull()
  })

  test('empty description and location are sent as null, and the API schema accepts the payload', () => {
    const payload = toGalleryPayload(
      { title: ' New board ', category: 'Electrical', description: ' ', location: '' },
      { url: 'https://example.com/board.jpg', variants: [] },
    )
    expect(payload).toMatchObject({ title: 'New board', description: null, location: null })
    expect(NewGalleryImageSchema.safeParse(payload).success).toBe(true)
  })
})

describe('lists', () => {
  const approved = makeGalleryImage({ category: 'HVAC', status: 'approved' })
  const rejected = makeGalleryImage({ category: 'Electrical', status: 'rejected' })
  const pending = makeGalleryImage({ category: 'HVAC', status: 'pending' })
  const all = [pending, approved, rejected]

  test('pending photos are in the queue, not in the grid', () => {
    expect(pendingImages(all)).toEqual([pending])
    expect(gridImages(all, ALL_CATEGORIES_FILTER)).toEqual([approved, rejected])
    expect(gridImages(all, 'hvac')).toEqual([approved])
  })

  test('only approved photos are in the public order', () => {
    expect(publicOrder(all)).toEqual([approved])
  })

  test('categories: the stored ones first, then any still used by an image', () => {
    const categories = [makeCategory({ name: 'Electrical' }), makeCategory({ name: 'HVAC' })]
    const oddOne = makeGalleryImage({ category: 'Solar' })
    expect(categoryNames(categories, [approved, oddOne])).toEqual(['Electrical', 'HVAC', 'Solar'])
  })

  test('empty states', () => {
    expect(emptyGridText('All')).toBe('Your gallery is empty. Add some images to get started.')
    expect(emptyGridText('Team')).toBe('No images found in the "Team" category.')
  })
})

describe('moveItem', () => {
  test.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 5, ['a', 'b', 'c']],
  ])('from %i to %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected)
  })
})
