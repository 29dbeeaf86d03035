/**
 * "Load more" under a paged list: a button in the admin, and on the public lists a link to the
 * next static page that the island turns into a fetch once it runs.
 */
import { Button, buttonClass } from './button.tsx'

interface NextPage {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** Shown while the API has more, busy while the next page loads. */
export function LoadMore({ query, label }: { query: NextPage; label: string }) {
  if (!query.hasNextPage) return null
  return (
    <div className="mt-8 flex justify-center">
      <Button
        variant="secondary"
        pending={query.isFetchingNextPage}
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
  if (!query.hasNextPage) return null
  return (
    <div className="mt-10 flex justify-center">
      <a
        href={href}
        data-island-action
        aria-disabled={query.isFetchingNextPage}
        onClick={(event) => {
          event.preventDefault()
          if (!query.isFetchingNextPage) void query.fetchNextPage()
        }}
        className={buttonClass('secondary')}
      >
        {query.isFetchingNextPage ? busyLabel : label}
      </a>
    </div>
  )
}
