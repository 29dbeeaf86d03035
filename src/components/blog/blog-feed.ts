/**
 * The blog's RSS feed (docs/decisions/047-blog-feed.md): where it is served, what it is called,
 * and how many posts it lists.
 */

/** Beside the blog's pages it lists, at an address that never changes: readers keep it for good. */
export const BLOG_FEED_PATH = '/blog/rss.xml'

/**
 * The newest posts only, so the feed stays one size however many posts there are: a reader
 * polls it every hour or so, and a post it missed is still on the blog.
 */
export const BLOG_FEED_SIZE = 20

/** The name a feed reader shows, in the feed and in each page's link to it. */
export const blogFeedTitle = (brand: string) => `${brand} blog`
