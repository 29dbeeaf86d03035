/**
 * /admin/blog, 'Blog Management' (SPEC.md sections 2, 4 and 8): the list, a page at a time, with
 * its search and tag filter (asked of the API), the create and edit form (which loads the whole
 * post), delete after a confirmation. Behind the admin guard; the API checks the role again on
 * every write.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Post, PostListItem } from '../../../domain/post.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { adminScreen } from '../admin-guard.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { notify } from '../../ui/toast.tsx'
import { PostForm } from './post-form.tsx'
import { adminPostQueries, afterPostChange } from './post-queries.ts'
import { SiteStatusBar } from './publish-status.tsx'
import { queryClient } from '../../../lib/query-client.ts'
import { postCardId, AdminPostList } from './admin-post-list.tsx'
import type { StatusFilter } from './post-status-filter.tsx'
import { ALL_TAGS, tagFilter } from '../../../domain/tags.ts'
import { dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { usePagedList } from '../../shared/paged-list.ts'
import { LoadMore } from '../../ui/load-more.tsx'
import { Plus } from 'lucide-react'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { ConfirmDialog, useConfirm } from '../../ui/confirm-dialog.tsx'
import { Button } from '../../ui/button.tsx'
import { useSearch } from '../../shared/use-search.ts'

/** How long a post's card stays marked after it was saved. */
const MARKED_MS = 2500

export const BlogManager = adminScreen(BlogManagerScreen)

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; post: Post }

function BlogManagerScreen() {
  const search = useSearch()
  const [tag, setTag] = useState(ALL_TAGS)
  const [status, setStatus] = useState<StatusFilter>('all')
  const { query: posts, items } = usePagedList({
    ...adminPostQueries.list({ q: search.searched, tag: tagFilter(tag), status }),
    meta: { errorTitle: 'Error fetching blog posts' },
  })
  const stats = useQuery(dashboardQueries.stats())
  const [opening, setOpening] = useState<string | null>(null)
  const [mode, setMode] = useState<Mode>({ kind: 'list' })
  // A new form each time it opens, so create never shows the last edit's text.
  const [formKey, setFormKey] = useState(0)
  const list = useRef<HTMLElement>(null)
  const cards = useRef<HTMLUListElement>(null)
  /** A post just saved whose card is to be brought into view; then the card marked for a moment. */
  const [arrived, setArrived] = useState<string | null>(null)
  const [marked, setMarked] = useState<string | null>(null)

  const remove = useMutation({
    mutationFn: (post: PostListItem) => api.posts.remove(post.id),
    meta: { errorTitle: 'Error deleting post' },
    onSuccess: (_removed, post) => {
      notify({
        title: 'Post deleted',
        description: `"${post.title}" has been removed from the blog.`,
        variant: 'success',
      })
      void afterPostChange({ removedId: post.id })
      list.current?.focus()
    },
  })
  const confirmDelete = useConfirm({ onConfirm: remove.mutate })

  /** The list leaves out each post's text: the editor opens with the whole post. */
  async function edit(item: PostListItem) {
    setOpening(item.id)
    try {
      open({ kind: 'edit', post: await queryClient.query(adminPostQueries.detail(item.slug)) })
    } catch (error) {
      notify({ title: 'Error opening post', description: describeApiError(error), variant: 'destructive' })
    } finally {
      setOpening(null)
    }
  }

  function open(next: Mode) {
    setFormKey((key) => key + 1)
    setMode(next)
  }

  function backToList(saved?: Post) {
    setMode({ kind: 'list' })
    if (saved) setArrived(saved.id)
    else requestAnimationFrame(() => list.current?.focus())
  }

  // A post just created or saved: the form was as long as the page, so the list would open
  // scrolled to wherever its button was. Its card is brought to the top of the view (clear of
  // the toasts at the bottom), focused and marked for a moment; the list gets the focus instead
  // if the card is not among the loaded ones.
  useEffect(() => {
    if (arrived === null || mode.kind !== 'list') return
    const card = document.getElementById(postCardId(arrived))
    if (!card) {
      if (!posts.isFetching) {
        setArrived(null)
        list.current?.focus()
      }
      return
    }
    card.scrollIntoView({ block: 'start' })
    card.focus({ preventScroll: true })
    setArrived(null)
    setMarked(arrived)
  }, [arrived, mode.kind, items, posts.isFetching])
  useEffect(() => {
    if (marked === null) return
    const timer = setTimeout(() => setMarked(null), MARKED_MS)
    return () => clearTimeout(timer)
  }, [marked])

  return (
    <div>
      <AdminPageHeading
        back
        title="Blog Management"
        subtitle="Write, edit and publish articles for the blog."
        actions={
          <>
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => open({ kind: 'create' })}>
              Create New Post
            </Button>
            <RefreshButton reads={[posts, stats]}>Refresh Posts</RefreshButton>
          </>
        }
      />

      <SiteStatusBar />

      {mode.kind !== 'list' ? (
        <PostForm
          key={formKey}
          post={mode.kind === 'edit' ? mode.post : undefined}
          onClose={backToList}
          onRestored={(restored) => open({ kind: 'edit', post: restored })}
        />
      ) : (
        <section ref={list} tabIndex={-1} aria-label="Posts" className="focus:outline-hidden">
          {/* Not "no posts yet" on a failure: the blog may well hold posts that could not be loaded;
              a failed reload leaves the list as it was, and the toast says why. */}
          <QueryState query={posts} loading="Loading blog posts..." failure="Error fetching blog posts">
            <AdminPostList
              posts={items}
              total={stats.data?.posts}
              more={posts.hasNextPage}
              search={search.text}
              onSearch={search.setText}
              tag={tag}
              onTag={setTag}
              status={status}
              onStatus={setStatus}
              onCreate={() => open({ kind: 'create' })}
              onEdit={(post) => void edit(post)}
              onDelete={confirmDelete.ask}
              deletingId={remove.isPending ? (remove.variables?.id ?? null) : opening}
              markedId={marked}
              listRef={cards}
            />
            <LoadMore query={posts} label="Load more posts" list={cards} />
          </QueryState>
        </section>
      )}

      <ConfirmDialog {...confirmDelete.dialog} title="Delete this post?" confirmLabel="Delete post">
        <p>&ldquo;{confirmDelete.item?.title}&rdquo; will be removed from the blog. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  )
}
