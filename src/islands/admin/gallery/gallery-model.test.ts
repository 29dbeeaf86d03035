import { describe, expect, test } from 'vitest'
import { makeCategory, makeGalleryImage } from '#tests/factories/index.ts'
import { noImage } from '../shared/image-choice.ts'
import {
  ALL_CATEGORIES_FILTER,
  categoryNames,
  emptyGridText,
  gridImages,
  ImageFormSchema,
  imageFormValues,
  publicOrder,
} from './gallery-model.ts'

describe('the image form', () => {
  test('a new image defaults to Electrical', () => {
    expect(imageFormValues().category).toBe('Electrical')
  })

  test('the image and the title are asked for, with the messages the API uses', () => {
    const result = ImageFormSchema.safeParse({ ...imageFormValues(), title: '  ' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Please provide a title for your image'],
      ['image', 'Please upload an image or provide an image URL'],
    ])
  })

  test('empty description and location are sent as null', () => {
    const values = { ...imageFormValues(), title: ' New board ', image: { ...noImage, url: '/board.jpg' } }
    expect(ImageFormSchema.parse(values)).toMatchObject({
      title: 'New board',
      description: null,
      location: null,
    })
  })
})

describe('lists', () => {
  const approved = makeGalleryImage({ category: 'HVAC', status: 'approved' })
  const rejected = makeGalleryImage({ category: 'Electrical', status: 'rejected' })
  const pending = makeGalleryImage({ category: 'HVAC', status: 'pending' })
  const all = [pending, approved, rejected]

  test('pending photos are not in the grid', () => {
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
