/**
 * The kit's sortable list (decision 025), for the gallery's Rearrange and the settings' areas and
 * testimonials: drag a row's handle with a mouse, a finger or the keyboard (Space to lift,
 * arrows to move, Space to drop), or use Move up / Move down; each move is announced and the
 * focus follows the row. The rows' content is the caller's; this draws the list, the handle and
 * the move buttons.
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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { IconButton } from './icon-button.tsx'

export interface SortableItem {
  /** Stable while the row lives (useFieldArray's `id`). */
  id: string
  /** What the row is called in announcements and button names ("Parramatta"). */
  label: string
}

interface Props {
  items: readonly SortableItem[]
  /** The list's accessible name ("Service areas"). */
  label: string
  onMove: (from: number, to: number) => void
  /** One row's content; the handle and the move buttons are drawn around it. */
  children: (index: number) => ReactNode
  /** Nothing moves (while the order is being saved). */
  disabled?: boolean
  className?: string
}

export function SortableRows({ items, label, onMove, children, disabled = false, className = '' }: Props) {
  const [announcement, setAnnouncement] = useState('')
  // After a button move the row is elsewhere in the DOM: the focus follows it.
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down' } | null>(null)

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

  const count = items.length
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.label || 'The row'
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1
  const moved = (name: string, position: number) => `"${name}" moved to position ${position} of ${count}.`

  function moveByButton(from: number, to: number) {
    const item = items[from]
    if (!item || to < 0 || to >= count) return
    onMove(from, to)
    setAnnouncement(moved(item.label, to + 1))
    setRefocus({ id: item.id, direction: to < from ? 'up' : 'down' })
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up "${nameOf(active.id)}" at position ${positionOf(active.id)} of ${count}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `"${nameOf(active.id)}" is over position ${positionOf(over.id)} of ${count}.` : undefined,
    onDragEnd: ({ active, over }) => (over ? moved(nameOf(active.id), positionOf(over.id)) : undefined),
    onDragCancel: ({ active }) => `"${nameOf(active.id)}" was put back.`,
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1)
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ol className={`flex flex-col gap-2 ${className}`} aria-label={label}>
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                item={item}
                first={index === 0}
                last={index === count - 1}
                disabled={disabled}
                onMove={(direction) => moveByButton(index, direction === 'up' ? index - 1 : index + 1)}
              >
                {children(index)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  )
}

function SortableRow({
  item,
  first,
  last,
  disabled,
  onMove,
  children,
}: {
  item: SortableItem
  first: boolean
  last: boolean
  disabled: boolean
  onMove: (direction: 'up' | 'down') => void
  children: ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled })
  const name = item.label || 'the new row'
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item-id={item.id}
      className={`relative flex items-start gap-1.5 rounded-xl border bg-white p-2 sm:gap-2 dark:bg-slate-950 ${
        isDragging
          ? 'border-brand-500 ring-brand-500 z-10 shadow-lg ring-2'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        label={`Drag "${name}"`}
        title="Drag to move"
        className="mt-1 shrink-0 cursor-grab touch-none active:cursor-grabbing"
      >
        <GripVertical className="size-5" />
      </IconButton>
      <div className="min-w-0 flex-1">{children}</div>
      {/* Stacked on a phone, so the row's own content keeps the width. */}
      <div className="mt-1 flex shrink-0 flex-col gap-1.5 sm:flex-row">
        {(['up', 'down'] as const).map((direction) => (
          <Button
            key={direction}
            variant="secondary"
            size="sm"
            className="px-2"
            id={`move-${direction}-${item.id}`}
            onClick={() => onMove(direction)}
            disabled={(direction === 'up' ? first : last) || disabled}
            aria-label={`Move "${name}" ${direction}`}
            title={direction === 'up' ? 'Move up' : 'Move down'}
          >
            {direction === 'up' ? <ArrowUp className="size-4" /> : <ArrowDown className="size-4" />}
          </Button>
        ))}
      </div>
    </li>
  )
}
