import { BUSINESS_TIME_ZONE } from '../../domain/time-zone.ts'
import { ImageIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { largestVariant, srcsetOf } from '../../domain/media.ts'

interface Props {
  image: GalleryImage
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string
  className?: string
}

/**
 * One gallery photo: every stored width in `srcset` so the browser picks the smallest that
 * fits, loaded lazily. A file that fails to load becomes a neutral placeholder (SPEC.md
 * section 8) instead of a broken-image icon.
 */
export function GalleryPicture({ image, sizes, className = '' }: Props) {
  const [broken, setBroken] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  // A pre-rendered image can fail before the island hydrates, when no onError is listening yet.
  useEffect(() => {
    const element = img.current
    if (element?.complete && element.naturalWidth === 0) setBroken(true)
  }, [])
  if (broken) return <PicturePlaceholder label={image.title} className={className} />
  // The largest variant gives the intrinsic size, so the layout is reserved before it loads.
  const largest = largestVariant(image.image_variants)
  const srcSet = srcsetOf(image.image_variants)
  return (
    <img
      ref={img}
      src={image.image_url}
      {...(srcSet ? { srcSet, sizes } : {})}
      {...(largest ? { width: largest.width, height: largest.height } : {})}
      alt={image.title}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`bg-slate-200 object-cover dark:bg-slate-800 ${className}`}
    />
  )
}

/** What stands in for a photo that cannot be shown: a neutral picture icon, named like the photo. */
export function PicturePlaceholder({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-placeholder
      className={`flex items-center justify-center bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400 ${className}`}
    >
      <ImageIcon className="size-10" strokeWidth={1.5} />
    </div>
  )
}

const photoDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
})

/** The day a photo was taken, as the gallery and the admin's photo cards show it: '3 March 2025'. */
export function PhotoDate({ date }: { date: string }) {
  return <time dateTime={date}>{photoDate.format(new Date(date))}</time>
}
