/**
 * Lists a page at a time (issue 11), in the admin and on Your Account: one TanStack infinite
 * query per list and filter, read with the API's cursors, and the kit's `LoadMore` under each
 * list. Screens work on the pages loaded so far; a change shows at once in them, then the list
 * reloads.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query'
import type { Paged } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'

/** The query of a paged list under `key`: `fetchPage(cursor)` reads one page. */
export function pagedQuery<T, K extends QueryKey>(
  key: K,
  fetchPage: (cursor: string | null) => Promise<Paged<T>>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Paged<T>) => last.next,
    // Admins work on what is stored now, not on a copy from half a minute ago.
    staleTime: 0,
    // A new search or filter keeps the list on screen until its own first page arrives.
    placeholderData: keepPreviousData,
  })
}

/** The list's query and its items loaded so far, in order. */
export function usePagedList<T, K extends QueryKey>(options: ReturnType<typeof pagedQuery<T, K>>) {
  const query = useInfiniteQuery(options)
  return { query, items: query.data?.pages.flatMap((page) => page.items) ?? [] }
}

/**
 * Shows a change at once in every loaded list under `key` (a new item first, a changed one in
 * its place, a removed one gone); the caller then invalidates to reload.
 */
export function patchLoadedPages<T extends { id: string }>(
  key: QueryKey,
  change: { saved: T; isNew?: boolean | undefined } | { removedId: string },
): void {
  queryClient.setQueriesData<InfiniteData<Paged<T>>>({ queryKey: key }, (data) => {
    if (!data?.pages) return data
    const pages = data.pages.map((page) => ({
      ...page,
      items:
        'removedId' in change
          ? page.items.filter((item) => item.id !== change.removedId)
          : page.items.map((item) => (item.id === change.saved.id ? change.saved : item)),
    }))
    const known =
      'saved' in change && data.pages.some((page) => page.items.some((item) => item.id === change.saved.id))
    if ('saved' in change && !known && change.isNew && pages[0]) {
      pages[0] = { ...pages[0], items: [change.saved, ...pages[0].items] }
    }
    return { ...data, pages }
  })
}
