/**
 * The parts the grid and the review queue share: a list of photo cards, each an article named
 * by the photo's title with its picture in a frame (private photos load with the admin's token,
 * one that fails to load becomes a placeholder: ReviewPicture), and the cards' buttons.
 */
import type { LucideIcon } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { ReviewPicture } from '../../shared/review-picture.tsx'
import { Button, type ButtonVariant } from '../../ui/button.tsx'

const LOOKS = {
  grid: {
    label: 'Gallery images',
    list: 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
    card: 'group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
    frame: 'relative aspect-4/3 overflow-hidden bg-slate-200 dark:bg-slate-800',
    sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  },
  queue: {
    label: 'Photos waiting for review',
    list: 'mt-5 grid gap-4 lg:grid-cols-2',
    card: 'flex h-full flex-col gap-4 rounded-xl border border-slate-200 p-3 sm:flex-row dark:border-slate-700',
    frame: 'aspect-4/3 shrink-0 overflow-hidden rounded-lg sm:w-40',
    sizes: '(min-width: 640px) 160px, 100vw',
  },
}

interface CardsProps {
  look: keyof typeof LOOKS
  images: readonly GalleryImage[]
  /** An image being changed: its buttons wait. */
  busyId: string | null
  /** Drawn over the picture, inside its frame. */
  overlay?: (image: GalleryImage, busy: boolean) => ReactNode
  /** The rest of the card, after the picture. */
  children: (image: GalleryImage, busy: boolean) => ReactNode
  /** The list of cards, for Load more to focus the first of a new page. */
  listRef?: Ref<HTMLUListElement> | undefined
}

export function ImageCards({ look, images, busyId, overlay, children, listRef }: CardsProps) {
  const { label, list, card, frame, sizes } = LOOKS[look]
  return (
    <ul ref={listRef} className={list} aria-label={label}>
      {images.map((image) => (
        <li key={image.id}>
          <article aria-label={image.title} className={card}>
            <div className={frame}>
              <ReviewPicture image={image} sizes={sizes} className="size-full" />
              {overlay?.(image, busyId === image.id)}
            </div>
            {children(image, busyId === image.id)}
          </article>
        </li>
      ))}
    </ul>
  )
}

export interface PhotoAction {
  label: string
  Icon: LucideIcon
  variant: ButtonVariant
  run: (image: GalleryImage) => void
}

/** A card's buttons; a screen reader hears the photo's title after each label ('Edit Solar roof'). */
export function PhotoActions({
  image,
  actions,
  busy,
  className,
}: {
  image: GalleryImage
  actions: readonly PhotoAction[]
  busy: boolean
  className: string
}) {
  return (
    <div className={className}>
      {actions.map(({ label, Icon, variant, run }) => (
        <Button
          key={label}
          size="sm"
          variant={variant}
          icon={<Icon className="size-4" />}
          disabled={busy}
          onClick={() => run(image)}
        >
          {label}
          <span className="sr-only"> {image.title}</span>
        </Button>
      ))}
    </div>
  )
}
