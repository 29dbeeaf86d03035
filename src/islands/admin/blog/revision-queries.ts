/**
 * A post's revisions in the editor's History: the list a page at a time, and one revision with
 * its text for a comparison. Under the post's own key, so a save or a restore refreshes them.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pagedQuery } from '../../shared/paged-list.ts'

export const revisionQueries = {
  all: (postId: string) => ['revisions', postId] as const,
  list: (postId: string) =>
    pagedQuery([...revisionQueries.all(postId), 'list'] as const, (cursor) =>
      api.posts.revisions(postId, { cursor }),
    ),
  detail: (postId: string, revisionId: string) =>
    queryOptions({
      queryKey: [...revisionQueries.all(postId), 'detail', revisionId] as const,
      queryFn: () => api.posts.revision(postId, revisionId),
      // A revision never changes once kept.
      staleTime: Infinity,
    }),
}
