/**
 * What the blog list shows besides the posts: the tags to filter by and the featured posts.
 * The search itself is the API's (domain/search.ts).
 */
import { MAX_FEATURED_POSTS, type Post } from '../../domain/post.ts'
import { normaliseTags } from '../../domain/tags.ts'

/** How many tag buttons the hero shows, "All" included (SPEC.md section 9). */
export const HERO_TAG_BUTTONS = 6

/** Every tag used by the posts, once each (first spelling wins), in order of first use. */
export const distinctTags = (posts: readonly Pick<Post, 'tags'>[]): string[] =>
  normaliseTags(posts.flatMap((post) => post.tags))

/** Up to three featured posts, newest first (the list already is). */
export function featuredPosts<P extends Pick<Post, 'featured'>>(posts: readonly P[]): P[] {
  return posts.filter((post) => post.featured).slice(0, MAX_FEATURED_POSTS)
}
