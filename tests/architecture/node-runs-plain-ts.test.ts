/**
 * The scripts, the server and what they import run under Node's own type stripping (decision
 * 001), which reads .ts and not .tsx: a JSX file there builds and passes its tests (Vitest
 * compiles it) and then stops the seed, the local jobs and the publish step at start.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const NODE_RUN = ['scripts', 'src/server', 'src/domain', 'src/build', 'src/content', 'functions/src']

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file))
}

test('nothing Node runs directly is a .tsx file', () => {
  const jsx = NODE_RUN.flatMap(filesUnder).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  )
  expect(jsx.map((file) => relative(root, join(root, file)))).toEqual([])
})
