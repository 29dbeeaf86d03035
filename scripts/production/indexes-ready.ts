/**
 * npm run production:indexes-ready -- --project <id> [--timeout-minutes 20]
 *
 * Waits until every composite index firestore.indexes.json declares is READY, so the build
 * that reads Firestore runs after a deploy's new indexes are built. Fails with a sentence
 * naming the ones that are not.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { createRealCloud, type Cloud } from './cloud.ts'
import { indexProblems, readDeclaredIndexes, type DeclaredIndex } from './firestore-indexes.ts'

export interface WaitOptions {
  timeoutMs: number
  intervalMs: number
  now(): number
  sleep(ms: number): Promise<unknown>
  print(line: string): void
}

/** Polls until every declared index is READY; returns the problems left at the time-out (empty when ready). */
export async function waitForIndexes(
  cloud: Cloud,
  project: string,
  declared: DeclaredIndex[],
  options: WaitOptions,
): Promise<string[]> {
  const deadline = options.now() + options.timeoutMs
  for (;;) {
    const problems = await indexProblems(cloud, project, declared)
    if (problems.length === 0) {
      options.print(`All ${declared.length} composite indexes are READY.`)
      return []
    }
    if (options.now() + options.intervalMs > deadline) return problems
    options.print(
      `${problems.length} of ${declared.length} indexes not READY yet; checking again in ${options.intervalMs / 1000} s.`,
    )
    await options.sleep(options.intervalMs)
  }
}

export async function indexesReady(
  argv: string[],
  deps: { cloud(project: string): Cloud; print(line: string): void } & Partial<WaitOptions>,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, 'timeout-minutes': { type: 'string', default: '20' } },
  })
  const minutes = Number(values['timeout-minutes'])
  if (!values.project || !(minutes > 0)) {
    deps.print('Usage: npm run production:indexes-ready -- --project <id> [--timeout-minutes 20]')
    return 2
  }
  const problems = await waitForIndexes(deps.cloud(values.project), values.project, readDeclaredIndexes(), {
    timeoutMs: minutes * 60_000,
    intervalMs: deps.intervalMs ?? 15_000,
    now: deps.now ?? Date.now,
    sleep: deps.sleep ?? sleep,
    print: deps.print,
  })
  if (problems.length === 0) return 0
  deps.print(`After ${minutes} minutes ${problems.length} indexes are not READY:`)
  for (const problem of problems) deps.print(`- ${problem}`)
  return 1
}

if (import.meta.main) {
  try {
    process.exitCode = await indexesReady(process.argv.slice(2), {
      cloud: createRealCloud,
      print: (line) => console.log(line),
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
