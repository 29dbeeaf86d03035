import type { APIRoute } from 'astro'

/**
 * robots.txt, pointing crawlers at the sitemap on whichever origin the site is built for. The
 * admin and sign-in pages are left crawlable on purpose: they ask not to be indexed with a
 * robots meta tag, which a crawler kept out by robots.txt never reads, and Google then indexes
 * a blocked address it finds linked (the footer's Admin Portal) with no page to go by. Uploaded
 * pictures are served under /api/media/ wherever the media live on the site itself (the local
 * stack's PUBLIC_MEDIA_BASE): image search and link previews must be able to fetch them.
 */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /api/',
      'Allow: /api/media/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site)}`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  )
