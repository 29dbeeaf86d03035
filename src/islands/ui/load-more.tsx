/**
 * "Load more" under a paged list: a button in the admin, and on the public lists a link to the
 * next static page that the island turns into a fetch once it runs.
 */
import { useEffect, useRef, type RefObject } from 'react'
import { Button, buttonClass } from './button.tsx'

interface NextPage {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
  /** The pages loaded so far (a TanStack infinite query's), to read on past an empty one. */
  data?: { pages: readonly { items: readonly unknown[] }[] } | undefined
  isFetching?: boolean
  isError?: boolean
}

type PagedQuery = Pick<NextPage, 'data' | 'isError'> & { hasNextPage?: boolean }

/**
 * Empty pages a search reads on through by itself before it asks: a sparse search over many
 * records would otherwise send request after request (each reading its budget of records, about
 * 50 on Firestore) until the end of the list.
 */
export const READ_ON_PAGES = 4

/** How many of the last pages loaded came back empty, in a row. */
function emptyPagesInARow(query: PagedQuery): number {
  const pages = query.data?.pages ?? []
  const lastWithItems = pages.findLastIndex((page) => page.items.length > 0)
  return pages.length - 1 - lastWithItems
}

/** The last page came back empty with more to read: the API stopped at its read budget. */
function endsEmptyWithMore(query: PagedQuery): boolean {
  return query.hasNextPage === true && query.isError !== true && emptyPagesInARow(query) > 0
}

/**
 * Whether the list is reading on by itself: a search's page may come back empty with a cursor,
 * when the API stopped after the records it may read per request (content-stores.ts). It does so
 * through READ_ON_PAGES empty pages in a row, then waits for "Keep searching".
 */
export function readsOn(query: PagedQuery): boolean {
  return endsEmptyWithMore(query) && emptyPagesInARow(query) % READ_ON_PAGES !== 0
}

/** Reading on has paused: the list asks before it searches further. */
function searchPaused(query: PagedQuery): boolean {
  return endsEmptyWithMore(query) && !readsOn(query)
}

/** Nothing found yet in what was read, and more left to search. */
export function nothingFoundYet(query: PagedQuery): boolean {
  return searchPaused(query) && (query.data?.pages ?? []).every((page) => page.items.length === 0)
}

const KEEP_SEARCHING = 'Keep searching'

/** Fetches the next page after an empty one until items come or the list ends. */
function useReadOnPastEmptyPages(query: NextPage): boolean {
  const reading = readsOn(query)
  const busy = query.isFetching ?? query.isFetchingNextPage
  const { fetchNextPage } = query
  useEffect(() => {
    if (reading && !busy) void fetchNextPage()
  }, [reading, busy, fetchNextPage])
  return reading
}

/**
 * Focuses an item of a list, which is no control: for as long as it keeps the focus, so that a
 * click inside it later does not take the focus from where the click lands.
 */
function focusItem(item: Element) {
  if (!(item instanceof HTMLElement)) return
  if (item.tabIndex < 0 && !item.hasAttribute('tabindex')) {
    item.tabIndex = -1
    item.addEventListener('blur', () => item.removeAttribute('tabindex'), { once: true })
  }
  item.focus()
}

/**
 * Shown while the API has more, busy while the next page loads. `list` is the element whose
 * children are the items: after a press, the first item the page brought takes the focus, as
 * the button is disabled while it loads and gone after the last page (the focus would fall to
 * the top of the page). With nothing new it goes back to the button, or to the last item.
 */
export function LoadMore({
  query,
  label,
  list,
}: {
  query: NextPage
  label: string
  list: RefObject<HTMLElement | null>
}) {
  const readingOn = useReadOnPastEmptyPages(query)
  const busy = query.isFetchingNextPage || readingOn
  const button = useRef<HTMLButtonElement>(null)
  // How many items the list held when the button was pressed; null when it was not.
  const itemsBefore = useRef<number | null>(null)

  useEffect(() => {
    const before = itemsBefore.current
    if (busy || before === null) return
    itemsBefore.current = null
    const focused = document.activeElement
    // Not when the focus has moved on meanwhile (a click elsewhere).
    if (focused && focused !== document.body && focused !== button.current) return
    const items = list.current
    const target = items?.children[before] ?? button.current ?? items?.lastElementChild
    if (target) focusItem(target)
    // On the pages as well: a quick answer may come without a render that shows it busy.
  }, [busy, query.data, list])

  if (!query.hasNextPage) return null
  return (
    <div className="mt-8 flex justify-center">
      <Button
        ref={button}
        variant="secondary"
        pending={busy}
        onClick={() => {
          itemsBefore.current = list.current?.childElementCount ?? 0
          void query.fetchNextPage()
        }}
      >
        {searchPaused(query) ? KEEP_SEARCHING : label}
      </Button>
    </div>
  )
}

/** A plain link to the next static page until the island runs, and without JavaScript. */
export function LoadMoreLink({
  query,
  href,
  label,
  busyLabel,
}: {
  query: NextPage
  href: string
  label: string
  busyLabel: string
}) {
  const readingOn = useReadOnPastEmptyPages(query)
  const busy = query.isFetchingNextPage || readingOn
  if (!query.hasNextPage) return null
  return (
    <div className="mt-10 flex justify-center">
      <a
        href={href}
        data-island-action
        aria-disabled={busy}
        onClick={(event) => {
          event.preventDefault()
          if (!busy) void query.fetchNextPage()
        }}
        className={buttonClass('secondary')}
      >
        {busy ? busyLabel : searchPaused(query) ? KEEP_SEARCHING : label}
      </a>
    </div>
  )
}
