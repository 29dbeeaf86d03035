/**
 * The admin blog's list: search (title, text, tags: the API's search) and the tag filter, then
 * two columns of cards with Preview, Edit and Delete (after a confirmation). SPEC.md section 2
 * describes the original's search and filter as dead; here they work (DESIGN.md section 5).
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState, type Ref } from 'react'
import { isPublished, type PostListItem } from '../../../domain/post.ts'
import { postPublishState, type PostPublishState } from '../../../domain/publish.ts'
import { publishQueries } from './publish-queries.ts'
import { PostPublishBadge } from './publish-status.tsx'
import { PostStatusBadge } from './post-status-actions.tsx'
import { PostStatusFilter, type StatusFilter } from './post-status-filter.tsx'
import { PostMeta } from '../../blog/post-card.tsx'
import { PostImage } from '../../blog/post-image.tsx'
import { distinctTags } from '../../blog/post-summary.ts'
import { buttonClass } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { TagList } from '../../ui/tag-list.tsx'
import { ToggleChips } from '../../ui/toggle-chips.tsx'
import { ALL_TAGS } from '../../../domain/tags.ts'
import { ExternalLink, Filter, Pencil, Plus, Search, Star, Trash2 } from 'lucide-react'
import { Button } from '../../ui/button.tsx'

interface Props {
  /** The posts loaded so far that match the search and the tag. */
  posts: readonly PostListItem[]
  /** How many posts there are (the database's count); unknown while it loads. */
  total: number | undefined
  /** Whether the API has more than the loaded ones. */
  more: boolean
  search: string
  onSearch: (search: string) => void
  tag: string
  onTag: (tag: string) => void
  status: StatusFilter
  onStatus: (status: StatusFilter) => void
  onCreate: () => void
  onEdit: (post: PostListItem) => void
  onDelete: (post: PostListItem) => void
  /** A post being deleted: its buttons wait. */
  deletingId: string | null
  /** A post just saved: its card is marked for a moment. */
  markedId?: string | null
  /** The list of cards, for Load more to focus the first of a new page. */
  listRef?: Ref<HTMLUListElement>
}

export function AdminPostList({
  posts,
  total,
  more,
  search,
  onSearch: setSearch,
  tag: activeTag,
  onTag: setTag,
  status,
  onStatus: setStatus,
  onCreate,
  onEdit,
  onDelete,
  deletingId,
  markedId = null,
  listRef,
}: Props) {
  // Whether the public site shows each post's last change; unknown while it loads.
  const { data: siteStatus } = useQuery(publishQueries.status())
  const [tagsOpen, setTagsOpen] = useState(false)
  // The tags of the posts seen so far, kept while a search or a tag narrows the list.
  const seen = useRef<string[]>([])
  const tags = useMemo(() => (seen.current = distinctTags([{ tags: seen.current }, ...posts])), [posts])
  const filtering = search.trim() !== '' || activeTag !== ALL_TAGS || status !== 'all'

  if (posts.length === 0 && !filtering) {
    return (
      <EmptyState icon={<Pencil />} title="No blog posts" text="Create your first post to get started">
        <Button icon={<Plus aria-hidden className="size-4" />} onClick={onCreate}>
          Create New Post
        </Button>
      </EmptyState>
    )
  }

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <SearchField
          id="admin-post-search"
          label="Search posts"
          value={search}
          onValue={setSearch}
          placeholder="Search posts..."
          className="mt-1 flex-1"
        />
        <Button
          variant="secondary"
          size="sm"
          className="mt-1 h-10.5 justify-center"
          aria-expanded={tagsOpen}
          aria-controls="admin-post-tags"
          onClick={() => setTagsOpen((open) => !open)}
        >
          <Filter aria-hidden className="size-4" />
          Filter by tag
          {activeTag !== ALL_TAGS && (
            // A long tag is cut here: the list of tags below shows it whole.
            <span className="bg-brand-700 dark:bg-brand-600 min-w-0 truncate rounded-full px-2 py-0.5 text-xs text-white">
              {activeTag}
            </span>
          )}
        </Button>
      </div>

      <div className="mt-3">
        <PostStatusFilter value={status} onChange={setStatus} />
      </div>

      <div id="admin-post-tags" hidden={!tagsOpen} className="mt-3">
        <ToggleChips
          label="Filter by tag"
          options={[ALL_TAGS, ...tags]}
          value={activeTag}
          onChange={setTag}
          matches={(option, active) => option.toLowerCase() === active.toLowerCase()}
          optionLabel={(option) => (option === ALL_TAGS ? 'All tags' : option)}
        />
      </div>

      <div className="mt-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">All posts</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          {filtering
            ? `${posts.length}${more ? '+' : ''} matching ${posts.length === 1 && !more ? 'post' : 'posts'}`
            : `${total ?? posts.length} ${(total ?? posts.length) === 1 ? 'post' : 'posts'}`}
        </p>
      </div>

      {posts.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={<Search />} title="No matching posts" text="Try a different search or tag.">
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('')
                setTag(ALL_TAGS)
                setStatus('all')
              }}
            >
              Clear filters
            </Button>
          </EmptyState>
        </div>
      ) : (
        <ul ref={listRef} className="mt-4 grid gap-5 md:grid-cols-2" aria-label="Blog posts">
          {posts.map((post) => (
            <li key={post.id}>
              <AdminPostCard
                post={post}
                onEdit={() => onEdit(post)}
                onDelete={() => onDelete(post)}
                deleting={deletingId === post.id}
                marked={markedId === post.id}
                // Only a published post has a public page whose state there is to tell.
                publishState={
                  siteStatus && isPublished(post) ? postPublishState(post, siteStatus) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The id of a post's card, which the blog manager brings into view after a save. */
export const postCardId = (postId: string) => `post-card-${postId}`

/** The admin's preview of a post: readable before the rebuild that publishes it has finished. */
const previewHref = (slug: string) => `/admin/blog/preview?slug=${encodeURIComponent(slug)}`

function AdminPostCard({
  post,
  onEdit,
  onDelete,
  deleting,
  marked,
  publishState,
}: {
  post: PostListItem
  onEdit: () => void
  onDelete: () => void
  deleting: boolean
  marked: boolean
  publishState: PostPublishState | undefined
}) {
  return (
    <article
      id={postCardId(post.id)}
      tabIndex={-1}
      aria-label={post.title}
      data-marked={marked || undefined}
      className={`flex h-full scroll-mt-4 flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow duration-500 focus:outline-hidden sm:flex-row dark:bg-slate-900 ${
        marked
          ? 'border-brand-500 ring-brand-500/60 ring-4'
          : 'focus-visible:ring-brand-500 border-slate-200 focus-visible:ring-2 dark:border-slate-800'
      }`}
    >
      <div className="relative aspect-video shrink-0 bg-slate-100 sm:aspect-auto sm:w-44 dark:bg-slate-800">
        <PostImage post={post} alt="" sizes="(min-width: 640px) 176px, 100vw" className="size-full" />
        {post.featured && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 shadow-sm">
            <Star aria-hidden className="size-3" />
            Featured
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold wrap-anywhere text-slate-900 dark:text-white">{post.title}</h3>
        <PostMeta post={post} className="mt-1 text-sm text-slate-600 dark:text-slate-400" />
        <div className="mt-2 flex flex-wrap gap-2">
          <PostStatusBadge post={post} />
          {publishState && <PostPublishBadge state={publishState} />}
        </div>
        <p className="mt-2 line-clamp-3 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
          {post.excerpt}
        </p>
        <TagList tags={post.tags} className="mt-3" />
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <a
            href={previewHref(post.slug)}
            target="_blank"
            rel="noopener"
            className={buttonClass('secondary', 'sm')}
          >
            <ExternalLink aria-hidden className="size-4" />
            Preview<span className="sr-only"> {post.title} (opens in a new tab)</span>
          </a>
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={deleting}>
            <Pencil aria-hidden className="size-4" />
            Edit<span className="sr-only"> {post.title}</span>
          </Button>
          <Button variant="danger-subtle" size="sm" onClick={onDelete} disabled={deleting}>
            <Trash2 aria-hidden className="size-4" />
            {deleting ? 'Deleting...' : 'Delete'}
            <span className="sr-only"> {post.title}</span>
          </Button>
        </div>
      </div>
    </article>
  )
}
