/**
 * The public blog's browsing island (/blog): hero with search and the first tag buttons,
 * Featured Articles, and All Articles with every tag, a page at a time. The page pre-renders
 * this island with the first page as it was at build time, so it reads fully before any
 * JavaScript runs, and its "Load more articles" is a plain link to /blog/page/2. The island
 * hydrates when the visitor first reaches for it (client:interaction); from then on a search,
 * a tag and "Load more" ask the API, and the first page refreshes, so posts created since the
 * build appear too.
 *
 * `?tag=` opens the list filtered (post pages link to it), and choosing a tag updates it.
 * A failed read is logged and the list keeps what it had (SPEC.md sections 4 and 8).
 */
import { useEffect, useState } from 'react'
import type { Page } from '../../domain/page.ts'
import type { PostListItem } from '../../domain/post.ts'
import { withIslandRoot } from '../island-root.tsx'
import { ArrowRight, FileText } from 'lucide-react'
import { EmptyState } from '../ui/empty-state.tsx'
import { LoadMoreLink } from '../ui/load-more.tsx'
import { QueryState } from '../ui/query-state.tsx'
import { SearchField } from '../ui/search-field.tsx'
import { ToggleChips } from '../ui/toggle-chips.tsx'
import { PostGrid } from './post-card.tsx'
import { postQueries } from './post-queries.ts'
import { ALL_TAGS, tagFilter } from '../../domain/tags.ts'
import { HERO_TAG_BUTTONS } from './post-summary.ts'
import { useSearch } from '../shared/use-search.ts'
import { usePrerenderedList } from '../shared/prerendered-list.ts'

interface Props {
  /** The first page at build time, newest first, with the API's cursor after it. */
  firstPage: Page<PostListItem>
  /** How many posts there were at build time. */
  total: number
  /** Every tag of the posts at build time, once each, in order of first use. */
  tags: string[]
  /** Up to three featured posts at build time. */
  featured: PostListItem[]
}

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function BlogIndex({ firstPage, total, tags: buildTags, featured: buildFeatured }: Props) {
  const search = useSearch()
  const [tag, setTag] = useState(ALL_TAGS)

  const filters = { tag: tagFilter(tag), q: search.searched }
  const list = usePrerenderedList(postQueries.list, filters, {
    firstPage,
    total,
    failure: 'Error fetching blog posts',
  })
  const { query, items: posts, filtering } = list
  // A search may answer an empty page with more to read (the link below reads on, busy): nothing
  // is "not found" until the list ends.
  const stillSearching = posts.length === 0 && query.hasNextPage

  // The page is pre-rendered unfiltered; the deep link applies once the island runs.
  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search).get('tag')?.trim()
    if (fromUrl) setTag(fromUrl)
  }, [])

  // The results are below the hero, off the first screen on a phone: a tag chosen there, or a
  // search sent with Enter (a phone keyboard's Search key), brings them into sight once drawn.
  const [revealed, setRevealed] = useState(0)
  useEffect(() => {
    if (revealed > 0) showResults()
  }, [revealed])

  const chooseTag = (next: string) => {
    setTag(next)
    const url = new URL(location.href)
    if (next === ALL_TAGS) url.searchParams.delete('tag')
    else url.searchParams.set('tag', next)
    history.replaceState(history.state, '', url)
  }

  const tags = [ALL_TAGS, ...buildTags]
  // Featured articles step aside while the visitor searches or picks a tag.
  const featured = filtering || search.text.trim() !== '' ? [] : buildFeatured

  return (
    <>
      <section className="relative isolate overflow-hidden bg-slate-950 text-white">
        <div
          className="to-brand-950/70 absolute inset-0 -z-10 bg-linear-to-r from-slate-950/95 via-slate-950/85"
          aria-hidden="true"
        />
        <div className="container-page pt-[calc(var(--header-height)+3.5rem)] pb-16 sm:pb-20">
          <div className="max-w-3xl">
            <p className="border-spark-400/40 bg-spark-400/10 text-spark-300 inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium">
              <FileText className="size-4" />
              Our Blog
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Tips, guides and news from our team
            </h1>
            <p className="mt-5 text-lg text-pretty text-slate-200">
              Practical advice from our licensed electricians, HVAC technicians and ICT installers on keeping
              Sydney homes and businesses safe, comfortable and connected.
            </p>
            <form
              role="search"
              className="mt-8"
              onSubmit={(event) => {
                event.preventDefault()
                setRevealed((count) => count + 1)
              }}
            >
              <SearchField
                id="blog-search"
                ref={search.inputRef}
                label="Search articles"
                look="hero"
                value={search.text}
                onValue={search.setText}
                placeholder="Search articles..."
                autoComplete="off"
                aria-controls="all-articles"
                className="max-w-xl"
              />
            </form>
            {tags.length > 1 && (
              <ToggleChips
                label="Popular tags"
                options={tags.slice(0, HERO_TAG_BUTTONS)}
                value={tag}
                onChange={(next) => {
                  chooseTag(next)
                  setRevealed((count) => count + 1)
                }}
                matches={sameTag}
                tone="dark"
                className="mt-6"
              />
            )}
          </div>
        </div>
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="py-16 sm:py-20">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
                Featured Articles
              </h2>
              <a
                href="/blog"
                className="text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200 inline-flex items-center gap-1.5 text-sm font-semibold"
              >
                View all
                <ArrowRight className="size-4" />
              </a>
            </div>
            <PostGrid posts={featured} showFeatured className="mt-8" />
          </div>
        </section>
      )}

      <section
        id="all-articles"
        aria-labelledby="all-articles-heading"
        className={`pb-20 ${featured.length > 0 ? 'bg-slate-50 pt-16 sm:pt-20 dark:bg-slate-900/40' : 'pt-16 sm:pt-20'}`}
      >
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="all-articles-heading" className="text-3xl font-bold tracking-tight">
              All Articles
            </h2>
            {!query.isPending && !stillSearching && (
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {list.count(['article', 'articles'])}
              </p>
            )}
          </div>
          {tags.length > 1 && (
            <ToggleChips
              label="Filter by tag"
              options={tags}
              value={tag}
              onChange={chooseTag}
              matches={sameTag}
              className="mt-6"
            />
          )}
          <div className="mt-8">
            <QueryState
              query={query}
              loading="Loading articles..."
              // A failed read is logged and the list keeps what it had.
              failure={() => null}
              empty={
                posts.length === 0 &&
                !stillSearching && (
                  <NoArticles filtering={filtering} searched={filters.q !== undefined} tag={tag} />
                )
              }
            >
              <PostGrid posts={posts} showFeatured />
            </QueryState>
            <LoadMoreLink
              query={query}
              href={`/blog/page/${list.loadedPages + 1}`}
              label="Load more articles"
              busyLabel="Loading more articles..."
            />
          </div>
        </div>
      </section>
    </>
  )
}

/** The empty list's heading says why: nothing published, nothing found, or nothing with the tag. */
function NoArticles({ filtering, searched, tag }: { filtering: boolean; searched: boolean; tag: string }) {
  const [title, hint]: [string, string?] = !filtering
    ? ['No articles have been published yet']
    : searched
      ? ['No articles found', 'Try adjusting your search']
      : [`No articles with the "${tag}" tag`]
  return <EmptyState icon={<FileText />} heading="h3" title={title} text={hint} />
}

export const BlogBrowser = withIslandRoot(BlogIndex)

/** Scrolls the list's heading into sight, unless it already is (smoothly, unless motion is reduced). */
function showResults() {
  const heading = document.getElementById('all-articles-heading')
  if (!heading) return
  const { top } = heading.getBoundingClientRect()
  if (top >= 0 && top < innerHeight / 2) return
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
  heading.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
}
