/**
 * The blog's queries (STYLE.md section 5). The list is kept as summaries (see post-summary.ts),
 * the shape the pre-rendered page hands over as initial data.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { summarise } from './post-summary.ts'

export const postQueries = {
  all: () => ['posts'] as const,
  summaries: () =>
    queryOptions({
      queryKey: [...postQueries.all(), 'summaries'] as const,
      queryFn: async () => (await api.posts.list()).map(summarise),
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
