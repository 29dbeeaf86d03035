/**
 * The admin gallery's grid (1 to 4 columns by width): each card shows the image, title,
 * category, date and review status; hovering or focusing it shows the title, location, Edit
 * and Delete. A picture that fails to load becomes a placeholder; private ones load with the admin's token (ReviewPicture).
 */
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { ReviewPicture } from '../../shared/review-picture.tsx'

import { statusLabel } from './gallery-model.ts'
import { Check, MapPin, Pencil, Trash2 } from 'lucide-react'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'

export const galleryDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
})

const TONES = { green: 'success', amber: 'warning', red: 'danger' } as const

export function StatusBadge({ status }: { status: GalleryImage['status'] }) {
  const label = statusLabel(status)
  return <Badge tone={TONES[label.tone]}>{label.text}</Badge>
}

interface Props {
  images: readonly GalleryImage[]
  onEdit: (image: GalleryImage) => void
  onDelete: (image: GalleryImage) => void
  onApprove: (image: GalleryImage) => void
  /** An image being changed: its buttons wait. */
  busyId: string | null
}

export function ImageGrid({ images, onEdit, onDelete, onApprove, busyId }: Props) {
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      aria-label="Gallery images"
    >
      {images.map((image) => {
        const busy = busyId === image.id
        return (
          <li key={image.id}>
            <article
              aria-label={image.title}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="relative aspect-4/3 overflow-hidden bg-slate-200 dark:bg-slate-800">
                <ReviewPicture
                  image={image}
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="size-full"
                />
                {/* Shown on hover and whenever focus is inside the card; always on touch screens. */}
                <div className="absolute inset-0 flex flex-col justify-end gap-3 bg-linear-to-t from-slate-950/90 via-slate-950/50 to-transparent p-4 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100">
                  <div className="text-white">
                    <p className="font-semibold" aria-hidden="true">
                      {image.title}
                    </p>
                    {image.location && (
                      <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-slate-100">
                        <MapPin className="size-3.5" />
                        {image.location}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2 [&>button]:shadow-sm">
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit(image)}>
                      <Pencil className="size-4" />
                      Edit<span className="sr-only"> {image.title}</span>
                    </Button>
                    <Button size="sm" variant="danger" disabled={busy} onClick={() => onDelete(image)}>
                      <Trash2 className="size-4" />
                      Delete<span className="sr-only"> {image.title}</span>
                    </Button>
                  </div>
                </div>
              </div>
              <div className="flex flex-1 flex-col gap-1.5 p-4">
                <h3 className="line-clamp-2 font-semibold text-slate-900 dark:text-white" title={image.title}>
                  {image.title}
                </h3>
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <span className="font-medium text-slate-800 dark:text-slate-200">{image.category}</span>
                    {' · '}
                    <time dateTime={image.date}>{galleryDate.format(new Date(image.date))}</time>
                  </p>
                  <StatusBadge status={image.status} />
                </div>
                {image.status === 'rejected' && (
                  <div className="mt-auto pt-2">
                    <Button
                      variant="link"
                      onClick={() => onApprove(image)}
                      disabled={busy}
                      className="text-sm"
                    >
                      <Check className="size-4" />
                      Approve after all<span className="sr-only">: {image.title}</span>
                    </Button>
                  </div>
                )}
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
