import rss from '@astrojs/rss'
import type { APIRoute } from 'astro'
import { buildFacts, buildPosts } from '../../build/build-content.ts'
import { BLOG_FEED_PATH, BLOG_FEED_SIZE, blogFeedTitle } from '../../components/blog/blog-feed.ts'

/**
 * The blog's RSS 2.0 feed: its newest published posts as they were at build time (the posts
 * every post page is built from; drafts and scheduled posts are never among them), rebuilt with
 * the site on every save (the publish loop). No build date inside, so a rebuild of unchanged
 * posts writes the same bytes.
 */
export const GET: APIRoute = async ({ site }) => {
  const facts = await buildFacts()
  const posts = (await buildPosts()).slice(0, BLOG_FEED_SIZE)
  return rss({
    title: blogFeedTitle(facts.brand),
    description: `Tips, guides and project news from ${facts.brand}: licensed electricians, HVAC technicians and ICT installers in Greater Sydney.`,
    // The channel links to /blog; the items' paths resolve against it to absolute addresses.
    site: new URL('/blog', site),
    // As the canonical URLs: Hosting serves pages without a trailing slash.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      '<language>en-au</language>',
      `<atom:link href="${new URL(BLOG_FEED_PATH, site).href}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    items: posts.map(({ post }) => ({
      title: post.title,
      link: `/blog/${post.slug}`,
      pubDate: new Date(post.date),
      description: post.excerpt,
      categories: post.category ? [post.category] : undefined,
    })),
  })
}
