import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Where the failures' details go: `npm test` prints this file last when the e2e stage fails,
 * since CI keeps only the end of a run's output (scripts/test.ts).
 */
export const FAILURE_DETAILS_FILE = '.data/logs/e2e-failures.txt'
/** Lines of one failure's error kept in that file: expected, received, the call log's end. */
const DETAIL_LINES = 30

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
 * beside the stack's logs), the line that failed, and the error's lines, the call log's last.
 */
function detailFailure(test: TestCase, result: TestResult): string {
  const started = result.startTime
  const ended = new Date(started.getTime() + result.duration)
  const where = result.error?.location
  const lines = errorText(result)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
  const kept =
    lines.length > DETAIL_LINES ? [...lines.slice(0, 8), '  …', ...lines.slice(8 - DETAIL_LINES)] : lines
  return [
    testName(test, result),
    `  ran ${started.toISOString()} to ${ended.toISOString()}`,
    ...(where ? [`  failed at ${where.file.split('/').pop()}:${where.line}:${where.column}`] : []),
    ...kept.map((line) => `  ${line}`),
  ].join('\n')
}
