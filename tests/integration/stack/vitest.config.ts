import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** attacks.stack.ts uses up the stack's shared rate limits, so it runs after the other files. */
class AttacksLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const last = (file: TestSpecification) => file.moduleId.endsWith('/attacks.stack.ts')
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)]
  }
}

/**
 * The local-stack checks (`npm run test:stack`): they need the emulators that
 * scripts/with-stack.ts starts, so they are named *.stack.ts and kept out of `vitest run`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: ['tests/integration/stack/**/*.stack.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    // One stack, one set of accounts and rate limits: run the files one after another.
    fileParallelism: false,
    sequence: { sequencer: AttacksLast },
  },
})
