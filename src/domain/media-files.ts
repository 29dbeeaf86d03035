/**
 * Which stored files a record may show, without knowing where files are stored: a post or a
 * gallery image keeps the names of the files its addresses end in (`media_files`), so "who
 * still shows this file?" reads those few records, not every post and photo
 * (docs/decisions/049-who-shows-a-file.md). The media store's keyFromUrl gives the exact answer
 * on the records found.
 */
import type { ImageVariant } from './media.ts'

/** The addresses in a post's HTML (the sanitiser writes attributes in double quotes). */
function urlsInHtml(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

/** Every address a post shows a file by: its image, its widths and the images and links in its text. */
export const urlsOfPost = (post: {
  image_url: string | null
  image_variants: readonly ImageVariant[]
  content: string
}): (string | null)[] => [
  post.image_url,
  ...post.image_variants.map((v) => v.url),
  ...urlsInHtml(post.content),
]

/** Every address a gallery image shows a file by: its image and its widths. */
export const urlsOfImage = (image: {
  image_url: string
  image_variants: readonly ImageVariant[]
}): string[] => [image.image_url, ...image.image_variants.map((v) => v.url)]

/** A stored file's name: the last part of a media key (its KEY_PATTERN, ports/media-store.ts). */
const FILE_NAME = /^[a-z0-9][a-z0-9_-]*\.(?:webp|jpg|png|gif|avif)$/

/** The name of a stored file from its media key: `gallery/1767-ab12-800.webp` → `1767-ab12-800.webp`. */
export const fileNameOfKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1)

/**
 * The name of the file an address ends in, decoded: `/api/media/gallery/1767-ab12-800.webp` and
 * a bucket's `…/o/public%2Fgallery%2F1767-ab12-800.webp?alt=media` both end in
 * `1767-ab12-800.webp`. Null for an address that ends in no file name a stored file could have
 * (a link to a page).
 */
function fileNameOf(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0]!
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape: the name as written.
  }
  const name = decoded.slice(decoded.lastIndexOf('/') + 1)
  return FILE_NAME.test(name) ? name : null
}

/** The distinct file names of these addresses, as a record stores them (`media_files`). */
export function fileNamesOf(urls: readonly (string | null | undefined)[]): string[] {
  const names = urls.map((url) => (url ? fileNameOf(url) : null))
  return [...new Set(names.filter((name): name is string => name !== null))]
}
