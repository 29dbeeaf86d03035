/**
 * What a screen shows for one query: a spinner while it loads, the reason when it failed with
 * nothing to show, the empty state when there is nothing, and the list otherwise. A failed
 * reload keeps the list it had (the toast says why), so by default only a first load shows the
 * failure. A paged list that is still reading on past an empty page (a search's, see
 * load-more.tsx) is loading, not empty; one whose reading on has paused with nothing found yet
 * says so, above the list's "Keep searching".
 */
import type { ReactNode } from 'react'
import { describeApiError } from '../../lib/api-client.ts'
import { nothingFoundYet, readsOn } from './load-more.tsx'
import { LoadingState } from './spinner.tsx'

export interface QueryStateProps {
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    data?: unknown
    /** A paged (infinite) query's: whether the API has more after the pages loaded. */
    hasNextPage?: boolean
  }
  /** The loading line: 'Loading users...'. */
  loading: string
  /** What failed, before the API's reason ('Error fetching users'); or the whole failure to show. */
  failure: string | ((error: unknown) => ReactNode)
  /** Show a failure in place of the items already loaded (a list that starts from build-time data). */
  failureHidesList?: boolean
  /** Shown instead of the list when set: the empty state (pass `false` while there are items). */
  empty?: ReactNode
  children: ReactNode
}

export function QueryState({ query, loading, failure, failureHidesList, empty, children }: QueryStateProps) {
  if (query.isPending) return <LoadingState label={loading} />
  if (query.isError && (failureHidesList || query.data === undefined)) {
    return typeof failure === 'function' ? (
      failure(query.error)
    ) : (
      <p role="alert" className="p-10 text-center text-red-800 dark:text-red-200">
        {failure}: {describeApiError(query.error)}
      </p>
    )
  }
  const paged = { ...query, data: pagesOf(query.data) }
  if (empty && readsOn(paged)) return <LoadingState label={loading} />
  if (nothingFoundYet(paged)) {
    return (
      <p role="status" className="p-10 text-center text-slate-600 dark:text-slate-300">
        Nothing found yet in what has been searched. There is more to search.
      </p>
    )
  }
  return empty ? empty : children
}

/** An infinite query's pages, or nothing for any other query's data. */
function pagesOf(data: unknown): { pages: readonly { items: readonly unknown[] }[] } | undefined {
  const pages = (data as { pages?: unknown } | undefined)?.pages
  return Array.isArray(pages) ? { pages } : undefined
}
