/**
 * The post shell (/blog/post.html): Hosting serves it for any /blog/{slug} that has no
 * pre-rendered page, that is for posts created after the last build. It reads the slug from
 * the address, loads the post from the API and shows it exactly as a pre-rendered page does
 * (PostArticle), or 'Post Not Found'. Failures other than "not found" are logged and end in
 * the not-found state too (SPEC.md section 8).
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { SlugSchema } from '../../domain/post.ts'
import { ApiError } from '../../lib/api-client.ts'
import { site } from '../../site-config.ts'
import { IslandRoot } from '../island-root.tsx'
import { Icon } from '../shared/icon.tsx'
import { Loading } from './loading.tsx'
import { PostArticle } from './post-article.tsx'
import { postQueries } from './post-queries.ts'

export function PostView() {
  return (
    <IslandRoot>
      <ShellPost />
    </IslandRoot>
  )
}

/** The slug in /blog/{slug}, or null when the address holds none a post could have. */
function slugFromLocation(): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(location.pathname.replace(/\/$/, ''))
  if (!match) return null
  let slug: string
  try {
    slug = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  return SlugSchema.safeParse(slug).success ? slug : null
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 'not_found'

function ShellPost() {
  // undefined until the island runs in the browser (the pre-rendered shell shows "loading").
  const [slug, setSlug] = useState<string | null | undefined>(undefined)
  useEffect(() => setSlug(slugFromLocation()), [])

  const detail = useQuery({ ...postQueries.detail(slug ?? ''), enabled: Boolean(slug) })
  const related = useQuery({ ...postQueries.related(slug ?? ''), enabled: detail.isSuccess })

  useEffect(() => {
    if (detail.error && !isNotFound(detail.error)) console.error('Error fetching blog post', detail.error)
  }, [detail.error])
  useEffect(() => {
    if (related.error) console.error('Error fetching related posts', related.error)
  }, [related.error])

  const post = detail.data
  const settled = slug === null || detail.isError
  useEffect(() => {
    if (post) document.title = `${post.title} | ${site.brand}`
    else if (settled) document.title = `Post Not Found | ${site.brand}`
  }, [post, settled])

  if (post) return <PostArticle post={post} related={related.data ?? []} />
  if (settled) return <PostNotFound />
  return <Loading label="Loading post..." />
}

function PostNotFound() {
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-24 text-center sm:py-32">
      <span className="bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 flex size-16 items-center justify-center rounded-2xl">
        <Icon name="document" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Post Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        The blog post you're looking for doesn't exist or has been removed.
      </p>
      <a href="/blog" className="btn btn-primary mt-8">
        <Icon name="arrow-left" />
        Back to Blog
      </a>
    </section>
  )
}
