import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints one closing line, `N passed, N failed, N skipped`, that CI's log reader understands
 * whatever the runner, naming each failed test and the first line of its error: CI keeps only
 * the end of a run's output, so a red run must name its cause there. A test retried to a pass
 * counts once, as passed (flaky is noted apart).
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>()
  private readonly errors = new Map<TestCase, string | undefined>()

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, result.status)
    this.errors.set(test, result.error?.message)
  }

  onEnd(_result: FullResult): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    let flaky = 0
    const failures: string[] = []
    for (const [test, status] of this.outcomes) {
      const outcome = test.outcome()
      if (outcome === 'expected') passed++
      else if (outcome === 'flaky') {
        passed++
        flaky++
      } else if (outcome === 'skipped') skipped++
      else {
        failed++
        failures.push(describeFailure(test, status, this.errors.get(test)))
      }
    }
    if (flaky) console.log(`(${flaky} passed only on retry)`)
    const named = failures.length ? `; failed: ${failures.join('; ')}` : ''
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped${named}`)
  }

  printsToStdio(): boolean {
    return false
  }
}

/** `[project] file:line title (status): first line of the error`, on one line. */
function describeFailure(test: TestCase, status: TestResult['status'], error: string | undefined): string {
  const project = test.parent.project()?.name
  const file = test.location.file.split('/').pop()
  const firstLine = stripVTControlCharacters(error ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200)
  return `[${project}] ${file}:${test.location.line} ${test.title} (${status})${firstLine ? `: ${firstLine}` : ''}`
}
