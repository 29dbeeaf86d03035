/**
 * "Load more" under a paged list: a button in the admin, and on the public lists a link to the
 * next static page that the island turns into a fetch once it runs.
 */
import { useEffect } from 'react'
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

/**
 * Whether the list is reading on by itself: a search's page may come back empty with a cursor,
 * when the API stopped after the records it may read per request (content-stores.ts).
 */
export function readsOn(query: Pick<NextPage, 'data' | 'isError'> & { hasNextPage?: boolean }): boolean {
  const last = query.data?.pages.at(-1)
  return query.hasNextPage === true && last !== undefined && last.items.length === 0 && query.isError !== true
}

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

/** Shown while the API has more, busy while the next page loads. */
export function LoadMore({ query, label }: { query: NextPage; label: string }) {
  const readingOn = useReadOnPastEmptyPages(query)
  if (!query.hasNextPage) return null
  return (
    <div className="mt-8 flex justify-center">
      <Button
        variant="secondary"
        pending={query.isFetchingNextPage || readingOn}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
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
        {busy ? busyLabel : label}
      </a>
    </div>
  )
}
