/**
 * The public gallery's viewer: the photo whole, as large as the screen allows, with its title,
 * description, place, date and tags, and Previous and Next among the photos listed (also the
 * arrow keys). A native <dialog> (modal-dialog.tsx), as the upload dialog is: Escape, the
 * backdrop and the X close it, and the focus goes back to the photo it was opened from.
 * Loaded with the first photo opened (gallery-browser.tsx).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { largestVariant, srcsetOf } from '../../domain/media.ts'
import { Button } from '../ui/button.tsx'
import { CategoryBadge, PhotoDetails } from './gallery-image.tsx'
import { ModalDialog } from './modal-dialog.tsx'

interface Props {
  images: readonly GalleryImage[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}

export default function PhotoLightbox({ images, index, onIndex, onClose }: Props) {
  const image = images[index]!
  const count = images.length
  // From the last photo Next goes round to the first, and back.
  const step = (by: number) => onIndex((index + by + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
  }
  const largest = largestVariant(image.image_variants)
  const srcSet = srcsetOf(image.image_variants)

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={image.title}
      description={`Photo ${index + 1} of ${count}`}
      wide
      onKeyDown={onKeyDown}
    >
      <img
        // A new element for each photo: the last one's pixels never stand in for the next.
        key={image.id}
        src={largest?.url ?? image.image_url}
        {...(srcSet ? { srcSet, sizes: '(min-width: 66rem) 60rem, 92vw' } : {})}
        {...(largest ? { width: largest.width, height: largest.height } : {})}
        alt={image.title}
        className="mt-4 max-h-[65dvh] w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
      />
      <div className="mt-4 flex flex-col gap-2">
        <div>
          <CategoryBadge name={image.category} />
        </div>
        <PhotoDetails image={image} />
      </div>
      {count > 1 && (
        <div className="mt-5 flex justify-between gap-3">
          <Button variant="secondary" icon={<ChevronLeft className="size-4" />} onClick={() => step(-1)}>
            Previous
          </Button>
          <Button variant="secondary" onClick={() => step(1)}>
            Next <ChevronRight className="size-4" />
          </Button>
        </div>
      )}
    </ModalDialog>
  )
}
