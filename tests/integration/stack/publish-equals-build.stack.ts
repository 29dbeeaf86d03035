/**
 * What a publish puts live is byte for byte what a full build of the same content gives
 * (issue 31): the publish step's own build (the local target, as the deploy hook runs it, into
 * a staging folder of its own, so the stack's live site is left alone) against `astro build`,
 * both from a copy of the test content that `npm run test:build` seeded. Two builds of the test
 * content: about half a minute, which is why it runs with the stack's checks and not the unit
 * tests. It needs no emulator.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { BUILD_STAMP_FILE } from '../../../src/build/build-stamp.ts'
import { localTarget, runStep } from '../../../scripts/publish-site.ts'
import { testSeedDir } from '../../../scripts/stack.ts'

/** Legitimately different between two builds: when each began and ended. */
const DIFFERS_BY_DESIGN = new Set([BUILD_STAMP_FILE])

const work = mkdtempSync(join(tmpdir(), 'harbourline-publish-equals-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !DIFFERS_BY_DESIGN.has(file))
    .sort()
}

test('a publish builds the same site, byte for byte, as a full build of the same content', async () => {
  expect(existsSync(testSeedDir), `${testSeedDir} is missing: run npm run test:build`).toBe(true)
  const dataDir = join(work, 'data')
  cpSync(testSeedDir, dataDir, { recursive: true })

  const fullBuild = join(work, 'full-build')
  const env = { ...process.env, STORAGE: 'local', DATA_DIR: dataDir, SITE_OUT_DIR: fullBuild }
  await runStep('astro', ['build'], env, () => {})

  const published = join(work, 'published')
  const target = await localTarget(dataDir, { stagingDir: published })
  try {
    await target.build(() => {})
  } finally {
    await target.close()
  }

  const files = filesIn(fullBuild)
  expect(files.length).toBeGreaterThan(20)
  expect(filesIn(published)).toEqual(files)
  const differing = files.filter(
    (file) => !readFileSync(join(fullBuild, file)).equals(readFileSync(join(published, file))),
  )
  expect(differing).toEqual([])
}, 240_000)
