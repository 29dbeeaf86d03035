/**
 * The unit project's files share a worker's modules (vitest.config.ts, `isolate: false`), so
 * eslint.config.js refuses a module mock in them: it would reach the files that run after it.
 * Component tests keep a module registry each and may mock.
 */
import { describe, expect, it } from 'vitest'
import { restrictedPropertyProblems as problems } from './lint-sample.ts'

const mocking = (call: string) =>
  `import { vi } from 'vitest'\n${call}('../islands/ui/toast.tsx', () => ({ notify: vi.fn() }))\n`

describe('test isolation rules', () => {
  it('refuses a module mock in a unit test file, wherever it lives', async () => {
    for (const file of [
      'src/lib/query-client.test.ts',
      'tests/helpers/app.test.ts',
      'scripts/seed.test.ts',
    ]) {
      for (const call of ['vi.mock', 'vi.doMock']) {
        const found = await problems(file, mocking(call))
        expect(found, `${call} in ${file}`).toHaveLength(1)
        expect(found[0]).toContain('isolate: false')
      }
    }
  })

  it('lets a component test mock a module, and a unit test spy on a function', async () => {
    expect(await problems('src/islands/admin/users/users-table.test.tsx', mocking('vi.mock'))).toEqual([])
    const spying = "import { vi } from 'vitest'\nexport const notify = vi.fn()\nvi.spyOn(console, 'warn')\n"
    expect(await problems('src/lib/query-client.test.ts', spying)).toEqual([])
  })
})
