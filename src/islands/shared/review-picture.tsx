/**
 * A private picture: a gallery photo waiting for review or rejected (shown to admins and to its
 * uploader on Your Account), or a quote request's photo (admins). The API serves those only
 * with a token, so a plain <img src> would not load: this fetches the file with the caller's
 * token and shows it from an object URL (useAuthorizedSrc). Approved photos and outside images
 * load as usual (GalleryPicture).
 */
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { GalleryPicture, PicturePlaceholder } from '../gallery/gallery-image.tsx'
import { useAuthorizedSrc } from './authorized-src.ts'

const MEDIA_API = '/api/media/'
/** A Firebase Storage download URL of a public object: `…/o/public%2F<key>?alt=media`. */
const BUCKET_URL = /\/o\/public%2F([^?]+)\?alt=media$/

/** Where the API serves an uploaded file (local or bucket URL), or null for an outside image. */
export function mediaApiPath(url: string): string | null {
  if (url.startsWith(MEDIA_API)) return url
  const match = BUCKET_URL.exec(url)
  return match ? `${MEDIA_API}${decodeURIComponent(match[1]!)}` : null
}

/** The file to fetch for a thumbnail: the smallest width of at least 600 pixels, else the largest. */
function thumbnailUrl(image: GalleryImage): string {
  const widths = [...image.image_variants].sort((a, b) => a.width - b.width)
  return (widths.find((variant) => variant.width >= 600) ?? widths[widths.length - 1])?.url ?? image.image_url
}

interface Props {
  image: GalleryImage
  sizes: string
  className?: string
}

export function ReviewPicture({ image, sizes, className = '' }: Props) {
  const path = image.status === 'approved' ? null : mediaApiPath(thumbnailUrl(image))
  const src = useAuthorizedSrc(path)

  if (!path) return <GalleryPicture image={image} sizes={sizes} className={className} />
  if (src === 'failed') return <PicturePlaceholder label={image.title} className={className} />
  if (src === null)
    return <div aria-hidden="true" className={`bg-slate-200 dark:bg-slate-800 ${className}`} />
  return (
    <GalleryPicture
      key={src}
      image={{ ...image, image_url: src, image_variants: [] }}
      sizes={sizes}
      className={className}
    />
  )
}
