/**
 * Rearrange: the order of the published photos, which the public gallery shows (DESIGN.md
 * section 5). Rows move through the kit's sortable list (decision 025: a handle dragged with a
 * mouse, a finger or the keyboard, or Move up / Move down, each move announced). Save order
 * sends the whole order to the API.
 */
import { arrayMove } from '@dnd-kit/sortable'
import { useMutation } from '@tanstack/react-query'
import { ImageIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { api } from '../../../lib/api-client.ts'
import { GalleryPicture } from '../../gallery/gallery-image.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FormButtons } from '../../ui/form-buttons.tsx'
import { panelClass } from '../../ui/panel.ts'
import { SortableRows } from '../../ui/sortable-rows.tsx'
import { notify } from '../../ui/toast.tsx'
import { afterImageChange } from './gallery-queries.ts'

interface Props {
  /** The published photos in their current public order. */
  images: readonly GalleryImage[]
  onClose: () => void
}

export function Rearrange({ images, onClose }: Props) {
  const [order, setOrder] = useState<GalleryImage[]>(() => [...images])
  const heading = useRef<HTMLHeadingElement>(null)
  const changed = order.some((image, index) => image.id !== images[index]?.id)

  useEffect(() => heading.current?.focus(), [])

  // The photos loaded so far are the first of the order: the API puts them, in this order, before
  // every other photo, which keep their places. Photos added meanwhile have no place yet, so
  // they show first, as new ones do; one deleted meanwhile makes the API refuse, and say so.
  const save = useMutation({
    mutationFn: (ids: string[]) => api.gallery.reorder(ids),
    meta: { errorTitle: 'Error saving order' },
    onSuccess: () => {
      notify({
        title: 'Gallery order saved',
        description: 'The public gallery now shows the photos in this order.',
        variant: 'success',
      })
      void afterImageChange({ reordered: true })
      onClose()
    },
  })

  return (
    <section aria-labelledby="rearrange-heading" className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="rearrange-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-hidden dark:text-white"
          >
            Rearrange the gallery
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
            Drag the photos by their handle into the order visitors should see them (from the keyboard: Space
            to lift, the arrow keys, Space to drop), or use Move up and Move down. Photos published later
            appear first until you rearrange again.
          </p>
        </div>
        <FormButtons
          className="shrink-0"
          type="button"
          onCancel={onClose}
          onClick={() => save.mutate(order.map((image) => image.id))}
          disabled={!changed}
          pending={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save order'}
        </FormButtons>
      </div>

      {order.length === 0 ? (
        <div className="mt-5">
          <EmptyState icon={<ImageIcon />} text="There are no published photos to arrange yet." />
        </div>
      ) : (
        <SortableRows
          className="mt-5"
          label="Gallery order"
          items={order.map((image) => ({ id: image.id, label: image.title }))}
          onMove={(from, to) => setOrder((current) => arrayMove(current, from, to))}
          disabled={save.isPending}
        >
          {(index) => <PhotoRow image={order[index]!} position={index + 1} />}
        </SortableRows>
      )}
    </section>
  )
}

/** What a photo's row shows: its place, a thumbnail, its title and category. */
function PhotoRow({ image, position }: { image: GalleryImage; position: number }) {
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <span className="w-6 shrink-0 text-center text-sm font-semibold text-slate-700 tabular-nums sm:w-8 dark:text-slate-300">
        {position}
      </span>
      <div className="size-12 shrink-0 overflow-hidden rounded-lg sm:size-14">
        <GalleryPicture image={image} sizes="56px" className="size-full" />
      </div>
      <div className="min-w-0 flex-1">
        {/* Two lines before it is cut: on a phone one line held eight letters of a title. */}
        <p className="line-clamp-2 font-medium wrap-anywhere text-slate-900 dark:text-white">{image.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{image.category}</p>
      </div>
    </div>
  )
}
