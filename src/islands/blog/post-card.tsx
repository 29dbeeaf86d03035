/** A post as a card, and a grid of cards: the blog list, the featured row, related articles. */
import type { Post } from '../../domain/post.ts'
import { ArrowRight, Calendar, Clock, Star } from 'lucide-react'
import { Badge } from '../ui/badge.tsx'
import { PostImage } from './post-image.tsx'
import { formatPostDate, postHref } from './post-format.ts'

export type CardPost = Pick<
  Post,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'date'
  | 'read_time'
  | 'image_url'
  | 'image_variants'
  | 'category'
  | 'featured'
>

export function PostMeta({
  post,
  className = '',
}: {
  post: Pick<Post, 'date' | 'read_time'>
  className?: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Calendar className="size-4" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" />
        {post.read_time}
      </span>
    </p>
  )
}

/**
 * The card's width in the blog's grid (container-page: 1, 2 then 3 columns, gap 1.5rem), so
 * a phone picks the 720 picture rather than one sized for the whole screen.
 */
const CARD_SIZES =
  '(min-width: 1280px) 389px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 768px) calc((100vw - 4.5rem) / 2), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'

export function PostCard({ post, showFeatured = false }: { post: CardPost; showFeatured?: boolean }) {
  const href = postHref(post.slug)
  return (
    <article className="defer-card group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
      <div className="aspect-video overflow-hidden bg-slate-100 dark:bg-slate-800">
        <PostImage
          post={post}
          alt=""
          sizes={CARD_SIZES}
          className="size-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          {post.category && <Badge tone="category">{post.category}</Badge>}
          {showFeatured && post.featured && (
            <Badge tone="warning">
              <Star className="size-3" />
              Featured
            </Badge>
          )}
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-balance wrap-anywhere text-slate-900 dark:text-white">
          <a href={href} className="hover:text-brand-700 dark:hover:text-brand-300 focus-visible:underline">
            {post.title}
          </a>
        </h3>
        <PostMeta post={post} className="mt-2 text-sm text-slate-600 dark:text-slate-400" />
        <p className="mt-3 line-clamp-3 wrap-anywhere text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        <a
          href={href}
          className="text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200 mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </a>
      </div>
    </article>
  )
}

/** The cards in the blog's grid: one column, then two, then three. */
type GridProps = { posts: readonly (CardPost & { id: string })[]; showFeatured?: boolean; className?: string }

export function PostGrid({ posts, showFeatured = false, className = '' }: GridProps) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} showFeatured={showFeatured} />
        </li>
      ))}
    </ul>
  )
}
