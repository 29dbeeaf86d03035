/**
 * The scale benchmark's content (.data/scale-seed): the demo content and the scale records
 * (scripts/seed-scale.ts), afresh. `npm run bench:scale` builds the site from it and serves it.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { seedDataDir } from './seed.ts'
import { DEFAULT_SCALE_FACTOR } from './seed-scale.ts'

export const scaleSeedDir = join(new URL('..', import.meta.url).pathname, '.data', 'scale-seed')

if (import.meta.main) {
  rmSync(scaleSeedDir, { recursive: true, force: true })
  const { scale } = await seedDataDir(scaleSeedDir, { scale: DEFAULT_SCALE_FACTOR })
  console.log(`Scale content in ${scaleSeedDir}: ${JSON.stringify(scale)}`)
}
