/**
 * The blog's queries (STYLE.md section 5): the list, a page at a time, for a tag or a search.
 * The pre-rendered page hands over its first page (and the API's cursor after it) as initial data.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api, type Paged } from '../../lib/api-client.ts'
import type { PostListItem } from '../../domain/post.ts'

export interface PostFilters {
  tag?: string | undefined
  q?: string | undefined
}

export const postQueries = {
  all: () => ['posts'] as const,
  list: (filters: PostFilters) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.all(), 'list', filters] as const,
      queryFn: ({ pageParam }): Promise<Paged<PostListItem>> =>
        api.posts.list({ ...filters, cursor: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...postQueries.all(), 'detail', slug] as const,
      queryFn: () => api.posts.get(slug),
    }),
  related: (slug: string) =>
    queryOptions({
      queryKey: [...postQueries.all(), 'related', slug] as const,
      queryFn: () => api.posts.related(slug),
    }),
}
