// @ts-check
/**
 * ESLint: typescript-eslint's recommended rules, the Astro plugin, and the import rules of
 * STYLE.md ("Imports point inwards"), so the architecture is checked, not only described:
 *
 * - `src/domain` imports nothing of ours outside itself, and no package but zod;
 * - code that runs in the browser (pages, layouts, components, islands, client directives,
 *   lib) never imports `src/server`, except `import type`;
 * - routes stay thin: no adapters, no Firebase Admin, no Node built-ins, no image library;
 *   they reach storage through the services;
 * - one composition root (docs/decisions/039-one-composition-root.md): outside
 *   src/server/adapters, nothing imports the SQLite, Firestore, disk or Cloud Storage adapters,
 *   and only src/server/compose.ts imports open-adapters.ts or the in-memory adapters; every
 *   runtime calls compose().
 * - a store per area (docs/decisions/038-a-store-per-area.md): services and ports know the
 *   stores by their ports only, never an adapter; an adapter of one area never imports another
 *   area's adapter (what they share lives in sqlite-connection.ts, firestore-collections.ts and
 *   the files beside open-adapters.ts; sqlite-stores.ts and firestore-stores.ts bundle them).
 *
 * Tests are exempt from the import rules: they may reach across layers to check them.
 *
 * One kit draws every control in the islands (docs/decisions/035-the-kit-draws-every-control.md):
 * outside src/islands/ui no raw <button>, <select>, <textarea>, checkbox or search input, and no
 * field classes.
 *
 * The business's facts come from its settings (issue 29): outside the defaults
 * (src/site-config.ts) and the modules that build settings and facts from them, nothing reads
 * a settings-backed field of `site`, so a value changed in the admin reaches every page.
 *
 * One icon set (docs/decisions/026-icons.md): islands draw icons with lucide-react, each icon
 * imported by name, never a hand-written `<svg>`, nor a whole-library import that would ship
 * every icon. Astro files use @lucide/astro, which renders at build time.
 */
import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import tseslint from 'typescript-eslint'

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.contract.ts']

/** The stores' areas, as their port and adapter files end (`sqlite-posts-store.ts`, ...). */
const STORE_AREAS = [
  'posts-store',
  'gallery-store',
  'profiles-store',
  'enquiries-store',
  'upload-ledger',
  'notices-store',
  'revisions-store',
  'settings-store',
  'audit-log',
  'publish-state',
  'rate-limiter',
]

/**
 * For each area's adapters: no import of another area's adapter.
 * @type {import('typescript-eslint').ConfigWithExtends[]}
 */
const STORE_AREA_RULES = STORE_AREAS.map((area) => ({
  files: [`src/server/adapters/**/*-${area}.ts`],
  ignores: TESTS,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: STORE_AREAS.filter((other) => other !== area).map((other) => `*-${other}.ts`),
            message:
              "A store's adapter does not import another area's adapter: share code through sqlite-connection.ts or firestore-collections.ts.",
          },
        ],
      },
    ],
  },
}))

/** The one module that opens adapters and builds the services and the app (decision 039). */
const COMPOSITION_ROOT = 'src/server/compose.ts'

/** Store adapters, opened one by one. */
const STORE_ADAPTERS = {
  group: [
    '**/adapters/sqlite/**',
    '**/adapters/firestore/**',
    '**/adapters/disk/**',
    '**/adapters/cloud-storage/**',
  ],
  message: 'Stores are chosen in one place: get them from compose() (src/server/compose.ts).',
}

/** What only the composition root does: open the adapters, or stand in-memory ones in. */
const COMPOSITION = {
  group: ['**/adapters/open-adapters.ts', '**/adapters/memory/**'],
  message:
    'Only the composition root opens adapters or picks in-memory ones: call compose() (src/server/compose.ts) with what differs.',
}

/** The fields of site-config's `site` that are business settings (domain/business-settings.ts). */
const SETTINGS_FIELDS = [
  'brand',
  'legalName',
  'abn',
  'licences',
  'founded',
  'phone',
  'email',
  'address',
  'hours',
  'social',
  'reviewUrl',
  'serviceAreas',
]

/** Where those fields may be read: the defaults, and what turns them into settings and facts. */
const SETTINGS_DEFAULTS = ['src/site-config.ts', 'src/business-defaults.ts', 'src/business-facts.ts']

const SETTINGS_FIELD_RULES = SETTINGS_FIELDS.map((property) => ({
  object: 'site',
  property,
  message:
    "A business setting: read it from the saved settings (buildFacts() in a page, currentSettings() on the server), not site-config's default.",
}))

/** Code that ends up in pages' JavaScript, or renders them. */
const BROWSER = [
  'src/pages/**',
  'src/layouts/**',
  'src/components/**',
  'src/islands/**',
  'src/client-directives/**',
  'src/lib/**',
  'src/content/**',
  'src/site-config.ts',
]

/** Islands draw icons with Lucide, imported by name (docs/decisions/026-icons.md). */
const ISLAND_ICON_RULES = [
  {
    selector: "JSXOpeningElement[name.name='svg']",
    message:
      "Islands draw icons with lucide-react: `import { Plus } from 'lucide-react'` (docs/decisions/026-icons.md).",
  },
  {
    selector:
      "ImportDeclaration[source.value='lucide-react'] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier, ImportSpecifier[imported.name='icons'])",
    message: 'Import each Lucide icon by name, so the bundle holds only the icons the island draws.',
  },
  {
    selector: 'ImportDeclaration[source.value=/^lucide-react./]',
    message: "Import icons from 'lucide-react' by name; its dynamic entry points ship every icon.",
  },
]

/** The `btn` classes belong to the kit's Button and buttonClass(); islands use those. */
const BUTTON_CLASS = /(^|\s)btn(-[\w-]+)?(\s|$)/.source
const ISLAND_BUTTON_RULES = [
  {
    selector: `Literal[value=/${BUTTON_CLASS}/]`,
    message:
      "Use the kit's <Button variant=…> or buttonClass() (src/islands/ui/button.tsx), not `btn` classes.",
  },
  {
    selector: `TemplateElement[value.raw=/${BUTTON_CLASS}/]`,
    message:
      "Use the kit's <Button variant=…> or buttonClass() (src/islands/ui/button.tsx), not `btn` classes.",
  },
  {
    selector: "JSXOpeningElement[name.name='button'] CallExpression[callee.name='buttonClass']",
    message:
      "A <button> is the kit's <Button variant=…>; buttonClass() is for a link or label that looks like one.",
  },
]

/**
 * Text people type (titles, descriptions, notes, names) wraps one way, `wrap-anywhere`, so a long
 * word breaks inside a flex or grid cell instead of pushing it wider than a phone; an e-mail
 * address is the kit's <EmailAddress>, which breaks it after its @ and before its dots.
 */
const WRAP_CLASS = /(^|\s)break-(words|all)(\s|$)/.source
const ISLAND_WRAP_RULES = [
  `Literal[value=/${WRAP_CLASS}/]`,
  `TemplateElement[value.raw=/${WRAP_CLASS}/]`,
].map((selector) => ({
  selector,
  message:
    "Wrap typed text with `wrap-anywhere`, and show an address with the kit's <EmailAddress> (src/islands/ui/email-address.tsx), not `break-words` or `break-all`.",
}))

/**
 * A focus mark drawn with a ring (box-shadow) vanishes in forced-colors mode (Windows' contrast
 * themes), which drops shadows. An element hides its outline on focus with `focus:outline-hidden`
 * (or `focus-visible:`), which Tailwind turns back into a visible outline there: `outline-none`
 * leaves no mark at all, and a bare `outline-hidden` draws one around the element at all times.
 */
const OUTLINE_NONE = /(^|[\s:])outline-none(\s|$)/.source
const BARE_OUTLINE_HIDDEN = /(^|\s)outline-hidden(\s|$)/.source
const FOCUS_MARK_RULES = [OUTLINE_NONE, BARE_OUTLINE_HIDDEN]
  .flatMap((pattern) => [`Literal[value=/${pattern}/]`, `TemplateElement[value.raw=/${pattern}/]`])
  .map((selector) => ({
    selector,
    message:
      'Hide an outline on focus with `focus:outline-hidden` or `focus-visible:outline-hidden`, which forced-colors mode (Windows contrast themes) shows again; `outline-none` leaves a focused element unmarked there (the ring goes too), and a bare `outline-hidden` outlines it at all times.',
  }))

/**
 * Outside the kit, every control is the kit's (docs/decisions/035-the-kit-draws-every-control.md):
 * no raw <button>, <select> or <textarea>, no hand-made checkbox or search box, and no field
 * classes to dress a control by hand. File and radio inputs are not drawn by the kit; they stay
 * native where they are, each with a comment that says why.
 */
const KIT_CONTROL_RULES = [
  {
    selector: "JSXOpeningElement[name.name='button']",
    message:
      'Use the kit: <Button>, <IconButton label=…> or <ToggleChips> (src/islands/ui), not a raw <button>.',
  },
  {
    selector: "JSXOpeningElement[name.name='select']",
    message: "Use the kit's <Select> inside a <Field> (src/islands/ui/field.tsx), not a raw <select>.",
  },
  {
    selector: "JSXOpeningElement[name.name='textarea']",
    message: "Use the kit's <TextArea> inside a <Field> (src/islands/ui/field.tsx), not a raw <textarea>.",
  },
  {
    selector:
      "JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='type'][value.value=/^(checkbox|search)$/]",
    message:
      "Use the kit's <Checkbox> or <SearchField> (src/islands/ui), not a raw checkbox or search input.",
  },
  {
    selector:
      'ImportDeclaration[source.value=/(^|\\/)ui\\/field\\.tsx$/] > ImportSpecifier[imported.name=/^(controlClass|labelClass|hintClass|errorClass)$/]',
    message:
      "The field classes are the kit's own: use <Field>, <Input>, <Label>, <Legend>, <Hint> or <FieldError> (src/islands/ui/field.tsx).",
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'functions/lib/**',
      '.astro/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
      'src/env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Plain JavaScript files are type-checked (`// @ts-check`), which knows Node's globals.
    files: ['**/*.{js,mjs}'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['src/domain/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./).+',
              message: 'src/domain imports only zod and its own files (STYLE.md, "Imports point inwards").',
            },
          ],
        },
      ],
    },
  },
  {
    files: BROWSER,
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'Browser code may import the server only with `import type` (STYLE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/islands/**'],
    rules: {
      'no-restricted-syntax': ['error', ...ISLAND_ICON_RULES, ...ISLAND_WRAP_RULES, ...FOCUS_MARK_RULES],
    },
  },
  {
    // Buttons come from the kit, so they look and behave alike (docs/decisions/027-ui-kit-and-forms.md).
    files: ['src/islands/**'],
    ignores: ['src/islands/ui/button.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ISLAND_ICON_RULES,
        ...ISLAND_BUTTON_RULES,
        ...ISLAND_WRAP_RULES,
        ...FOCUS_MARK_RULES,
      ],
    },
  },
  {
    // Controls come from the kit; the kit itself is where the raw elements live (decision 035).
    files: ['src/islands/**'],
    ignores: ['src/islands/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ISLAND_ICON_RULES,
        ...ISLAND_BUTTON_RULES,
        ...KIT_CONTROL_RULES,
        ...ISLAND_WRAP_RULES,
        ...FOCUS_MARK_RULES,
      ],
    },
  },
  {
    // The static pages draw focus marks too (a link, a card that holds one).
    files: ['src/**/*.astro'],
    rules: { 'no-restricted-syntax': ['error', ...FOCUS_MARK_RULES] },
  },
  {
    // The kit's <EmailAddress> is the one place an address's own wrapping is chosen.
    files: ['src/islands/ui/email-address.tsx', 'src/islands/ui/email-address.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...ISLAND_ICON_RULES, ...ISLAND_BUTTON_RULES, ...FOCUS_MARK_RULES],
    },
  },
  {
    files: ['src/server/routes/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/adapters/**', 'firebase-admin', 'firebase-admin/**', 'sharp'],
              message: 'Routes stay thin: storage and images are reached through the services.',
            },
            { regex: '^node:', message: 'Routes stay thin: no Node built-ins; a service does that work.' },
          ],
        },
      ],
    },
  },
  {
    // The unit project's files share a worker's modules (vitest.config.ts, `isolate: false`), so a
    // module mock in one would reach the files after it: pass the dependency in instead. Component
    // tests (.test.tsx) keep a module registry each and may mock.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Unit test files share their modules (vitest.config.ts, isolate: false): give the code its dependency (a parameter, a port) instead of mocking a module.',
        })),
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: [...TESTS, ...SETTINGS_DEFAULTS],
    rules: { 'no-restricted-properties': ['error', ...SETTINGS_FIELD_RULES] },
  },
  ...STORE_AREA_RULES,
  {
    files: ['src/**', 'scripts/**', 'functions/src/**'],
    // The Firestore benchmark measures that adapter itself, on the in-process emulator.
    ignores: [...TESTS, 'src/server/adapters/**', COMPOSITION_ROOT, 'scripts/bench-scale.ts'],
    rules: {
      // The core rule, not typescript-eslint's: a file may have both, each with its own list.
      'no-restricted-imports': ['error', { patterns: [STORE_ADAPTERS, COMPOSITION] }],
    },
  },
  {
    // The composition root opens the adapters through open-adapters.ts, never one by one.
    files: [COMPOSITION_ROOT],
    rules: { 'no-restricted-imports': ['error', { patterns: [STORE_ADAPTERS] }] },
  },
  {
    files: ['src/server/services/**', 'src/server/ports/**'],
    ignores: TESTS,
    // The core rule, after the block above: for these files its list replaces that one's.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/adapters/**'],
              message:
                'Services and ports know the stores by their ports (src/server/ports) only; open-adapters.ts picks the adapters.',
            },
          ],
        },
      ],
    },
  },
)
