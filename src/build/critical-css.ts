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
import Beasties from 'beasties'
import type { AstroIntegration } from 'astro'
import postcss from 'postcss'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Pages whose content an island renders in the browser: they keep a blocking stylesheet. */
const SKIPPED = /^(?:admin\/|account\.html$|request-status\.html$)/

/**
 * The inline script that loads one stylesheet at most once, at the visitor's first pointer,
 * key, focus, touch or scroll: what the rules inline cannot style only appears after one of
 * those (an island waking, a menu opening, the header's scrolled state, a fade-in below the
 * fold). Until then nothing is fetched or parsed, so the page stays quiet after it paints.
 * It reads the address from its own `data-href`, so its text is the same on every page and
 * one CSP hash covers it (scripts/sync-csp.ts).
 */
export const deferredStylesheetScript = [
  '(function(s){',
  "var e=['pointerdown','keydown','focusin','touchstart','scroll'],d=0;",
  'function f(){if(d)return;d=1;',
  'e.forEach(function(t){removeEventListener(t,f,true)});',
  "var l=document.createElement('link');l.rel='stylesheet';l.href=s.dataset.href;document.head.append(l)}",
  'e.forEach(function(t){addEventListener(t,f,{capture:true,passive:true})})',
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

/** The page's inline `<style>` with its unread custom properties pruned. */
function pruneInlineStyle(page: string): string {
  return page.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
    const styleAttributes = [...page.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => value).join(';')
    return `<style>${pruneUnreadCustomProperties(css, styleAttributes)}</style>`
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
  const loaders = links.map(([, href]) => `<script data-href="${href}">${deferredStylesheetScript}</script>`)
  return page.replace('</body>', `${loaders.join('')}</body>`)
}

export function createBeasties(siteDir: string): Beasties {
  return new Beasties({
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
  })
}

export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir)
        const beasties = createBeasties(siteDir)
        const entries = await readdir(siteDir, { recursive: true, withFileTypes: true })
        let pages = 0
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue
          const file = join(entry.parentPath, entry.name)
          if (SKIPPED.test(relative(siteDir, file))) continue
          const html = await readFile(file, 'utf8')
          const next = await inlineCriticalCss(html, beasties)
          if (next === html) continue
          await writeFile(file, next)
          pages += 1
        }
        logger.info(`critical CSS inlined in ${pages} pages`)
      },
    },
  }
}
