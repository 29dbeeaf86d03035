/**
 * One composition root (docs/decisions/039-one-composition-root.md), as eslint.config.js enforces
 * it: each case lints one import as if it were written in a file of that place.
 */
import { describe, expect, it } from 'vitest'
import { importProblems } from './lint-sample.ts'

const ONLY_THE_ROOT = 'Only the composition root opens adapters or picks in-memory ones'

describe('composition rules', () => {
  it('a runtime calls compose(); it does not open adapters itself', async () => {
    for (const [file, root] of [
      ['scripts/quote-report.ts', '../src/server'],
      ['functions/src/quotes.ts', '../../src/server'],
      ['src/server/serve-quotes.ts', '.'],
    ] as const) {
      expect(await importProblems(file, `import { x } from '${root}/compose.ts'`)).toEqual([])
      const problems = await importProblems(file, `import { x } from '${root}/adapters/open-adapters.ts'`)
      expect(problems.join('\n')).toContain(ONLY_THE_ROOT)
    }
  })

  it("in-memory adapters are the root's default, not a runtime's pick", async () => {
    for (const adapter of ['memory-publish-state.ts', 'memory-rate-limiter.ts']) {
      const problems = await importProblems(
        'scripts/quote-seed.ts',
        `import { x } from '../src/server/adapters/memory/${adapter}'`,
      )
      expect(problems.join('\n')).toContain(ONLY_THE_ROOT)
    }
    const app = await importProblems(
      'src/server/app.ts',
      "import { x } from './adapters/memory/memory-rate-limiter.ts'",
    )
    expect(app.join('\n')).toContain(ONLY_THE_ROOT)
  })

  it('the root opens adapters through open-adapters.ts, never one by one', async () => {
    const root = 'src/server/compose.ts'
    expect(await importProblems(root, "import { x } from './adapters/open-adapters.ts'")).toEqual([])
    expect(
      await importProblems(root, "import { x } from './adapters/memory/memory-publish-state.ts'"),
    ).toEqual([])
    const problems = await importProblems(root, "import { x } from './adapters/sqlite/sqlite-stores.ts'")
    expect(problems.join('\n')).toContain('Stores are chosen in one place')
  })

  it('tests may stand in whatever they test with', async () => {
    expect(
      await importProblems(
        'src/server/services/quotes.test.ts',
        "import { x } from '../adapters/memory/memory-rate-limiter.ts'",
      ),
    ).toEqual([])
  })
})
