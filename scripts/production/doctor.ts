/**
 * npm run production:doctor -- --project <id> [--repo <owner/name>] [--skip-indexes] [--dry-run]
 *
 * --skip-indexes: the release runs the preflight before it deploys firestore.indexes.json, and
 * then waits for the indexes itself (indexes-ready.ts); a commit that adds an index would
 * otherwise never pass its own preflight.
 *
 * The preflight the deploy workflow runs first: a checklist of a live project (secrets,
 * settings, indexes, the deploy hook's token, Auth's authorized domains), one ✓ or ✗ line
 * each. Exits 1 naming each missing piece in one sentence. Settings come from the environment,
 * as the deploy workflow passes them. See doctor-checks.ts.
 */
import { parseArgs } from 'node:util'
import { buildSettings } from '../../src/build/build-settings.ts'
import { productionSettingsProblems } from '../../src/server/env.ts'
import { createRealCloud, type Cloud } from './cloud.ts'
import { doctorChecks, runDoctor, type DoctorInput } from './doctor-checks.ts'
import { readDeclaredIndexes } from './firestore-indexes.ts'

export async function doctor(
  argv: string[],
  deps: { cloud(project: string): Cloud; env: Record<string, string | undefined>; print(line: string): void },
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      repo: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'skip-indexes': { type: 'boolean', default: false },
    },
  })
  if (!values.project) {
    deps.print(
      '--project is required.\nUsage: npm run production:doctor -- --project <id> [--repo <owner/name>] [--skip-indexes] [--dry-run]',
    )
    return 2
  }
  const input: DoctorInput = {
    project: values.project,
    repo: values.repo,
    env: deps.env,
    declaredIndexes: readDeclaredIndexes(),
    settingsProblems: productionSettingsProblems,
    buildSettings,
  }
  const checks = doctorChecks(input).filter((check) => !(values['skip-indexes'] && check.settledByRelease))
  if (values['dry-run']) {
    deps.print(`Checks for ${values.project} (dry run: nothing is called):`)
    for (const [index, check] of checks.entries()) {
      deps.print(`${index + 1}. ${check.title}`)
      for (const call of check.calls) deps.print(`     $ ${call}`)
    }
    return 0
  }
  const { lines, problems } = await runDoctor(checks, deps.cloud(values.project))
  for (const line of lines) deps.print(line)
  if (problems.length === 0) {
    deps.print(`\n${values.project} is ready to deploy.`)
    return 0
  }
  deps.print(`\n${values.project} is not ready to deploy:`)
  for (const problem of problems) deps.print(`- ${problem}`)
  return 1
}

if (import.meta.main) {
  try {
    process.exitCode = await doctor(process.argv.slice(2), {
      cloud: createRealCloud,
      env: process.env,
      print: (line) => console.log(line),
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
