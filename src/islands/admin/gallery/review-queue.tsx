/**
 * Photos that signed-in visitors shared, waiting for review (DESIGN.md section 5): each with the
 * tags, date and location its uploader gave, and Approve (public at once) or Reject (kept for
 * the record, never public).
 */
import type { ReactNode, Ref } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { panelClass } from '../../ui/panel.ts'
import { PhotoDate } from '../../gallery/gallery-image.tsx'
import { ImageCards, PhotoActions } from './image-cards.tsx'
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
  listRef?: Ref<HTMLUListElement>
}

export function ReviewQueue({
  images,
  onApprove,
  onReject,
  busyId,
  waiting = images.length,
  more,
  listRef,
}: Props) {
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
        <ImageCards look="queue" images={images} busyId={busyId} listRef={listRef}>
          {(image, busy) => (
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{image.title}</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <Detail term="Category">{image.category}</Detail>
                <Detail term="Date">
                  <PhotoDate date={image.date} />
                </Detail>
                {image.location && <Detail term="Location">{image.location}</Detail>}
                {image.tags.length > 0 && <Detail term="Tags">{image.tags.join(', ')}</Detail>}
              </dl>
              {image.description && (
                <p className="mt-2 line-clamp-3 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
                  {image.description}
                </p>
              )}
              <PhotoActions
                image={image}
                busy={busy}
                className="mt-auto flex flex-wrap gap-2 pt-3"
                actions={[
                  { label: 'Approve', Icon: Check, variant: 'success', run: onApprove },
                  { label: 'Reject', Icon: Ban, variant: 'danger-subtle', run: onReject },
                ]}
              />
            </div>
          )}
        </ImageCards>
      )}
      {more}
    </section>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  )
}
