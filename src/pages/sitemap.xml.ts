import type { APIRoute } from 'astro'

/**
 * /sitemap.xml: a sitemap index pointing at the file @astrojs/sitemap writes at build
 * (sitemap-0.xml), so crawlers that only try the conventional address find every page.
 * Pre-rendered to a static file like every other page.
 */
export const prerender = true

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('sitemap.xml needs `site` set in astro.config.mjs')
  const sitemapUrl = new URL('/sitemap-0.xml', site).href
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap>
    <loc>${sitemapUrl}</loc>
  </sitemap>
</sitemapindex>
`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
