/**
 * The site build refuses to ship a broken site (docs/decisions/013-publish-loop.md): real
 * `astro build` runs, each with one required production setting missing, and one whose
 * content store cannot be read. Each must stop with its one sentence and a non-zero exit code,
 * before anything is published. A complete production build, from Firestore (the in-process
 * emulator), carries none of the local stack's values. Output goes to folders of their own, never dist/.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { createFirestoreStores } from '../../src/server/adapters/firestore/firestore-stores.ts'
import { makePost } from '../factories/index.ts'
import { useFirestoreEmulator } from '../helpers/firestore-emulator.ts'
import { buildSite } from '../helpers/astro-build.ts'
import { tempDir } from '../helpers/temp.ts'

const production = {
  STORAGE: 'firebase',
  SITE_URL: 'https://www.harbourline.com.au',
  PUBLIC_FIREBASE_API_KEY: 'AIzaSy-example-key',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'harbourline-prod.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'harbourline-prod',
}

describe('the production build', () => {
  test.each(Object.keys(production).filter((key) => key !== 'STORAGE'))(
    'stops without %s, saying so in one sentence',
    async (missing) => {
      const { code, output } = await buildSite({ ...production, [missing]: '' })
      expect(code).not.toBe(0)
      expect(output).toContain(
        `The production build (STORAGE=firebase) cannot go on: ${missing} is not set. Set them (see docs/deploying.md) and build again.`,
      )
    },
    60_000,
  )

  test('stops when its content store cannot be read, rather than ship a blog without its posts', async () => {
    const dataDir = tempDir('unreadable-content')
    writeFileSync(join(dataDir, 'content.sqlite'), 'this is not a database')
    const { code, output } = await buildSite({ STORAGE: 'local', DATA_DIR: dataDir })
    expect(code).not.toBe(0)
    expect(output).toMatch(
      /The build cannot read the (posts|gallery photos) from the content store \(.+\), so it stops\./,
    )
  }, 120_000)
})

const emulator = useFirestoreEmulator()

/** Every file under `dir`, as text. */
function allText(dir: string): string {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && /\.(html|js|css|xml|txt|json)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
}

test('a complete production build names the real site and project, and no demo, emulator or placeholder', async () => {
  const stores = createFirestoreStores(emulator.fresh())
  const post = await stores.posts.createPost(
    makePost({ slug: 'surge-protection', title: 'Surge protection' }),
  )
  const { outDir, code, output } = await buildSite({ ...production, GCLOUD_PROJECT: 'demo-contract' })
  expect(code, output).toBe(0)

  const site = allText(outDir)
  expect(site).toContain('https://www.harbourline.com.au/blog/surge-protection')
  expect(site).toContain('harbourline-prod')
  for (const local of ['demo-harbourline', 'demo-api-key', '127.0.0.1:9099', 'https://harbourline.example']) {
    expect(site.includes(local), `${local} in the production site`).toBe(false)
  }
  expect(readFileSync(join(outDir, 'blog', `${post.slug}.html`), 'utf8')).toContain(post.title)
}, 180_000)
