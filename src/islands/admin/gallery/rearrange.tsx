/**
 * Rearrange: the order of the published photos, which the public gallery shows (DESIGN.md
 * section 5). Rows move by dragging their handle with a mouse, a finger or the keyboard (Space
 * to lift, arrows to move, Space to drop), all through dnd-kit's sortable list (decision 025),
 * or with the Move up / Move down buttons; each move is announced. Save order sends the whole
 * order to the API.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { api } from '../../../lib/api-client.ts'
import { GalleryPicture } from '../../gallery/gallery-image.tsx'
import { notify } from '../../ui/toast.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { panelClass } from '../../ui/panel.ts'
import { FormButtons } from '../../ui/form-buttons.tsx'
import { afterImageChange } from './gallery-queries.ts'
import { ArrowDown, ArrowUp, GripVertical, ImageIcon } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { IconButton } from '../../ui/icon-button.tsx'

interface Props {
  /** The published photos in their current public order. */
  images: readonly GalleryImage[]
  onClose: () => void
}

export function Rearrange({ images, onClose }: Props) {
  const [order, setOrder] = useState<GalleryImage[]>(() => [...images])
  const [announcement, setAnnouncement] = useState('')
  // After a keyboard move the row has moved in the DOM: the focus follows it.
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down' } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const changed = order.some((image, index) => image.id !== images[index]?.id)

  useEffect(() => heading.current?.focus(), [])

  useEffect(() => {
    if (!refocus) return
    const button = (direction: string) =>
      document.getElementById(`move-${direction}-${refocus.id}`) as HTMLButtonElement | null
    const preferred = button(refocus.direction)
    ;(preferred && !preferred.disabled
      ? preferred
      : button(refocus.direction === 'up' ? 'down' : 'up')
    )?.focus()
    setRefocus(null)
  }, [refocus])

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

  const moved = (title: string, position: number) =>
    `"${title}" moved to position ${position} of ${order.length}.`

  function move(from: number, to: number, how: 'buttons' | 'drag') {
    if (to < 0 || to >= order.length || from === to) return
    const image = order[from]!
    setOrder((current) => arrayMove(current, from, to))
    // A drag is announced by dnd-kit's own live region (announcements below).
    if (how === 'buttons') {
      setAnnouncement(moved(image.title, to + 1))
      setRefocus({ id: image.id, direction: to < from ? 'up' : 'down' })
    }
  }

  // A short hold or a small movement starts a drag, so a tap or a scroll on a phone is not one.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const titleOf = (id: string | number) => order.find((image) => image.id === id)?.title ?? 'The photo'
  const positionOf = (id: string | number) => order.findIndex((image) => image.id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up "${titleOf(active.id)}" at position ${positionOf(active.id)} of ${order.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `"${titleOf(active.id)}" is over position ${positionOf(over.id)} of ${order.length}.`
        : undefined,
    onDragEnd: ({ active, over }) => (over ? moved(titleOf(active.id), positionOf(over.id)) : undefined),
    onDragCancel: ({ active }) => `"${titleOf(active.id)}" was put back.`,
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return
    move(
      order.findIndex((image) => image.id === active.id),
      order.findIndex((image) => image.id === over.id),
      'drag',
    )
  }

  return (
    <section aria-labelledby="rearrange-heading" className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="rearrange-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
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

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {order.length === 0 ? (
        <div className="mt-5">
          <EmptyState icon={<ImageIcon />} text="There are no published photos to arrange yet." />
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={order.map((image) => image.id)} strategy={verticalListSortingStrategy}>
            <ol className="mt-5 flex flex-col gap-2" aria-label="Gallery order">
              {order.map((image, index) => (
                <SortableRow
                  key={image.id}
                  image={image}
                  index={index}
                  last={index === order.length - 1}
                  disabled={save.isPending}
                  onMove={(to) => move(index, to, 'buttons')}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  )
}

/** One photo's row: its handle drags it; Move up and Move down move it one place. */
function SortableRow({
  image,
  index,
  last,
  disabled,
  onMove,
}: {
  image: GalleryImage
  index: number
  last: boolean
  disabled: boolean
  onMove: (to: number) => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image.id, disabled })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-image-id={image.id}
      className={`relative flex items-center gap-3 rounded-xl border bg-white p-2 pr-3 dark:bg-slate-950 ${
        isDragging
          ? 'border-brand-500 ring-brand-500 z-10 shadow-lg ring-2'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        label={`Drag "${image.title}"`}
        title="Drag to move"
        className="cursor-grab touch-none active:cursor-grabbing"
      >
        <GripVertical className="size-5" />
      </IconButton>
      <span className="w-8 shrink-0 text-center text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300">
        {index + 1}
      </span>
      <div className="size-14 shrink-0 overflow-hidden rounded-lg">
        <GalleryPicture image={image} sizes="56px" className="size-full" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-white">{image.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{image.category}</p>
      </div>
      <div className="flex shrink-0 gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          className="px-2"
          id={`move-up-${image.id}`}
          onClick={() => onMove(index - 1)}
          disabled={index === 0 || disabled}
          aria-label={`Move "${image.title}" up`}
          title="Move up"
        >
          <ArrowUp className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="px-2"
          id={`move-down-${image.id}`}
          onClick={() => onMove(index + 1)}
          disabled={last || disabled}
          aria-label={`Move "${image.title}" down`}
          title="Move down"
        >
          <ArrowDown className="size-4" />
        </Button>
      </div>
    </li>
  )
}
