import { readFileSync } from 'node:fs'
import { describe, expect, test, vi } from 'vitest'
import { createFakeCloud, emptyProject, type FakeCloud } from '#tests/fakes/fake-cloud.ts'
import type { Cloud } from './cloud.ts'
import { projectSpec, SECRET_NAMES } from './project.ts'
import { runPlan } from './run-plan.ts'
import { setup, type SetupDeps } from './setup.ts'
import { setupPlan } from './setup-plan.ts'

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  storage: unknown
}

const ARGS = [
  '--project',
  'harbourline-prod',
  '--repo',
  'harbourline/site',
  '--site-url',
  'https://www.harbourline.com.au',
  '--alert-email',
  'owner@harbourline.com.au',
  '--billing-account',
  '000000-000000-000000',
]
const SECRETS = {
  SECRET_DEPLOY_HOOK_TOKEN: 'github_pat_0123456789abcdef',
  SECRET_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
}

async function runSetup(cloud: Cloud, args = ARGS, env: Record<string, string> = SECRETS) {
  const lines: string[] = []
  const prompts: string[] = []
  const deps: SetupDeps = {
    cloud: () => cloud,
    env,
    askSecret: (question) => {
      prompts.push(question)
      return Promise.resolve('typed-at-the-prompt-0123456789')
    },
    print: (line) => lines.push(line),
  }
  const code = await setup(args, deps)
  return { code, output: lines.join('\n'), prompts }
}

async function preparedCloud(): Promise<FakeCloud> {
  const cloud = createFakeCloud(emptyProject())
  await runSetup(cloud)
  cloud.changes.length = 0
  cloud.calls.length = 0
  return cloud
}

const indexOfChange = (cloud: FakeCloud, pattern: RegExp) => {
  const index = cloud.changes.findIndex((line) => pattern.test(line))
  expect(index, `a change matching ${pattern}`).toBeGreaterThanOrEqual(0)
  return index
}

describe('production:setup on a new project', () => {
  test('prepares everything, in an order where each step finds what it needs', async () => {
    const cloud = createFakeCloud(emptyProject())
    const { code } = await runSetup(cloud)
    expect(code).toBe(0)

    const order = [
      /^enable .*firestore\.googleapis\.com/,
      /^firestore: create database in australia-southeast1/,
      /^bucket .*: create in australia-southeast1, linked to Firebase/,
      /^auth: initialize/,
      /^auth: set .*passwordPolicyConfig/,
      /^auth: set authorizedDomains/,
      /^secret DEFAULT_ADMIN_SECRET: create/,
      /^secret SMTP_URL: add a version/,
      /^service account site-runtime@/,
      /^secret SMTP_URL: grant roles\/secretmanager.secretAccessor to serviceAccount:site-runtime@/,
      /^service account github-deployer@/,
      /^site-runtime@.*: grant roles\/iam.serviceAccountUser to serviceAccount:github-deployer@/,
      /^pool github: create/,
      /^github-deployer@.*: grant roles\/iam.workloadIdentityUser/,
      /^firestore: point-in-time recovery/,
      /^notificationChannels: create/,
      /^log metric alert-publish-failed/,
      /^uptimeCheckConfigs: create/,
      /^alertPolicies: create "API 5xx responses"/,
      /^budget /,
      /^web app /,
      /^api key /,
    ]
    const positions = order.map((pattern) => indexOfChange(cloud, pattern))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  test('the project ends up as production needs it', async () => {
    const cloud = createFakeCloud(emptyProject())
    const { output } = await runSetup(cloud)
    const { project } = cloud

    expect(project.database).toEqual({
      locationId: 'australia-southeast1',
      type: 'FIRESTORE_NATIVE',
      pitr: true,
      deleteProtection: true,
    })
    expect(project.auth).toMatchObject({
      signIn: { email: { enabled: true, passwordRequired: true } },
      passwordPolicyConfig: {
        passwordPolicyEnforcementState: 'ENFORCE',
        forceUpgradeOnSignin: false,
        passwordPolicyVersions: [{ customStrengthOptions: { minPasswordLength: 8 } }],
      },
      emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
      notification: { sendEmail: { callbackUri: 'https://www.harbourline.com.au/__/auth/action' } },
    })
    expect(project.auth?.authorizedDomains).toEqual(
      expect.arrayContaining(['www.harbourline.com.au', 'harbourline.com.au']),
    )

    // Secrets: taken from the environment, the hook URL derived, the admin secret generated and shown once.
    const value = (name: string) => project.secrets.get(name)?.versions[0]?.value
    expect(value('DEPLOY_HOOK_TOKEN')).toBe(SECRETS.SECRET_DEPLOY_HOOK_TOKEN)
    expect(value('SMTP_URL')).toBe(SECRETS.SECRET_SMTP_URL)
    expect(value('DEPLOY_HOOK_URL')).toBe(
      'https://api.github.com/repos/harbourline/site/actions/workflows/release.yml/dispatches',
    )
    const adminSecret = value('DEFAULT_ADMIN_SECRET')!
    expect(adminSecret.length).toBeGreaterThanOrEqual(16)
    expect(output.split(adminSecret)).toHaveLength(2)
    expect(output).not.toContain(SECRETS.SECRET_SMTP_URL)
    expect(output).not.toContain(SECRETS.SECRET_DEPLOY_HOOK_TOKEN)
    // Secret values never travel as arguments.
    for (const secret of [adminSecret, SECRETS.SECRET_SMTP_URL, SECRETS.SECRET_DEPLOY_HOOK_TOKEN]) {
      expect(cloud.calls.join('\n')).not.toContain(secret)
    }

    // Workload Identity: this repository's production environment only.
    expect(project.pools.get('github')?.providers.get('github')?.attributeCondition).toBe(
      "assertion.repository == 'harbourline/site' && assertion.sub == 'repo:harbourline/site:environment:production'",
    )
    expect(
      project.serviceAccounts.get('github-deployer@harbourline-prod.iam.gserviceaccount.com')?.iam,
    ).toEqual([
      {
        role: 'roles/iam.workloadIdentityUser',
        members: [
          'principal://iam.googleapis.com/projects/123456789012/locations/global/workloadIdentityPools/github/subject/repo:harbourline/site:environment:production',
        ],
      },
    ])

    // The deployer acts as the runtime account only, not project-wide.
    const deployer = 'serviceAccount:github-deployer@harbourline-prod.iam.gserviceaccount.com'
    const projectRoles = (member: string) =>
      project.projectIam.filter((b) => b.members.includes(member)).map((b) => b.role)
    expect(projectRoles(deployer)).not.toContain('roles/iam.serviceAccountUser')
    expect(project.serviceAccounts.get('site-runtime@harbourline-prod.iam.gserviceaccount.com')?.iam).toEqual(
      [{ role: 'roles/iam.serviceAccountUser', members: [deployer] }],
    )
    // Secret access: the runtime all four, the deployer the hook's two, nobody project-wide.
    const runtime = 'serviceAccount:site-runtime@harbourline-prod.iam.gserviceaccount.com'
    expect(projectRoles(runtime).sort()).toEqual(
      [
        'roles/datastore.user',
        'roles/firebaseauth.admin',
        'roles/logging.logWriter',
        'roles/monitoring.metricWriter',
      ].sort(),
    )
    // Deploying storage.rules to the default bucket (firebase.json's storage is one object, not
    // per-bucket targets) makes firebase-tools ask for that bucket first: defaultBucket.get.
    expect(Array.isArray(firebaseJson.storage)).toBe(false)
    expect(projectRoles(deployer)).toContain('roles/firebasestorage.viewer')
    const readers = (name: string) => project.secrets.get(name)?.iam[0]?.members
    expect(readers('SMTP_URL')).toEqual([runtime])
    expect(readers('DEPLOY_HOOK_TOKEN')).toEqual([runtime, deployer])

    expect([...project.logMetrics.values()].map((metric) => metric.filter)).toEqual([
      'jsonPayload.alert="publish-failed"',
      'jsonPayload.alert="publish-stuck"',
      'jsonPayload.alert="mail-pending"',
    ])
    expect(project.alertPolicies.map((policy) => policy.displayName)).toEqual([
      'API 5xx responses',
      'Publish failed or stuck',
      'E-mails pending too long',
      'Site down',
    ])
    expect(JSON.stringify(project.alertPolicies[0]?.body)).toContain(
      'metric.labels.response_code_class = \\"5xx\\"',
    )
    expect(project.uptimeChecks[0]?.body).toMatchObject({
      monitoredResource: { labels: { host: 'www.harbourline.com.au' } },
      httpCheck: { path: '/api/health', acceptedResponseStatusCodes: [{ statusValue: 200 }] },
      contentMatchers: [{ content: 'ok' }],
    })
    const [key] = project.apiKeys.values()
    expect(key?.referrers).toContain('https://www.harbourline.com.au/*')
    expect(key?.targets).toEqual(['identitytoolkit.googleapis.com', 'securetoken.googleapis.com'])

    expect(output).toContain(
      'GCP_WORKLOAD_IDENTITY_PROVIDER=projects/123456789012/locations/global/workloadIdentityPools/github/providers/github',
    )
    expect(output).toContain('PUBLIC_FIREBASE_API_KEY=AIzaFake1')
    expect(output).toContain('PUBLIC_FIREBASE_AUTH_DOMAIN=harbourline-prod.firebaseapp.com')
  })

  test('a secret with no environment variable is asked for, and what is typed is not printed', async () => {
    const cloud = createFakeCloud(emptyProject())
    const { prompts, output } = await runSetup(cloud, ARGS, {})
    expect(prompts.map((question) => question.split(' ')[0])).toEqual(['DEPLOY_HOOK_TOKEN', 'SMTP_URL'])
    expect(cloud.project.secrets.get('SMTP_URL')?.versions[0]?.value).toBe('typed-at-the-prompt-0123456789')
    expect(output).not.toContain('typed-at-the-prompt')
  })
})

describe('production:setup on a prepared project', () => {
  test('a second run changes nothing', async () => {
    const cloud = await preparedCloud()
    const { code, output } = await runSetup(cloud)
    expect(code).toBe(0)
    expect(cloud.changes).toEqual([])
    expect(output).toContain('Nothing to change')
  })

  test('a partly prepared project gets only the missing pieces', async () => {
    const cloud = await preparedCloud()
    const { project } = cloud
    project.secrets.get('SMTP_URL')!.versions[0]!.state = 'DISABLED'
    project.database!.pitr = false
    project.projectIam = project.projectIam.filter((binding) => binding.role !== 'roles/cloudscheduler.admin')
    project.alertPolicies.splice(1, 1)
    ;(project.auth as { emailPrivacyConfig: object }).emailPrivacyConfig = {
      enableImprovedEmailPrivacy: false,
    }
    // A broader binding from the old docs: any workflow of the repository could deploy.
    project.serviceAccounts
      .get('github-deployer@harbourline-prod.iam.gserviceaccount.com')!
      .iam[0]!.members.push(
        'principalSet://iam.googleapis.com/projects/123456789012/locations/global/workloadIdentityPools/github/attribute.repository/harbourline/site',
      )
    project.pools.get('github')!.providers.get('github')!.attributeCondition =
      "assertion.repository=='harbourline/site'"

    await runSetup(cloud)
    expect(cloud.changes).toEqual([
      'auth: set emailPrivacyConfig.enableImprovedEmailPrivacy',
      'secret SMTP_URL: add a version',
      'project: grant roles/cloudscheduler.admin to serviceAccount:github-deployer@harbourline-prod.iam.gserviceaccount.com',
      "provider github: update-oidc admitting assertion.repository == 'harbourline/site' && assertion.sub == 'repo:harbourline/site:environment:production'",
      'github-deployer@harbourline-prod.iam.gserviceaccount.com: revoke roles/iam.workloadIdentityUser from principalSet://iam.googleapis.com/projects/123456789012/locations/global/workloadIdentityPools/github/attribute.repository/harbourline/site',
      'firestore: point-in-time recovery and delete protection on',
      'alertPolicies: create "Publish failed or stuck"',
    ])
  })

  test('each step names what is missing in one sentence', async () => {
    const cloud = await preparedCloud()
    cloud.project.logMetrics.delete('alert-mail-pending')
    const spec = projectSpec({
      project: 'harbourline-prod',
      repo: 'harbourline/site',
      siteUrl: 'https://www.harbourline.com.au',
      alertEmail: 'owner@harbourline.com.au',
      budget: 100,
    })
    const missing = []
    for (const step of setupPlan(spec)) missing.push(...(await step.check(cloud)))
    expect(missing).toEqual(['No log-based metric counts "mail-pending" entries.'])
  })

  test('a database in the wrong place stops the run with a sentence, before anything else changes', async () => {
    const project = emptyProject()
    project.database = {
      locationId: 'us-central1',
      type: 'FIRESTORE_NATIVE',
      pitr: false,
      deleteProtection: false,
    }
    const cloud = createFakeCloud(project)
    const spec = projectSpec({
      project: 'harbourline-prod',
      repo: 'a/b',
      siteUrl: 'https://www.x.com.au',
      alertEmail: 'a@x.com.au',
      budget: 1,
    })
    await expect(
      runPlan(setupPlan(spec), cloud, { secretValue: () => Promise.resolve('x'), log: () => {} }),
    ).rejects.toThrow(/Step 2\. .*us-central1, not FIRESTORE_NATIVE in australia-southeast1/)
    expect(cloud.changes).toEqual([expect.stringMatching(/^enable /)])
  })
})

describe('production:setup --dry-run', () => {
  test('prints the numbered plan and the variables, and calls nothing at all', async () => {
    const cloud = createFakeCloud(emptyProject())
    const { code, output } = await runSetup(cloud, [...ARGS, '--dry-run'])
    expect(code).toBe(0)
    expect(cloud.calls).toEqual([])
    expect(output).toMatch(/^1\. Enable the APIs/m)
    expect(output).toMatch(/^23\. Restrict the browser API key/m)
    expect(output).toContain('$ gcloud firestore databases create')
    expect(output).toContain('FIREBASE_PROJECT=harbourline-prod')
    // The two things no API does, each said where it matters.
    expect(output).toContain('Hosting → Add custom domain')
    expect(output).toContain('Authentication → Templates → Customize domain')
    expect(output).not.toContain(SECRETS.SECRET_SMTP_URL)
  })

  test('without --billing-account the budget step says it is skipped', async () => {
    const { output } = await runSetup(createFakeCloud(), [...ARGS.slice(0, -2), '--dry-run'])
    expect(output).toMatch(/^\d+\. Budget alert: skipped, no --billing-account given/m)
  })

  test('a missing option is named, and nothing runs', async () => {
    const cloud = createFakeCloud()
    const { code, output } = await runSetup(cloud, ['--project', 'p', '--dry-run'])
    expect(code).toBe(2)
    expect(output).toContain('--repo is required. --site-url is required. --alert-email is required.')
    expect(cloud.calls).toEqual([])
  })
})

describe('what the set-up grants is what firebase deploy asks for', () => {
  /** What firebase-functions tells firebase deploy about one function. */
  interface Endpoint {
    serviceAccountEmail?: string
    secretEnvironmentVariables?: { key: string }[]
  }

  test('every function names the runtime account by its full address, the one that may read the secrets', async () => {
    // firebase-tools hands serviceAccount as written to its secret-access step and to each
    // schedule's OIDC token, and expands `site-runtime@` in neither: the shorthand made every
    // deploy try to set each secret's IAM policy, and every Cloud Scheduler job name an account
    // that does not exist. firebase deploy reads the functions with GCLOUD_PROJECT set.
    const { project, runtimeAccount } = projectSpec({
      project: 'harbourline-prod',
      repo: 'harbourline/site',
      siteUrl: 'https://www.harbourline.com.au',
      alertEmail: 'owner@harbourline.com.au',
      budget: 100,
    })
    vi.stubEnv('GCLOUD_PROJECT', project)
    try {
      // The functions' options are read as their module loads, and the unit files share a
      // worker's modules (vitest.config.ts): another file may have loaded them without the
      // project. The query makes this a load of its own, under this project.
      const functions = (await import(
        /* @vite-ignore */ `../../functions/src/index.ts?project=${project}`
      )) as typeof import('../../functions/src/index.ts')
      const endpoints = Object.entries(functions).map(([name, exported]) => ({
        name,
        ...(exported as { __endpoint: Endpoint }).__endpoint,
      }))
      expect(endpoints).toHaveLength(7)
      for (const endpoint of endpoints) {
        expect(endpoint.serviceAccountEmail, endpoint.name).toBe(runtimeAccount)
        for (const { key } of endpoint.secretEnvironmentVariables ?? [])
          expect(SECRET_NAMES, `${endpoint.name} reads ${key}`).toContain(key)
      }
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
