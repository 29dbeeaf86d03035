/**
 * A public list that the page pre-renders from the build's first page (the blog, the gallery).
 * Unfiltered, that page shows at once but counts as stale, so it refreshes once the island runs;
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

type ListOptions<T, K extends QueryKey> = UseInfiniteQueryOptions<
  Paged<T>,
  Error,
  InfiniteData<Paged<T>>,
  K,
  string | null
>

export function usePrerenderedList<F extends object, T, K extends QueryKey>(
  list: (filters: F) => ListOptions<T, K>,
  filters: F,
  build: { firstPage: Page<T>; total: number; failure: string },
) {
  const filtering = Object.values(filters).some((value) => value !== undefined)
  const query = useInfiniteQuery({
    ...list(filters),
    ...(filtering
      ? {}
      : { initialData: { pages: [build.firstPage], pageParams: [null] }, initialDataUpdatedAt: 0 }),
  })
  useEffect(() => {
    if (query.error) console.error(build.failure, query.error)
  }, [query.error, build.failure])
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  return {
    query,
    items,
    filtering,
    /** How many pages show: the next one's plain link is …/page/{loadedPages + 1}. */
    loadedPages: query.data?.pages.length ?? 1,
    count: (nouns: Nouns) =>
      countLine({ filtering, loaded: items.length, more: query.hasNextPage, total: build.total }, nouns),
  }
}

type Nouns = readonly [one: string, many: string]

/** '12 articles' in all; while filtering, '3 articles found', or '24+ …' while more pages wait. */
export function countLine(
  { filtering, loaded, more, total }: { filtering: boolean; loaded: number; more: boolean; total: number },
  [one, many]: Nouns,
): string {
  const count = filtering ? loaded : total
  return `${count}${filtering && more ? '+' : ''} ${count === 1 ? one : many}${filtering ? ' found' : ''}`
}
