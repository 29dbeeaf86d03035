/**
 * The picture a link preview (Open Graph, X) shows for a page, with what the preview needs
 * besides its address: its size, without which Facebook shows no picture on a page's first share
 * (it has not fetched the picture yet to measure it), and a text alternative.
 */
import type { Post } from '../../domain/post.ts'

export interface PreviewImage {
  /** Absolute, or a path on the site. */
  src: string
  /** In pixels; unknown for a picture given by its address alone. */
  size?: { width: number; height: number } | undefined
  alt: string
}

/** public/og-default.jpg (scripts/make-images.ts draws it): its path and its real size. */
export const DEFAULT_PREVIEW_PATH = '/og-default.jpg'
export const DEFAULT_PREVIEW_SIZE = { width: 1200, height: 630 }

/** Pages with no picture of their own: the default, which has no words in it, described. */
export function defaultPreviewImage(brand: string): PreviewImage {
  return {
    src: DEFAULT_PREVIEW_PATH,
    size: DEFAULT_PREVIEW_SIZE,
    alt: `${brand}: gold circuit lines on a deep blue background`,
  }
}

/**
 * A post's hero as its page shows it, titled by the post as the page's picture is. The size is
 * that of the variant at the hero's address (an upload's largest); a picture given by URL has
 * no variants, so none. A post without a picture has no preview of its own.
 */
export function postPreviewImage(
  post: Pick<Post, 'title' | 'image_url' | 'image_variants'>,
): PreviewImage | undefined {
  if (!post.image_url) return undefined
  const shown = post.image_variants.find((variant) => variant.url === post.image_url)
  return {
    src: post.image_url,
    size: shown && { width: shown.width, height: shown.height },
    alt: post.title,
  }
}
