/**
 * What the blog list shows besides the posts: the tags to filter by and the featured posts.
 * The search itself is the API's (domain/search.ts).
 */
import { MAX_FEATURED_POSTS, type Post } from '../../domain/post.ts'

/** How many tag buttons the hero shows, "All" included (SPEC.md section 9). */
export const HERO_TAG_BUTTONS = 6

/** Every tag used by the posts, once each (first spelling wins), in order of first use. */
export function distinctTags(posts: readonly Pick<Post, 'tags'>[]): string[] {
  const seen = new Map<string, string>()
  for (const post of posts) {
    for (const tag of post.tags) {
      const key = tag.toLowerCase()
      if (!seen.has(key)) seen.set(key, tag)
    }
  }
  return [...seen.values()]
}

/** Up to three featured posts, newest first (the list already is). */
export function featuredPosts<P extends Pick<Post, 'featured'>>(posts: readonly P[]): P[] {
  return posts.filter((post) => post.featured).slice(0, MAX_FEATURED_POSTS)
}
