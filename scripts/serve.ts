/**
 * `npm start` ends here, after the build: serves the product on the local stack until Ctrl+C.
 */
import { emulators, firebase, siteUrl } from './stack.ts'

console.log(`\nStarting the local stack. The site will be at ${siteUrl} (Ctrl+C stops it).\n`)
process.exit(await firebase(['emulators:start', '--only', emulators.join(',')]))
