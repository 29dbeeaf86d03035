/**
 * How a post looks: the one implementation. Pre-rendered post pages render it on the server
 * with no client directive (plain HTML, no JavaScript); the shell for posts created after the
 * build (post-view.tsx) renders it in the browser.
 *
 * The content is HTML the API sanitised on write (src/server/services/html.ts): no scripts,
 * handlers or javascript: URLs survive, and the CSP forbids inline scripts besides.
 */
import type { Post } from '../../domain/post.ts'
import { ArrowLeft, Tag } from 'lucide-react'
import { PostGrid, PostMeta } from './post-card.tsx'
import { Badge } from '../ui/badge.tsx'
import { PostImage } from './post-image.tsx'
import { tagHref } from './post-format.ts'

function BackToBlog({ className = '' }: { className?: string }) {
  return (
    <a
      href="/blog"
      className={`text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200 inline-flex items-center gap-2 text-sm font-semibold ${className}`}
    >
      <ArrowLeft className="size-4" />
      Back to Blog
    </a>
  )
}

export function PostArticle({ post, related }: { post: Post; related: readonly Post[] }) {
  return (
    <>
      <article className="container-page max-w-4xl pt-10 pb-16 sm:pt-14">
        <BackToBlog />
        <header className="mt-8">
          {post.category && (
            <p>
              <Badge tone="category" size="md">
                {post.category}
              </Badge>
            </p>
          )}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance wrap-anywhere text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
            {post.title}
          </h1>
          <PostMeta post={post} className="mt-5 text-slate-600 dark:text-slate-400" />
        </header>
        <PostImage
          post={post}
          alt={post.title}
          sizes="(min-width: 896px) 832px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
          priority
          className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 shadow-md dark:bg-slate-800"
        />
        <div className="prose-post mt-10" dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <div className="mt-12 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-6 dark:border-slate-800">
            <p className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 dark:text-slate-300">
              <Tag className="size-4" />
              Tags:
            </p>
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <a
                    href={tagHref(tag)}
                    className="hover:border-brand-600 hover:text-brand-800 dark:hover:border-brand-400 dark:hover:text-brand-200 inline-block rounded-full border border-slate-300 px-3 py-1 text-sm wrap-anywhere text-slate-700 dark:border-slate-700 dark:text-slate-300"
                  >
                    {tag}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
      {related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          className="border-t border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
        >
          <div className="container-page">
            <h2
              id="related-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              Related Articles
            </h2>
            <PostGrid posts={related} className="mt-8" />
          </div>
        </section>
      )}
    </>
  )
}
