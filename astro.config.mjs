// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import tailwindcss from '@tailwindcss/vite'
import { existsSync, lstatSync, unlinkSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { buildSettings, BuildSettingsError } from './src/build/build-settings.ts'
import { buildStamp } from './src/build/build-stamp.ts'
import { criticalCss } from './src/build/critical-css.ts'

/**
 * The public origin used for canonical URLs, Open Graph and the sitemap. A production build
 * (STORAGE=firebase) stops here, with one sentence, when SITE_URL or the Firebase web settings
 * are missing; a local build uses the placeholder (src/build/build-settings.ts).
 */
let settings
try {
  settings = buildSettings(process.env)
} catch (error) {
  if (!(error instanceof BuildSettingsError)) throw error
  console.error(error.message)
  process.exit(1)
}
const site = settings.siteUrl

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

/**
 * `client:interaction`: hydrate an island on the visitor's first pointer, focus or key
 * (src/client-directives/interaction.ts).
 * @returns {import('astro').AstroIntegration}
 */
function hydrateOnInteraction() {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./src/client-directives/interaction.ts', import.meta.url)),
        })
      },
    },
  }
}

const outDir = process.env.SITE_OUT_DIR || './dist'
// The local stack makes dist/ a link to its live build under .data/ (scripts/live-site.ts).
// With .data/ deleted to start afresh, the link points nowhere and the build could not write
// through it: a link to nothing is dropped, and the build writes a real dist/ again.
if (lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink() && !existsSync(outDir)) unlinkSync(outDir)

export default defineConfig({
  site,
  // Firebase Hosting serves `about.html` at `/about` (cleanUrls) and never adds a slash, so
  // Astro writes one file per route and every canonical URL and sitemap entry has no slash.
  trailingSlash: 'never',
  // The publish loop builds each new version of the site into a folder of its own
  // (scripts/live-site.ts); everything else builds into dist/.
  outDir,
  build: { format: 'file' },
  integrations: [
    react(),
    hydrateOnInteraction(),
    sitemap({
      // Admin screens, sign-in forms and a customer's own request are not for search engines.
      filter: (page) =>
        !/\/(admin|account|login|logout|register|forgot-password|request-status)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
    sitemapAtSpecAddress(),
    // After every page is written: each public page paints from its HTML alone (decision 021).
    criticalCss(),
    // When the build began, for the local stack's publish state (src/build/build-stamp.ts).
    buildStamp(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Pages run under a CSP without 'unsafe-eval': their Zod never compiles with new Function.
    resolve: {
      alias: [
        {
          find: /^zod$/,
          replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
        },
      ],
    },
    // The pages get the build's own settings and nothing else (src/lib/firebase-config.ts).
    define: {
      'import.meta.env.PUBLIC_FIREBASE_API_KEY': JSON.stringify(settings.firebase.apiKey),
      'import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN': JSON.stringify(settings.firebase.authDomain),
      'import.meta.env.PUBLIC_FIREBASE_PROJECT_ID': JSON.stringify(settings.firebase.projectId),
      'import.meta.env.PUBLIC_AUTH_EMULATOR_ORIGIN': JSON.stringify(settings.authEmulatorOrigin ?? ''),
    },
    // A page script with no imports and under 4 KB goes into the HTML, so nothing but the page
    // and its stylesheet is fetched before first paint (docs/decisions/020); the CSP allows it
    // by its hash (scripts/sync-csp.ts). Images, fonts and stylesheets stay files.
    build: {
      assetsInlineLimit: (file, content) => file.endsWith('.js') && content.length <= 4096,
    },
  },
})
