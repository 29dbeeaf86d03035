/** Image formats we accept, told apart by their first bytes (never by name or claimed type). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/** The image format the bytes start with, or null for anything else (SVG and text included). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png'
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand and the compatible brands list which format this box holds.
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 64)
    const brands = [ascii(bytes, 8, 12)]
    for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4)
      brands.push(ascii(bytes, at, at + 4))
    if (brands.includes('avif') || brands.includes('avis')) return 'avif'
  }
  return null
}
