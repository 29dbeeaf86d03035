/**
 * The release workflow's step before `firebase deploy --only functions`: writes the non-secret
 * production settings (the repository's variables, in the environment) into
 * functions/.env.<project>, which firebase-tools deploys with the functions. It stops, naming
 * each one in a sentence, when a setting is missing or still a placeholder, so a release never
 * runs on the placeholders (the API itself refuses to start on them too: src/server/env.ts).
 *
 *   FIREBASE_PROJECT=<id> SITE_URL=... MAIL_FROM=... BUSINESS_EMAIL=... DEFAULT_ADMIN_EMAIL=... \
 *     node scripts/release/write-function-env.ts
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRODUCTION_SETTINGS, productionSettingsProblems } from '../../src/server/env.ts'

/** A dotenv value: quoted, since MAIL_FROM holds spaces and angle brackets. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/** The file's text, or the problems that stop the release. */
export function functionEnvFile(
  source: Record<string, string | undefined>,
): { ok: true; text: string } | { ok: false; problems: string[] } {
  const problems = productionSettingsProblems(source)
  if (problems.length > 0) return { ok: false, problems }
  const lines = Object.keys(PRODUCTION_SETTINGS).map((key) => `${key}=${quoted(source[key]!.trim())}`)
  return {
    ok: true,
    text: `# Written by the release workflow from the repository's variables; never committed.\n${lines.join('\n')}\n`,
  }
}

function main(): number {
  const project = process.env.FIREBASE_PROJECT?.trim()
  if (!project) {
    console.error('FIREBASE_PROJECT is not set: name the Firebase project the functions deploy to.')
    return 1
  }
  const file = functionEnvFile(process.env)
  if (!file.ok) {
    console.error(
      `The production settings are not ready, so nothing was deployed:\n${file.problems.map((problem) => `  - ${problem}`).join('\n')}\nSet them as variables of the repository's production environment (docs/deploying.md).`,
    )
    return 1
  }
  const path = join('functions', `.env.${project}`)
  writeFileSync(path, file.text)
  console.log(`Wrote ${path}: ${Object.keys(PRODUCTION_SETTINGS).join(', ')}.`)
  return 0
}

if (import.meta.main) process.exitCode = main()
