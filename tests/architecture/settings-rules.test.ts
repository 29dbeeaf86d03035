/**
 * The business's facts come from its settings, as eslint.config.js enforces it: outside the
 * defaults and the modules that build settings from them, reading a settings-backed field of
 * site-config's `site` is refused, wherever in src it is written.
 */
import { describe, expect, it } from 'vitest'
import { restrictedPropertyProblems as problems } from './lint-sample.ts'

const importSite = "import { site } from '../site-config.ts'\n"

describe('settings rules', () => {
  it('refuses each settings-backed field of site, read or destructured', async () => {
    for (const read of [
      'site.brand',
      'site.legalName',
      'site.abn',
      'site.licences',
      'site.founded',
      'site.phone.display',
      'site.email',
      'site.address.street',
      'site.hours.display',
      'site.social',
      'site.reviewUrl',
      'site.serviceAreas',
    ]) {
      const found = await problems('src/content/home.ts', `${importSite}export const used = ${read}\n`)
      expect(found, read).toHaveLength(1)
      expect(found[0]).toContain('buildFacts()')
    }
    const destructured = `${importSite}const { phone } = site\nexport const used = phone\n`
    expect(await problems('src/content/home.ts', destructured)).toHaveLength(1)
  })

  it('bites in pages, islands and the server alike', async () => {
    const source = `${importSite}export const title = \`Preview | \${site.brand}\`\n`
    for (const file of [
      'src/build/build-content.ts',
      'src/islands/admin/blog/post-preview.tsx',
      'src/server/services/abuse-caps.ts',
    ]) {
      expect(await problems(file, source), file).toHaveLength(1)
    }
    // In an Astro page, the frontmatter and the template alike.
    const astro = `---\nimport { site } from '../site-config'\nconst title = site.brand\n---\n<p>{title} {site.email}</p>\n`
    expect(await problems('src/pages/sitemap.astro', astro)).toHaveLength(2)
  })

  it('lets through the facts that are not settings', async () => {
    const source = `${importSite}export const used = [site.description, site.tagline]\n`
    expect(await problems('src/components/layout/Footer.astro', source)).toEqual([])
  })

  it('lets the defaults and the modules that build settings from them read every field', async () => {
    const source = `${importSite}export const used = [site.brand, site.phone, site.hours.days]\n`
    for (const file of ['src/site-config.ts', 'src/business-defaults.ts', 'src/business-facts.ts']) {
      expect(await problems(file, source), file).toEqual([])
    }
    expect(await problems('src/business-facts.test.ts', source)).toEqual([])
  })
})
