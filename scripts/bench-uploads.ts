/**
 * Memory and responsiveness of the API while it re-encodes uploads (docs/decisions/016): the
 * API on a plain Node server in its own process (local adapters over a temp data dir, no
 * emulators), five verified users (or --uploads) each uploading a 40-megapixel image at the
 * same moment, in four encodings; meanwhile, every 100 ms, the server's RSS (from /proc) and one
 * GET /api/posts from a separate process, timed. A 503 is retried after its Retry-After. Writes
 * bench/uploads.json (a run per label, upload count and image) and bench/uploads.md. Not a
 * test: the figures depend on the machine.
 *
 * Run with `npm run bench:uploads`; after `--`: `--label before` files the run under another
 * label, `--uploads 20` sends more at once, `--kinds "JPEG, progressive;WebP"` picks images.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { arch, cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import sharp, { type Sharp } from 'sharp'

const SAMPLE_MS = 100
const IDLE_SAMPLES = 20
/** 40 megapixels, the most an upload may have (MAX_UPLOAD_PIXELS). */
const WIDTH = 8000
const HEIGHT = 5000
const BENCH_TOKEN_PREFIX = 'bench-user-'
const root = new URL('..', import.meta.url).pathname

interface RunResult {
  label: string
  date: string
  commit: string
  machine: string
  loadAverageBefore?: number
  image: { kind: ImageKind; width: number; height: number; bytes: number }
  rssMiB: { idle: number; peakSampled: number; peakHighWaterMark: number }
  postsLatencyMs: { idleP50: number; p50: number; p99: number; max: number; requests: number; failed: number }
  /** The server's event-loop delay during the uploads (absent in runs before it was measured). */
  eventLoopDelayMs?: { p99: number; max: number }
  allUploadsSeconds: number
  uploads: { statuses: number[]; seconds: number }[]
}

/** How the uploads ended, e.g. "20 × 201, after 14 answers 503 (retried)". */
function statusSummary(run: RunResult): string {
  const counts = new Map<number, number>()
  let busy = 0
  for (const { statuses } of run.uploads) {
    const last = statuses[statuses.length - 1]!
    counts.set(last, (counts.get(last) ?? 0) + 1)
    busy += statuses.filter((status) => status === 503).length
  }
  const ended = [...counts].map(([status, count]) => `${count} × ${status}`).join(', ')
  return busy ? `${ended}, after ${busy} answers 503 (retried)` : ended
}

// ---------------------------------------------------------------------------------------------
// The server: the real app over the local adapters, with a token check that takes any bench
// user as verified (the only stand-in; Firebase Auth is not what is measured).

async function serve(dataDir: string): Promise<void> {
  const { compose } = await import('../src/server/compose.ts')
  const { serveApi } = await import('../src/server/serve-node.ts')
  const { excerptFrom, sanitizePostHtml } = await import('../src/server/services/html.ts')
  const { app, adapters } = await compose({
    settings: { STORAGE: 'local', DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: '/api/media' },
    identity: {
      verifyIdToken: async (token) => {
        if (!token.startsWith(BENCH_TOKEN_PREFIX)) throw new Error('Unknown bench token')
        return { uid: token, email: `${token}@example.com`, email_verified: true }
      },
      createAuthUser: async () => {
        throw new Error('The upload bench creates no accounts')
      },
      lookupEmailVerified: async () => true,
    },
  })
  const { stores } = adapters
  for (let i = 0; i < 12; i++) {
    const html = sanitizePostHtml(
      `<h2>Part ${i + 1}</h2>` +
        '<p>A modern switchboard with safety switches cuts the power in milliseconds when current leaks to earth.</p>'.repeat(
          6,
        ),
    )
    const date = new Date(Date.UTC(2026, 0, 15 - i, 9)).toISOString()
    await stores.posts.createPost({
      id: `bench-post-${i}`,
      slug: `bench-post-${i}`,
      title: `Switchboard and safety guide, part ${i + 1}`,
      content: html,
      excerpt: excerptFrom(html),
      date,
      read_time: '5 min read',
      image_url: null,
      image_variants: [],
      category: 'Electrical',
      tags: ['electrical'],
      featured: i < 3,
      updated_at: date,
      status: 'published',
      publish_at: null,
    })
  }
  const { url } = await serveApi(app, { port: 0, hostname: '127.0.0.1' })
  console.log(`API listening on ${url}`)
  // How long the event loop was held up (in ms), from "reset" to "report" on stdin.
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  process.stdin.setEncoding('utf8')
  process.stdin.on('data', (text: string) => {
    if (text.includes('reset')) delay.reset()
    if (text.includes('report')) {
      const p99 = delay.percentile(99) / 1e6
      console.log(`EVENT_LOOP_DELAY ${JSON.stringify({ p99, max: delay.max / 1e6 })}`)
    }
  })
}

// ---------------------------------------------------------------------------------------------
// The load and the measurements.

/**
 * Reads GET /api/posts every 100 ms, whether or not the last has answered (a stalled server
 * shows up as slow answers, not as fewer questions), from "start" to "stop" on stdin; then
 * prints each latency in ms (null for a failure). Its own process, so the uploader's work
 * cannot delay its clock.
 */
function probe(url: string): void {
  const reads: Promise<number | null>[] = []
  let timer: NodeJS.Timeout | undefined
  process.stdin.setEncoding('utf8')
  process.stdin.on('data', async (text: string) => {
    if (text.includes('start')) timer = setInterval(() => reads.push(timedGet(url)), SAMPLE_MS)
    if (text.includes('stop')) {
      clearInterval(timer)
      console.log(`PROBE_RESULTS ${JSON.stringify(await Promise.all(reads))}`)
      process.exit(0)
    }
  })
  console.log('PROBE_READY ok')
}

/** A child process of this script in another mode, spoken to over stdin and stdout. */
function startChild(args: string[], name: string) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited = false
  child.once('exit', () => (exited = true))
  return {
    pid: child.pid!,
    send: (line: string) => void child.stdin.write(`${line}\n`),
    /** The rest of the next output line that starts with `prefix` and a space. */
    next: (prefix: string) =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const at = output.indexOf(`${prefix} `)
          const end = output.indexOf('\n', at)
          if (at === -1 || end === -1) return
          const value = output.slice(at + prefix.length + 1, end)
          output = output.slice(end + 1)
          child.stdout.off('data', look)
          resolve(value)
        }
        child.stdout.on('data', look)
        child.once('exit', (code) => reject(new Error(`the bench ${name} exited early (code ${code})`)))
        if (exited) reject(new Error(`the bench ${name} has exited`))
        look()
      }),
    stop: () => child.kill('SIGTERM'),
  }
}

async function startServer(dataDir: string) {
  const child = startChild(['--serve', dataDir], 'server')
  const url = await child.next('API listening on')
  return {
    url,
    pid: child.pid,
    stop: child.stop,
    /** Starts the server's event-loop delay histogram afresh. */
    resetEventLoopDelay: () => child.send('reset'),
    /** The server's event-loop delay since the reset, in ms. */
    eventLoopDelay: async () => {
      const reply = child.next('EVENT_LOOP_DELAY')
      child.send('report')
      const { p99, max } = JSON.parse(await reply) as { p99: number; max: number }
      return { p99: round(p99), max: round(max) }
    },
  }
}

async function startProbe(url: string) {
  const child = startChild(['--probe', url], 'probe')
  await child.next('PROBE_READY')
  return {
    start: () => child.send('start'),
    stop: async () => {
      const reply = child.next('PROBE_RESULTS')
      child.send('stop')
      return JSON.parse(await reply) as (number | null)[]
    },
  }
}

/** VmRSS and VmHWM (the kernel's own peak) of a process, in MiB. */
function memoryOf(pid: number): { rss: number; highWaterMark: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kib('VmRSS') / 1024, highWaterMark: kib('VmHWM') / 1024 }
}

/**
 * The images uploaded: each 40 megapixels and under the 5 MB cap, in the encodings a photo
 * arrives in. A baseline JPEG is the cheap case (libjpeg can decode it at 1/8 scale); a
 * progressive JPEG, an interlaced PNG and a WebP must be decoded at full size.
 */
const IMAGE_KINDS = {
  'JPEG, baseline': (image: Sharp) => image.jpeg({ quality: 80 }),
  'JPEG, progressive': (image: Sharp) => image.jpeg({ quality: 80, progressive: true }),
  'PNG, interlaced': (image: Sharp) => image.png({ progressive: true, compressionLevel: 9 }),
  WebP: (image: Sharp) => image.webp({ quality: 80 }),
} as const
type ImageKind = keyof typeof IMAGE_KINDS

/** Colour gradients, with a little noise for the lossy formats (a PNG of noise would pass 5 MB). */
async function makePhoto(kind: ImageKind): Promise<Buffer> {
  const noisy = kind !== 'PNG, interlaced'
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3)
  let seed = 1
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0
      const noise = noisy ? ((seed >>> 24) % 9) - 4 : 0
      const i = (y * WIDTH + x) * 3
      raw[i] = clamp((x * 255) / WIDTH + noise)
      raw[i + 1] = clamp((y * 255) / HEIGHT + noise)
      raw[i + 2] = clamp(((x + y) * 128) / (WIDTH + HEIGHT) + 64 + noise)
    }
  }
  const photo = await IMAGE_KINDS[kind](
    sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }),
  ).toBuffer()
  if (photo.byteLength > 5 * 1024 * 1024) throw new Error(`The ${kind} image is over 5 MB; make it smoother`)
  return photo
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN
const round = (value: number) => Math.round(value * 10) / 10

async function timedGet(url: string): Promise<number | null> {
  const started = performance.now()
  try {
    const response = await fetch(url)
    await response.arrayBuffer()
    return response.ok ? performance.now() - started : null
  } catch {
    return null
  }
}

/** One user's upload; a 503 is retried after the Retry-After it names. */
async function uploadAs(
  user: number,
  url: string,
  photo: Buffer,
): Promise<{ statuses: number[]; seconds: number }> {
  const started = performance.now()
  const statuses: number[] = []
  for (let attempt = 0; attempt < 10; attempt++) {
    const form = new FormData()
    form.set('purpose', 'gallery')
    // The name and the claimed type are ignored by the API; the bytes decide.
    form.set('file', new File([new Uint8Array(photo)], 'photo', { type: 'application/octet-stream' }))
    const response = await fetch(`${url}/api/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${BENCH_TOKEN_PREFIX}${user}` },
      body: form,
    })
    await response.arrayBuffer()
    statuses.push(response.status)
    if (response.status !== 503) break
    const waitSeconds = Number(response.headers.get('retry-after') ?? '1')
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000))
  }
  return { statuses, seconds: round((performance.now() - started) / 1000) }
}

async function measure(
  label: string,
  kind: ImageKind,
  uploadCount: number,
  machine: string,
): Promise<RunResult> {
  const photo = await makePhoto(kind)
  const dataDir = await mkdtemp(join(tmpdir(), 'harbourline-bench-uploads-'))
  const server = await startServer(dataDir)
  try {
    const postsUrl = `${server.url}/api/posts`
    // Idle figures first: the server's resting memory and the reads' usual latency.
    const idleLatencies: number[] = []
    for (let i = 0; i < IDLE_SAMPLES; i++) {
      const latency = await timedGet(postsUrl)
      if (latency !== null) idleLatencies.push(latency)
    }
    const idleRss = memoryOf(server.pid).rss

    let peakSampled = idleRss
    const sampler = setInterval(
      () => (peakSampled = Math.max(peakSampled, memoryOf(server.pid).rss)),
      SAMPLE_MS,
    )
    const prober = await startProbe(postsUrl)
    prober.start()
    server.resetEventLoopDelay()
    const started = performance.now()
    const uploads = await Promise.all(
      Array.from({ length: uploadCount }, (_, user) => uploadAs(user, server.url, photo)),
    )
    const allUploadsSeconds = round((performance.now() - started) / 1000)
    clearInterval(sampler)
    const answered = await prober.stop()
    const eventLoopDelayMs = await server.eventLoopDelay()
    const latencies = answered.filter((latency): latency is number => latency !== null).sort((a, b) => a - b)
    idleLatencies.sort((a, b) => a - b)

    return {
      label,
      date: new Date().toISOString(),
      commit: await currentCommit(),
      machine,
      image: { kind, width: WIDTH, height: HEIGHT, bytes: photo.byteLength },
      rssMiB: {
        idle: Math.round(idleRss),
        peakSampled: Math.round(peakSampled),
        peakHighWaterMark: Math.round(memoryOf(server.pid).highWaterMark),
      },
      postsLatencyMs: {
        idleP50: round(percentile(idleLatencies, 50)),
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? NaN),
        requests: answered.length,
        failed: answered.length - latencies.length,
      },
      eventLoopDelayMs,
      allUploadsSeconds,
      uploads,
    }
  } finally {
    server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function currentCommit(): Promise<string> {
  return new Promise((resolve) => {
    const git = spawn('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let output = ''
    git.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    git.once('close', () => resolve(output.trim() || 'unknown'))
  })
}

function machine(): string {
  const cpu = cpus()
  return (
    `${cpu[0]?.model.trim() ?? 'unknown'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `${platform()} ${release()} ${arch()}, Node ${process.version}, sharp ${sharp.versions.sharp} ` +
    `(libvips ${sharp.versions.vips})`
  )
}

function markdown(runs: RunResult[]): string {
  const kinds = Object.keys(IMAGE_KINDS)
  // Before and after side by side: by upload count, then image, then label.
  const sorted = [...runs].sort(
    (a, b) =>
      a.uploads.length - b.uploads.length ||
      kinds.indexOf(a.image.kind) - kinds.indexOf(b.image.kind) ||
      a.label.localeCompare(b.label),
  )
  const rows = sorted.map((run) =>
    [
      run.uploads.length,
      `${run.image.kind}, ${(run.image.bytes / 2 ** 20).toFixed(1)} MiB`,
      run.label,
      run.rssMiB.idle,
      `**${run.rssMiB.peakHighWaterMark}**`,
      run.postsLatencyMs.idleP50,
      run.postsLatencyMs.p50,
      run.postsLatencyMs.p99,
      run.postsLatencyMs.max,
      `${run.postsLatencyMs.requests} (${run.postsLatencyMs.failed} failed)`,
      run.eventLoopDelayMs ? `${run.eventLoopDelayMs.p99} / ${run.eventLoopDelayMs.max}` : '—',
      `${run.allUploadsSeconds} s`,
      statusSummary(run),
      run.loadAverageBefore ?? '—',
      run.commit,
    ].join(' | '),
  )
  const dates = runs.map((run) => run.date).sort()
  return [
    '# Uploads: memory and responsiveness',
    '',
    'Measured by `npm run bench:uploads` (scripts/bench-uploads.ts); the decision is docs/decisions/016-upload-memory.md.',
    '',
    `Setup: the API (src/server/app.ts) on @hono/node-server in its own process, SQLite and disk adapters in a temp dir, 12 posts. Each verified user POSTs /api/media the same ${WIDTH} × ${HEIGHT} image (40 megapixels, the most allowed; gradients made with sharp), all at the same moment, each image kind on a fresh server; a 503 is retried after its Retry-After, ten attempts at most. Meanwhile the server's RSS is read from /proc every ${SAMPLE_MS} ms and a separate process sends GET /api/posts every ${SAMPLE_MS} ms without waiting for the last answer. Peak RSS is the kernel's VmHWM, the highest the process ever had. Idle p50: ${IDLE_SAMPLES} reads one after another before the uploads. Event-loop delay: the server's own (perf_hooks) during the uploads. "Before" is the code before decision 016 (three pipelines per upload, no limit), measured with the same script.`,
    '',
    "Goal (issue 10): the API keeps answering and peak memory stays well under the function's 1 GiB.",
    '',
    `Machine: ${runs[0]?.machine ?? 'unknown'}; shared with other work, so the load average before each run is given, and latencies vary with it more than memory does. Runs from ${dates[0]} to ${dates[dates.length - 1]}.`,
    '',
    '| Uploads | Image | Run | RSS idle MiB | RSS peak MiB | GET /api/posts idle p50 ms | p50 ms during uploads | p99 ms | max ms | Reads | Event-loop delay p99 / max ms | All done | Answers | Load before | Commit |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n')
}

async function bench(label: string, uploadCount: number, kinds: ImageKind[]): Promise<void> {
  const measured: RunResult[] = []
  for (const kind of kinds) {
    const loadAverageBefore = Number(loadavg()[0]!.toFixed(2))
    const run = { ...(await measure(label, kind, uploadCount, machine())), loadAverageBefore }
    console.log(
      `${kind}: RSS peak ${run.rssMiB.peakHighWaterMark} MiB, GET /api/posts p99 ${run.postsLatencyMs.p99} ms, ` +
        `${uploadCount} uploads ${run.allUploadsSeconds} s, statuses ${statusSummary(run)}`,
    )
    measured.push(run)
  }
  const jsonPath = join(root, 'bench/uploads.json')
  const existing = await readFile(jsonPath, 'utf8')
    .then((text) => JSON.parse(text) as { runs: RunResult[] })
    .catch(() => ({ runs: [] }))
  // A run replaces an older one with the same label, upload count and image; others stay.
  const key = (run: RunResult) => `${run.label}|${run.uploads.length}|${run.image.kind}`
  const replaced = new Set(measured.map(key))
  const runs = [...existing.runs.filter((other) => !replaced.has(key(other))), ...measured]
  await mkdir(join(root, 'bench'), { recursive: true })
  await writeFile(jsonPath, `${JSON.stringify({ runs }, null, 2)}\n`)
  await writeFile(join(root, 'bench/uploads.md'), markdown(runs))
  console.log('Wrote bench/uploads.json and bench/uploads.md')
}

const { values, positionals } = parseArgs({
  options: {
    serve: { type: 'boolean' },
    probe: { type: 'boolean' },
    label: { type: 'string', default: 'after' },
    uploads: { type: 'string', default: '5' },
    kinds: { type: 'string', default: Object.keys(IMAGE_KINDS).join(';') },
  },
  allowPositionals: true,
})
if (values.serve) await serve(positionals[0]!)
else if (values.probe) probe(positionals[0]!)
else {
  const kinds = values.kinds.split(';').map((kind) => kind.trim())
  const unknown = kinds.filter((kind) => !(kind in IMAGE_KINDS))
  if (unknown.length)
    throw new Error(`Unknown image kinds: ${unknown.join(', ')}; use ${Object.keys(IMAGE_KINDS).join('; ')}`)
  await bench(values.label, Number(values.uploads), kinds as ImageKind[])
}
