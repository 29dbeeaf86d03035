import type { KnipConfig } from 'knip'

/**
 * knip (`npm run lint:dead`, the last step of `npm run lint`): files, exports and packages that
 * nothing uses (docs/decisions/045-dead-code-check.md).
 *
 * Most entry files come from knip's plugins, which read the project's own files: Astro
 * (astro.config.mjs, src/pages/**, and the files the config names), Vitest (vitest.config.ts:
 * the `*.test.ts(x)` beside sources and under tests/, and the setup files), Playwright
 * (playwright.config.ts: tests/e2e and its reporter), ESLint, Prettier, the package.json
 * scripts (`node scripts/x.ts`) and the GitHub workflows (`node scripts/release/…`). `.ci/run`
 * runs only `npm install && npm test`, that is package.json's `node scripts/test.ts`. The `node`
 * package (Node 24 for the npm scripts) is a runtime knip knows and never reports. What the
 * plugins cannot see is listed below.
 */
const config: KnipConfig = {
  entry: [
    // Run by path after scripts/with-stack.ts's own flags (`with-stack.ts --log bench node
    // scripts/bench-lighthouse.ts`), which knip does not read as a command, or run by hand
    // (bench-posts.ts).
    'scripts/bench-*.ts',
    'scripts/soak.ts',
    // Loaded into the Firebase CLI with `node --import` by scripts/stack.ts (decision 033).
    'scripts/local-emulator-fixes.ts',
    // Started as a process of its own by the benchmarks (bench-api.ts, bench-scale.ts).
    'src/server/serve-node.ts',
    // The Cloud Functions entry (scripts/build-functions.ts bundles it): its exports are the
    // deployed functions, which Firebase calls; an entry's exports are never reported.
    'functions/src/index.ts',
  ],
  vitest: {
    // The stack tests (`npm run test:stack`, *.stack.ts) have a config of their own, which
    // package.json passes through scripts/with-stack.ts, where knip does not look for it.
    config: ['vitest.config.ts', 'tests/integration/stack/vitest.config.ts'],
  },
  ignoreDependencies: [
    // Loaded with createRequire (scripts/autocannon.ts types it), which knip does not follow.
    'autocannon',
    // tests/integration/direct-api.test.ts stands Express in for the Functions platform: the
    // copy the Firebase CLI (the emulator) brings, on purpose not a version of our own.
    'express',
    'body-parser',
    // Lighthouse's own launcher (scripts/bench-lighthouse.ts), at the version Lighthouse is made with.
    'chrome-launcher',
    // The library inside @playwright/test (scripts/bench-admin.ts), at the version that pins.
    'playwright',
  ],
  // An exported value used only in its own file is reported (drop the `export`), but an exported
  // type or interface used there (an Astro component's `Props`, a factory's options) is the
  // module's public shape and stays exported. A type used nowhere at all is still reported…
  ignoreExportsUsedInFile: { interface: true, type: true },
  ignoreIssues: {
    // …except where each value has its type beside it as the module's public shape, used or not:
    // a schema's `z.infer` (src/domain), a service's `XxxService = ReturnType<…>`
    // (src/server/services), the content's key and record types, and the composition root's
    // re-exported settings type.
    'src/domain/**': ['types'],
    'src/server/services/**': ['types'],
    'src/content/**': ['types'],
    'src/server/compose.ts': ['types'],
  },
  // An entry or ignore above that is no longer needed fails the check too, so this file stays true.
  treatConfigHintsAsErrors: true,
}

export default config
