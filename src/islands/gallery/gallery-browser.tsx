/**
 * The public gallery: approved photos with search, category filters and a grid or list view
 * (SPEC.md section 2, "Gallery"), a page at a time. Photos that users send wait for review and
 * never show here until an admin approves them; the API sends approved ones only.
 *
 * The page pre-renders the first page as it was at build time, and "Load more photos" is a
 * plain link to /gallery/page/2 until the island runs. It hydrates when the visitor first
 * reaches for it (client:interaction); from then on search, categories and "Load more" ask the
 * API, and the first page refreshes.
 */
import { useQuery } from '@tanstack/react-query'
import { ImageIcon, LayoutGrid, List } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import {
  ALL_CATEGORIES_FILTER,
  DEFAULT_GALLERY_CATEGORIES,
  type GalleryImage,
} from '../../domain/gallery-image.ts'
import type { Page } from '../../domain/page.ts'
import { describeApiError } from '../../lib/api-client.ts'
import { withIslandRoot } from '../island-root.tsx'
import { emptyStateHint, filterOptions } from './gallery-filter.ts'
import { CategoryBadge, GalleryPicture, PhotoDetails, PhotoMeta, PhotoOpener } from './gallery-image.tsx'
import { galleryQueries } from './gallery-queries.ts'
import { Button } from '../ui/button.tsx'
import { EmptyState } from '../ui/empty-state.tsx'
import { IconButton } from '../ui/icon-button.tsx'
import { LoadMoreLink } from '../ui/load-more.tsx'
import { QueryState } from '../ui/query-state.tsx'
import { SearchField } from '../ui/search-field.tsx'
import { ToggleChips } from '../ui/toggle-chips.tsx'
import { useSearch } from '../shared/use-search.ts'
import { usePrerenderedList } from '../shared/prerendered-list.ts'

type View = 'grid' | 'list'

const VIEWS = [
  { view: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { view: 'list', label: 'List view', Icon: List },
] as const

const LIST_CLASS: Record<View, string> = {
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
}

const DEFAULT_FILTERS = filterOptions(
  DEFAULT_GALLERY_CATEGORIES.map((name, position) => ({ name, position })),
)

interface Props {
  /** The first page of approved photos at build time, with the API's cursor after it. */
  firstPage: Page<GalleryImage>
  /** How many approved photos there were at build time. */
  total: number
}

export const GalleryBrowser = withIslandRoot(Browser)

/** The viewer's code: fetched once the island runs, so the first photo opens at once. */
const loadLightbox = () => import('./photo-lightbox.tsx')
const PhotoLightbox = lazy(loadLightbox)

function Browser({ firstPage, total }: Props) {
  const categories = useQuery(galleryQueries.categories())
  const search = useSearch()
  const { setText: setSearch } = search
  const [category, setCategory] = useState<string>(ALL_CATEGORIES_FILTER)
  const [view, setView] = useState<View>('grid')
  // The photo open in the viewer, by its place in the list shown.
  const [viewing, setViewing] = useState<number | null>(null)

  useEffect(() => {
    void loadLightbox()
  }, [])

  // A link's search and category apply once the island runs, over anything typed before it did.
  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search)
    if (fromUrl.get('q')) setSearch(fromUrl.get('q') ?? '')
    if (fromUrl.get('category')) setCategory(fromUrl.get('category') ?? ALL_CATEGORIES_FILTER)
  }, [setSearch])

  const filters = {
    category: category === ALL_CATEGORIES_FILTER ? undefined : category,
    q: search.searched,
  }
  // A failed read is also shown over the list, with a retry.
  const list = usePrerenderedList(galleryQueries.list, filters, {
    firstPage,
    total,
    failure: 'Error fetching gallery images',
  })
  const { query: images, items: shown } = list

  // Without the category list (still loading, or unreachable) the five defaults still filter.
  const options = categories.data ? filterOptions(categories.data) : DEFAULT_FILTERS
  const Item = view === 'grid' ? GridItem : ListItem

  return (
    <div className="container-page py-10 lg:py-14">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            ref={search.inputRef}
            label="Search gallery"
            value={search.text}
            onValue={setSearch}
            placeholder="Search gallery..."
            autoComplete="off"
            className="flex-1"
          />
          <div
            role="group"
            aria-label="Layout"
            className="inline-flex self-start rounded-lg border border-slate-300 p-1 dark:border-slate-700"
          >
            {VIEWS.map(({ view: option, label, Icon }) => (
              <IconButton
                key={option}
                label={label}
                title={label}
                variant="segment"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                <Icon className="size-5" />
              </IconButton>
            ))}
          </div>
        </div>
        <ToggleChips label="Filter by category" options={options} value={category} onChange={setCategory} />
      </div>

      <section aria-labelledby="gallery-results" className="mt-8">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2
            id="gallery-results"
            className="min-w-0 text-xl font-semibold wrap-anywhere text-slate-900 dark:text-white"
          >
            {category === ALL_CATEGORIES_FILTER ? 'All photos' : `${category} photos`}
          </h2>
          {images.isSuccess && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {list.count(['photo', 'photos'])}
            </p>
          )}
        </div>

        <QueryState
          query={images}
          loading="Loading images..."
          // The list starts from the build's first page, so a failed read is shown over it.
          failureHidesList
          failure={(error) => (
            <EmptyState icon={<ImageIcon />} heading="h3" title="We couldn't load the gallery">
              <p>{describeApiError(error, 'Please check your connection and try again.')}</p>
              <Button onClick={() => void images.refetch()}>Try again</Button>
            </EmptyState>
          )}
          empty={
            shown.length === 0 && (
              <EmptyState
                icon={<ImageIcon />}
                heading="h3"
                title="No images found"
                text={emptyStateHint({ search: search.text, category })}
              />
            )
          }
        >
          <ul className={LIST_CLASS[view]} aria-label="Gallery photos">
            {shown.map((image, index) => (
              <Item key={image.id} image={image} onOpen={() => setViewing(index)} />
            ))}
          </ul>
        </QueryState>
        {viewing !== null && shown.length > 0 && (
          <Suspense fallback={null}>
            <PhotoLightbox
              images={shown}
              index={Math.min(viewing, shown.length - 1)}
              onIndex={setViewing}
              onClose={() => setViewing(null)}
            />
          </Suspense>
        )}
        <LoadMoreLink
          query={images}
          href={`/gallery/page/${list.loadedPages + 1}`}
          label="Load more photos"
          busyLabel="Loading more photos..."
        />
      </section>
    </div>
  )
}

/** `onOpen`: the island's viewer; without it (a pre-rendered page) the photo links to its file. */
interface ItemProps {
  image: GalleryImage
  onOpen?: () => void
}

export function GridItem({ image, onOpen }: ItemProps) {
  return (
    <li className="defer-card group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <PhotoOpener image={image} onOpen={onOpen} className="aspect-[4/3] overflow-hidden">
        <GalleryPicture
          image={image}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
          className="size-full transition-transform duration-300 group-hover:scale-105"
        />
      </PhotoOpener>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900 dark:text-white">
            {image.title}
          </h3>
          <CategoryBadge name={image.category} />
        </div>
        {image.description && (
          <p className="line-clamp-2 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
            {image.description}
          </p>
        )}
        <div className="mt-auto">
          <PhotoMeta image={image} />
        </div>
      </div>
    </li>
  )
}

function ListItem({ image, onOpen }: ItemProps) {
  return (
    <li className="defer-card flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-row dark:border-slate-800 dark:bg-slate-900">
      <PhotoOpener image={image} onOpen={onOpen} className="aspect-[4/3] shrink-0 sm:w-64">
        <GalleryPicture image={image} sizes="(min-width: 640px) 256px, 92vw" className="size-full" />
      </PhotoOpener>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900 dark:text-white">
            {image.title}
          </h3>
          <CategoryBadge name={image.category} />
        </div>
        <PhotoDetails image={image} />
      </div>
    </li>
  )
}
