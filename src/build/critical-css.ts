/**
 * Critical CSS for the public pages (docs/decisions/021-critical-css.md).
 *
 * After `astro build`, each public page gets the rules of its stylesheet that match its own
 * markup inline in a `<style>`, so it paints from the HTML alone: no stylesheet request stands
 * between the first response and the first paint. The whole stylesheet, which the islands need
 * for what they render later, is fetched at the visitor's first interaction; `<noscript>` keeps
 * it for visitors without JavaScript. The admin screens, Your Account and a request's status page
 * render in islands, so they keep their stylesheet as is.
 *
 * Beasties (a maintained fork of Chrome Labs' Critters) decides which rules match. It ignores
 * pseudo-classes when it matches, so the hover and focus states of the page's own elements and
 * Tailwind's dark variants (`:where(.dark, .dark *)`) come along; the page is matched as if the
 * theme script had set `.dark` on the root, so hand-written `.dark …` rules do too.
 */
import type Beasties from 'beasties'
import type { AstroIntegration } from 'astro'
import postcss from 'postcss'
import { readdir } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { createMemoBeasties, type MemoBeastiesOptions } from './critical-css-memo.ts'
import { STYLES_WANTED, STYLES_WANTED_ATTRIBUTE } from '../lib/styles-wanted.ts'
import type { WorkerBatch, WorkerRequest, WorkerSetup } from './critical-css-worker.ts'

/** Pages whose content an island renders in the browser: they keep a blocking stylesheet. */
const SKIPPED = /^(?:admin\/|account\.html$|request-status\.html$)/

/**
 * The inline script that loads the page's stylesheets at most once, at the visitor's first
 * pointer, key, focus, touch or scroll, or when an island wakes by itself (STYLES_WANTED): what the rules inline cannot style only appears after one
 * of those (an island waking, a menu opening, the header's scrolled state, a fade-in below the
 * fold). Until then nothing is fetched or parsed, so the page stays quiet after it paints. It
 * reads the addresses from its own `data-href` (space-separated), so its text is the same on
 * every page and one CSP hash covers it (scripts/sync-csp.ts); one script serves every sheet.
 */
export const deferredStylesheetScript = [
  '(function(s){',
  `var e=['pointerdown','keydown','focusin','touchstart','scroll','${STYLES_WANTED}'],d=0;`,
  'function f(){if(d)return;d=1;',
  'e.forEach(function(t){removeEventListener(t,f,true)});',
  "s.dataset.href.split(' ').forEach(function(h){",
  "var l=document.createElement('link');l.rel='stylesheet';l.href=h;document.head.append(l)})}",
  'e.forEach(function(t){addEventListener(t,f,{capture:true,passive:true})});',
  `if(document.documentElement.hasAttribute('${STYLES_WANTED_ATTRIBUTE}'))f()`,
  '})(document.currentScript)',
].join('')

/** Astro's stylesheet links: the layout's and, on some pages, a component's own. */
const STYLESHEET_LINKS = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g

/**
 * The inline rules without the custom properties nothing in them reads. Beasties keeps a rule
 * whole once its selector matches, so `:root` brings every theme variable of the site (each
 * colour of the palette) and Tailwind's `@property` registrations come along whether or not a
 * kept rule uses them; they are a fifth of the inline bytes. A property read by another kept
 * property counts as read, and `var()` in the page's own `style` attributes too. The whole
 * stylesheet, which defines them all, arrives with the first interaction.
 */
export function pruneUnreadCustomProperties(css: string, markup = ''): string {
  const root = postcss.parse(css)
  const read = new Set<string>()
  const collect = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE)) read.add(name!)
  }
  for (;;) {
    read.clear()
    collect(markup)
    root.walkDecls((decl) => collect(decl.value))
    let removed = false
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop)) return
      decl.remove()
      removed = true
    })
    if (!removed) break
  }
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove()
  })
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
  return root.toString()
}

/** Pruned rules by their input: pages that inline the same rules and read the same properties. */
const pruned = new Map<string, string>()
const MAX_PRUNED = 500

/** The page's inline `<style>` with its unread custom properties pruned. */
function pruneInlineStyle(page: string): string {
  return page.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
    const styleAttributes = [...page.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => value).join(';')
    // Only the properties the attributes read count (pruneUnreadCustomProperties), so they are the key.
    const read = [...new Set([...styleAttributes.matchAll(VAR_REFERENCE)].map(([, name]) => name))].sort()
    const key = `${read.join(' ')}\n${css}`
    let result = pruned.get(key)
    if (result === undefined) {
      result = pruneUnreadCustomProperties(css, read.map((name) => `var(${name})`).join(';'))
      if (pruned.size < MAX_PRUNED) pruned.set(key, result)
    }
    return `<style>${result}</style>`
  })
}

/** The page with its critical rules inline and its stylesheets deferred; as is without any. */
export async function inlineCriticalCss(html: string, beasties: Beasties): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINKS)]
  if (links.length === 0) return html
  // Beasties puts each sheet's matching rules in a <style> before its link (then merges them)
  // and leaves the links alone (preload: false); here they become the deferred loads.
  // Matched as if the theme script had set `.dark`, so rules under `.dark …` come along too.
  let page = await beasties.process(html.replace(/<html\b/, '<html class="dark"'))
  page = page.replace(' data-beasties-container', '').replace(/<html class="dark"/, '<html')
  page = pruneInlineStyle(page)
  for (const [tag] of links) page = page.replace(tag, `<noscript>${tag}</noscript>`)
  const hrefs = links.map(([, href]) => href).join(' ')
  return page.replace('</body>', `<script data-href="${hrefs}">${deferredStylesheetScript}</script></body>`)
}

/** How Beasties is set up for the site's pages (exported so a test can compare with plain Beasties). */
export function beastiesOptions(siteDir: string): MemoBeastiesOptions {
  return {
    path: siteDir,
    publicPath: '/',
    // false leaves the links as they are (we defer them ourselves); its types omit the value.
    preload: false as unknown as 'js',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    allowRules: [
      // A selector wholly inside `:where(…)` (Tailwind's space-* and divide-* utilities) is all
      // pseudo-class to Beasties, which strips those before matching: it would never match, and
      // the spacing would change when the stylesheet arrives. There are a handful; keep them all.
      /^:where\(/,
      // Set by the page script before any interaction when the address names a section: every
      // section must then be laid out for real, or the scroll to it lands short.
      /\.render-all-sections\b/,
    ],
    logLevel: 'warn',
  }
}

export function createBeasties(siteDir: string): Beasties {
  return createMemoBeasties(beastiesOptions(siteDir))
}

/** Pages a thread asks for at a time: few enough that both finish together, enough to be cheap to send. */
const BATCH = 25

/**
 * Inlines the critical rules of every public page of the built site in `siteDir`, in place,
 * on `threads` threads (the machine's cores by default). Returns how many pages changed.
 */
export async function inlineCriticalCssInSite(
  siteDir: string,
  threads = availableParallelism(),
): Promise<number> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !SKIPPED.test(relative(siteDir, file)))
  let taken = 0
  const thread = () =>
    new Promise<number>((resolve, reject) => {
      const setup: WorkerSetup = { siteDir }
      const worker = new Worker(new URL('./critical-css-worker.ts', import.meta.url), { workerData: setup })
      let changed = 0
      worker.on('message', (request: WorkerRequest) => {
        changed = request.changed
        const batch: WorkerBatch = { files: pages.slice(taken, (taken += BATCH)) }
        worker.postMessage(batch)
      })
      worker.on('error', reject)
      worker.on('exit', (code) =>
        code === 0
          ? resolve(changed)
          : reject(new Error(`critical CSS: a thread stopped (exit code ${code})`)),
      )
    })
  const count = Math.max(1, Math.min(threads, Math.ceil(pages.length / BATCH)))
  const changed = await Promise.all(Array.from({ length: count }, thread))
  return changed.reduce((sum, pages) => sum + pages, 0)
}

export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now()
        const pages = await inlineCriticalCssInSite(fileURLToPath(dir))
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        // The build's largest memory comes before this, in rendering: bench:publish reads it here.
        const peak = Math.round(process.resourceUsage().maxRSS / 1024)
        logger.info(
          `critical CSS inlined in ${pages} pages in ${seconds} s; the build's peak memory ${peak} MB`,
        )
      },
    },
  }
}
