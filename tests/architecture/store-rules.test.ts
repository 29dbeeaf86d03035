/**
 * The store boundaries of eslint.config.js (docs/decisions/038-a-store-per-area.md): each case
 * lints one import as if it were written in a file of that place, and shows the rule bites.
 */
import { describe, expect, it } from 'vitest'
import { importProblems } from './lint-sample.ts'

describe('store rules', () => {
  it('services know the stores by their ports, never an adapter', async () => {
    const service = 'src/server/services/quotes-service.ts'
    expect(await importProblems(service, "import type { x } from '../ports/posts-store.ts'")).toEqual([])
    for (const adapter of [
      'sqlite/sqlite-posts-store.ts',
      'firestore/firestore-gallery-store.ts',
      'memory/memory-publish-state.ts',
      'open-adapters.ts',
    ]) {
      const problems = await importProblems(service, `import { x } from '../adapters/${adapter}'`)
      expect(problems.join('\n')).toContain('Services and ports know the stores by their ports')
    }
  })

  it('ports and their contracts import no adapter', async () => {
    const port = 'src/server/ports/quotes-store.ts'
    expect(await importProblems(port, "import type { x } from './content-stores.ts'")).toEqual([])
    const problems = await importProblems(port, "import { x } from '../adapters/memory/memory-quotes.ts'")
    expect(problems.join('\n')).toContain('Services and ports know the stores by their ports')
  })

  it("an area's adapter does not import another area's adapter", async () => {
    const posts = 'src/server/adapters/sqlite/sqlite-posts-store.ts'
    expect(await importProblems(posts, "import { x } from './sqlite-connection.ts'")).toEqual([])
    expect(await importProblems(posts, "import { x } from '../stored-records.ts'")).toEqual([])
    const problems = await importProblems(posts, "import { x } from './sqlite-gallery-store.ts'")
    expect(problems.join('\n')).toContain("does not import another area's adapter")
    expect(
      await importProblems(
        'src/server/adapters/firestore/firestore-enquiries-store.ts',
        "import { x } from '../sqlite/sqlite-upload-ledger.ts'",
      ),
    ).toHaveLength(1)
    expect(
      await importProblems(
        'src/server/adapters/firestore/firestore-profiles-store.ts',
        "import { x } from './firestore-publish-state.ts'",
      ),
    ).toHaveLength(1)
  })

  it('only the bundles and open-adapters.ts put the areas together', async () => {
    const bundle = 'src/server/adapters/sqlite/sqlite-stores.ts'
    for (const area of [
      'posts-store',
      'gallery-store',
      'profiles-store',
      'enquiries-store',
      'upload-ledger',
      'notices-store',
      'revisions-store',
      'settings-store',
      'audit-log',
    ]) {
      expect(await importProblems(bundle, `import { x } from './sqlite-${area}.ts'`)).toEqual([])
    }
    const root = 'src/server/adapters/open-adapters.ts'
    expect(await importProblems(root, "import { x } from './firestore/firestore-stores.ts'")).toEqual([])
    expect(
      await importProblems(
        'scripts/quote-report.ts',
        "import { x } from '../src/server/adapters/sqlite/sqlite-stores.ts'",
      ),
    ).toHaveLength(1)
  })

  it('routes reach the stores only through the services', async () => {
    const problems = await importProblems(
      'src/server/routes/quotes.ts',
      "import { x } from '../adapters/firestore/firestore-posts-store.ts'",
    )
    expect(problems.join('\n')).toContain('Routes stay thin')
  })
})
