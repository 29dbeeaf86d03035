/**
 * The GitHub Actions workflows, read as data: how anything reaches production (release.yml)
 * and what may act as the production deployer. A change that reorders the release, lets a
 * second path release Hosting, builds an untested commit or hands the Google identity to the
 * test job fails here, before it fails a real deploy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'

const root = join(import.meta.dirname, '..', '..')
const workflowsDir = join(root, '.github', 'workflows')

interface Step {
  name?: string
  id?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string>
}
interface Job {
  if?: string
  environment?: string
  permissions?: Record<string, string>
  concurrency?: { group: string; 'cancel-in-progress'?: boolean }
  steps: Step[]
}
interface Workflow {
  name: string
  on: Record<string, unknown>
  permissions?: Record<string, string>
  concurrency?: unknown
  jobs: Record<string, Job>
}

const workflows = Object.fromEntries(
  readdirSync(workflowsDir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => [file, parse(readFileSync(join(workflowsDir, file), 'utf8')) as Workflow]),
)
const allJobs = Object.entries(workflows).flatMap(([file, workflow]) =>
  Object.entries(workflow.jobs).map(([name, job]) => ({ file, name, job })),
)
const release = workflows['release.yml']!.jobs.release!
const script = (step: Step) => step.run ?? ''
/** The index of the one step of the release whose command matches. */
function stepIndex(pattern: RegExp): number {
  const found = release.steps.flatMap((step, index) => (pattern.test(script(step)) ? [index] : []))
  expect(found, `one release step runs ${pattern}`).toHaveLength(1)
  return found[0]!
}
/** Whether a step puts something live on Firebase. */
const releases = (step: Step) =>
  /firebase deploy|publish-site\.ts --target firebase(?! --record-failure)/.test(script(step))

describe('the release', () => {
  test('runs in this order: preflight, rules and indexes, indexes READY, settings, functions, then the pages', () => {
    const order = [
      stepIndex(/production:doctor/),
      stepIndex(/firebase deploy --only firestore,storage/),
      stepIndex(/production:indexes-ready/),
      stepIndex(/write-function-env\.ts/),
      // functions/lib is not in the repository: the bundle is built before it is deployed.
      stepIndex(/npm run build:functions/),
      stepIndex(/firebase deploy --only functions/),
      stepIndex(/publish-site\.ts --target firebase --force/),
    ]
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // The preflight comes before the indexes deploy, so it leaves them to the wait that follows.
    expect(script(release.steps[order[0]!]!)).toContain('--skip-indexes')
    // Nothing reads Firestore to build before the indexes are READY.
    const builds = release.steps.flatMap((step, index) =>
      /npm run build|astro build|publish-site\.ts --target firebase --force/.test(script(step))
        ? [index]
        : [],
    )
    expect(Math.min(...builds)).toBeGreaterThan(stepIndex(/production:indexes-ready/))
  })

  test('the functions deploy cannot stop on a question', () => {
    // firebase-tools asks how long to keep the functions' images when gcf-artifacts has no
    // clean-up policy; --non-interactive alone turns that into a failed step (decision 030).
    expect(script(release.steps[stepIndex(/firebase deploy --only functions/)]!)).toMatch(
      /--non-interactive --force\b/,
    )
  })

  test('builds the newest commit on main whose tests passed, not whatever main points at', () => {
    const tested = release.steps.find((step) => step.id === 'tested')!
    expect(script(tested)).toMatch(/gh run list .*--workflow test\.yml --branch main --event push/)
    expect(script(tested)).toMatch(/--status success/)
    const checkout = release.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!
    expect(checkout.with?.ref).toBe('${{ steps.tested.outputs.sha }}')
    // A push starts it only through a successful test run of that push.
    const { on } = workflows['release.yml']!
    expect(on.workflow_run).toMatchObject({ workflows: [workflows['test.yml']!.name], types: ['completed'] })
    expect(release.if).toMatch(/workflow_run\.conclusion == 'success'/)
    expect(Object.keys(on).sort()).toEqual(['workflow_dispatch', 'workflow_run'])
  })

  test('a run that fails or is cancelled is recorded for the admin', () => {
    const last = release.steps.at(-1)!
    expect(last.if).toBe('failure() || cancelled()')
    expect(script(last)).toMatch(/publish-site\.ts --target firebase --record-failure/)
    expect(script(last)).toContain('--since "${{ steps.tested.outputs.started }}"')
  })

  test('every Hosting or Firebase release happens in one job, in one concurrency group that never cancels', () => {
    const releasing = allJobs.filter(({ job }) => job.steps.some(releases))
    expect(releasing.map(({ file, name }) => `${file}#${name}`)).toEqual(['release.yml#release'])
    expect(release.concurrency).toEqual({ group: 'production-release', 'cancel-in-progress': false })
    expect(release.environment).toBe('production')
  })

  test('the commands it runs exist', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    for (const step of allJobs.flatMap(({ job }) => job.steps)) {
      for (const [, name] of script(step).matchAll(/npm run ([\w:-]+)/g))
        expect(scripts).toHaveProperty([name!])
      for (const [, file] of script(step).matchAll(/node (scripts\/[\w/.-]+\.ts)/g)) {
        expect(existsSync(join(root, file!)), file).toBe(true)
      }
    }
  })
})

describe("the production deployer's identity", () => {
  test('only the release job may take it on: no workflow grants id-token, the test job has none', () => {
    for (const [file, workflow] of Object.entries(workflows)) {
      expect(workflow.permissions?.['id-token'], `${file} grants id-token to every job`).toBeUndefined()
    }
    const withToken = allJobs.filter(({ job }) => job.permissions?.['id-token'] === 'write')
    expect(withToken.map(({ file, name }) => `${file}#${name}`)).toEqual(['release.yml#release'])
    expect(workflows['test.yml']!.permissions).toEqual({ contents: 'read' })
  })

  test('the release job asks for no more than it uses', () => {
    expect(release.permissions).toEqual({ contents: 'read', actions: 'read', 'id-token': 'write' })
    expect(workflows['release.yml']!.permissions).toEqual({})
  })
})

describe('the actions and packages stay current', () => {
  const minimumMajor: Record<string, number> = {
    'actions/checkout': 6,
    'actions/setup-node': 6,
    'google-github-actions/auth': 3,
  }

  test('every action is on a current major', () => {
    const used = allJobs.flatMap(({ job }) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])))
    expect(used.length).toBeGreaterThan(0)
    for (const uses of used) {
      const [action, version] = uses.split('@')
      expect(minimumMajor, `${action} is not a known action`).toHaveProperty([action!])
      expect(Number(/^v(\d+)/.exec(version!)?.[1]), uses).toBeGreaterThanOrEqual(minimumMajor[action!]!)
    }
  })

  test('Dependabot proposes updates of the npm packages (both lockfiles) and of the actions', () => {
    const config = parse(readFileSync(join(root, '.github', 'dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; directory: string }[]
    }
    expect(
      config.updates.map((update) => `${update['package-ecosystem']} ${update.directory}`).sort(),
    ).toEqual(['github-actions /', 'npm /', 'npm /functions'])
  })
})
