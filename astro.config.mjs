// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import tailwindcss from '@tailwindcss/vite'
import { copyFile } from 'node:fs/promises'

// The public origin used for canonical URLs, Open Graph and the sitemap. Set SITE_URL at
// deploy time; the placeholder stays until the business supplies its domain.
const site = process.env.SITE_URL ?? 'https://harbourline.example'

/**
 * The specification promises a static /sitemap.xml. @astrojs/sitemap writes the list of every
 * page as sitemap-0.xml (plus an index); this copies that list to the promised address.
 * Runs after @astrojs/sitemap, which is registered before it.
 * @returns {import('astro').AstroIntegration}
 */
function sitemapAtSpecAddress() {
  return {
    name: 'sitemap-at-spec-address',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await copyFile(new URL('sitemap-0.xml', dir), new URL('sitemap.xml', dir))
      },
    },
  }
}

export default defineConfig({
  site,
  // Firebase Hosting serves `about.html` at `/about` (cleanUrls) and never adds a slash, so
  // Astro writes one file per route and every canonical URL and sitemap entry has no slash.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    sitemap({
      // Admin screens and sign-in forms are not for search engines, nor is the blog's post
      // shell (/blog/post: it serves posts newer than the build; each post has its own page).
      filter: (page) => !/\/(admin|login|register)(\/|$)|^\/blog\/post$/.test(new URL(page).pathname),
    }),
    sitemapAtSpecAddress(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Never inline page scripts into the HTML: as files they are cached across pages, counted
    // by the JavaScript budget test, and need no CSP hash (docs/decisions/003).
    build: { assetsInlineLimit: 0 },
  },
})
