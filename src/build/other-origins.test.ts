import { describe, expect, test } from 'vitest'
import { otherOrigins } from './other-origins.ts'

describe('otherOrigins', () => {
  test('names each host an absolute URL loads from, once, in order', () => {
    expect(
      otherOrigins([
        'https://firebasestorage.googleapis.com/v0/b/site.appspot.com/o/public%2Fa-720.webp?alt=media',
        'https://cdn.example.com/b.webp',
        'https://firebasestorage.googleapis.com/v0/b/site.appspot.com/o/public%2Fc.webp?alt=media',
      ]),
    ).toEqual(['https://firebasestorage.googleapis.com', 'https://cdn.example.com'])
  })

  test("leaves out the site's own files and anything that is not a URL", () => {
    expect(
      otherOrigins([
        '/api/media/blog/a-720.webp',
        null,
        undefined,
        '',
        'https://',
        'data:image/png;base64,AAAA',
      ]),
    ).toEqual([])
  })
})
