/**
 * `npm test`: every check CI runs, one npm script per stage, stopping at the first that fails.
 * Each stage's output streams as it comes; the run ends with one line per stage (outcome, time
 * and the stage's own count, read from its output), so a red run names its cause in its last
 * lines.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { FAILURE_DETAILS_FILE } from '#tests/e2e/support/summary-reporter.ts'
import { PUBLISH_EVENT } from './publish-hook.ts'
import { root, stackLogs } from './stack.ts'

interface Stage {
  name: string
  script: string
  /** The figure that stands for the stage, read from what it printed. */
  summarise(output: string): string | undefined
  /** What a failure of the stage left to read, printed last (CI keeps only a run's end). */
  failureDetails?(): string | undefined
}

/** Where `npm run test:soak` writes its figures and verdict (package.json). */
const SOAK_REPORT = join(root, '.data', 'logs', 'soak-test.json')

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trimEnd() : '')

/** The rebuilds the stack's deploy hook was asked for and made, with their times. */
function publishOutcomes(log: string): string | undefined {
  const lines = readIfThere(log)
    .split('\n')
    .filter((line) => line.startsWith(PUBLISH_EVENT))
    .slice(-16)
  const path = relative(root, log)
  return lines.length ? `The site rebuilds (${path}, last ${lines.length}):\n${lines.join('\n')}` : undefined
}

const match = (output: string, pattern: RegExp) => pattern.exec(output)?.slice(1)

/** Vitest's closing lines: `Test Files  44 passed (44)` and `Tests  482 passed (482)`. */
function vitestSummary(output: string): string | undefined {
  const tests = match(output, /^\s*Tests\s+(.+?)\s*$/m)?.[0]
  const files = match(output, /^\s*Test Files\s+(.+?)\s*$/m)?.[0]
  return tests && `tests ${tests}${files ? `; files ${files}` : ''}`
}

/** knip's headings when it finds something: `Unused exports (2)`, `Configuration hints (1)`. */
function knipFindings(output: string): string | undefined {
  const headings = output.match(/^(?:Unused|Unlisted|Unresolved|Duplicate|Configuration)\b[\w ]* \(\d+\)$/gm)
  return headings ? `knip: ${headings.join(', ')}` : undefined
}

const stages: Stage[] = [
  {
    name: 'setup',
    script: 'test:setup',
    summarise: (output) => match(output, /^(Chromium .+)$/m)?.[0],
  },
  {
    name: 'lint',
    script: 'lint',
    summarise: (output) =>
      knipFindings(output) ??
      (/All matched files use Prettier code style/.test(output)
        ? 'ESLint: no problems; Prettier: every file formatted'
        : (match(output, /^(✖ \d+ problems? .+)$/m)?.[0] ?? match(output, /(Code style issues .+)$/m)?.[0])),
  },
  {
    name: 'typecheck',
    script: 'typecheck',
    summarise: (output) => {
      const found = match(
        output,
        /Result \((\d+) files?\):\s*\n-\s*(\d+) errors?\s*\n-\s*(\d+) warnings?\s*\n-\s*(\d+) hints?/,
      )
      return (
        found && `astro check: ${found[0]} files, ${found[1]} errors, ${found[2]} warnings, ${found[3]} hints`
      )
    },
  },
  { name: 'unit', script: 'test:unit', summarise: vitestSummary },
  {
    name: 'build',
    script: 'test:build',
    summarise: (output) => {
      const content = match(output, /^Test content: (.+?) in /m)?.[0]
      const pages = match(output, /(\d+ page\(s\) built)/)?.[0]
      return [content, pages].filter(Boolean).join('; ') || undefined
    },
  },
  { name: 'stack', script: 'test:stack', summarise: vitestSummary },
  {
    name: 'e2e',
    script: 'test:e2e',
    summarise: (output) => match(output, /^(e2e: .+)$/m)?.[0],
    failureDetails: () =>
      [readIfThere(FAILURE_DETAILS_FILE), publishOutcomes(stackLogs('e2e').publish)]
        .filter(Boolean)
        .join('\n\n') || undefined,
  },
  {
    // A minute of visitors, users and admins at once on a fresh stack (scripts/soak.ts); its
    // figures go to .data/logs/soak-test.md, not bench/, which keeps the ten-minute run's.
    name: 'soak',
    script: 'test:soak',
    summarise: (output) => match(output, /^soak: (\d+ requests in .+?); figures/m)?.[0],
    failureDetails: () => {
      const report = readIfThere(SOAK_REPORT)
      const reasons = report ? (JSON.parse(report) as { verdict: { reasons: string[] } }).verdict.reasons : []
      const why = reasons.length
        ? `Why the soak failed (${relative(root, SOAK_REPORT)}):\n${reasons.join('\n')}`
        : ''
      return [why, publishOutcomes(stackLogs('soak-test').publish)].filter(Boolean).join('\n\n') || undefined
    },
  },
]

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

function runScript(script: string): Promise<{ code: number; output: string }> {
  const child = spawn('npm', ['run', script], { stdio: ['inherit', 'pipe', 'pipe'] })
  const chunks: string[] = []
  child.stdout.on('data', (data: Buffer) => {
    process.stdout.write(data)
    chunks.push(data.toString())
  })
  child.stderr.on('data', (data: Buffer) => {
    process.stderr.write(data)
    chunks.push(data.toString())
  })
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: stripVTControlCharacters(chunks.join('')) }),
    ),
  )
}

// A failure's details are from this run only.
rmSync(FAILURE_DETAILS_FILE, { force: true })
rmSync(SOAK_REPORT, { force: true })
const started = Date.now()
const lines: string[] = []
let failed: Stage | undefined
for (const stage of stages) {
  if (failed) {
    lines.push(`- ${stage.name.padEnd(10)} ${'—'.padStart(6)}  not run`)
    continue
  }
  const stageStart = Date.now()
  const { code, output } = await runScript(stage.script)
  const figure = stage.summarise(output) ?? (code === 0 ? 'done' : `exit code ${code}`)
  const mark = code === 0 ? '✓' : '✗'
  lines.push(`${mark} ${stage.name.padEnd(10)} ${seconds(Date.now() - stageStart).padStart(6)}  ${figure}`)
  if (code !== 0) failed = stage
}

const total = Date.now() - started
const minutes = `${Math.floor(total / 60_000)} min ${Math.round((total % 60_000) / 1000)} s`
console.log(`\nnpm test, stage by stage:\n${lines.join('\n')}`)
console.log(
  failed
    ? `FAILED at ${failed.name} (npm run ${failed.script}) after ${minutes}.`
    : `All ${stages.length} stages passed in ${minutes}.`,
)
const details = failed?.failureDetails?.()
if (details) console.log(`\nWhat the ${failed!.name} stage's failure left:\n${details}`)
process.exit(failed ? 1 : 0)
