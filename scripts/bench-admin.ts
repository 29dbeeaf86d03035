/**
 * How long each admin list takes to show its first page (issue 31): in Chromium, an admin signed
 * in, from the navigation to the screen until its first item is on the screen (the page's HTML,
 * its island, the API's first page and the render). Each screen once to warm the functions
 * emulator, then RUNS times; the median and the slowest are reported. Run against the local
 * stack with the content to measure, e.g. the scale seed:
 *
 *   STACK_SEED_DIR=.data/scale-seed node scripts/with-stack.ts --log bench --yield-cpu node scripts/bench-admin.ts
 *
 * (`npm run bench:admin` does that after `npm run bench:scale` prepared the scale content.)
 * Writes bench/admin.json and bench/admin.md. Not a test: the figures depend on the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright'

const root = new URL('..', import.meta.url).pathname
const outDir = join(root, 'bench')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const GOAL_MS = 1000
const TIMEOUT_MS = 30_000

const siteUrl = process.env.STACK_URL ?? process.env.BASE_URL
const functionsUrl = process.env.FUNCTIONS_URL
const secret = process.env.DEFAULT_ADMIN_SECRET
if (!siteUrl || !functionsUrl || !secret) {
  throw new Error(
    'Run through scripts/with-stack.ts: STACK_URL, FUNCTIONS_URL and DEFAULT_ADMIN_SECRET are unset',
  )
}

/** Each admin list, and the first item it shows once its first page is in. */
const SCREENS: { name: string; path: string; firstItem: (page: Page) => ReturnType<Page['locator']> }[] = [
  {
    name: 'Posts',
    path: '/admin/blog',
    firstItem: (page) => page.getByRole('list', { name: 'Blog posts' }).locator('> li').first(),
  },
  {
    name: 'Gallery',
    path: '/admin/gallery',
    firstItem: (page) => page.getByRole('list', { name: 'Gallery images' }).getByRole('article').first(),
  },
  {
    name: 'Review queue',
    path: '/admin/gallery',
    firstItem: (page) =>
      page.getByRole('list', { name: 'Photos waiting for review' }).getByRole('article').first(),
  },
  { name: 'Inbox', path: '/admin/enquiries', firstItem: (page) => page.locator('[data-enquiry]').first() },
  { name: 'Users', path: '/admin/users', firstItem: (page) => page.locator('[data-user-row]').first() },
  {
    name: 'Activity',
    path: '/admin/activity',
    firstItem: (page) => page.getByRole('table', { name: 'Activity' }).locator('tbody tr').first(),
  },
]

async function firstAdmin(): Promise<{ email: string; password: string }> {
  const response = await fetch(`${functionsUrl}/createDefaultAdmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { secret } }),
  })
  const { result } = (await response.json()) as {
    result: { admin?: { email: string; password: string }; error?: string }
  }
  if (!result.admin) throw new Error(`createDefaultAdmin refused: ${result.error}`)
  return result.admin
}

async function signIn(page: Page, admin: { email: string; password: string }): Promise<void> {
  await page.goto(`${siteUrl}/admin/login`)
  const form = page.getByRole('form', { name: 'Admin Sign In' })
  // The form answers only once its island is hydrated (a click before would submit natively).
  await page.locator('astro-island:not([ssr])', { has: form }).waitFor()
  await form.getByLabel('Email').fill(admin.email)
  await form.getByLabel('Password', { exact: true }).fill(admin.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: TIMEOUT_MS })
}

async function timeToFirstItem(page: Page, screen: (typeof SCREENS)[number]): Promise<number> {
  const started = performance.now()
  await page.goto(`${siteUrl}${screen.path}`)
  await screen.firstItem(page).waitFor({ timeout: TIMEOUT_MS })
  return Math.round(performance.now() - started)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const rows: { screen: string; path: string; runsMs: number[]; medianMs: number; maxMs: number }[] = []
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await signIn(page, await firstAdmin())
  for (const screen of SCREENS) {
    // Warm-up; a list with nothing in it (the test content has no activity) shows no item at all.
    const shown = await timeToFirstItem(page, screen).catch(() => null)
    if (shown === null) {
      console.log(`${screen.name}: no item within ${TIMEOUT_MS / 1000} s (an empty list?); not measured`)
      continue
    }
    const runsMs: number[] = []
    for (let run = 0; run < RUNS; run++) runsMs.push(await timeToFirstItem(page, screen))
    rows.push({
      screen: screen.name,
      path: screen.path,
      runsMs,
      medianMs: median(runsMs),
      maxMs: Math.max(...runsMs),
    })
    console.log(`${screen.name}: median ${median(runsMs)} ms (${runsMs.join(', ')})`)
  }
} finally {
  await browser.close()
}

const report = {
  date: new Date().toISOString(),
  content: process.env.STACK_SEED_DIR ?? 'the test content',
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg()[0] },
  goalMs: GOAL_MS,
  runs: RUNS,
  rows,
}
mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'admin.json'), `${JSON.stringify(report, null, 2)}\n`)
const markdown = [
  '# Admin lists: time to the first page',
  '',
  `Measured ${report.date} by \`npm run bench:admin\` (scripts/bench-admin.ts) over ${report.content}.`,
  '',
  `Machine: ${report.machine.model}, ${report.machine.cpus} cores; 1-minute load average at the end: ${report.machine.loadAverage?.toFixed(2)}.`,
  '',
  `Chromium, an admin signed in: from the navigation to the screen until its first item shows (HTML, island, the API's first page, render); ${RUNS} runs after one to warm up. Goal (issue 31): under ${GOAL_MS} ms.`,
  '',
  '| List | Screen | Median | Slowest | Runs (ms) |',
  '| --- | --- | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.screen} | ${row.path} | ${row.medianMs} ms | ${row.maxMs} ms | ${row.runsMs.join(', ')} |`,
  ),
  '',
].join('\n')
writeFileSync(join(outDir, 'admin.md'), markdown)
console.log(`Wrote bench/admin.md and bench/admin.json`)
