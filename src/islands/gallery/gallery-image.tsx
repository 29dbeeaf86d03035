import { BUSINESS_TIME_ZONE } from '../../domain/time-zone.ts'
import { ImageIcon, MapPin } from 'lucide-react'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { largestVariant, srcsetOf } from '../../domain/media.ts'
import { Badge } from '../ui/badge.tsx'
import { TagList } from '../ui/tag-list.tsx'

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

/** A photo's category, as a small badge beside its title. */
export function CategoryBadge({ name }: { name: string }) {
  return <Badge tone="category">{name}</Badge>
}

/** Where and when a photo was taken. */
export function PhotoMeta({ image }: { image: GalleryImage }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      {image.location && (
        <span className="inline-flex min-w-0 items-start gap-1 wrap-anywhere">
          <MapPin className="mt-0.5 size-4 shrink-0" />
          {image.location}
        </span>
      )}
      <PhotoDate date={image.date} />
    </p>
  )
}

/** A photo's words under its title: its description whole, where and when, and its tags. */
export function PhotoDetails({ image }: { image: GalleryImage }) {
  return (
    <>
      {image.description && (
        <p className="wrap-anywhere text-slate-700 dark:text-slate-300">{image.description}</p>
      )}
      <PhotoMeta image={image} />
      <TagList tags={image.tags} render={(tag) => `#${tag}`} />
    </>
  )
}

/**
 * A card's photo as the way to see it whole: a link to the largest file, which works with no
 * JavaScript (the pre-rendered pages /gallery/page/N), and which the gallery's island turns
 * into its viewer (`onOpen`). `data-island-action`: a tap before the island runs is held and
 * replayed once it does (client:interaction), so it opens the viewer, not the file.
 */
export function PhotoOpener({
  image,
  onOpen,
  className = '',
  children,
}: {
  image: GalleryImage
  onOpen?: (() => void) | undefined
  className?: string
  children: ReactNode
}) {
  const open = (event: MouseEvent) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    onOpen()
  }
  return (
    <a
      href={largestVariant(image.image_variants)?.url ?? image.image_url}
      data-island-action
      aria-haspopup={onOpen ? 'dialog' : undefined}
      aria-label={`View the photo: ${image.title}`}
      onClick={open}
      className={`focus-visible:ring-brand-500 block focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden ${className}`}
    >
      {children}
    </a>
  )
}
