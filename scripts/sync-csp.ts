/**
 * Keeps the Content-Security-Policy in firebase.json in step with the built site.
 *
 * The policy allows no inline script except the few Astro itself must inline (the theme
 * script that runs before first paint, island hydration bootstraps). Their SHA-256 hashes are
 * collected from every page in dist/ and written into the `script-src` directive of the
 * header that Hosting sends. firebase.json holds production's policy only: the local stack
 * serves a copy that also lets pages reach the Auth emulator (scripts/stack.ts,
 * localFirebaseConfig). Run after `astro build`; with `--check` it only reports a difference
 * and exits non-zero.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const distDir = process.env.SITE_OUT_DIR || join(root, 'dist')
/** Where pages may connect: the API (same origin) and Firebase Auth. */
export const CONNECT_SRC =
  "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com"
const configPath = join(root, 'firebase.json')
const checkOnly = process.argv.includes('--check')

/** Every inline script that the browser would execute: no src, and a JavaScript type. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /^(|text\/javascript|module|application\/javascript)$/i

/** The text of every inline script of the page that a browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (EXECUTABLE_TYPE.test(type)) scripts.push(body)
  }
  return scripts
}

export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  )
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name))
}

async function main() {
  const hashes = new Set<string>()
  for (const file of await htmlFiles(distDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash)
  }

  const config = JSON.parse(await readFile(configPath, 'utf8'))
  const header = config.hosting.headers
    .find((h: { source: string }) => h.source === '**')
    .headers.find((h: { key: string }) => h.key === 'Content-Security-Policy')
  const directives: string[] = header.value.split(/;\s*/)
  const scriptSrc = ["script-src 'self'", ...[...hashes].sort()].join(' ')
  const next = directives
    .map((d) => (d.startsWith('script-src') ? scriptSrc : d.startsWith('connect-src') ? CONNECT_SRC : d))
    .join('; ')

  if (next === header.value) {
    console.log(`CSP up to date (${hashes.size} inline script hashes)`)
    return
  }
  if (checkOnly) {
    console.error('firebase.json CSP does not match the built site: run `npm run build`')
    process.exit(1)
  }
  header.value = next
  await writeFile(configPath, JSON.stringify(config, null, 2) + '\n')
  console.log(`CSP updated in firebase.json (${hashes.size} inline script hashes)`)
}

if (import.meta.main) await main()
