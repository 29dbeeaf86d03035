/**
 * Bundles the Cloud Functions deploy unit: functions/src/index.ts and everything it imports
 * from src/server and src/domain → functions/lib/index.js (one ESM file for Node 24). The
 * packages Cloud Functions installs itself from functions/package.json stay outside the bundle:
 * firebase-functions and firebase-admin (the runtime looks for them) and sharp (native code).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const functionsDir = join(root, 'functions')
const external = ['firebase-functions', 'firebase-admin', 'sharp']
// Left out and never installed: @react-email/render imports prettier only for its `pretty`
// option, which the e-mails never use (src/server/mail/render-mail.ts), so that import is never taken.
const neverLoaded = ['prettier']

/** functions/package.json must list exactly the externals, at the versions the root lockfile holds. */
async function checkDependencies(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(functionsDir, 'package.json'), 'utf8'))
  const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8'))
  const problems: string[] = []
  for (const name of external) {
    const locked = lock.packages?.[`node_modules/${name}`]?.version
    const listed = manifest.dependencies?.[name]
    if (listed !== locked)
      problems.push(`${name}: functions/package.json has ${listed}, package-lock.json ${locked}`)
  }
  if (problems.length > 0) {
    throw new Error(
      `functions/package.json is out of step with the root lockfile:\n  ${problems.join('\n  ')}`,
    )
  }
}

await checkDependencies()
const result = await build({
  entryPoints: [join(functionsDir, 'src', 'index.ts')],
  outfile: join(functionsDir, 'lib', 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: [...external, ...neverLoaded].flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require() for Node built-ins; ESM has no require of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(`functions/lib/index.js bundled (${Math.round(bytes / 1024)} KB with map)`)
