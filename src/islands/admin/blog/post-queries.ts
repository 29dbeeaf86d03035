/**
 * The admin blog's queries (STYLE.md section 5): the posts newest first, a page at a time, for a
 * search or a tag; a post with its text when it is edited. The keys sit under the blog's
 * `['posts']`, so a change invalidates the public lists on the page too.
 */
import { toListItem, type Post, type PostListItem, type PostStatus } from '../../../domain/post.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { postQueries, type PostFilters } from '../../blog/post-queries.ts'
import { dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { pagedQuery, patchLoadedPages } from '../../shared/paged-list.ts'
import { publishQueries } from './publish-queries.ts'

/** The admins' list: the blog's filters, and posts of every status unless one is picked. */
export type AdminPostFilters = PostFilters & { status?: PostStatus | 'all' }

export const adminPostQueries = {
  all: () => ['posts'] as const,
  admin: () => [...adminPostQueries.all(), 'admin'] as const,
  list: ({ status = 'all', ...filters }: AdminPostFilters = {}) =>
    pagedQuery([...adminPostQueries.admin(), { ...filters, status }] as const, (cursor) =>
      api.posts.list({ ...filters, status, cursor }),
    ),
  /** The whole post, its text included, for the editor. */
  detail: (slug: string) => ({ ...postQueries.detail(slug), staleTime: 0 }),
}

/**
 * After a save or a delete: the loaded pages show the change at once (new post first, an edited
 * one in its place, a deleted one gone), then everything reloads from the API to be sure.
 */
export function afterPostChange(
  change: { saved: Post; isNew?: boolean } | { removedId: string },
): Promise<void> {
  patchLoadedPages<PostListItem>(
    adminPostQueries.admin(),
    'saved' in change ? { saved: toListItem(change.saved), isNew: change.isNew } : change,
  )
  // The save started a rebuild: ask for the publish state again, which then polls until it is live.
  void queryClient.invalidateQueries({ queryKey: publishQueries.all() })
  void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() })
  return queryClient.invalidateQueries({ queryKey: adminPostQueries.all() })
}
