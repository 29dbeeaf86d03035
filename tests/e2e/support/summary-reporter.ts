import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints one closing line, `N passed, N failed, N skipped`, that CI's log reader understands
 * whatever the runner. A test retried to a pass counts once, as passed (flaky is noted apart).
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>()

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, result.status)
  }

  onEnd(_result: FullResult): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    let flaky = 0
    for (const test of this.outcomes.keys()) {
      const outcome = test.outcome()
      if (outcome === 'expected') passed++
      else if (outcome === 'flaky') {
        passed++
        flaky++
      } else if (outcome === 'skipped') skipped++
      else failed++
    }
    if (flaky) console.log(`(${flaky} passed only on retry)`)
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }

  printsToStdio(): boolean {
    return false
  }
}
