/**
 * Save-to-live latency of the publish loop on the local stack (docs/decisions/013): for a blog
 * of 10, 100, 1,000 and 10,000 posts (a few of them drafts and scheduled, scripts/bench-posts.ts),
 * the time from an admin's save (POST, PATCH, DELETE through Hosting, as the admin screen sends
 * them) until a visitor gets the change from the static site: the new page answers 200, the
 * edited page shows the new title, the deleted page answers 404. Each size runs on a fresh data folder and its own stack. Writes
 * bench/publish.json and bench/publish.md. Not a test: the figures depend on the machine.
 *
 * Run with `npm run bench:publish` (after `npm run build`); BENCH_SIZES=10,100 to run fewer.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fillPosts, type BenchPostCounts } from './bench-posts.ts'
import { startLocalStack } from './local-stack.ts'
import { localTarget, publishSite } from './publish-site.ts'
import { seedDataDir } from './seed.ts'
import { authEmulatorHost, functionsUrl, projectId, requireBuild, root, siteUrl } from './stack.ts'

const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000,10000').split(',').map(Number)
const DEADLINE_MS = 300_000
const POLL_MS = 100

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

/** The build's own line on its peak memory (src/build/critical-css.ts). */
const PEAK_MEMORY = /peak memory (\d+) MB/

interface Row {
  posts: number
  /** Of which drafts and scheduled posts: on no page, read by the build all the same. */
  content: BenchPostCounts
  /** The first build, before the stack starts: the machine is otherwise quiet. */
  firstBuildMs: number
  /** The largest memory the build's process held (MB), when it said. */
  peakMemoryMb: number | null
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
    const content = await fillPosts(dataDir, size)
    // The starting site: built from this content, as npm start's build would be.
    let output = ''
    const target = await localTarget(dataDir)
    const initial = await publishSite(target, { force: true, log: (text) => (output += text) })
    await target.close()
    if (!initial.ok) throw new Error(`the first build failed: ${initial.error}`)
    const peak = PEAK_MEMORY.exec(output)?.[1]
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
      return {
        posts: size,
        content,
        firstBuildMs: initial.ms,
        peakMemoryMb: peak ? Number(peak) : null,
        buildMs: builds,
        createMs,
        editMs,
        deleteMs,
      }
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
  console.log(
    `  first build ${row.firstBuildMs} ms (peak ${row.peakMemoryMb ?? '?'} MB); create ${row.createMs} ms, edit ${row.editMs} ms, delete ${row.deleteMs} ms`,
  )
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

Each size: a fresh data folder (the demo content, then posts up to the size: about 3 % of them
drafts and 1 % scheduled for next year, which no page shows), the site built from it (the first
build, timed with the machine otherwise quiet, and its peak memory), then the local stack started
(\`npm start\`'s stack). An admin's save through Hosting, then a visitor's requests every ${POLL_MS} ms
until the static site shows it. Goals (issue 31): live within 15 s at 1,000 posts and 60 s at
10,000; the build under 2 GB.

| Posts (published / drafts / scheduled) | First build | Peak memory | Create: page answers 200 | Edit: page shows the change | Delete: page answers 404 | Rebuilds (s) |
| --- | --- | --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row.posts} (${row.content.published} / ${row.content.drafts} / ${row.content.scheduled}) | ${seconds(row.firstBuildMs)} s | ${row.peakMemoryMb === null ? '?' : `${row.peakMemoryMb} MB`} | ${seconds(row.createMs)} s | ${seconds(row.editMs)} s | ${seconds(row.deleteMs)} s | ${row.buildMs.map(seconds).join(', ')} |`).join('\n')}
`,
)
console.log('Written to bench/publish.md and bench/publish.json')
process.exit(0)
