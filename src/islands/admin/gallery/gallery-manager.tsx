/**
 * /admin/gallery, 'Gallery Management' (SPEC.md sections 2, 4 and 8; DESIGN.md section 5):
 * the category filter, the image form, the grid with edit and delete, the review queue for
 * visitors' photos, New Category and Rearrange. Behind the admin guard; the API checks the
 * role again on every write. The images and the review queue load a page at a time; the
 * category filter and Rearrange work on the images loaded so far (the first of the order).
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { api } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { adminScreen } from '../admin-guard.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { ToggleChips } from '../../ui/toggle-chips.tsx'
import { CategoryDialog } from './category-dialog.tsx'
import { dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { usePagedList } from '../../shared/paged-list.ts'
import { useFocusKeptIn } from '../../shared/use-focus-kept-in.ts'
import { LoadMore } from '../../ui/load-more.tsx'
import {
  ALL_CATEGORIES_FILTER,
  categoryNames,
  emptyGridText,
  gridImages,
  publicOrder,
} from './gallery-model.ts'
import { adminGalleryQueries, afterImageChange } from './gallery-queries.ts'
import { ImageForm } from './image-form.tsx'
import { ImageGrid } from './image-grid.tsx'
import { Rearrange } from './rearrange.tsx'
import { ReviewQueue } from './review-queue.tsx'
import { FolderPlus, ImageIcon, Move, Plus } from 'lucide-react'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { LoadingState } from '../../ui/spinner.tsx'
import { ConfirmDialog, useConfirm } from '../../ui/confirm-dialog.tsx'
import { Button } from '../../ui/button.tsx'

export const GalleryManager = adminScreen(GalleryAdmin)

type Form = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; image: GalleryImage }
type Review = { image: GalleryImage; decision: 'approve' | 'reject' }

const REVIEWED = {
  approve: (title: string) => ({
    title: 'Photo approved',
    description: `"${title}" is now in the public gallery.`,
  }),
  reject: (title: string) => ({
    title: 'Photo rejected',
    description: `"${title}" will not be shown in the gallery.`,
  }),
}

function GalleryAdmin() {
  const { query: images, items: all } = usePagedList({
    ...adminGalleryQueries.list(),
    meta: { errorTitle: 'Error fetching gallery images' },
  })
  const { query: pendingQuery, items: pending } = usePagedList(adminGalleryQueries.pending())
  const categories = useQuery(adminGalleryQueries.categories())
  const stats = useQuery(dashboardQueries.stats())
  const [filter, setFilter] = useState(ALL_CATEGORIES_FILTER)
  const [form, setForm] = useState<Form>({ kind: 'closed' })
  const [formKey, setFormKey] = useState(0)
  const [rearranging, setRearranging] = useState(false)
  const [categoryOpen, setCategoryOpen] = useState(false)
  const grid = useRef<HTMLElement>(null)
  // The lists of cards, for Load more to focus the first of a new page.
  const gridCards = useRef<HTMLUListElement>(null)
  const queueCards = useRef<HTMLUListElement>(null)
  // A photo approved out of the queue, or Rearrange closed, takes the focused button with it.
  const content = useRef<HTMLElement>(null)
  useFocusKeptIn(content)

  const names = useMemo(() => categoryNames(categories.data ?? [], all), [categories.data, all])
  const activeFilter =
    filter === ALL_CATEGORIES_FILTER || names.some((name) => name === filter) ? filter : ALL_CATEGORIES_FILTER
  const shown = useMemo(() => gridImages(all, activeFilter), [all, activeFilter])

  const remove = useMutation({
    mutationFn: (image: GalleryImage) => api.gallery.remove(image.id),
    meta: { errorTitle: 'Error deleting image' },
    onSuccess: (_answer, image) => {
      notify({
        title: 'Image removed',
        description: 'The image has been removed from the gallery',
        variant: 'success',
      })
      void afterImageChange({ removedId: image.id })
      grid.current?.focus()
    },
  })
  const confirmDelete = useConfirm({ onConfirm: remove.mutate })
  const review = useMutation({
    mutationFn: ({ image, decision }: Review) =>
      decision === 'approve' ? api.gallery.approve(image.id) : api.gallery.reject(image.id),
    meta: { errorTitle: 'Error updating image' },
    onSuccess: (saved, { image, decision }) => {
      notify({ ...REVIEWED[decision](image.title), variant: 'success' })
      void afterImageChange({ saved })
    },
  })
  const busyId =
    (remove.isPending ? remove.variables?.id : undefined) ??
    (review.isPending ? review.variables?.image.id : undefined) ??
    null
  const decide = (decision: Review['decision']) => (image: GalleryImage) => review.mutate({ image, decision })

  function openForm(next: Form) {
    setFormKey((key) => key + 1)
    setForm(next)
    setRearranging(false)
  }

  function closeForm() {
    setForm({ kind: 'closed' })
    requestAnimationFrame(() => grid.current?.focus())
  }

  return (
    <div>
      <AdminPageHeading
        back
        title="Gallery Management"
        subtitle="Add, review and arrange the photos in the public gallery."
        actions={
          <>
            <Button icon={<Plus className="size-4" />} onClick={() => openForm({ kind: 'add' })}>
              Add New Image
            </Button>
            <RefreshButton reads={[images, pendingQuery, categories]} />
            <Button
              variant="secondary"
              icon={<FolderPlus className="size-4" />}
              onClick={() => setCategoryOpen(true)}
            >
              New Category
            </Button>
            <Button
              variant="secondary"
              icon={<Move className="size-4" />}
              onClick={() => {
                setForm({ kind: 'closed' })
                setRearranging(true)
              }}
              disabled={rearranging || images.isPending}
            >
              Rearrange
            </Button>
          </>
        }
      />

      <section
        ref={content}
        tabIndex={-1}
        aria-label="Gallery"
        className="flex flex-col gap-8 focus:outline-hidden"
      >
        {form.kind !== 'closed' && (
          <ImageForm
            key={formKey}
            image={form.kind === 'edit' ? form.image : undefined}
            categories={names}
            onClose={closeForm}
          />
        )}

        {images.isPending ? (
          <LoadingState label="Loading images..." />
        ) : rearranging ? (
          <Rearrange images={publicOrder(all)} onClose={() => setRearranging(false)} />
        ) : (
          <>
            <ReviewQueue
              images={pending}
              waiting={stats.data?.gallery.pending}
              more={<LoadMore query={pendingQuery} label="Load more photos to review" list={queueCards} />}
              listRef={queueCards}
              busyId={busyId}
              onApprove={decide('approve')}
              onReject={decide('reject')}
            />

            <section
              ref={grid}
              tabIndex={-1}
              aria-labelledby="gallery-images-heading"
              className="focus:outline-hidden"
            >
              <h2 id="gallery-images-heading" className="text-xl font-bold text-slate-900 dark:text-white">
                Gallery images
              </h2>
              <ToggleChips
                label="Filter by category"
                options={[ALL_CATEGORIES_FILTER, ...names]}
                value={activeFilter}
                onChange={setFilter}
                optionLabel={(name) => (name === ALL_CATEGORIES_FILTER ? 'All Images' : name)}
                className="mt-4"
              />
              <div className="mt-5">
                {/* Not "empty" on a failure: the gallery may well hold images that could not be loaded. */}
                <QueryState
                  query={images}
                  loading="Loading images..."
                  failure="Error fetching gallery images"
                  empty={
                    shown.length === 0 && (
                      <EmptyState icon={<ImageIcon />} text={emptyGridText(activeFilter)}>
                        {activeFilter === ALL_CATEGORIES_FILTER && (
                          <Button
                            icon={<Plus className="size-4" />}
                            onClick={() => openForm({ kind: 'add' })}
                          >
                            Add New Image
                          </Button>
                        )}
                      </EmptyState>
                    )
                  }
                >
                  <ImageGrid
                    images={shown}
                    busyId={busyId}
                    onEdit={(image) => openForm({ kind: 'edit', image })}
                    onDelete={confirmDelete.ask}
                    onApprove={decide('approve')}
                    listRef={gridCards}
                  />
                </QueryState>
                <LoadMore query={images} label="Load more images" list={gridCards} />
              </div>
            </section>
          </>
        )}
      </section>

      <CategoryDialog open={categoryOpen} onClose={() => setCategoryOpen(false)} />
      <ConfirmDialog {...confirmDelete.dialog} title="Delete this image?" confirmLabel="Delete image">
        <p>
          &ldquo;{confirmDelete.item?.title}&rdquo; will be removed from the gallery and its files deleted.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}
