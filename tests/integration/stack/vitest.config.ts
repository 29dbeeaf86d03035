import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

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
  },
})
