/**
 * The business's legal and trade facts as the built site shows them: with a legal name, ABN,
 * licences and year founded saved in the admin, every page's footer and © line, the legal pages,
 * the about section and the LocalBusiness JSON-LD say the saved ones, and site-config's
 * placeholders are on no page. A real `astro build` over a SQLite store, into a temp folder.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../../src/business-defaults.ts'
import { openDatabase } from '../../src/server/adapters/sqlite/database.ts'
import { createSqliteStores } from '../../src/server/adapters/sqlite/sqlite-stores.ts'
import { site } from '../../src/site-config.ts'
import { buildLocalSite } from '../helpers/astro-build.ts'
import { tempDir } from '../helpers/temp.ts'

const saved = {
  legal_name: 'Northside Electrical Group Pty Ltd',
  abn: '51 824 753 556',
  licences: [
    { name: 'Electrical Contractor Licence', number: 'EC 271828' },
    { name: 'Gas Fitting Licence', number: 'GF 314159' },
  ],
  founded: 2009,
}

let outDir = ''
const page = (path: string) => readFileSync(join(outDir, path), 'utf8')
/** A page's text as a reader sees it: no markup, one space between words. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')

/** Every built public page (not the admin's) by its path in the output. */
function publicPages(): string[] {
  const entries = readdirSync(outDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('admin/'))
}

beforeAll(async () => {
  const dataDir = tempDir('legal-content')
  const db = openDatabase(dataDir)
  await createSqliteStores(db).settings.saveSettings({ ...DEFAULT_BUSINESS_SETTINGS, ...saved }, 0, {
    at: new Date().toISOString(),
    by: 'office@example.com',
  })
  db.close()

  outDir = await buildLocalSite(dataDir)
}, 180_000)

describe('the legal and trade facts saved in the admin', () => {
  test("the public pages' footer gives the saved licences, ABN and year founded", () => {
    for (const path of ['home.html', 'hvac-services.html', 'blog.html', 'privacy-policy.html']) {
      const footer = textOf(page(path).slice(page(path).indexOf('<footer')))
      expect(footer, path).toContain('Electrical Contractor Licence: EC 271828')
      expect(footer, path).toContain('Gas Fitting Licence: GF 314159')
      expect(footer, path).toContain('ABN 51 824 753 556')
      expect(footer, path).toContain('Founded 2009')
    }
  })

  test('the © line of every page, the sign-in pages too, names the saved legal name', () => {
    const lines = new Map(publicPages().map((path) => [path, textOf(page(path)).match(/© \d{4} [^©]*/)?.[0]]))
    expect(lines.get('forgot-password.html')).toBeDefined()
    for (const [path, line] of lines) {
      if (line) expect(line, path).toMatch(/^© \d{4} Northside Electrical Group Pty Ltd /)
    }
  })

  test('the legal pages name the business by its saved legal name and ABN', () => {
    for (const path of ['privacy-policy.html', 'terms-of-service.html']) {
      const text = textOf(page(path))
      expect(text, path).toContain('Northside Electrical Group Pty Ltd (ABN 51 824 753 556), trading as')
    }
    // The contact block under the privacy policy.
    expect(textOf(page('privacy-policy.html'))).toContain(
      'Business Northside Electrical Group Pty Ltd (ABN 51 824 753 556)',
    )
  })

  test("the about section and the JSON-LD give the year founded and the licences' numbers", () => {
    const home = page('home.html')
    expect(textOf(home)).toContain("Sydney's local trade team since 2009")
    expect(textOf(home)).toContain('Proudly local since 2009')
    expect(textOf(home)).toContain('Gas Fitting Licence GF 314159')
    const [business] = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    )
    expect(business).toMatchObject({ legalName: saved.legal_name, foundingDate: '2009' })
  })

  test("site-config's placeholders are on no public page", () => {
    for (const path of publicPages()) {
      const text = textOf(page(path))
      expect(text, path).not.toContain(site.legalName)
      expect(text, path).not.toContain(site.abn)
      expect(text, path).not.toContain(site.licences[0].number)
      expect(text, path).not.toContain(`since ${site.founded}`)
    }
  })
})
