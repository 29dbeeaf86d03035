/**
 * Rearrange: the order of the published photos, which the public gallery shows (DESIGN.md
 * section 5). Rows move by drag and drop, or with the Move up / Move down buttons from the
 * keyboard; each move is announced. Save order sends the whole order to the API.
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { GalleryPicture } from '../../gallery/gallery-image.tsx'
import { notify } from '../../shared/toast.tsx'
import { EmptyState, panelClass, smallButtonClass, Spinner } from '../shared/content-ui.tsx'
import { moveItem } from './gallery-model.ts'
import { afterImageChange } from './gallery-queries.ts'
import { Icon } from '../../shared/icon.tsx'

interface Props {
  /** The published photos in their current public order. */
  images: readonly GalleryImage[]
  onClose: () => void
}

export function Rearrange({ images, onClose }: Props) {
  const [order, setOrder] = useState<GalleryImage[]>(() => [...images])
  const [dragged, setDragged] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // After a keyboard move the row has moved in the DOM: the focus follows it.
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down' } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const changed = order.some((image, index) => image.id !== images[index]?.id)

  useEffect(() => heading.current?.focus(), [])

  useEffect(() => {
    if (!refocus) return
    const preferred = document.getElementById(
      `move-${refocus.direction}-${refocus.id}`,
    ) as HTMLButtonElement | null
    const other = document.getElementById(
      `move-${refocus.direction === 'up' ? 'down' : 'up'}-${refocus.id}`,
    ) as HTMLButtonElement | null
    ;(preferred && !preferred.disabled ? preferred : other)?.focus()
    setRefocus(null)
  }, [refocus])

  // The photos loaded so far are the first of the order: the API puts them, in this order, before
  // every other photo, which keep their places. Photos added meanwhile have no place yet, so
  // they show first, as new ones do; one deleted meanwhile makes the API refuse, and say so.
  const save = useMutation({ mutationFn: (ids: string[]) => api.gallery.reorder(ids) })

  function move(from: number, to: number, how: 'keyboard' | 'drag') {
    if (to < 0 || to >= order.length || from === to) return
    const image = order[from]!
    setOrder((current) => moveItem(current, from, to))
    setAnnouncement(`"${image.title}" moved to position ${to + 1} of ${order.length}.`)
    if (how === 'keyboard') setRefocus({ id: image.id, direction: to < from ? 'up' : 'down' })
  }

  async function saveOrder() {
    try {
      await save.mutateAsync(order.map((image) => image.id))
    } catch (error) {
      notify({ title: 'Error saving order', description: describeApiError(error), variant: 'destructive' })
      return
    }
    notify({
      title: 'Gallery order saved',
      description: 'The public gallery now shows the photos in this order.',
      variant: 'success',
    })
    void afterImageChange({ reordered: true })
    onClose()
  }

  function onDragStart(event: DragEvent<HTMLLIElement>, id: string) {
    event.dataTransfer.effectAllowed = 'move'
    // Firefox starts a drag only when some data is set.
    event.dataTransfer.setData('text/plain', id)
    setDragged(id)
  }

  function onDrop(event: DragEvent<HTMLLIElement>, targetId: string) {
    event.preventDefault()
    const id = dragged ?? event.dataTransfer.getData('text/plain')
    setDragged(null)
    setOver(null)
    const from = order.findIndex((image) => image.id === id)
    const to = order.findIndex((image) => image.id === targetId)
    if (from !== -1 && to !== -1) move(from, to, 'drag')
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
            Drag the photos into the order visitors should see them, or use Move up and Move down. Photos
            published later appear first until you rearrange again.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void saveOrder()}
            disabled={save.isPending || !changed}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending && <Spinner />}
            {save.isPending ? 'Saving...' : 'Save order'}
          </button>
        </div>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {order.length === 0 ? (
        <div className="mt-5">
          <EmptyState icon="image" text="There are no published photos to arrange yet." />
        </div>
      ) : (
        <ol className="mt-5 flex flex-col gap-2" aria-label="Gallery order">
          {order.map((image, index) => (
            <li
              key={image.id}
              draggable={!save.isPending}
              onDragStart={(event) => onDragStart(event, image.id)}
              onDragEnd={() => {
                setDragged(null)
                setOver(null)
              }}
              onDragOver={(event) => {
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
                if (over !== image.id) setOver(image.id)
              }}
              onDrop={(event) => onDrop(event, image.id)}
              data-image-id={image.id}
              className={`flex cursor-grab items-center gap-3 rounded-xl border bg-white p-2 pr-3 active:cursor-grabbing dark:bg-slate-950 ${
                over === image.id && dragged !== image.id
                  ? 'border-brand-500 ring-brand-500 ring-2'
                  : 'border-slate-200 dark:border-slate-700'
              } ${dragged === image.id ? 'opacity-50' : ''}`}
            >
              <Icon name="grip" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
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
                <button
                  id={`move-up-${image.id}`}
                  type="button"
                  onClick={() => move(index, index - 1, 'keyboard')}
                  disabled={index === 0 || save.isPending}
                  aria-label={`Move "${image.title}" up`}
                  title="Move up"
                  className={`${smallButtonClass} px-2`}
                >
                  <Icon name="arrow-up" />
                </button>
                <button
                  id={`move-down-${image.id}`}
                  type="button"
                  onClick={() => move(index, index + 1, 'keyboard')}
                  disabled={index === order.length - 1 || save.isPending}
                  aria-label={`Move "${image.title}" down`}
                  title="Move down"
                  className={`${smallButtonClass} px-2`}
                >
                  <Icon name="arrow-down" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
