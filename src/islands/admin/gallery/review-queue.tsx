/**
 * Photos that signed-in visitors shared, waiting for review (DESIGN.md section 5): each with the
 * tags, date and location its uploader gave, and Approve (public at once) or Reject (kept for
 * the record, never public).
 */
import type { ReactNode } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { ReviewPicture } from '../../shared/review-picture.tsx'
import { Button } from '../../ui/button.tsx'
import { panelClass } from '../../ui/panel.ts'
import { galleryDate } from './image-grid.tsx'
import { Ban, Check } from 'lucide-react'

interface Props {
  images: readonly GalleryImage[]
  onApprove: (image: GalleryImage) => void
  onReject: (image: GalleryImage) => void
  busyId: string | null
  /** How many wait in all (the database's count); the loaded ones until it arrives. */
  waiting?: number | undefined
  /** Under the list: the queue loads a page at a time. */
  more?: ReactNode
}

export function ReviewQueue({ images, onApprove, onReject, busyId, waiting = images.length, more }: Props) {
  return (
    <section aria-labelledby="review-queue-heading" className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="review-queue-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Review queue
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            waiting > 0
              ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
          }`}
          data-testid="review-count"
        >
          {waiting} waiting
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Photos shared by visitors appear in the public gallery only once you approve them.
      </p>

      {images.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          No photos are waiting for review.
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 lg:grid-cols-2" aria-label="Photos waiting for review">
          {images.map((image) => {
            const busy = busyId === image.id
            return (
              <li key={image.id}>
                <article
                  aria-label={image.title}
                  className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 p-3 sm:flex-row dark:border-slate-700"
                >
                  <div className="aspect-4/3 shrink-0 overflow-hidden rounded-lg sm:w-40">
                    <ReviewPicture
                      image={image}
                      sizes="(min-width: 640px) 160px, 100vw"
                      className="size-full"
                    />
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{image.title}</h3>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                      <dt className="text-slate-600 dark:text-slate-400">Category</dt>
                      <dd className="text-slate-900 dark:text-slate-100">{image.category}</dd>
                      <dt className="text-slate-600 dark:text-slate-400">Date</dt>
                      <dd className="text-slate-900 dark:text-slate-100">
                        <time dateTime={image.date}>{galleryDate.format(new Date(image.date))}</time>
                      </dd>
                      {image.location && (
                        <>
                          <dt className="text-slate-600 dark:text-slate-400">Location</dt>
                          <dd className="text-slate-900 dark:text-slate-100">{image.location}</dd>
                        </>
                      )}
                      {image.tags.length > 0 && (
                        <>
                          <dt className="text-slate-600 dark:text-slate-400">Tags</dt>
                          <dd className="text-slate-900 dark:text-slate-100">{image.tags.join(', ')}</dd>
                        </>
                      )}
                    </dl>
                    {image.description && (
                      <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
                        {image.description}
                      </p>
                    )}
                    <div className="mt-auto flex flex-wrap gap-2 pt-3">
                      <Button variant="success" size="sm" onClick={() => onApprove(image)} disabled={busy}>
                        <Check className="size-4" />
                        Approve<span className="sr-only"> {image.title}</span>
                      </Button>
                      <Button
                        variant="danger-subtle"
                        size="sm"
                        onClick={() => onReject(image)}
                        disabled={busy}
                      >
                        <Ban className="size-4" />
                        Reject<span className="sr-only"> {image.title}</span>
                      </Button>
                    </div>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
      {more}
    </section>
  )
}
