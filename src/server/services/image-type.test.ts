import { describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { sniffImageType } from './image-type.ts'
import { fixture } from '#tests/helpers/fixtures.ts'

const make = (format: 'gif' | 'webp' | 'avif') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
    .toFormat(format)
    .toBuffer()

describe('sniffImageType: the bytes decide', () => {
  test('recognises JPEG, PNG, GIF, WebP and AVIF', async () => {
    expect(sniffImageType(fixture('gps-photo.jpg'))).toBe('jpeg')
    expect(sniffImageType(fixture('small.png'))).toBe('png')
    expect(sniffImageType(new Uint8Array(await make('gif')))).toBe('gif')
    expect(sniffImageType(new Uint8Array(await make('webp')))).toBe('webp')
    expect(sniffImageType(new Uint8Array(await make('avif')))).toBe('avif')
  })

  test('refuses text, SVG, HTML and too-short input', () => {
    expect(sniffImageType(fixture('not-an-image.jpg'))).toBeNull()
    expect(sniffImageType(fixture('vector.svg'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('<!doctype html><script>alert(1)</script>'))).toBeNull()
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull()
  })
})
