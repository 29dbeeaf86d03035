/**
 * The admin blog's queries (STYLE.md section 5). Every post, with its HTML, newest first. The
 * key sits under the blog's `['posts']`, so a change invalidates the public lists on the page too.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Post } from '../../../domain/post.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { publishQueries } from './publish-queries.ts'

export const adminPostQueries = {
  all: () => ['posts'] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminPostQueries.all(), 'admin'] as const,
      queryFn: api.posts.list,
      // Admins work on what is stored now, not on a copy from half a minute ago.
      staleTime: 0,
    }),
}

/**
 * After a save or a delete: the list shows the change at once (new post first, an edited one
 * in its place, a deleted one gone), then reloads from the API to be sure.
 */
export function afterPostChange(change: { saved: Post } | { removedId: string }): Promise<void> {
  const key = adminPostQueries.list().queryKey
  queryClient.setQueryData<Post[]>(key, (posts = []) => {
    if ('removedId' in change) return posts.filter((post) => post.id !== change.removedId)
    const known = posts.some((post) => post.id === change.saved.id)
    return known
      ? posts.map((post) => (post.id === change.saved.id ? change.saved : post))
      : [change.saved, ...posts]
  })
  // The save started a rebuild: ask for the publish state again, which then polls until it is live.
  void queryClient.invalidateQueries({ queryKey: publishQueries.all() })
  return queryClient.invalidateQueries({ queryKey: adminPostQueries.all() })
}
