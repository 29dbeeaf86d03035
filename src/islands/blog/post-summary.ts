/**
 * What the blog list works with: a post without its HTML, carrying the plain text of its
 * content instead. The search runs over that text (not the markup, so searching for "strong"
 * does not find every post with bold text), and the list page's initial data stays small.
 */
import { MAX_FEATURED_POSTS, type Post } from '../../domain/post.ts'

export interface PostSummary extends Omit<Post, 'content'> {
  /** The content as plain text. */
  text: string
}

/** The tag value that means "no tag filter". */
export const ALL_TAGS = 'All'
/** How many tag buttons the hero shows, "All" included (SPEC.md section 9). */
export const HERO_TAG_BUTTONS = 6

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * The visible text of sanitised post HTML. A regular expression is enough here: the server
 * has already reduced the markup to a small allow-list, and the result is only searched.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

export function summarise(post: Post): PostSummary {
  const { content, ...rest } = post
  return { ...rest, text: htmlToText(content) }
}

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

export function hasTag(post: Pick<Post, 'tags'>, tag: string): boolean {
  const wanted = tag.toLowerCase()
  return post.tags.some((t) => t.toLowerCase() === wanted)
}

/** The posts matching the search (case-insensitive, over title, text and excerpt) and the tag. */
export function filterPosts<P extends PostSummary>(
  posts: readonly P[],
  { search, tag }: { search: string; tag: string },
): P[] {
  const query = search.trim().toLowerCase()
  return posts.filter(
    (post) =>
      (tag === ALL_TAGS || hasTag(post, tag)) &&
      (query === '' ||
        post.title.toLowerCase().includes(query) ||
        post.text.toLowerCase().includes(query) ||
        post.excerpt.toLowerCase().includes(query)),
  )
}

/** Up to three featured posts, newest first (the list already is). */
export function featuredPosts<P extends Pick<Post, 'featured'>>(posts: readonly P[]): P[] {
  return posts.filter((post) => post.featured).slice(0, MAX_FEATURED_POSTS)
}
