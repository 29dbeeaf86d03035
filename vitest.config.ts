import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'functions/lib/**'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Image re-encoding in the upload tests is CPU-bound; give it room on a 2-core machine.
    testTimeout: 20_000,
    // Vitest runs one file at a time on two cores (it keeps a core for itself), yet much of the
    // suite waits on child processes (builds, the CLIs) and the in-process emulator: two at a time
    // take about 60 % of the time. Build tests that run at once keep apart (tests/helpers/astro-build.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The files share a worker's modules instead of importing them afresh each (a third of
          // this project's time). Nothing here keeps state between files: every test makes its
          // own app, stores and clock; a module mock would leak into the next file, so lint
          // refuses one in a .test.ts (eslint.config.js). The project passes in any file order
          // (`npx vitest run --project unit --sequence.shuffle.files`).
          isolate: false,
        },
      },
      {
        // Components render in a DOM and are driven as a user would (Testing Library).
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/testing-library.ts'],
          // Each test starts with no calls recorded on any mock (the toast mock included) and every
          // spy put back, so no test file writes those hooks itself.
          clearMocks: true,
          restoreMocks: true,
        },
      },
    ],
  },
})
