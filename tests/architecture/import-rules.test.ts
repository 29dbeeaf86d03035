/**
 * The import rules of STYLE.md, as eslint.config.js enforces them: each case lints one line as
 * if it were written in a file of that layer.
 */
import { describe, expect, it } from 'vitest'
import { importProblems } from './lint-sample.ts'

describe('import rules', () => {
  it('src/domain imports only zod and its own files', async () => {
    expect(await importProblems('src/domain/quote.ts', "import { x } from './text.ts'")).toEqual([])
    expect(await importProblems('src/domain/quote.ts', "import { x } from 'zod'")).toEqual([])
    expect(await importProblems('src/domain/quote.ts', "import { x } from '../server/env.ts'")).toHaveLength(
      1,
    )
    expect(await importProblems('src/domain/quote.ts', "import { x } from 'hono'")).toHaveLength(1)
  })

  it('browser code imports the server only for types', async () => {
    const island = 'src/islands/quote/quote-form.tsx'
    expect(await importProblems(island, "import { x } from '../../server/services/html.ts'")).toHaveLength(1)
    expect(await importProblems(island, "import type { x } from '../../server/routes/posts.ts'")).toEqual([])
    expect(
      await importProblems('src/pages/quote-data.ts', "import { x } from '../server/env.ts'"),
    ).toHaveLength(1)
  })

  it('routes reach storage and images only through the services', async () => {
    const route = 'src/server/routes/quotes.ts'
    expect(await importProblems(route, "import { x } from '../services/services.ts'")).toEqual([])
    expect(
      (await importProblems(route, "import { x } from '../adapters/firestore/firestore-store.ts'")).join(
        '\n',
      ),
    ).toContain('Routes stay thin')
    expect(await importProblems(route, "import { x } from 'firebase-admin/firestore'")).toHaveLength(1)
    expect(await importProblems(route, "import { x } from 'node:fs'")).toHaveLength(1)
  })

  it('stores are opened through the composition root only', async () => {
    const script = 'scripts/quote-report.ts'
    expect(await importProblems(script, "import { compose } from '../src/server/compose.ts'")).toEqual([])
    for (const adapter of [
      'sqlite/database.ts',
      'firestore/firestore-posts-store.ts',
      'disk/disk-media-store.ts',
    ]) {
      expect(
        await importProblems(script, `import { x } from '../src/server/adapters/${adapter}'`),
      ).toHaveLength(1)
    }
    expect(
      await importProblems(
        'src/server/services/quote.ts',
        "import { x } from '../adapters/sqlite/database.ts'",
      ),
    ).toHaveLength(1)
  })
})
