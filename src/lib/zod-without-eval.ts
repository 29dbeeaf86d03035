/**
 * What `import … from 'zod'` means in the browser (astro.config.mjs aliases it here). Zod
 * compiles object parsers with `new Function` when it can, and finds out by trying: under our
 * CSP (no 'unsafe-eval') that try is a reported violation on every page that parses anything.
 * `jitless` makes Zod never try. The API keeps the compiled parsers (it has no CSP), so this
 * is for pages only. Runs before any module that imports Zod, because they import it from here.
 */
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
export { z, z as default } from 'zod/v4'
