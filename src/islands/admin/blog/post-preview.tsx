/**
 * /admin/blog/preview?slug=…: a post exactly as its public page will show it (PostArticle),
 * read from the API, for admins only and never indexed. A saved post goes live when the
 * site's rebuild finishes; until then this is where it can be read, and a draft or a scheduled
 * post (which only admins can read through the API) is read here before it goes out.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { postPublishState } from '../../../domain/publish.ts'
import { SlugSchema, type Post } from '../../../domain/post.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { LoadingState } from '../../ui/spinner.tsx'
import { PostArticle } from '../../blog/post-article.tsx'
import { postHref } from '../../blog/post-format.ts'
import { postQueries } from '../../blog/post-queries.ts'
import { IslandRoot } from '../../island-root.tsx'
import { ArrowLeft, FileText } from 'lucide-react'
import { AdminGuard } from '../admin-guard.tsx'
import { publishQueries } from './publish-queries.ts'
import { formatSydneyTime } from '../../../domain/booking.ts'
import { buttonClass } from '../../ui/button.tsx'

/** `brand`: the business's name as its settings give it, for the document title. */
export function PostPreview({ brand }: { brand: string }) {
  return (
    <IslandRoot>
      <AdminGuard>{() => <Preview brand={brand} />}</AdminGuard>
    </IslandRoot>
  )
}

/** The slug in ?slug=, or null when there is none a post could have. */
function slugFromLocation(): string | null {
  const slug = new URLSearchParams(location.search).get('slug')
  return slug !== null && SlugSchema.safeParse(slug).success ? slug : null
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 'not_found'

function Preview({ brand }: { brand: string }) {
  const [slug] = useState(slugFromLocation)
  const detail = useQuery({ ...postQueries.detail(slug ?? ''), enabled: Boolean(slug) })
  const related = useQuery({ ...postQueries.related(slug ?? ''), enabled: detail.isSuccess })
  const status = useQuery(publishQueries.status())

  useEffect(() => {
    if (detail.error && !isNotFound(detail.error)) console.error('Error fetching blog post', detail.error)
  }, [detail.error])

  const post = detail.data
  const settled = slug === null || detail.isError
  useEffect(() => {
    if (post) document.title = `Preview: ${post.title} | ${brand}`
  }, [post, brand])

  if (settled) return <NotFound />
  if (!post) return <LoadingState label="Loading post..." />
  const live = status.data && postPublishState(post, status.data).state === 'live'
  const note = notOnTheSite(post)
  return (
    <>
      <p
        role="note"
        className="container-page mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <FileText aria-hidden className="size-4" />
        {note !== null ? (
          <span>{note}</span>
        ) : live === undefined ? (
          <span>Preview of the post's public page.</span>
        ) : live ? (
          <span>
            Preview. This version is live:{' '}
            <a className="font-medium underline" href={postHref(post.slug)}>
              open the public page
            </a>
            .
          </span>
        ) : (
          <span>Preview. The public page shows this version once the site has been rebuilt.</span>
        )}
      </p>
      <PostArticle post={post} related={related.data ?? []} />
    </>
  )
}

/** What the preview says of a post the site does not show, or null for a published one. */
function notOnTheSite(post: Post): string | null {
  if (post.status === 'draft') return 'Preview of a draft. It is not on the site until it is published.'
  if (post.status === 'scheduled' && post.publish_at)
    return `Preview of a scheduled post. It goes live on ${formatSydneyTime(post.publish_at)} (Sydney time).`
  return null
}

function NotFound() {
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Post Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        There is no post at this address. It may have been deleted.
      </p>
      <a href="/admin/blog" className={buttonClass('primary', 'md', 'mt-8')}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to Blog Management
      </a>
    </section>
  )
}
