import { describe, expect, test } from 'vitest'
import { mediaApiPath } from './review-picture.tsx'

describe('mediaApiPath', () => {
  test('a local media URL is already the API path', () => {
    expect(mediaApiPath('/api/media/gallery/1-ab-480.webp')).toBe('/api/media/gallery/1-ab-480.webp')
  })

  test('a Firebase Storage download URL of public/<key> becomes /api/media/<key>', () => {
    expect(
      mediaApiPath(
        'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/public%2Fgallery%2F1-ab-480.webp?alt=media',
      ),
    ).toBe('/api/media/gallery/1-ab-480.webp')
  })

  test('an outside image is not ours', () => {
    expect(mediaApiPath('https://images.example.com/a.jpg')).toBeNull()
  })
})
