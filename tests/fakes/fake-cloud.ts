/**
 * A Google Cloud project in memory, behind the Cloud port of scripts/production/cloud.ts. It
 * answers exactly the gcloud and firebase commands and REST calls the production commands make
 * (setup-plan.ts, doctor-checks.ts, firestore-indexes.ts), with the shapes Google's tools print,
 * and records every call and every change, so tests can show what a run would do to a project.
 * A command it does not know fails the test that sent it.
 */
import type { Cloud, HttpResult, RunResult } from '../../scripts/production/cloud.ts'

interface Binding {
  role: string
  members: string[]
}

interface FakeIndex {
  collectionGroup: string
  queryScope: string
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[]
  state: string
}

export interface FakeProject {
  projectId: string
  projectNumber: string
  services: Set<string>
  database: { locationId: string; type: string; pitr: boolean; deleteProtection: boolean } | null
  backupSchedules: { retention: string; daily: boolean }[]
  buckets: Map<string, { location: string; firebase: boolean; iam: Binding[] }>
  /** Identity Toolkit's project config; null until Auth is initialized. */
  auth: Record<string, unknown> | null
  secrets: Map<string, { versions: { value: string; state: string }[]; iam: Binding[] }>
  serviceAccounts: Map<string, { iam: Binding[] }>
  projectIam: Binding[]
  pools: Map<string, { providers: Map<string, { attributeCondition: string; issuerUri: string }> }>
  channels: { name: string; type: string; labels: Record<string, string> }[]
  logMetrics: Map<string, { filter: string }>
  alertPolicies: { name: string; displayName: string; body: unknown }[]
  uptimeChecks: { name: string; displayName: string; body: unknown }[]
  budgets: { displayName: string; args: string[] }[]
  webApps: { appId: string; apiKey: string }[]
  apiKeys: Map<string, { name: string; referrers: string[]; targets: string[] }>
  indexes: FakeIndex[]
  /** GitHub tokens that GitHub's API accepts. */
  githubTokens: Set<string>
}

export interface FakeCloud extends Cloud {
  project: FakeProject
  /** Every call, as "gcloud …", "npx firebase …", "GET url" or "HTTP GET url". */
  calls: string[]
  /** Every change to the project, in order, one line each. */
  changes: string[]
}

export function emptyProject(projectId = 'harbourline-prod'): FakeProject {
  return {
    projectId,
    projectNumber: '123456789012',
    services: new Set(),
    database: null,
    backupSchedules: [],
    buckets: new Map(),
    auth: null,
    secrets: new Map(),
    serviceAccounts: new Map(),
    projectIam: [{ role: 'roles/owner', members: ['user:owner@harbourline.com.au'] }],
    pools: new Map(),
    channels: [],
    logMetrics: new Map(),
    alertPolicies: [],
    uptimeChecks: [],
    budgets: [],
    webApps: [],
    apiKeys: new Map(),
    indexes: [],
    githubTokens: new Set(),
  }
}

const ok = (value: unknown): RunResult => ({ code: 0, stdout: JSON.stringify(value), stderr: '' })
const done: RunResult = { code: 0, stdout: '', stderr: '' }
const notFound = (what: string): RunResult => ({
  code: 1,
  stdout: '',
  stderr: `ERROR: (gcloud) NOT_FOUND: ${what}`,
})

/** Splits gcloud's arguments into words and --flag=value pairs (flags may repeat). */
function parse(args: readonly string[]) {
  const words: string[] = []
  const flags = new Map<string, string[]>()
  for (const arg of args) {
    if (!arg.startsWith('--')) {
      words.push(arg)
      continue
    }
    const [name, ...rest] = arg.slice(2).split('=')
    flags.set(name!, [...(flags.get(name!) ?? []), rest.join('=')])
  }
  const flag = (name: string) => flags.get(name)?.[0]
  return { words, flag, all: (name: string) => flags.get(name) ?? [] }
}

function addBinding(bindings: Binding[], role: string, member: string) {
  const binding = bindings.find((each) => each.role === role)
  if (binding) {
    if (!binding.members.includes(member)) binding.members.push(member)
  } else bindings.push({ role, members: [member] })
}

function removeBinding(bindings: Binding[], role: string, member: string) {
  const binding = bindings.find((each) => each.role === role)
  if (binding) binding.members = binding.members.filter((each) => each !== member)
}

export function createFakeCloud(project: FakeProject = emptyProject()): FakeCloud {
  const calls: string[] = []
  const changes: string[] = []
  const change = (line: string) => changes.push(line)
  const P = project.projectId

  function gcloud(args: readonly string[], input?: string): RunResult {
    const { words, flag, all } = parse(args)
    const key = words.slice(0, 3).join(' ')
    const two = words.slice(0, 2).join(' ')
    const format = flag('format')

    if (two === 'services list') return ok([...project.services].map((name) => ({ config: { name } })))
    if (two === 'services enable') {
      for (const service of words.slice(2)) project.services.add(service)
      change(`enable ${words.slice(2).join(' ')}`)
      return done
    }
    if (two === 'projects describe') {
      return format === 'value(projectNumber)'
        ? { code: 0, stdout: `${project.projectNumber}\n`, stderr: '' }
        : ok({ projectId: P, projectNumber: project.projectNumber })
    }
    if (key === `projects get-iam-policy ${P}`) return ok({ bindings: project.projectIam })
    if (key === `projects add-iam-policy-binding ${P}`) {
      addBinding(project.projectIam, flag('role')!, flag('member')!)
      change(`project: grant ${flag('role')} to ${flag('member')}`)
      return done
    }

    if (key === 'firestore databases describe') {
      const database = project.database
      if (!database) return notFound('database (default)')
      return ok({
        locationId: database.locationId,
        type: database.type,
        pointInTimeRecoveryEnablement: database.pitr
          ? 'POINT_IN_TIME_RECOVERY_ENABLED'
          : 'POINT_IN_TIME_RECOVERY_DISABLED',
        deleteProtectionState: database.deleteProtection
          ? 'DELETE_PROTECTION_ENABLED'
          : 'DELETE_PROTECTION_DISABLED',
      })
    }
    if (key === 'firestore databases create') {
      project.database = {
        locationId: flag('location')!,
        type: flag('type') === 'firestore-native' ? 'FIRESTORE_NATIVE' : 'DATASTORE_MODE',
        pitr: false,
        deleteProtection: all('delete-protection').length > 0,
      }
      change(`firestore: create database in ${flag('location')}`)
      return done
    }
    if (key === 'firestore databases update') {
      if (!project.database) return notFound('database (default)')
      if (all('enable-pitr').length) project.database.pitr = true
      if (all('delete-protection').length) project.database.deleteProtection = true
      change('firestore: point-in-time recovery and delete protection on')
      return done
    }
    if (words.slice(0, 4).join(' ') === 'firestore backups schedules list') {
      return ok(
        project.backupSchedules.map((schedule, index) => ({
          name: `projects/${P}/databases/(default)/backupSchedules/${index}`,
          retention: schedule.retention,
          ...(schedule.daily ? { dailyRecurrence: {} } : { weeklyRecurrence: { day: 'SUNDAY' } }),
        })),
      )
    }
    if (words.slice(0, 4).join(' ') === 'firestore backups schedules create') {
      const weeks = Number(/^(\d+)w$/.exec(flag('retention') ?? '')?.[1])
      project.backupSchedules.push({
        retention: `${weeks * 7 * 86400}s`,
        daily: flag('recurrence') === 'daily',
      })
      change(`firestore: daily backups kept ${flag('retention')}`)
      return done
    }
    if (words.slice(0, 4).join(' ') === 'firestore indexes composite list') {
      return ok(
        project.indexes.map((index, n) => ({
          name: `projects/${P}/databases/(default)/collectionGroups/${index.collectionGroup}/indexes/i${n}`,
          queryScope: index.queryScope,
          fields: [...index.fields, { fieldPath: '__name__', order: 'ASCENDING' }],
          state: index.state,
        })),
      )
    }

    if (key === 'storage buckets describe') {
      const bucket = project.buckets.get(words[3]!.replace('gs://', ''))
      return bucket
        ? ok({ name: words[3], location: bucket.location.toUpperCase() })
        : notFound(`bucket ${words[3]}`)
    }
    if (key === 'storage buckets get-iam-policy') {
      const bucket = project.buckets.get(words[3]!.replace('gs://', ''))
      return bucket ? ok({ bindings: bucket.iam }) : notFound(`bucket ${words[3]}`)
    }
    if (key === 'storage buckets add-iam-policy-binding') {
      const bucket = project.buckets.get(words[3]!.replace('gs://', ''))
      if (!bucket) return notFound(`bucket ${words[3]}`)
      addBinding(bucket.iam, flag('role')!, flag('member')!)
      change(`${words[3]}: grant ${flag('role')} to ${flag('member')}`)
      return done
    }

    if (two === 'secrets describe') {
      return project.secrets.has(words[2]!)
        ? ok({ name: `projects/${P}/secrets/${words[2]}` })
        : notFound(`secret ${words[2]}`)
    }
    if (two === 'secrets create') {
      project.secrets.set(words[2]!, { versions: [], iam: [] })
      change(`secret ${words[2]}: create in ${flag('locations')}`)
      return done
    }
    if (key === 'secrets versions list') {
      const secret = project.secrets.get(words[3]!)
      if (!secret) return notFound(`secret ${words[3]}`)
      const enabledOnly = flag('filter') === 'state:enabled'
      return ok(
        secret.versions
          .map((version, index) => ({ name: `${index + 1}`, state: version.state }))
          .filter((version) => !enabledOnly || version.state === 'ENABLED'),
      )
    }
    if (key === 'secrets versions add') {
      const secret = project.secrets.get(words[3]!)
      if (!secret) return notFound(`secret ${words[3]}`)
      secret.versions.push({ value: input ?? '', state: 'ENABLED' })
      change(`secret ${words[3]}: add a version`)
      return done
    }
    if (key === 'secrets versions access') {
      const secret = project.secrets.get(flag('secret')!)
      const version = secret?.versions.filter((each) => each.state === 'ENABLED').at(-1)
      return version
        ? { code: 0, stdout: version.value, stderr: '' }
        : notFound(`secret ${flag('secret')} version latest`)
    }
    if (two === 'secrets get-iam-policy') {
      const secret = project.secrets.get(words[2]!)
      return secret ? ok({ bindings: secret.iam }) : notFound(`secret ${words[2]}`)
    }
    if (two === 'secrets add-iam-policy-binding') {
      const secret = project.secrets.get(words[2]!)
      if (!secret) return notFound(`secret ${words[2]}`)
      addBinding(secret.iam, flag('role')!, flag('member')!)
      change(`secret ${words[2]}: grant ${flag('role')} to ${flag('member')}`)
      return done
    }

    if (key === 'iam service-accounts describe') {
      return project.serviceAccounts.has(words[3]!)
        ? ok({ email: words[3] })
        : notFound(`service account ${words[3]}`)
    }
    if (key === 'iam service-accounts create') {
      const email = `${words[3]}@${P}.iam.gserviceaccount.com`
      project.serviceAccounts.set(email, { iam: [] })
      change(`service account ${email}: create`)
      return done
    }
    if (key === 'iam service-accounts get-iam-policy') {
      const account = project.serviceAccounts.get(words[3]!)
      return account ? ok({ bindings: account.iam }) : notFound(`service account ${words[3]}`)
    }
    if (
      key === 'iam service-accounts add-iam-policy-binding' ||
      key === 'iam service-accounts remove-iam-policy-binding'
    ) {
      const account = project.serviceAccounts.get(words[3]!)
      if (!account) return notFound(`service account ${words[3]}`)
      const adding = words[2] === 'add-iam-policy-binding'
      ;(adding ? addBinding : removeBinding)(account.iam, flag('role')!, flag('member')!)
      change(
        `${words[3]}: ${adding ? 'grant' : 'revoke'} ${flag('role')} ${adding ? 'to' : 'from'} ${flag('member')}`,
      )
      return done
    }

    if (key === 'iam workload-identity-pools describe') {
      return project.pools.has(words[3]!)
        ? ok({ name: words[3], state: 'ACTIVE' })
        : notFound(`pool ${words[3]}`)
    }
    if (key === 'iam workload-identity-pools create') {
      project.pools.set(words[3]!, { providers: new Map() })
      change(`pool ${words[3]}: create`)
      return done
    }
    if (key === 'iam workload-identity-pools providers') {
      const verb = words[3]
      const pool = project.pools.get(flag('workload-identity-pool')!)
      if (!pool) return notFound(`pool ${flag('workload-identity-pool')}`)
      const provider = pool.providers.get(words[4]!)
      if (verb === 'describe') {
        return provider
          ? ok({
              attributeCondition: provider.attributeCondition,
              oidc: { issuerUri: provider.issuerUri },
              state: 'ACTIVE',
            })
          : notFound(`provider ${words[4]}`)
      }
      if (verb === 'create-oidc' || verb === 'update-oidc') {
        pool.providers.set(words[4]!, {
          attributeCondition: flag('attribute-condition')!,
          issuerUri: flag('issuer-uri')!,
        })
        change(`provider ${words[4]}: ${verb} admitting ${flag('attribute-condition')}`)
        return done
      }
    }

    if (key === 'logging metrics describe') {
      const metric = project.logMetrics.get(words[3]!)
      return metric ? ok({ name: words[3], filter: metric.filter }) : notFound(`metric ${words[3]}`)
    }
    if (key === 'logging metrics create') {
      project.logMetrics.set(words[3]!, { filter: flag('log-filter')! })
      change(`log metric ${words[3]}: create on ${flag('log-filter')}`)
      return done
    }

    if (key === 'billing budgets list') return ok(project.budgets.map(({ displayName }) => ({ displayName })))
    if (key === 'billing budgets create') {
      project.budgets.push({ displayName: flag('display-name')!, args: [...args] })
      change(`budget ${flag('display-name')}: create, ${flag('budget-amount')}`)
      return done
    }

    if (key === 'services api-keys lookup') {
      const key = [...project.apiKeys.entries()].find(([keyString]) => keyString === words[3])?.[1]
      return key
        ? ok({ name: key.name, parent: `projects/${project.projectNumber}/locations/global` })
        : notFound(`key ${words[3]}`)
    }
    if (key === 'services api-keys describe' || key === 'services api-keys update') {
      const apiKey = [...project.apiKeys.values()].find((each) => each.name === words[3])
      if (!apiKey) return notFound(`key ${words[3]}`)
      if (words[2] === 'describe') {
        return ok({
          name: apiKey.name,
          restrictions: {
            ...(apiKey.referrers.length
              ? { browserKeyRestrictions: { allowedReferrers: apiKey.referrers } }
              : {}),
            ...(apiKey.targets.length ? { apiTargets: apiKey.targets.map((service) => ({ service })) } : {}),
          },
        })
      }
      apiKey.referrers = flag('allowed-referrers')!.split(',')
      apiKey.targets = all('api-target').map((target) => target.replace('service=', ''))
      change(
        `api key ${apiKey.name}: referrers ${apiKey.referrers.join(' ')}; APIs ${apiKey.targets.join(' ')}`,
      )
      return done
    }
    throw new Error(`The fake cloud does not know: gcloud ${args.join(' ')}`)
  }

  function firebase(args: readonly string[]): RunResult {
    const { words } = parse(args)
    if (words[0] === 'apps:list')
      return ok({
        status: 'success',
        result: project.webApps.map(({ appId }) => ({ appId, platform: 'WEB' })),
      })
    if (words[0] === 'apps:create') {
      const app = {
        appId: `1:${project.projectNumber}:web:${project.webApps.length + 1}`,
        apiKey: `AIzaFake${project.webApps.length + 1}`,
      }
      project.webApps.push(app)
      project.apiKeys.set(app.apiKey, {
        name: `projects/${project.projectNumber}/locations/global/keys/k${project.webApps.length}`,
        referrers: [],
        targets: [],
      })
      change(`web app ${app.appId}: create`)
      return ok({ status: 'success', result: { appId: app.appId } })
    }
    if (words[0] === 'apps:sdkconfig') {
      const app = project.webApps.find((each) => each.appId === words[2])
      if (!app) return { code: 1, stdout: '', stderr: `Error: no app ${words[2]}` }
      return ok({
        status: 'success',
        result: { sdkConfig: { apiKey: app.apiKey, authDomain: `${P}.firebaseapp.com`, projectId: P } },
      })
    }
    throw new Error(`The fake cloud does not know: npx firebase ${args.join(' ')}`)
  }

  const json = (status: number, body: unknown): HttpResult => ({ status, body })
  const monitoring = `https://monitoring.googleapis.com/v3/projects/${P}`

  function rest(method: string, url: string, body: unknown): HttpResult {
    const path = url.split('?')[0]!
    const query = new URLSearchParams(url.split('?')[1] ?? '')
    const storageBase = `https://firebasestorage.googleapis.com/v1beta/projects/${P}`
    if (path.startsWith(`${storageBase}/buckets/`)) {
      const [name, action] = path.slice(`${storageBase}/buckets/`.length).split(':')
      const bucket = project.buckets.get(name!)
      if (method === 'GET')
        return bucket?.firebase ? json(200, { name: `projects/${P}/buckets/${name}` }) : json(404, {})
      if (method === 'POST' && action === 'addFirebase' && bucket) {
        bucket.firebase = true
        change(`bucket ${name}: link to Firebase`)
        return json(200, {})
      }
    }
    if (method === 'POST' && path === `${storageBase}/defaultBucket`) {
      const location = (body as { location: string }).location
      project.buckets.set(`${P}.firebasestorage.app`, { location, firebase: true, iam: [] })
      change(`bucket ${P}.firebasestorage.app: create in ${location}, linked to Firebase`)
      return json(200, {})
    }
    if (path === `https://identitytoolkit.googleapis.com/admin/v2/projects/${P}/config`) {
      if (!project.auth) return json(404, { error: { message: 'CONFIGURATION_NOT_FOUND' } })
      if (method === 'GET') return json(200, structuredClone(project.auth))
      if (method === 'PATCH') {
        const fields = query.get('updateMask')!.split(',')
        for (const field of fields) setPath(project.auth, field, getPath(body, field))
        change(`auth: set ${fields.join(', ')}`)
        return json(200, project.auth)
      }
    }
    if (
      method === 'POST' &&
      path === `https://identitytoolkit.googleapis.com/v2/projects/${P}/identityPlatform:initializeAuth`
    ) {
      project.auth = { authorizedDomains: ['localhost', `${P}.firebaseapp.com`, `${P}.web.app`] }
      change('auth: initialize')
      return json(200, {})
    }
    const collections = {
      notificationChannels: project.channels,
      alertPolicies: project.alertPolicies,
      uptimeCheckConfigs: project.uptimeChecks,
    } as const
    for (const [collection, items] of Object.entries(collections)) {
      if (path !== `${monitoring}/${collection}`) continue
      if (method === 'GET')
        return json(
          200,
          items.length
            ? { [collection]: items.map(({ body: _body, ...item }: Record<string, unknown>) => item) }
            : {},
        )
      if (method === 'POST') {
        const item = body as Record<string, unknown>
        const name = `projects/${P}/${collection}/${items.length + 1}`
        ;(items as unknown[]).push({ ...item, name, body: item })
        change(`${collection}: create "${String(item.displayName)}"`)
        return json(200, { ...item, name })
      }
    }
    throw new Error(`The fake cloud does not know: ${method} ${url}`)
  }

  return {
    project,
    calls,
    changes,
    run(cmd, args, { input } = {}) {
      calls.push([cmd, ...args].join(' '))
      if (cmd === 'gcloud') return Promise.resolve(gcloud(args, input))
      if (cmd === 'npx' && args[0] === 'firebase') return Promise.resolve(firebase(args.slice(1)))
      throw new Error(`The fake cloud does not know: ${cmd} ${args.join(' ')}`)
    },
    rest(method, url, body) {
      calls.push(`${method} ${url}`)
      return Promise.resolve(rest(method, url, body))
    },
    http(method, url, headers) {
      calls.push(`HTTP ${method} ${url}`)
      const token = headers.authorization?.replace(/^Bearer /, '') ?? ''
      const match =
        /^https:\/\/api\.github\.com\/repos\/[^/]+\/[^/]+\/actions\/workflows\/release\.yml$/.test(url)
      if (!match) return Promise.resolve(json(404, { message: 'Not Found' }))
      return Promise.resolve(
        project.githubTokens.has(token)
          ? json(200, { path: '.github/workflows/release.yml' })
          : json(401, { message: 'Bad credentials' }),
      )
    },
  }
}

function getPath(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source)
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[keys.at(-1)!] = structuredClone(value)
}
