import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

const created: string[] = []
const cleanups: (() => void)[] = []

/** A fresh folder under the OS temp dir, removed when the test file finishes. */
export function tempDir(label = 'api'): string {
  const dir = mkdtempSync(join(tmpdir(), `harbourline-${label}-`))
  created.push(dir)
  return dir
}

/** Runs before the temp folders are removed (e.g. closing a database that lives in one). */
export function onCleanup(cleanup: () => void): void {
  cleanups.push(cleanup)
}

afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
})
