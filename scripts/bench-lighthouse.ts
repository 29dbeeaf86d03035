/**
 * `npm run bench:site`: Lighthouse (mobile, simulated throttling) in Debian's Chromium on the
 * public pages, nine runs each (BENCH_RUNS), each figure the median of its runs: on a shared
 * machine one run's blocking time can be twice another's. Writes the raw figures to
 * bench/lighthouse.json and a table to bench/lighthouse.md.
 *
 * It measures the site at BASE_URL (default http://127.0.0.1:5000, the local stack) and starts
 * nothing itself: `npm run bench` wraps it in the stack. Timing goals live here, never in tests
 * (STYLE.md section 7). Nothing leaves the machine: the pages load nothing from other hosts
 * (the crawl test checks that), throttling is simulated, and Chromium runs with its background
 * networking switched off.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { inlineScripts } from './sync-csp.ts'

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:5000').replace(/\/$/, '')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The eight pages of issue 11; `{post}` is the newest post's page. */
const paths = process.env.BENCH_PATHS?.split(',') ?? [
  '/',
  '/home',
  '/electrical-services',
  '/privacy-policy',
  '/blog',
  '/blog/{post}',
  '/gallery',
  '/login',
]
/** `demo` (the stack's demo content) or `scale` (npm run seed -- --scale): names the output files. */
const label = process.env.BENCH_LABEL ?? 'demo'
const outName = label === 'demo' ? 'lighthouse' : `lighthouse-${label}`
const runsPerUrl = Number(process.env.BENCH_RUNS ?? 9)
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const outDir = join(new URL('..', import.meta.url).pathname, 'bench')

/** The same switches as the browser tests (playwright.config.ts), headless. */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-extensions',
  '--disable-default-apps',
]

interface RunFigures {
  scores: Record<string, number | null>
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number; tti: number }
  /** Compressed bytes of the script files the page transferred (inline scripts not included). */
  scriptBytes: number
  benchmarkIndex: number | null
  userAgent: string
  /** The machine's 1-minute load average when the run began. */
  loadAverage: number
}

function figures(lhr: Result): RunFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null])),
    metrics: {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      tti: value('interactive'),
    },
    scriptBytes:
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    userAgent: lhr.environment.hostUserAgent,
    loadAverage: Number.NaN,
  }
}

async function assertServing(): Promise<void> {
  try {
    await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5000) })
  } catch {
    console.error(
      `Nothing answers at ${baseUrl}: start the site first (\`npm start\`), or run \`npm run bench\`, which starts it.`,
    )
    process.exit(1)
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'unknown'
  }
}

/** One Lighthouse run in a fresh browser, so no run inherits another's cache or compiled code. */
async function runOnce(url: string): Promise<RunFigures> {
  const loadAverage = loadavg()[0]!
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod: 'simulate',
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    return { ...figures(result.lhr), loadAverage }
  } finally {
    chrome.kill()
  }
}

async function measure(url: string): Promise<{ runs: RunFigures[]; median: RunFigures }> {
  const runs: RunFigures[] = []
  for (let i = 0; i < runsPerUrl; i++) {
    // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART); such a run
    // measured nothing, so it is repeated, up to twice.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await runOnce(url))
        break
      } catch (error) {
        if (attempt === 3) throw error
        console.log(`  run ${i + 1}/${runsPerUrl} failed, again: ${(error as Error).message}`)
      }
    }
    const last = runs.at(-1)!
    console.log(
      `  run ${i + 1}/${runsPerUrl}: performance ${pct(last.scores.performance)}, LCP ${ms(last.metrics.lcp)}, TBT ${ms(last.metrics.tbt)} (load ${last.loadAverage.toFixed(2)})`,
    )
  }
  return { runs, median: medianFigures(runs) }
}

function medianOf(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each figure the median of its runs (a run's scores and times do not move together). */
function medianFigures(runs: RunFigures[]): RunFigures {
  const each = <T extends Record<string, number | null>>(pick: (run: RunFigures) => T): T => {
    const keys = Object.keys(pick(runs[0]!)) as (keyof T)[]
    return Object.fromEntries(
      keys.map((key) => [key, medianOf(runs.map((run) => pick(run)[key] ?? Number.NaN))]),
    ) as T
  }
  return {
    scores: each((run) => run.scores),
    metrics: each((run) => run.metrics),
    scriptBytes: medianOf(runs.map((run) => run.scriptBytes)),
    benchmarkIndex: medianOf(runs.map((run) => run.benchmarkIndex ?? Number.NaN)),
    userAgent: runs[0]!.userAgent,
    loadAverage: medianOf(runs.map((run) => run.loadAverage)),
  }
}

const pct = (score: number | null | undefined) => (score == null ? 'n/a' : String(Math.round(score * 100)))
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
const sec = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a')

/** A path with `{post}` replaced by the newest post's slug. */
async function resolvePath(path: string): Promise<string> {
  if (!path.includes('{post}')) return path
  const { posts } = (await (await fetch(`${baseUrl}/api/posts?limit=1`)).json()) as {
    posts: { slug: string }[]
  }
  if (!posts[0]) throw new Error('No post to measure: the store holds none')
  return path.replace('{post}', posts[0].slug)
}

/**
 * Compressed bytes (gzip -9, as the budget test counts them) of the scripts in the page's HTML,
 * which Lighthouse counts as part of the document, not as JavaScript.
 */
async function inlineScriptBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  const source = inlineScripts(html).join('\n')
  return source ? gzipSync(source, { level: 9 }).length : 0
}

await assertServing()
const results: {
  path: string
  url: string
  inlineScriptBytes: number
  median: RunFigures
  runs: RunFigures[]
}[] = []
for (const pattern of paths) {
  const path = await resolvePath(pattern)
  const url = `${baseUrl}${path}`
  console.log(`Lighthouse (mobile) ${url}`)
  results.push({ path, url, inlineScriptBytes: await inlineScriptBytes(url), ...(await measure(url)) })
}

const machine = {
  nproc: availableParallelism(),
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
}
const report = {
  date: new Date().toISOString(),
  command: 'npm run bench',
  content: label,
  baseUrl,
  chromium: chromiumVersion(),
  lighthouse: '12 (mobile default config, simulated throttling)',
  runsPerUrl,
  machine,
  results,
}
mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, `${outName}.json`), `${JSON.stringify(report, null, 2)}\n`)

function loadRange(): string {
  const loads = results.flatMap(({ runs }) => runs.map((run) => run.loadAverage))
  return `${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)} (median ${medianOf(loads).toFixed(2)})`
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const rows = results.map(({ path, median, inlineScriptBytes }) => {
  const { scores: s, metrics: m } = median
  return [
    path,
    pct(s.performance),
    pct(s.accessibility),
    pct(s['best-practices']),
    pct(s.seo),
    sec(m.fcp),
    sec(m.lcp),
    ms(m.tbt),
    m.cls.toFixed(3),
    sec(m.speedIndex),
    kib(median.scriptBytes),
    kib(inlineScriptBytes),
  ].join(' | ')
})
const markdown = `# Lighthouse, mobile (${label} content)

Each figure is the median of ${runsPerUrl} runs per page, Lighthouse's default mobile
configuration with simulated throttling, against the local stack (${baseUrl}) serving the
${label === 'scale' ? 'scale seed (npm run seed -- --scale: 10,000 posts, 50,000 photos)' : 'demo content'}.
JS files: script files transferred before Lighthouse stopped (compressed); JS inline: the
scripts inside the HTML (gzip -9), which Lighthouse counts as document bytes.

| URL | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | JS files | JS inline |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map((r) => `| ${r} |`).join('\n')}

- Date: ${report.date}
- Browser: ${report.chromium}
- Machine: ${machine.nproc} CPUs (\`nproc\`), ${machine.cpu}, ${machine.memoryGiB} GiB memory;
  1-minute load average at the start of a run: ${loadRange()}${
    process.env.STACK_YIELDS_CPU
      ? `
- The local stack ran at the lowest CPU priority (\`with-stack.ts --yield-cpu\`): in production the
  server is not on the visitor's device, and here its work would count as the page's blocking time.`
      : ''
  }
- Reproduce: \`${report.command}\` (raw figures of every run: bench/${outName}.json)
`
writeFileSync(join(outDir, `${outName}.md`), markdown)
console.log(`\n${markdown}`)
