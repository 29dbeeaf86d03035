import { describe, expect, test } from 'vitest'
import { checkChosenFile, checkDraft, localToday, parseTags, toSubmission } from './upload-form.ts'

const MB = 1024 * 1024

describe('checkChosenFile', () => {
  test('refuses what is not an image, with the specification text', () => {
    expect(checkChosenFile({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload an image file (JPEG, PNG, WebP, etc.)',
    })
  })

  test('refuses images over 5MB and accepts 5MB exactly', () => {
    expect(checkChosenFile({ type: 'image/jpeg', size: 5 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
    })
    expect(checkChosenFile({ type: 'image/jpeg', size: 5 * MB })).toBeNull()
  })
})

describe('checkDraft', () => {
  test('asks for the image first, then the title', () => {
    expect(checkDraft(false, { title: '' })?.title).toBe('Missing image')
    expect(checkDraft(true, { title: '   ' })).toEqual({
      title: 'Missing title',
      description: 'Please provide a title for your image',
    })
    expect(checkDraft(true, { title: 'Solar install' })).toBeNull()
  })
})

test('tags are split on commas, trimmed, empties dropped', () => {
  expect(parseTags(' led, , outdoor ,LED,')).toEqual(['led', 'outdoor'])
})

test('localToday gives the local calendar date', () => {
  expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05')
})

test('toSubmission keeps tags and the date, and empties become null', () => {
  const media = {
    url: '/api/media/a.webp',
    width: 960,
    height: 640,
    variants: [{ url: '/api/media/a.webp', width: 960, height: 640 }],
  }
  const draft = {
    title: ' Roof ',
    description: '',
    tags: 'solar, ',
    category: 'Projects',
    location: ' ',
    date: '2025-03-14',
  }
  expect(toSubmission(draft, media)).toEqual({
    title: 'Roof',
    description: null,
    tags: ['solar'],
    category: 'Projects',
    location: null,
    date: '2025-03-14',
    image_url: '/api/media/a.webp',
    image_variants: media.variants,
  })
  expect(toSubmission({ ...draft, date: '' }, media)).not.toHaveProperty('date')
})
