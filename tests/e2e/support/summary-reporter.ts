import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/**
 * Where the failures' details go: `npm test` prints this file last when the e2e stage fails,
 * since CI keeps only the end of a run's output (scripts/test.ts).
 */
export const FAILURE_DETAILS_FILE = '.data/logs/e2e-failures.txt'
/** Lines of one failure's error kept in that file: expected, received, the call log's end. */
const DETAIL_LINES = 30
/** Steps of a failed test listed in that file, the last ones (the slow one is usually near the end). */
const STEP_LINES = 25

/**
 * Prints one closing line, `N passed, N failed, N skipped`, that CI's log reader understands
 * whatever the runner, naming each failed test and the first line of its error, and writes each
 * failure's error (what was expected, what was received, where, and when) to
 * FAILURE_DETAILS_FILE. A test retried to a pass counts once, as passed (flaky is noted apart).
 */
export default class SummaryReporter implements Reporter {
  private readonly results = new Map<TestCase, TestResult>()

  onBegin(): void {
    rmSync(FAILURE_DETAILS_FILE, { force: true })
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.set(test, result)
  }

  onEnd(_result: FullResult): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    let flaky = 0
    const failures: string[] = []
    const details: string[] = []
    for (const [test, result] of this.results) {
      const outcome = test.outcome()
      if (outcome === 'expected') passed++
      else if (outcome === 'flaky') {
        passed++
        flaky++
      } else if (outcome === 'skipped') skipped++
      else {
        failed++
        failures.push(describeFailure(test, result))
        details.push(detailFailure(test, result))
      }
    }
    if (flaky) console.log(`(${flaky} passed only on retry)`)
    const named = failures.length ? `; failed: ${failures.join('; ')}` : ''
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped${named}`)
    if (details.length) {
      mkdirSync(dirname(FAILURE_DETAILS_FILE), { recursive: true })
      writeFileSync(FAILURE_DETAILS_FILE, `${details.join('\n\n')}\n`)
    }
  }

  printsToStdio(): boolean {
    return false
  }
}

const errorText = (result: TestResult) => stripVTControlCharacters(result.error?.message ?? '')

function testName(test: TestCase, result: TestResult): string {
  const project = test.parent.project()?.name
  const file = test.location.file.split('/').pop()
  return `[${project}] ${file}:${test.location.line} ${test.title} (${result.status})`
}

/** `[project] file:line title (status): first line of the error`, on one line. */
function describeFailure(test: TestCase, result: TestResult): string {
  const firstLine = errorText(result)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200)
  return `${testName(test, result)}${firstLine ? `: ${firstLine}` : ''}`
}

/**
 * The failure in full enough to find its cause from CI's log alone: when the test ran (to set
 * beside the stack's logs), each error with its line (a timeout also names the action it cut
 * short), and the test's steps with when each began and how long it took, so a slow step shows
 * even where every wait on its own stayed inside its limit.
 */
function detailFailure(test: TestCase, result: TestResult): string {
  const started = result.startTime
  const ended = new Date(started.getTime() + result.duration)
  const errors = result.errors.length ? result.errors : result.error ? [result.error] : []
  return [
    testName(test, result),
    `  ran ${started.toISOString()} to ${ended.toISOString()}`,
    ...errors.flatMap((error) => describeError(error)),
    ...describeSteps(result),
  ].join('\n')
}

function describeError(error: TestResult['errors'][number]): string[] {
  const where = error.location
  const lines = stripVTControlCharacters(error.message ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
  const kept =
    lines.length > DETAIL_LINES ? [...lines.slice(0, 8), '  …', ...lines.slice(8 - DETAIL_LINES)] : lines
  return [
    ...(where ? [`  failed at ${where.file.split('/').pop()}:${where.line}:${where.column}`] : []),
    ...kept.map((line) => `  ${line}`),
  ]
}

/**
 * `  +12.3 s   4.9 s  Expect "toHaveText" (auth.spec.ts:341)`, one line per step of the test's
 * own body; the step a timeout cut short says so.
 */
function describeSteps(result: TestResult): string[] {
  const steps = result.steps.filter((step) => step.category !== 'hook' && step.category !== 'fixture')
  if (!steps.length) return []
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(7)
  const line = (step: TestStep) => {
    const start = seconds(step.startTime.getTime() - result.startTime.getTime())
    const took = step.duration < 0 ? ' cut short' : `${seconds(step.duration)}  `
    const where = step.location ? ` (${step.location.file.split('/').pop()}:${step.location.line})` : ''
    return `  +${start} ${took} ${step.title.slice(0, 100)}${where}${step.error ? '  failed' : ''}`
  }
  const shown = steps.slice(-STEP_LINES)
  return [
    `  steps (start, duration)${shown.length < steps.length ? `, the last ${shown.length} of ${steps.length}` : ''}:`,
    ...shown.map(line),
  ]
}
