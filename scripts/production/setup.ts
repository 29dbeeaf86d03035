/**
 * npm run production:setup -- --project <id> --repo <owner/name> --site-url https://www.example.com.au
 *   --alert-email <addr> [--billing-account <id>] [--budget <AUD>] [--mail-from <sender>]
 *   [--business-email <addr>] [--admin-email <addr>] [--dry-run]
 *
 * Prepares a Firebase project for production from nothing, and can be run again: every step
 * checks first and changes only what is missing (setup-plan.ts). --dry-run prints the plan and
 * calls nothing. At the end it prints the GitHub repository variables to set. Needs gcloud
 * (logged in as a project owner) and firebase-tools (npx firebase). See docs/deploying.md and
 * docs/decisions/030-production-setup.md.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createRealCloud, type Cloud } from './cloud.ts'
import {
  deployHookUrl,
  projectSpec,
  workloadIdentityProvider,
  type ProjectSpec,
  type SecretName,
} from './project.ts'
import { describePlan, runPlan } from './run-plan.ts'
import { setupPlan, webAppConfig } from './setup-plan.ts'

export interface SetupDeps {
  cloud(project: string): Cloud
  env: Record<string, string | undefined>
  /** Asks for a secret without echoing it. */
  askSecret(question: string): Promise<string>
  print(line: string): void
}

const USAGE =
  'Usage: npm run production:setup -- --project <id> --repo <owner/name> --site-url https://www.example.com.au --alert-email <addr> [--billing-account <id>] [--budget <AUD>] [--mail-from <sender>] [--business-email <addr>] [--admin-email <addr>] [--dry-run]'

/** Runs the command; returns its exit code. */
export async function setup(argv: string[], deps: SetupDeps): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      repo: { type: 'string' },
      'site-url': { type: 'string' },
      'alert-email': { type: 'string' },
      'billing-account': { type: 'string' },
      budget: { type: 'string', default: '100' },
      'mail-from': { type: 'string' },
      'business-email': { type: 'string' },
      'admin-email': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  })
  const problems = optionProblems(values)
  if (problems.length) {
    deps.print(`${problems.join(' ')}\n${USAGE}`)
    return 2
  }
  const spec = projectSpec({
    project: values.project!,
    repo: values.repo!,
    siteUrl: values['site-url']!,
    alertEmail: values['alert-email']!,
    billingAccount: values['billing-account'],
    budget: Number(values.budget),
  })
  const steps = setupPlan(spec)
  const extra = {
    mailFrom: values['mail-from'],
    businessEmail: values['business-email'],
    adminEmail: values['admin-email'],
  }

  if (values['dry-run']) {
    deps.print(
      `Plan for ${spec.project} (dry run: nothing is called). Each step checks first and changes only what is missing.\n`,
    )
    deps.print(describePlan(steps))
    deps.print('')
    deps.print(repositoryVariables(spec, extra, null))
    return 0
  }

  const cloud = deps.cloud(spec.project)
  const changed = await runPlan(steps, cloud, {
    secretValue: (name) => secretValue(name, spec, deps),
    log: deps.print,
  })
  deps.print(
    changed === 0
      ? '\nNothing to change: the project was already prepared.'
      : `\n${changed} steps changed something.`,
  )
  const config = await webAppConfig(cloud, spec.project)
  const project = await cloud.run('gcloud', [
    'projects',
    'describe',
    spec.project,
    '--format=value(projectNumber)',
  ])
  deps.print('')
  deps.print(
    repositoryVariables(spec, extra, {
      projectNumber: project.stdout.trim(),
      apiKey: config?.apiKey ?? '',
      authDomain: config?.authDomain ?? '',
    }),
  )
  return 0
}

function optionProblems(values: Record<string, string | boolean | undefined>): string[] {
  const problems = ['project', 'repo', 'site-url', 'alert-email']
    .filter((name) => !values[name])
    .map((name) => `--${name} is required.`)
  const repo = values.repo
  if (typeof repo === 'string' && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    problems.push(`--repo "${repo}" is not owner/name.`)
  const site = values['site-url']
  if (typeof site === 'string') {
    let url: URL | null = null
    try {
      url = new URL(site)
    } catch {
      problems.push(`--site-url "${site}" is not a URL.`)
    }
    if (url && url.protocol !== 'https:') problems.push(`--site-url "${site}" is not an https:// address.`)
  }
  const budget = Number(values.budget)
  if (!Number.isFinite(budget) || budget <= 0) problems.push('--budget must be a positive number of AUD.')
  return problems
}

/**
 * A secret's first value: SECRET_<NAME> from the environment, or a prompt that does not echo.
 * DEFAULT_ADMIN_SECRET may be generated (printed once: it is what /admin/create-default-admin
 * asks for); DEPLOY_HOOK_URL defaults to the release workflow's dispatch URL.
 */
async function secretValue(name: SecretName, spec: ProjectSpec, deps: SetupDeps): Promise<string> {
  const fromEnv = deps.env[`SECRET_${name}`]?.trim()
  if (fromEnv) return fromEnv
  if (name === 'DEFAULT_ADMIN_SECRET') {
    const generated = randomBytes(24).toString('base64url')
    deps.print(
      `     DEFAULT_ADMIN_SECRET, generated; keep it somewhere safe, it is not shown again: ${generated}`,
    )
    return generated
  }
  if (name === 'DEPLOY_HOOK_URL') return deployHookUrl(spec.repo)
  const question =
    name === 'DEPLOY_HOOK_TOKEN'
      ? `DEPLOY_HOOK_TOKEN (a fine-grained GitHub token for ${spec.repo} only, Actions: read and write): `
      : 'SMTP_URL (smtps://<user>:<password>@<host>:465): '
  for (;;) {
    const answer = (await deps.askSecret(question)).trim()
    if (answer) return answer
    deps.print(`     ${name} cannot be empty: firebase deploy refuses a secret without a version.`)
  }
}

interface KnownValues {
  projectNumber: string
  apiKey: string
  authDomain: string
}

/** The variables of the GitHub environment "production", as lines to copy. */
export function repositoryVariables(
  spec: ProjectSpec,
  extra: {
    mailFrom?: string | undefined
    businessEmail?: string | undefined
    adminEmail?: string | undefined
  },
  known: KnownValues | null,
): string {
  const later = '<printed by the real run>'
  const domain = spec.siteHosts.at(-1)!
  const variables: [string, string][] = [
    ['FIREBASE_PROJECT', spec.project],
    ['GCP_WORKLOAD_IDENTITY_PROVIDER', known ? workloadIdentityProvider(known.projectNumber) : later],
    ['GCP_SERVICE_ACCOUNT', spec.deployerAccount],
    ['SITE_URL', spec.siteOrigin],
    ['PUBLIC_FIREBASE_API_KEY', known?.apiKey || later],
    ['PUBLIC_FIREBASE_AUTH_DOMAIN', known?.authDomain || later],
    [
      'MAIL_FROM',
      extra.mailFrom ?? `<set it: the sender on ${domain}, e.g. "Business name <no-reply@${domain}>">`,
    ],
    ['BUSINESS_EMAIL', extra.businessEmail ?? '<set it: the inbox that receives enquiry notices>'],
    ['DEFAULT_ADMIN_EMAIL', extra.adminEmail ?? '<set it: the first admin’s e-mail address>'],
  ]
  return [
    `Set these variables in GitHub: ${spec.repo} → Settings → Environments → production (none is secret):`,
    ...variables.map(([name, value]) => `  ${name}=${value}`),
  ].join('\n')
}

/** Reads a line from the terminal without echoing it. */
function askSecret(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin
    process.stdout.write(question)
    if (input.isTTY) input.setRawMode(true)
    let value = ''
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          input.off('data', onData)
          if (input.isTTY) input.setRawMode(false)
          input.pause()
          process.stdout.write('\n')
          resolve(value)
          return
        }
        if (char === '\u0003') process.exit(130)
        value = char === '\u007f' ? value.slice(0, -1) : value + char
      }
    }
    input.on('data', onData)
    input.resume()
  })
}

if (import.meta.main) {
  try {
    process.exitCode = await setup(process.argv.slice(2), {
      cloud: createRealCloud,
      env: process.env,
      askSecret,
      print: (line) => console.log(line),
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
