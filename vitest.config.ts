import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'functions/lib/**'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Image re-encoding in the upload tests is CPU-bound; give it room on a 2-core machine.
    testTimeout: 20_000,
  },
})
