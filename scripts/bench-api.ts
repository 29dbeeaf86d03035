/**
 * Load test of the API's two busiest public reads, GET /api/posts and GET /api/gallery, as
 * the issue asks: the API on a plain Node server (src/server/serve-node.ts, in its own
 * process so the load generator does not share its CPU) over a temp SQLite database seeded
 * with 12 posts and 24 gallery images; autocannon with 50 connections for 10 s per route,
 * after a short warm-up. Writes bench/api.json and bench/api.md. Not a test: the figures
 * depend on the machine. Goal from the issue: over 5,000 requests/s and p99 under 20 ms.
 *
 * Run with `npm run bench:api`.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { arch, cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_GALLERY_CATEGORIES } from '../src/domain/gallery-image.ts'
import { compose } from '../src/server/compose.ts'
import { excerptFrom, sanitizePostHtml } from '../src/server/services/html.ts'
import { autocannon } from './autocannon.ts'

const CONNECTIONS = 50
const DURATION_S = 10
const ROUTES = ['/api/posts', '/api/gallery'] as const
const root = new URL('..', import.meta.url).pathname

async function seed(dataDir: string): Promise<void> {
  const runtime = await compose({
    settings: { STORAGE: 'local', DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: '/api/media' },
  })
  const stores = runtime.adapters.stores
  const base = Date.UTC(2026, 0, 15, 9)
  const topics = ['electrical', 'hvac', 'ict', 'lighting', 'safety', 'energy']
  for (let i = 0; i < 12; i++) {
    const html = sanitizePostHtml(
      `<h2>Part ${i + 1}</h2>` +
        '<p>Older Sydney homes often still run on ceramic fuses. A modern switchboard with safety switches cuts the ' +
        'power in milliseconds when current leaks to earth, which is what protects people.</p>'.repeat(6) +
        '<ul><li>Licensed electricians</li><li>Same-day service in most areas</li><li>12-month warranty</li></ul>',
    )
    const date = new Date(base - i * 86_400_000).toISOString()
    await stores.posts.createPost({
      id: `bench-post-${i}`,
      slug: `bench-post-${i}`,
      title: `Switchboard and safety guide, part ${i + 1}`,
      content: html,
      excerpt: excerptFrom(html),
      date,
      read_time: '5 min read',
      image_url: `/api/media/blog/1767225600000-0000000${i % 10}-1600.webp`,
      image_variants: [480, 960, 1600].map((width) => ({
        url: `/api/media/blog/1767225600000-0000000${i % 10}-${width}.webp`,
        width,
        height: Math.round((width * 2) / 3),
      })),
      category: 'Electrical',
      tags: [topics[i % topics.length]!, topics[(i + 1) % topics.length]!],
      featured: i < 3,
      updated_at: date,
      status: 'published',
      publish_at: null,
    })
  }
  for (let i = 0; i < 24; i++) {
    const date = new Date(base - i * 3_600_000).toISOString()
    await stores.gallery.createGalleryImage({
      id: `bench-image-${i}`,
      title: `Installation ${i + 1}`,
      description: i % 2 ? 'Switchboard upgrade with surge protection.' : null,
      category: DEFAULT_GALLERY_CATEGORIES[i % DEFAULT_GALLERY_CATEGORIES.length]!,
      image_url: `/api/media/gallery/1767225600000-1000000${i % 10}-960.webp`,
      image_variants: [480, 960].map((width) => ({
        url: `/api/media/gallery/1767225600000-1000000${i % 10}-${width}.webp`,
        width,
        height: (width * 3) / 4,
      })),
      location: 'Surry Hills',
      tags: ['switchboard'],
      date,
      author_id: null,
      status: 'approved',
      position: null,
      created_at: date,
    })
  }
  await runtime.close()
}

/**
 * A reference point for a busy shared machine: plain node:http answering a fixed body (the
 * API's own /api/posts answer) with no framework, no store, nothing. The API cannot beat it.
 */
function startBaseline(bodyFile: string): Promise<{ url: string; stop: () => void }> {
  const source = `const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));`
  return startChild(['-e', source], {}, /listening on (http:\/\/\S+)/)
}

function startChild(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = ready.exec(output)?.[1]
      if (url) resolve({ url, stop: () => child.kill('SIGTERM') })
    })
    child.once('exit', (code) => reject(new Error(`${args[0]} exited early (code ${code})`)))
  })
}

/** Starts serve-node.ts in its own process and resolves with its URL once it listens. */
function startServer(dataDir: string): Promise<{ url: string; stop: () => void }> {
  return startChild(
    [join(root, 'src/server/serve-node.ts')],
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEFAULT_ADMIN_SECRET: randomBytes(24).toString('hex'),
    },
    /API listening on (http:\/\/\S+)/,
  )
}

// Other work on the machine skews the figures, so the load before the run is recorded with them.
const loadBefore = loadavg()[0]!
const dataDir = await mkdtemp(join(tmpdir(), 'harbourline-bench-'))
await seed(dataDir)
const server = await startServer(dataDir)
try {
  const results = []
  const postsBody = new Uint8Array(await (await fetch(`${server.url}/api/posts`)).arrayBuffer())
  const bodyFile = join(dataDir, 'posts.json')
  await writeFile(bodyFile, postsBody)
  const baseline = await startBaseline(bodyFile)
  const targets = [
    ...ROUTES.map((route) => ({ route, url: `${server.url}${route}` })),
    { route: 'baseline: plain node:http, same bytes as /api/posts', url: baseline.url },
  ]
  for (const { route, url } of targets) {
    const bytes = (await (await fetch(url)).arrayBuffer()).byteLength
    await autocannon({ url, connections: CONNECTIONS, duration: 2 }) // warm-up, not recorded
    const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
    const result = {
      route,
      responseBytes: bytes,
      requestsPerSecond: Math.round(run.requests.average),
      totalRequests: run.requests.total,
      latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max },
      throughputMBps: Number((run.throughput.average / 1e6).toFixed(1)),
      non2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      meetsGoal: run.requests.average > 5000 && run.latency.p99 < 20,
    }
    results.push(result)
    console.log(
      `${route}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p90 ${result.latencyMs.p90} ms, p99 ${result.latencyMs.p99} ms`,
    )
  }

  baseline.stop()

  const cpu = cpus()
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      cores: cpu.length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      os: `${platform()} ${release()} ${arch()}`,
      node: process.version,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
    },
    setup: {
      server: 'src/server/serve-node.ts (@hono/node-server), own process',
      store: 'SQLite (node:sqlite, WAL) in a temp dir: 12 posts, 24 approved gallery images',
      load: `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route after a 2 s warm-up, same machine`,
      goal: 'over 5,000 requests/s and p99 under 20 ms',
    },
    results,
  }
  await mkdir(join(root, 'bench'), { recursive: true })
  await writeFile(join(root, 'bench/api.json'), `${JSON.stringify(report, null, 2)}\n`)
  const rows = results.map(
    (r) =>
      `| ${r.route.startsWith('/') ? `\`GET ${r.route}\`` : r.route} | ${r.responseBytes.toLocaleString('en-AU')} B | ${r.requestsPerSecond.toLocaleString('en-AU')} | ${r.latencyMs.p50} | ${r.latencyMs.p90} | ${r.latencyMs.p99} | ${r.non2xx + r.errors + r.timeouts} | ${r.route.startsWith('/') ? (r.meetsGoal ? 'yes' : 'no') : '—'} |`,
  )
  await writeFile(
    join(root, 'bench/api.md'),
    [
      '# API benchmark',
      '',
      `Measured ${report.date} by \`npm run bench:api\` (scripts/bench-api.ts).`,
      '',
      `Machine: ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, ${report.machine.os}, Node ${report.machine.node}; 1-minute load average before the run: ${report.machine.loadAverageBefore}.`,
      '',
      `Setup: ${report.setup.server}; ${report.setup.store}; ${report.setup.load}. The load generator and the server share the machine's cores.`,
      '',
      `Goal: ${report.setup.goal}. The baseline row is plain node:http serving the same bytes as /api/posts, measured in the same run: what this machine allowed at that moment, which no framework can beat.`,
      '',
      '| Route | Response | Requests/s | p50 ms | p90 ms | p99 ms | Errors | Goal met |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  )
  console.log('Wrote bench/api.json and bench/api.md')
} finally {
  server.stop()
  await rm(dataDir, { recursive: true, force: true })
}
