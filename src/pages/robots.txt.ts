import type { APIRoute } from 'astro'

/** robots.txt, pointing crawlers at the sitemap on whichever origin the site is built for. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /admin/',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  )
