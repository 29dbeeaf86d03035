/**
 * A public list that the page pre-renders from the build's first page (the blog, the gallery):
 * unfiltered, that page shows at once but counts as stale, so it refreshes once the island runs;
 * a search or a filter asks the API from its first page. A failed read is logged and the list
 * keeps what it had (SPEC.md sections 4 and 8).
 */
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Page } from '../../domain/page.ts'
import type { Paged } from '../../lib/api-client.ts'

export function usePrerenderedList<T, K extends QueryKey>(
  options: UseInfiniteQueryOptions<Paged<T>, Error, InfiniteData<Paged<T>>, K, string | null>,
  { firstPage, filtering, failure }: { firstPage: Page<T>; filtering: boolean; failure: string },
) {
  const query = useInfiniteQuery({
    ...options,
    ...(filtering
      ? {}
      : { initialData: { pages: [firstPage], pageParams: [null] }, initialDataUpdatedAt: 0 }),
  })
  useEffect(() => {
    if (query.error) console.error(failure, query.error)
  }, [query.error, failure])
  return {
    query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    /** How many pages are shown: the next one's plain link is /…/page/{loadedPages + 1}. */
    loadedPages: query.data?.pages.length ?? 1,
  }
}

/** '12 articles' in all; while filtering, '3 articles found', or '24+ …' when more pages wait. */
export function countLine(
  { filtering, loaded, more, total }: { filtering: boolean; loaded: number; more: boolean; total: number },
  [one, many]: readonly [string, string],
): string {
  const count = filtering ? loaded : total
  return `${count}${filtering && more ? '+' : ''} ${count === 1 ? one : many}${filtering ? ' found' : ''}`
}
