import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { makePost } from '#tests/factories/index.ts'
import { DEFAULT_PREVIEW_PATH, DEFAULT_PREVIEW_SIZE, postPreviewImage } from './preview-image.ts'

test('the default picture is the size the pages say it is', async () => {
  const { width, height } = await sharp(
    fileURLToPath(new URL(`../../../public${DEFAULT_PREVIEW_PATH}`, import.meta.url)),
  ).metadata()
  expect({ width, height }).toEqual(DEFAULT_PREVIEW_SIZE)
})

describe('postPreviewImage', () => {
  const variants = [
    { url: '/api/media/blog/1-a-480.webp', width: 480, height: 300 },
    { url: '/api/media/blog/1-a-1600.webp', width: 1600, height: 1000 },
  ]

  test("an upload's size is that of the variant the page shows, its words the post's title", () => {
    const post = makePost({
      title: 'Surge protection',
      image_url: variants[1]!.url,
      image_variants: variants,
    })
    expect(postPreviewImage(post)).toEqual({
      src: variants[1]!.url,
      size: { width: 1600, height: 1000 },
      alt: 'Surge protection',
    })
  })

  test('a picture given by its address has no known size; a post without one has no preview', () => {
    const given = makePost({ image_url: 'https://images.example.com/board.jpg', image_variants: [] })
    expect(postPreviewImage(given)).toEqual({ src: given.image_url, size: undefined, alt: given.title })
    expect(postPreviewImage(makePost({ image_url: null }))).toBeUndefined()
  })
})
