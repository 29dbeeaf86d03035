/**
 * Every build says when it began, in a file beside its pages: the content it shows is at least
 * as new as that moment, since pages read the content later in the build. The local stack reads
 * the stamp of the site it serves when it starts (scripts/publish-site.ts, recordServedBuild),
 * so a site built by `npm run build` counts as a build of the publish loop: a post saved after
 * it shows as on its way, not as live. A deploy never uploads the file (firebase.json ignores
 * names that start with a dot); the local emulator serves it, which tells no more than when the
 * site was built.
 */
import type { AstroIntegration } from 'astro'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

export const BUILD_STAMP_FILE = '.build-stamp.json'

const BuildStampSchema = z.object({ started_at: z.iso.datetime(), finished_at: z.iso.datetime() })
export type BuildStamp = z.infer<typeof BuildStampSchema>

export function buildStamp(): AstroIntegration {
  let startedAt: Date
  return {
    name: 'build-stamp',
    hooks: {
      'astro:build:start': () => {
        startedAt = new Date()
      },
      'astro:build:done': ({ dir }) => {
        const stamp: BuildStamp = {
          started_at: startedAt.toISOString(),
          finished_at: new Date().toISOString(),
        }
        writeFileSync(join(fileURLToPath(dir), BUILD_STAMP_FILE), `${JSON.stringify(stamp)}\n`)
      },
    },
  }
}

/** The stamp of the build in `siteDir`; undefined for a build without one (or a broken one). */
export function readBuildStamp(siteDir: string): BuildStamp | undefined {
  try {
    return BuildStampSchema.parse(JSON.parse(readFileSync(join(siteDir, BUILD_STAMP_FILE), 'utf8')))
  } catch {
    return undefined
  }
}
