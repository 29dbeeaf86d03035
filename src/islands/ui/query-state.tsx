/**
 * What a screen shows for one query: a spinner while it loads, the reason when it failed with
 * nothing to show, the empty state when there is nothing, and the list otherwise. A failed
 * reload keeps the list it had (the toast says why), so by default only a first load shows the
 * failure.
 */
import type { ReactNode } from 'react'
import { describeApiError } from '../../lib/api-client.ts'
import { LoadingState } from './spinner.tsx'

export interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: unknown }
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
  return empty ? empty : children
}
