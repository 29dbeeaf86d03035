/**
 * Save-to-live latency of the publish loop on the local stack (docs/decisions/013): for a blog
 * of 10, 100 and 1,000 posts, the time from an admin's save (POST, PATCH, DELETE through
 * Hosting, as the admin screen sends them) until a visitor gets the change from the static
 * site: the new page answers 200, the edited page shows the new title, the deleted page
 * answers 404. Each size runs on a fresh data folder and its own stack. Writes
 * bench/publish.json and bench/publish.md. Not a test: the figures depend on the machine.
 *
 * Run with `npm run bench:publish` (after `npm run build`); BENCH_SIZES=10,100 to run fewer.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { compose } from '../src/server/compose.ts'
import { excerptFrom, sanitizePostHtml } from '../src/server/services/html.ts'
import { startLocalStack } from './local-stack.ts'
import { localTarget, publishSite } from './publish-site.ts'
import { seedDataDir } from './seed.ts'
import { authEmulatorHost, functionsUrl, projectId, requireBuild, root, siteUrl } from './stack.ts'

const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number)
const DEADLINE_MS = 300_000
const POLL_MS = 100

/** Fills the store up to `total` posts (the demo's 8 included), as the API would store them. */
async function fillPosts(dataDir: string, total: number): Promise<void> {
  const runtime = await compose({
    settings: { STORAGE: 'local', DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: '/api/media' },
  })
  const store = runtime.adapters.stores.posts
  const existing = (await store.listPosts()).items.length
  const base = Date.UTC(2025, 0, 1, 9)
  const tags = ['Electrical', 'HVAC', 'ICT', 'Lighting', 'Safety', 'Energy Efficiency']
  for (let i = existing; i < total; i++) {
    const content = sanitizePostHtml(
      `<h2>Part ${i}</h2>` +
        '<p>Older Sydney homes often still run on ceramic fuses. A modern switchboard with safety switches cuts the power in milliseconds when current leaks to earth.</p>'.repeat(
          5,
        ),
    )
    const at = new Date(base + i * 3_600_000).toISOString()
    await store.createPost({
      id: `bench-${i}`,
      slug: `bench-post-${i}`,
      title: `Switchboard and safety guide, part ${i}`,
      content,
      excerpt: excerptFrom(content),
      date: at,
      read_time: '4 min read',
      image_url: null,
      image_variants: [],
      category: tags[i % tags.length]!,
      tags: [tags[i % tags.length]!, tags[(i + 1) % tags.length]!],
      featured: false,
      updated_at: at,
      status: 'published',
      publish_at: null,
    })
  }
  await runtime.close()
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The stack's default admin, made with the secret, and an ID token for it. */
async function adminToken(secret: string): Promise<string> {
  const { result } = await post<{ result: { admin?: { email: string; password: string }; error?: string } }>(
    `${functionsUrl}/createDefaultAdmin`,
    { data: { secret } },
  )
  if (!result.admin) throw new Error(`createDefaultAdmin: ${result.error}`)
  const { idToken } = await post<{ idToken: string }>(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { ...result.admin, returnSecureToken: true },
  )
  return idToken
}

/** Milliseconds from now until `done()` says the visitor sees the change. */
async function timeUntil(done: () => Promise<boolean>): Promise<number> {
  const start = performance.now()
  for (;;) {
    if (await done()) return Math.round(performance.now() - start)
    if (performance.now() - start > DEADLINE_MS) throw new Error('not live within 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

const visit = (path: string) => fetch(`${siteUrl}${path}`, { redirect: 'manual' })

interface Row {
  posts: number
  buildMs: number[]
  createMs: number
  editMs: number
  deleteMs: number
}

async function measure(size: number): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'harbourline-bench-publish-'))
  const builds: number[] = []
  try {
    await seedDataDir(dataDir)
    await fillPosts(dataDir, size)
    // The starting site: built from this content, as npm start's build would be.
    const initial = await publishSite(await localTarget(dataDir), { force: true })
    if (!initial.ok) throw new Error(`the first build failed: ${initial.error}`)
    const logs = join(root, '.data', 'logs')
    const stack = await startLocalStack({
      dataDir,
      exportOnExit: false,
      emulatorLog: join(logs, 'stack-bench-publish.log'),
      publishLog: join(logs, 'publish-bench-publish.log'),
      onPublished: (outcome) => {
        if (!outcome.skipped) builds.push(outcome.ms)
      },
    })
    try {
      await stack.ready
      const token = await adminToken(stack.secrets.DEFAULT_ADMIN_SECRET)
      const api = (method: string, path: string, json?: unknown) =>
        fetch(`${siteUrl}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: json === undefined ? null : JSON.stringify(json),
        })

      const slug = `bench-save-${Date.now().toString(36)}`
      const created = await api('POST', '/api/posts', {
        title: 'Bench: surge protection',
        slug,
        content: '<p>Whole-house surge protection.</p>',
        tags: ['Safety'],
      })
      if (created.status !== 201) throw new Error(`create: ${created.status}`)
      const createMs = await timeUntil(async () => (await visit(`/blog/${slug}`)).status === 200)
      const { post } = (await created.json()) as { post: { id: string } }

      const edited = await api('PATCH', `/api/posts/${post.id}`, {
        title: 'Bench: surge protection, revised',
      })
      if (edited.status !== 200) throw new Error(`edit: ${edited.status}`)
      const editMs = await timeUntil(async () =>
        (await (await visit(`/blog/${slug}`)).text()).includes('revised'),
      )

      const removed = await api('DELETE', `/api/posts/${post.id}`)
      if (removed.status !== 204) throw new Error(`delete: ${removed.status}`)
      const deleteMs = await timeUntil(async () => (await visit(`/blog/${slug}`)).status === 404)
      return { posts: size, buildMs: builds, createMs, editMs, deleteMs }
    } finally {
      await stack.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

requireBuild()
const rows: Row[] = []
for (const size of SIZES) {
  console.log(`Publishing with ${size} posts...`)
  const row = await measure(size)
  console.log(`  create ${row.createMs} ms, edit ${row.editMs} ms, delete ${row.deleteMs} ms`)
  rows.push(row)
}

const machine = `${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-minute load average at the end: ${loadavg()[0]!.toFixed(2)}`
const seconds = (ms: number) => (ms / 1000).toFixed(1)
writeFileSync(
  join(root, 'bench', 'publish.json'),
  `${JSON.stringify({ date: new Date().toISOString(), projectId, rows }, null, 2)}\n`,
)
writeFileSync(
  join(root, 'bench', 'publish.md'),
  `# Publish loop: save to live

Measured ${new Date().toISOString()} by \`npm run bench:publish\` (scripts/bench-publish.ts).

Machine: ${machine}.

Each size: a fresh data folder (the demo content, then posts up to the size), the site built
from it, the local stack started (\`npm start\`'s stack). An admin's save through Hosting, then
a visitor's requests every ${POLL_MS} ms until the static site shows it. Goal (issue 9): live
within 60 s.

| Posts | Create: page answers 200 | Edit: page shows the change | Delete: page answers 404 | Rebuilds (s) |
| --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row.posts} | ${seconds(row.createMs)} s | ${seconds(row.editMs)} s | ${seconds(row.deleteMs)} s | ${row.buildMs.map(seconds).join(', ')} |`).join('\n')}
`,
)
console.log('Written to bench/publish.md and bench/publish.json')
process.exit(0)
