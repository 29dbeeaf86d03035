/**
 * An unexpected console.error fails the test that caused it (STYLE.md section 7): errors that
 * are only logged are still errors. A test that expects one replaces the logger instead.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

let spy: MockInstance<typeof console.error>

beforeEach(() => {
  spy = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = spy.mock.calls
  spy.mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during this test:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
