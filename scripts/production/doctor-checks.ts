/**
 * The preflight's checks, as data: each names what it checks, what it would call (for
 * --dry-run), and returns one sentence per problem. doctor.ts runs them before a deploy; the
 * settings functions are passed in so the checks can be tested on their own.
 */
import { readJson, restOk, shellLine, type Cloud } from './cloud.ts'
import { indexProblems, type DeclaredIndex } from './firestore-indexes.ts'
import { deployHookUrl, RELEASE_WORKFLOW, SECRET_NAMES } from './project.ts'

export interface DoctorInput {
  project: string
  /** owner/name; without it, read from the DEPLOY_HOOK_URL secret. */
  repo?: string | undefined
  env: Record<string, string | undefined>
  declaredIndexes: DeclaredIndex[]
  /** src/server/env.ts: the API's production settings, one sentence per problem. */
  settingsProblems(env: Record<string, string | undefined>): string[]
  /** src/build/build-settings.ts: throws a sentence when the build's settings are wrong. */
  buildSettings(env: Record<string, string | undefined>): unknown
}

export interface DoctorCheck {
  /** Set on the checks a release settles itself, which it can skip (doctor.ts --skip-indexes). */
  settledByRelease?: boolean
  title: string
  /** What it would call, for --dry-run. */
  calls: string[]
  run(cloud: Cloud): Promise<string[]>
}

export function doctorChecks(input: DoctorInput): DoctorCheck[] {
  const p = `--project=${input.project}`
  const versions = (name: string) => [
    'secrets',
    'versions',
    'list',
    name,
    p,
    '--filter=state:enabled',
    '--format=json',
  ]
  const access = (name: string) => ['secrets', 'versions', 'access', 'latest', `--secret=${name}`, p]
  const authConfigUrl = `https://identitytoolkit.googleapis.com/admin/v2/projects/${input.project}/config`
  const env: Record<string, string | undefined> = {
    ...input.env,
    PUBLIC_FIREBASE_PROJECT_ID: input.env.PUBLIC_FIREBASE_PROJECT_ID || input.project,
  }
  const siteHost = () => {
    try {
      return new URL(env.SITE_URL ?? '').hostname
    } catch {
      return null
    }
  }
  const secretValue = async (cloud: Cloud, name: string) => {
    const result = await cloud.run('gcloud', access(name))
    return result.code === 0 ? result.stdout.trim() : null
  }

  return [
    {
      title: 'Every secret has an enabled version',
      calls: SECRET_NAMES.map((name) => shellLine('gcloud', versions(name))),
      run: async (cloud) => {
        const problems = []
        for (const name of SECRET_NAMES) {
          const enabled = await readJson<unknown[]>(cloud, 'gcloud', versions(name))
          if (enabled === null) problems.push(`Secret ${name} does not exist: run npm run production:setup.`)
          else if (enabled.length === 0)
            problems.push(
              `Secret ${name} has no enabled version: add one with gcloud secrets versions add ${name} --data-file=- ${p}.`,
            )
        }
        return problems
      },
    },
    {
      title: 'No production setting is missing or a placeholder',
      calls: [
        'reads SITE_URL, MAIL_FROM, BUSINESS_EMAIL, DEFAULT_ADMIN_EMAIL and PUBLIC_FIREBASE_* from the environment',
      ],
      run: () => {
        const problems = input.settingsProblems(env)
        try {
          input.buildSettings({ ...env, STORAGE: 'firebase' })
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error))
        }
        if (env.PUBLIC_FIREBASE_PROJECT_ID !== input.project) {
          problems.push(
            `PUBLIC_FIREBASE_PROJECT_ID is ${env.PUBLIC_FIREBASE_PROJECT_ID}, but this deploy goes to ${input.project}.`,
          )
        }
        return Promise.resolve(problems)
      },
    },
    {
      settledByRelease: true,
      title: `Every composite index in firestore.indexes.json exists and is READY (${input.declaredIndexes.length})`,
      calls: [
        shellLine('gcloud', [
          'firestore',
          'indexes',
          'composite',
          'list',
          '--database=(default)',
          p,
          '--format=json',
        ]),
      ],
      run: (cloud) => indexProblems(cloud, input.project, input.declaredIndexes),
    },
    {
      title: "GitHub accepts the deploy hook's token",
      calls: [
        shellLine('gcloud', access('DEPLOY_HOOK_URL')),
        shellLine('gcloud', access('DEPLOY_HOOK_TOKEN')),
        `GET https://api.github.com/repos/${input.repo ?? '<owner/name>'}/actions/workflows/${RELEASE_WORKFLOW}   (with the token; expects 200)`,
      ],
      run: async (cloud) => {
        const url = await secretValue(cloud, 'DEPLOY_HOOK_URL')
        const token = await secretValue(cloud, 'DEPLOY_HOOK_TOKEN')
        const repo = input.repo ?? /^https:\/\/api\.github\.com\/repos\/([^/]+\/[^/]+)\//.exec(url ?? '')?.[1]
        const problems = []
        if (!repo) return ['The deploy hook cannot be checked: pass --repo <owner/name>.']
        if (url !== deployHookUrl(repo)) {
          problems.push(
            `DEPLOY_HOOK_URL is not ${deployHookUrl(repo)}: set it to that, or content saves will not publish.`,
          )
        }
        if (!token)
          return [...problems, 'DEPLOY_HOOK_TOKEN cannot be read, so the deploy hook cannot be checked.']
        const response = await cloud.http(
          'GET',
          `https://api.github.com/repos/${repo}/actions/workflows/${RELEASE_WORKFLOW}`,
          {
            authorization: `Bearer ${token}`,
            accept: 'application/vnd.github+json',
            'x-github-api-version': '2022-11-28',
            'user-agent': 'harbourline-production-doctor',
          },
        )
        if (response.status !== 200) {
          problems.push(
            `GitHub refused the deploy hook's token (${response.status}): it has expired or cannot see ${repo}; make a new fine-grained token (Actions: read and write, ${repo} only) and add it as a new version of DEPLOY_HOOK_TOKEN.`,
          )
        }
        return problems
      },
    },
    {
      title: "Firebase Auth's authorized domains include the site's host",
      calls: [`GET ${authConfigUrl}`],
      run: async (cloud) => {
        const host = siteHost()
        if (!host) return ["Auth's authorized domains cannot be checked without a valid SITE_URL."]
        const config = await restOk<{ authorizedDomains?: string[] }>(cloud, 'GET', authConfigUrl)
        if (!config) return ['Firebase Auth is not set up in this project: run npm run production:setup.']
        return (config.authorizedDomains ?? []).includes(host)
          ? []
          : [
              `Firebase Auth's authorized domains lack ${host}, so sign-in on the site fails: run npm run production:setup.`,
            ]
      },
    },
  ]
}

/** Runs every check and returns the checklist lines and the problems, one sentence each. */
export async function runDoctor(
  checks: DoctorCheck[],
  cloud: Cloud,
): Promise<{ lines: string[]; problems: string[] }> {
  const lines: string[] = []
  const problems: string[] = []
  for (const check of checks) {
    let found: string[]
    try {
      found = await check.run(cloud)
    } catch (error) {
      found = [
        `${check.title} could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      ]
    }
    lines.push(`${found.length ? '✗' : '✓'} ${check.title}`)
    for (const problem of found) lines.push(`    ${problem}`)
    problems.push(...found)
  }
  return { lines, problems }
}
