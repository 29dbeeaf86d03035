/**
 * The content rebuild that a deploy hook starts (docs/decisions/013-publish-loop.md): it
 * records that a build began, builds the static site from the content store, puts it live and
 * records the outcome, which the admin's blog screen shows.
 *
 *   node scripts/publish-site.ts --target firebase   the release workflow: reads Firestore, deploys Hosting
 *   node scripts/publish-site.ts --target firebase --record-failure --since <time> --reason <text>
 *                                                    the release workflow, when a run fails or is cancelled
 *   node scripts/publish-site.ts --dry-run          prints those steps for FIREBASE_PROJECT, doing none
 *   publishSite(localTarget(dataDir))                the local stack's hook server (publish-hook.ts)
 *
 * The build's start is recorded before the build reads anything, so a change saved after that
 * moment is known to be missing from this build and makes the API call the hook again. A call
 * that finds the live site already built after the last change publishes nothing new and is
 * skipped: the call that waited during a build whose start was after every change (--force builds
 * anyway). A skip records its start like a build, since that start is what tells the API its
 * call was answered; without it the next change would wait for a build that never comes.
 */
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { join } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { siteStatus } from '../src/domain/publish.ts'
import { readBuildStamp } from '../src/build/build-stamp.ts'
import { compose } from '../src/server/compose.ts'
import type { PublishStateStore } from '../src/server/ports/publish-state.ts'
import { goLive, prepareStaging, stagingDir as liveStagingDir } from './live-site.ts'
import { root } from './stack.ts'

export interface PublishTarget {
  /** Where the build records its start and its outcome. */
  state: PublishStateStore
  /** Builds the site from the content. */
  build(log: (text: string) => void): Promise<void>
  /** Puts what `build` made live. */
  release(log: (text: string) => void): Promise<void>
  close(): Promise<void>
}

export interface PublishOutcome {
  ok: boolean
  /** Why it failed. */
  error?: string
  /** Nothing was built: the live site already showed every change. */
  skipped?: boolean
  ms: number
}

export interface PublishOptions {
  log?: (text: string) => void
  now?: () => Date
  /** Builds even when the live site already shows every change (a maintainer's rebuild). */
  force?: boolean
}

/** One line on a rebuild's outcome, for the console and the rebuilds' log. */
export function describeOutcome(outcome: PublishOutcome): string {
  if (outcome.skipped) return 'Nothing to publish: the live site already shows every change.'
  if (outcome.ok)
    return `Published: the site was rebuilt from the content in ${(outcome.ms / 1000).toFixed(1)} s.`
  return `Publishing failed: ${outcome.error}`
}

/** One rebuild, start to finish; never throws (the outcome is recorded and returned). */
export async function publishSite(
  target: PublishTarget,
  { log = () => {}, now = () => new Date(), force = false }: PublishOptions = {},
): Promise<PublishOutcome> {
  const started = now()
  // Recorded before anything is read, skip or build: a change saved after this moment calls the
  // hook again (needsHookCall), and a change saved before it is in what is read next.
  const before = await target.state.update({
    build_started_at: started.toISOString(),
    build_finished_at: null,
    build_error: null,
  })
  if (!force && siteStatus(before).state === 'live') {
    await target.state.update({ build_finished_at: now().toISOString() })
    return { ok: true, skipped: true, ms: now().getTime() - started.getTime() }
  }
  try {
    await target.build(log)
    await target.release(log)
    await target.state.update({ build_finished_at: now().toISOString(), live_as_of: started.toISOString() })
    return { ok: true, ms: now().getTime() - started.getTime() }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await target.state.update({ build_finished_at: now().toISOString(), build_error: message })
    return { ok: false, error: message, ms: now().getTime() - started.getTime() }
  }
}

/**
 * Records a release run that failed or was cancelled before its build recorded an outcome (the
 * release workflow's last step), so the admin's blog screen says so instead of "Publishing"
 * until the watch notices (src/server/services/site-watch.ts). A build of this run (begun at or
 * after `since`) that recorded its outcome is left as it is. Returns whether it recorded.
 */
export async function recordUnfinishedRun(
  state: PublishStateStore,
  { since, reason, now = () => new Date() }: { since: string; reason: string; now?: () => Date },
): Promise<boolean> {
  const current = await state.read()
  const builtInThisRun = current.build_started_at !== null && current.build_started_at >= since
  if (builtInThisRun && current.build_finished_at !== null) return false
  const at = now().toISOString()
  // A start in this run keeps its time; otherwise the failed attempt is the newest one.
  await state.update({
    build_started_at: builtInThisRun ? current.build_started_at : at,
    build_finished_at: at,
    build_error: reason,
  })
  return true
}

/**
 * The local stack, as it starts: the site it serves is a build, whether the publish loop made it
 * or `npm run build` did; its stamp says when it began (src/build/build-stamp.ts). Recorded as the
 * last build unless the state knows a later one, so the live site's content is known from the
 * first save on. Without it, the first post saved on a fresh stack was labelled Live before any
 * rebuild (postPublishState's rule for a site that never recorded a build).
 */
export async function recordServedBuild(state: PublishStateStore, siteDir: string): Promise<void> {
  const stamp = readBuildStamp(siteDir)
  if (!stamp) return
  const { build_started_at } = await state.read()
  if (build_started_at !== null && build_started_at >= stamp.started_at) return
  await state.update({
    build_started_at: stamp.started_at,
    build_finished_at: stamp.finished_at,
    build_error: null,
    live_as_of: stamp.started_at,
  })
}

/**
 * Runs a command of the project; rejects with its last line of output when it fails, which is
 * what the admin reads as the reason.
 */
export function runStep(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: (text: string) => void,
  { yieldCpu = false }: { yieldCpu?: boolean } = {},
): Promise<void> {
  const child = spawn(join(root, 'node_modules', '.bin', command), args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (yieldCpu && child.pid !== undefined) setPriority(child.pid, 10)
  let tail = ''
  const keep = (data: Buffer) => {
    const text = data.toString()
    log(text)
    tail = (tail + text).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve()
      const last = stripVTControlCharacters(tail)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .at(-1)
      reject(new Error(`${command} ${args[0] ?? ''} failed (exit code ${code})${last ? `: ${last}` : ''}`))
    })
  })
}

/**
 * The local stack: content from the SQLite file in `dataDir`, the site swapped in place.
 * `yieldCpu`: the build runs at a lower CPU priority than the machine's other work (the stack's
 * rebuilds: the developer's editor and browser, or the tests, stay quick).
 */
export async function localTarget(
  dataDir: string,
  { yieldCpu = false, stagingDir }: { yieldCpu?: boolean; stagingDir?: string } = {},
): Promise<PublishTarget> {
  const runtime = await compose({
    settings: { STORAGE: 'local', DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: '/api/media' },
  })
  // Staged beside the live builds unless told otherwise (a test that builds and never releases).
  const outDir = stagingDir ?? liveStagingDir
  return {
    state: runtime.adapters.publishState,
    async build(log) {
      if (!stagingDir) prepareStaging()
      await runStep(
        'astro',
        ['build'],
        { ...process.env, STORAGE: 'local', DATA_DIR: dataDir, SITE_OUT_DIR: outDir },
        log,
        { yieldCpu },
      )
    },
    async release() {
      goLive(outDir)
    },
    close: () => runtime.close(),
  }
}

/**
 * Production, in the publish workflow: content from Firestore, the production build (which
 * refuses to finish without its settings), its CSP hashes, then `firebase deploy --only hosting`.
 * Google credentials come from the workflow (Workload Identity Federation); see docs/deploying.md.
 */
export async function firebaseTarget(): Promise<PublishTarget> {
  const project = process.env.FIREBASE_PROJECT
  if (!project) throw new Error('FIREBASE_PROJECT is not set: name the Firebase project to deploy to.')
  const { initializeApp, deleteApp } = await import('firebase-admin/app')
  const app = initializeApp({ projectId: project }, 'publish-site')
  const { adapters } = await compose({
    settings: { STORAGE: 'firebase', DATA_DIR: '.data', PUBLIC_MEDIA_BASE: '/api/media' },
    firebaseApp: app,
  })
  const env = { ...process.env, STORAGE: 'firebase' }
  return {
    state: adapters.publishState,
    async build(log) {
      await runStep('astro', ['build'], env, log)
      await runStep('node', [join(root, 'scripts', 'sync-csp.ts')], env, log)
    },
    async release(log) {
      await runStep(
        'firebase',
        ['deploy', '--only', 'hosting', '--project', project, '--non-interactive'],
        env,
        log,
      )
    },
    async close() {
      await deleteApp(app)
    },
  }
}

const USAGE =
  'usage: node scripts/publish-site.ts --target firebase [--force | --record-failure --since <time> --reason <text>] [--dry-run] (the local stack publishes through its hook)'

/** What a release run's publish step does in `project`, as --dry-run prints it. */
function publishPlan(
  project: string,
  { force = false, recordFailure = false }: { force?: boolean; recordFailure?: boolean } = {},
): string[] {
  if (recordFailure)
    return [
      `Record in Firestore (${project}) that the run since --since did not finish, with --reason, unless it recorded its own outcome`,
    ]
  return [
    `Read the publish state in Firestore (${project})${force ? '' : '; stop if the live site was built after the last change'}`,
    `Record the build's start in Firestore (${project})`,
    'astro build (STORAGE=firebase): the site from Firestore',
    'node scripts/sync-csp.ts: the CSP hashes of this build into firebase.json',
    `firebase deploy --only hosting --project ${project} --non-interactive`,
    `Record the outcome in Firestore (${project}), for the admin's blog screen`,
  ]
}

if (import.meta.main) {
  let options
  try {
    // Strict: a misspelt flag (--dryrun) must stop here, not build and deploy for real.
    options = parseArgs({
      args: process.argv.slice(2),
      options: {
        target: { type: 'string', default: 'firebase' },
        force: { type: 'boolean', default: false },
        'record-failure': { type: 'boolean', default: false },
        since: { type: 'string' },
        reason: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
  if (options.target !== 'firebase') {
    console.error(USAGE)
    process.exit(2)
  }
  if (options['dry-run']) {
    const project = process.env.FIREBASE_PROJECT || '<FIREBASE_PROJECT>'
    const steps = publishPlan(project, { force: options.force, recordFailure: options['record-failure'] })
    console.log(steps.map((step, index) => `${index + 1}. ${step}`).join('\n'))
    console.log('(dry run: nothing was read, built or deployed)')
    process.exit(0)
  }
  const publishing = await firebaseTarget()
  if (options['record-failure']) {
    const since = options.since || new Date(0).toISOString()
    const reason = options.reason || 'The release run did not finish.'
    const recorded = await recordUnfinishedRun(publishing.state, { since, reason })
    await publishing.close()
    console.log(recorded ? `Recorded for the admin: ${reason}` : 'This run recorded its own outcome.')
    process.exit(0)
  }
  const outcome = await publishSite(publishing, {
    log: (text) => process.stdout.write(text),
    force: options.force,
  })
  await publishing.close()
  console.log(describeOutcome(outcome))
  process.exit(outcome.ok ? 0 : 1)
}
