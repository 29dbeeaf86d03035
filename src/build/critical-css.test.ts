import Beasties from 'beasties'
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  beastiesOptions,
  createBeasties,
  deferredStylesheetScript,
  inlineCriticalCss,
  inlineCriticalCssInSite,
  pruneUnreadCustomProperties,
} from './critical-css.ts'

const site = mkdtempSync(join(tmpdir(), 'critical-css-'))
mkdirSync(join(site, '_astro'))
writeFileSync(
  join(site, '_astro', 'site.css'),
  [
    '.card{padding:1rem}',
    '.dialog-open{display:grid}',
    '.card:where(.dark,.dark *){background:#000}',
    '.dialog-open:where(.dark,.dark *){background:#111}',
    '.card:hover{color:red}',
    '.dark .card[data-x]{color:#eee}',
    '.dark .dialog-open{color:#ddd}',
    ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
    '@media (min-width:64rem){.card{padding:2rem}}',
    ':root{--color-card:#fff;--color-unused:red;--spacing:.25rem}',
    '.card{background:var(--color-card)}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  ].join('\n'),
)
writeFileSync(join(site, '_astro', 'prose.css'), '.prose h2{margin:0}')
afterAll(() => rmSync(site, { recursive: true, force: true }))

const page = (head: string, body = '<div class="card" data-x>Hello</div>') =>
  `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body>${body}</body></html>`
const link = (name: string) => `<link rel="stylesheet" href="/_astro/${name}.css">`
const inlineStyles = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')

describe('inlineCriticalCss', () => {
  it('inlines the rules the page uses, dark, hover and wide variants included, and nothing else', async () => {
    const html = await inlineCriticalCss(page(link('site')), createBeasties(site))
    const css = inlineStyles(html)

    expect(css).toContain('.card{padding:1rem}')
    expect(css).toContain('.card:where(.dark,.dark *){background:#000}')
    expect(css).toContain('.card:hover{color:red}')
    expect(css).toContain('.dark .card[data-x]{color:#eee}')
    expect(css).not.toContain('.dark .dialog-open')
    expect(css).toContain(':where(.space-y-2>:not(:last-child))')
    expect(css).toContain('@media (min-width:64rem)')
    expect(css).not.toContain('.dialog-open')
    expect(html).toMatch(/<html lang="en">/)
  })

  it('defers every stylesheet: kept for visitors without JavaScript, all loaded by one script', async () => {
    const html = await inlineCriticalCss(
      page(link('site') + link('prose'), '<article class="prose card"><h2>Title</h2></article>'),
      createBeasties(site),
    )

    expect(inlineStyles(html)).toContain('.prose h2{margin:0}')
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"')
    expect(html).toContain(`<noscript>${link('site')}</noscript>`)
    expect(html).toContain(`<noscript>${link('prose')}</noscript>`)
    expect(html).toContain(
      `<script data-href="/_astro/site.css /_astro/prose.css">${deferredStylesheetScript}</script>`,
    )
    expect(html.split(deferredStylesheetScript)).toHaveLength(2)
    // The inline rules come before anything that runs, so the first paint is styled.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<script'))
  })

  it("keeps the custom properties the page's rules read, and drops the rest", async () => {
    const css = inlineStyles(await inlineCriticalCss(page(link('site')), createBeasties(site)))
    expect(css).toContain('--color-card:#fff')
    expect(css).not.toContain('--color-unused')
    expect(css).not.toContain('@property --tw-shadow')
  })

  it('leaves a page without a stylesheet of ours exactly as it was', async () => {
    const html = page('<meta name="robots" content="noindex">')
    expect(await inlineCriticalCss(html, createBeasties(site))).toBe(html)
  })
})

describe('pruneUnreadCustomProperties', () => {
  it('keeps a property read by a kept property, and drops a chain that nothing reads', () => {
    const css = pruneUnreadCustomProperties(
      ':root{--a:1px;--b:var(--a);--c:2px;--d:var(--c)}.x{margin:var(--b)}',
    )
    expect(css).toBe(':root{--a:1px;--b:var(--a)}.x{margin:var(--b)}')
  })

  it("counts what the page's own style attributes read, and keeps registrations in use", () => {
    const css = pruneUnreadCustomProperties(
      ':root{--accent:red;--gone:0}@property --tw-ring{syntax:"*";inherits:false}.y{box-shadow:var(--tw-ring)}',
      'color: var(--accent)',
    )
    expect(css).toContain('--accent:red')
    expect(css).toContain('@property --tw-ring')
    expect(css).not.toContain('--gone')
  })

  it('drops a rule left empty', () => {
    expect(pruneUnreadCustomProperties(':root{--only:1}.z{color:red}')).toBe('.z{color:red}')
  })
})

describe('deferredStylesheetScript', () => {
  it('is one text for every page, so one CSP hash allows it', () => {
    expect(deferredStylesheetScript).not.toMatch(/_astro|\.css/)
    expect(deferredStylesheetScript).toContain('s.dataset.href')
  })
})

describe('remembered rules (critical-css-memo.ts)', () => {
  const plainBeasties = (options: ReturnType<typeof beastiesOptions>) => new Beasties(options)
  const pages = [
    page(link('site')),
    page(link('site'), '<div class="card">Other words, same selectors</div>'),
    page(link('site') + link('prose'), '<article class="prose card"><h2>Title</h2></article>'),
    page(
      link('site'),
      '<div class="dialog-open"><p class="card" style="color:var(--color-card)">x</p></div>',
    ),
    page(link('site'), '<div class="card" data-x>Hello again</div>'),
    page(`<style>.card{margin:0}.unused{margin:1px}</style>${link('site')}`),
    page(`<style>.unused{margin:1px}</style>${link('site')}`),
  ]

  it('gives every page the bytes plain Beasties gives it, whether its matches were seen before or not', async () => {
    const remembering = createBeasties(site)
    for (const html of [...pages, ...pages]) {
      expect(await inlineCriticalCss(html, remembering)).toBe(
        await inlineCriticalCss(html, plainBeasties(beastiesOptions(site))),
      )
    }
  })
})

describe('inlineCriticalCssInSite', () => {
  it('inlines every public page on threads, and leaves the admin screens their stylesheet', async () => {
    const built = mkdtempSync(join(tmpdir(), 'critical-css-site-'))
    try {
      cpSync(join(site, '_astro'), join(built, '_astro'), { recursive: true })
      mkdirSync(join(built, 'blog'))
      mkdirSync(join(built, 'admin'))
      const files = Array.from({ length: 60 }, (_, index) => join('blog', `post-${index}.html`))
      for (const file of files) writeFileSync(join(built, file), page(link('site')))
      writeFileSync(join(built, 'admin', 'blog.html'), page(link('site')))

      expect(await inlineCriticalCssInSite(built, 2)).toBe(60)
      const expected = await inlineCriticalCss(page(link('site')), createBeasties(built))
      for (const file of files) expect(readFileSync(join(built, file), 'utf8')).toBe(expected)
      expect(readFileSync(join(built, 'admin', 'blog.html'), 'utf8')).toBe(page(link('site')))
    } finally {
      rmSync(built, { recursive: true, force: true })
    }
  })
})
