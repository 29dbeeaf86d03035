/**
 * A post's image: responsive through the re-encoded widths when the post has them, and a
 * neutral placeholder when it has no image or the image fails to load (SPEC.md section 8).
 */
import { useState } from 'react'
import { largestVariant, srcsetOf } from '../../domain/media.ts'
import type { Post } from '../../domain/post.ts'
import { ImageIcon } from 'lucide-react'

interface Props {
  post: Pick<Post, 'image_url' | 'image_variants'>
  alt: string
  sizes: string
  className?: string
  /** Only the one image above the fold of a post page loads eagerly. */
  priority?: boolean
}

export function PostImage({ post, alt, sizes, className = '', priority = false }: Props) {
  const [failed, setFailed] = useState(false)
  if (!post.image_url || failed) {
    return (
      <div
        className={`${className} from-brand-100 to-brand-200 text-brand-700 dark:from-brand-950 dark:text-brand-300 flex items-center justify-center bg-linear-to-br dark:to-slate-900`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <ImageIcon className="size-10 opacity-60" />
      </div>
    )
  }
  const largest = largestVariant(post.image_variants)
  const srcSet = srcsetOf(post.image_variants)
  return (
    <img
      src={post.image_url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={largest?.width}
      height={largest?.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`${className} object-cover`}
      onError={() => setFailed(true)}
    />
  )
}
