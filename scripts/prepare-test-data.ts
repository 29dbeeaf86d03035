/**
 * Seeds the test content afresh (.data/test-seed): `npm run test:build` runs this, then builds
 * the site from that content; every with-stack run copies it.
 */
import { rmSync } from 'node:fs'
import { seedDataDir } from './seed.ts'
import { testSeedDir } from './stack.ts'

rmSync(testSeedDir, { recursive: true, force: true })
const { posts, photos } = await seedDataDir(testSeedDir)
console.log(`Test content: ${posts} posts and ${photos} gallery photos in ${testSeedDir}`)
