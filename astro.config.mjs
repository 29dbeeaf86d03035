// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import tailwindcss from '@tailwindcss/vite'

// The public origin used for canonical URLs, Open Graph and the sitemap. Set SITE_URL at
// deploy time; the placeholder stays until the business supplies its domain.
const site = process.env.SITE_URL ?? 'https://harbourline.example'

export default defineConfig({
  site,
  // Firebase Hosting serves `about.html` at `/about` (cleanUrls) and never adds a slash, so
  // Astro writes one file per route and every canonical URL and sitemap entry has no slash.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    sitemap({
      // Admin screens and sign-in forms are not for search engines.
      filter: (page) => !/\/(admin|login|register)(\/|$)/.test(new URL(page).pathname),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Never inline page scripts into the HTML: as files they are cached across pages, counted
    // by the JavaScript budget test, and need no CSP hash (docs/decisions/003).
    build: { assetsInlineLimit: 0 },
  },
})
