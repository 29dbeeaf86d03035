/**
 * `node scripts/with-stack.ts <command...>`: starts the local stack, runs the command against
 * it (BASE_URL points at the site), stops the stack and exits with the command's code.
 * The site must be built first (`npm run build`).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { emulators, firebase, root, siteUrl } from './stack.ts'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: node scripts/with-stack.ts <command> [args...]')
  process.exit(2)
}
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('The site is not built: run `npm run build` first.')
  process.exit(1)
}

process.env.BASE_URL = siteUrl
const quoted = command.map((part) => (/^[\w./:=@-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`))
process.exit(await firebase(['emulators:exec', '--only', emulators.join(','), quoted.join(' ')]))
