/**
 * The build tests' one way to run `astro build`: the real build, in a child process, into a
 * folder of its own (never dist/), with the environment a test gives it.
 *
 * The folder is under the project's .data/ rather than the OS temp dir: Astro keeps a build's
 * intermediate files in its output folder only when that folder is inside the project, and
 * otherwise in the project's shared .astro/, where two build tests running at once (vitest runs
 * two files at a time) would delete each other's.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { onCleanup } from './temp.ts'

const root = new URL('../..', import.meta.url).pathname
const buildsDir = join(root, '.data', 'test-builds')

/** A fresh output folder inside the project, removed when the test file finishes. */
function buildFolder(): string {
  mkdirSync(buildsDir, { recursive: true })
  const outDir = mkdtempSync(join(buildsDir, 'site-'))
  onCleanup(() => rmSync(outDir, { recursive: true, force: true }))
  return outDir
}

/**
 * Builds the site with `env` over the test's own; says where it went, and what the build said.
 * Asynchronous, so a test's in-process Firestore emulator can answer the build meanwhile.
 */
export async function buildSite(env: Record<string, string>): Promise<{
  outDir: string
  code: number | null
  output: string
}> {
  const outDir = buildFolder()
  const child = spawn(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: root,
    env: { ...process.env, SITE_OUT_DIR: outDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (data: Buffer) => (output += data.toString()))
  child.stderr.on('data', (data: Buffer) => (output += data.toString()))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  return { outDir, code, output }
}

/** Builds the site from a local data folder (SQLite and media), failing the test if the build fails. */
export async function buildLocalSite(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const { outDir, code, output } = await buildSite({ STORAGE: 'local', DATA_DIR: dataDir, ...env })
  expect(code, output).toBe(0)
  return outDir
}
