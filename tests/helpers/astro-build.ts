/**
 * The build tests' one way to run `astro build`: the real build, in a child process, into a temp
 * folder of its own (never dist/), with the environment a test gives it.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect } from 'vitest'
import { tempDir } from './temp.ts'

const root = new URL('../..', import.meta.url).pathname

/** Builds the site with `env` over the test's own; says where it went, and what the build said. */
export function buildSite(env: Record<string, string>): {
  outDir: string
  code: number | null
  output: string
} {
  const outDir = tempDir('site-build')
  const result = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: root,
    env: { ...process.env, SITE_OUT_DIR: outDir, ...env },
    encoding: 'utf8',
    timeout: 170_000,
  })
  return { outDir, code: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Builds the site from a local data folder (SQLite and media), failing the test if the build fails. */
export function buildLocalSite(dataDir: string, env: Record<string, string> = {}): string {
  const { outDir, code, output } = buildSite({ STORAGE: 'local', DATA_DIR: dataDir, ...env })
  expect(code, output).toBe(0)
  return outDir
}
