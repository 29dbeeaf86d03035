/**
 * The admin gallery's grid (1 to 4 columns by width): each card shows the image, title,
 * category, date and review status; hovering or focusing it shows the title, location, Edit
 * and Delete.
 */
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { Check, MapPin, Pencil, Trash2 } from 'lucide-react'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { PhotoDate } from '../../gallery/gallery-image.tsx'
import type { Ref } from 'react'
import { ImageCards, PhotoActions } from './image-cards.tsx'

const STATUS = {
  approved: <Badge tone="success">Published</Badge>,
  pending: <Badge tone="warning">Pending review</Badge>,
  rejected: <Badge tone="danger">Rejected</Badge>,
}

interface Props {
  images: readonly GalleryImage[]
  onEdit: (image: GalleryImage) => void
  onDelete: (image: GalleryImage) => void
  onApprove: (image: GalleryImage) => void
  busyId: string | null
  listRef?: Ref<HTMLUListElement>
}

export function ImageGrid({ images, onEdit, onDelete, onApprove, busyId, listRef }: Props) {
  const actions = [
    { label: 'Edit', Icon: Pencil, variant: 'secondary', run: onEdit },
    { label: 'Delete', Icon: Trash2, variant: 'danger', run: onDelete },
  ] as const
  return (
    <ImageCards
      look="grid"
      listRef={listRef}
      images={images}
      busyId={busyId}
      overlay={(image, busy) => (
        // Shown on hover and whenever focus is inside the card; always on touch screens.
        <div className="absolute inset-0 flex flex-col justify-end gap-3 bg-linear-to-t from-slate-950/90 via-slate-950/50 to-transparent p-4 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100">
          <div className="text-white">
            {/* Over the picture: two lines at most, the card names it whole below. */}
            <p className="line-clamp-2 font-semibold wrap-anywhere" aria-hidden="true">
              {image.title}
            </p>
            {image.location && (
              <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-100">
                <MapPin className="mt-0.5 size-3.5 shrink-0" />
                <span className="min-w-0 wrap-anywhere">{image.location}</span>
              </p>
            )}
          </div>
          <PhotoActions
            image={image}
            actions={actions}
            busy={busy}
            className="flex flex-wrap gap-2 [&>button]:shadow-sm"
          />
        </div>
      )}
    >
      {(image, busy) => (
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <h3 className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{image.title}</h3>
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="min-w-0 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
              <span className="font-medium text-slate-800 dark:text-slate-200">{image.category}</span>
              {' · '}
              <PhotoDate date={image.date} />
            </p>
            {STATUS[image.status]}
          </div>
          {image.status === 'rejected' && (
            <div className="mt-auto pt-2">
              <Button variant="link" onClick={() => onApprove(image)} disabled={busy} className="text-sm">
                <Check className="size-4" />
                Approve after all<span className="sr-only">: {image.title}</span>
              </Button>
            </div>
          )}
        </div>
      )}
    </ImageCards>
  )
}
