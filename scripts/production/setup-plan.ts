/**
 * The production set-up as data: an ordered list of steps, each of which reads the project's
 * current state (check), changes only what is missing (apply), and lists what it runs for
 * `--dry-run` (commands). run-plan.ts runs them; setup.ts is the command. Nothing here runs
 * on import, and nothing but check and apply touches the Cloud port. Why these roles and
 * settings: docs/decisions/030-production-setup.md.
 */
import { ALERTS } from '../../src/server/services/site-watch.ts'
import { readJson, restOk, runOk, shellLine, type Cloud } from './cloud.ts'
import {
  ACT_AS,
  BACKUP_RETENTION,
  BACKUP_RETENTION_SECONDS,
  BROWSER_KEY_SERVICES,
  BUDGET_SERVICE,
  BUILDER_ROLE,
  DATABASE,
  DEPLOYER_PROJECT_ROLES,
  DEPLOYER_SECRETS,
  GITHUB_ISSUER,
  PASSWORD_MIN_LENGTH,
  POOL_ID,
  PROVIDER_ID,
  REGION,
  RUNTIME_BUCKET_ROLE,
  RUNTIME_PROJECT_ROLES,
  SECRET_ACCESSOR,
  SECRET_NAMES,
  SERVICES,
  WORKLOAD_IDENTITY_USER,
  deployPrincipal,
  serviceAccountMember,
  type ProjectSpec,
  type SecretName,
} from './project.ts'

export interface StepContext {
  /** A secret's first value (an environment variable, a prompt, or generated); never logged. */
  secretValue(name: SecretName): Promise<string>
  log(line: string): void
}

export interface Step {
  title: string
  /** What the step runs, for --dry-run; `<…>` stands for a value read from the project. */
  commands: string[]
  /** What a maintainer does by hand, where no API does it. */
  notes?: string[]
  /** One sentence per missing piece; empty when the project already has it all. */
  check(cloud: Cloud): Promise<string[]>
  /** Adds what check finds missing, and nothing else. */
  apply(cloud: Cloud, context: StepContext): Promise<void>
}

interface Binding {
  role: string
  members?: string[]
  condition?: unknown
}
interface Policy {
  bindings?: Binding[]
}

const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com'
const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com/v1beta'
const MONITORING = 'https://monitoring.googleapis.com/v3'
const WEB_APP_NAME = 'Website'

const gcloud = (...args: string[]) => ({ cmd: 'gcloud', args })
const firebase = (...args: string[]) => ({ cmd: 'npx', args: ['firebase', ...args] })
type Command = ReturnType<typeof gcloud>
const show = ({ cmd, args }: Command) => shellLine(cmd, args)
const read = <T>(cloud: Cloud, command: Command) => readJson<T>(cloud, command.cmd, command.args)
const exec = (cloud: Cloud, command: Command, input?: string) =>
  runOk(cloud, command.cmd, command.args, input)

function hasBinding(policy: Policy | null, role: string, member: string): boolean {
  return (policy?.bindings ?? []).some(
    (binding) => binding.role === role && !binding.condition && (binding.members ?? []).includes(member),
  )
}

/** Every step, in the order they run. */
export function setupPlan(spec: ProjectSpec): Step[] {
  const p = `--project=${spec.project}`
  const db = `--database=${DATABASE}`
  const runtime = serviceAccountMember(spec.runtimeAccount)
  const deployer = serviceAccountMember(spec.deployerAccount)
  const services = spec.billingAccount ? [...SERVICES, BUDGET_SERVICE] : [...SERVICES]

  const projectNumber = async (cloud: Cloud) => {
    const project = await read<{ projectNumber: string }>(
      cloud,
      gcloud('projects', 'describe', spec.project, '--format=json'),
    )
    if (!project) throw new Error(`Project ${spec.project} does not exist, or this account cannot see it.`)
    return project.projectNumber
  }
  const projectPolicy = (cloud: Cloud) =>
    read<Policy>(cloud, gcloud('projects', 'get-iam-policy', spec.project, '--format=json'))
  const grantOnProject = (member: string, role: string) =>
    gcloud(
      'projects',
      'add-iam-policy-binding',
      spec.project,
      `--member=${member}`,
      `--role=${role}`,
      '--condition=None',
    )
  const secretPolicy = (cloud: Cloud, name: string) =>
    read<Policy>(cloud, gcloud('secrets', 'get-iam-policy', name, p, '--format=json'))
  const grantOnSecret = (name: string, member: string) =>
    gcloud('secrets', 'add-iam-policy-binding', name, p, `--member=${member}`, `--role=${SECRET_ACCESSOR}`)
  const accountPolicy = (cloud: Cloud, email: string) =>
    read<Policy>(cloud, gcloud('iam', 'service-accounts', 'get-iam-policy', email, p, '--format=json'))
  const grantOnAccount = (email: string, member: string, role: string) =>
    gcloud(
      'iam',
      'service-accounts',
      'add-iam-policy-binding',
      email,
      p,
      `--member=${member}`,
      `--role=${role}`,
    )
  const bucketPolicy = (cloud: Cloud) =>
    read<Policy>(
      cloud,
      gcloud('storage', 'buckets', 'get-iam-policy', `gs://${spec.bucket}`, p, '--format=json'),
    )
  const grantOnBucket = (member: string, role: string) =>
    gcloud(
      'storage',
      'buckets',
      'add-iam-policy-binding',
      `gs://${spec.bucket}`,
      p,
      `--member=${member}`,
      `--role=${role}`,
    )

  /** Grants that are missing, each with the sentence that names it. */
  type Grant = { missing: boolean; sentence: string; command: Command }
  const applyGrants = async (cloud: Cloud, grants: Grant[]) => {
    for (const grant of grants.filter((each) => each.missing)) await exec(cloud, grant.command)
  }
  const sentences = (grants: Grant[]) =>
    grants.filter((grant) => grant.missing).map((grant) => grant.sentence)

  const steps: Step[] = []

  // 1. APIs first: everything after calls one of them.
  const listServices = gcloud('services', 'list', '--enabled', p, '--format=json')
  const missingServices = async (cloud: Cloud) => {
    const enabled = new Set(
      ((await read<{ config: { name: string } }[]>(cloud, listServices)) ?? []).map(
        (service) => service.config.name,
      ),
    )
    return services.filter((service) => !enabled.has(service))
  }
  steps.push({
    title: 'Enable the APIs the site, its deploys and its monitoring use',
    commands: [show(listServices), show(gcloud('services', 'enable', ...services, p))],
    check: async (cloud) => {
      const missing = await missingServices(cloud)
      return missing.length ? [`These APIs are not enabled: ${missing.join(', ')}.`] : []
    },
    apply: async (cloud) => {
      const missing = await missingServices(cloud)
      if (missing.length) await exec(cloud, gcloud('services', 'enable', ...missing, p))
    },
  })

  // 2. Firestore.
  const describeDatabase = gcloud('firestore', 'databases', 'describe', db, p, '--format=json')
  interface Database {
    locationId: string
    type: string
    pointInTimeRecoveryEnablement?: string
    deleteProtectionState?: string
  }
  const createDatabase = gcloud(
    'firestore',
    'databases',
    'create',
    db,
    `--location=${REGION}`,
    '--type=firestore-native',
    '--delete-protection',
    p,
  )
  steps.push({
    title: `Create the Firestore database (Native mode, ${REGION})`,
    commands: [show(describeDatabase), show(createDatabase)],
    check: async (cloud) => {
      const database = await read<Database>(cloud, describeDatabase)
      if (!database) return [`The Firestore database does not exist.`]
      if (database.locationId !== REGION || database.type !== 'FIRESTORE_NATIVE') {
        throw new Error(
          `The Firestore database is ${database.type} in ${database.locationId}, not FIRESTORE_NATIVE in ${REGION}; a database's location and mode cannot change, so this project cannot be used as it is.`,
        )
      }
      return []
    },
    apply: async (cloud) => {
      await exec(cloud, createDatabase)
    },
  })

  // 3. The default bucket, linked to Firebase so storage.rules deploy to it.
  const linkedBucketUrl = `${FIREBASE_STORAGE}/projects/${spec.project}/buckets/${spec.bucket}`
  const describeBucket = gcloud('storage', 'buckets', 'describe', `gs://${spec.bucket}`, p, '--format=json')
  const defaultBucketUrl = `${FIREBASE_STORAGE}/projects/${spec.project}/defaultBucket`
  steps.push({
    title: `Create the default Storage bucket gs://${spec.bucket} (${REGION}) and link it to Firebase`,
    commands: [
      `GET ${linkedBucketUrl}`,
      show(describeBucket),
      `POST ${defaultBucketUrl} {"location":"${REGION}"}   (when the bucket does not exist: creates and links it)`,
      `POST ${linkedBucketUrl}:addFirebase   (when it exists but is not linked)`,
    ],
    check: async (cloud) => {
      if (await restOk(cloud, 'GET', linkedBucketUrl)) return []
      const bucket = await read(cloud, describeBucket)
      return [
        bucket
          ? `The bucket gs://${spec.bucket} is not linked to Firebase.`
          : `The default bucket gs://${spec.bucket} does not exist.`,
      ]
    },
    apply: async (cloud) => {
      if (await read(cloud, describeBucket)) await restOk(cloud, 'POST', `${linkedBucketUrl}:addFirebase`, {})
      else await restOk(cloud, 'POST', defaultBucketUrl, { location: REGION })
    },
  })

  // 4 and 5. Firebase Auth: Identity Toolkit's admin API has no gcloud or firebase verb.
  const authConfigUrl = `${IDENTITY_TOOLKIT}/admin/v2/projects/${spec.project}/config`
  const initializeAuthUrl = `${IDENTITY_TOOLKIT}/v2/projects/${spec.project}/identityPlatform:initializeAuth`
  const actionUrl = `${spec.siteOrigin}/__/auth/action`
  const authChanges = async (cloud: Cloud) => {
    const config = await restOk<AuthConfig>(cloud, 'GET', authConfigUrl)
    return { config, changes: authConfigChanges(config, spec.siteHosts, actionUrl) }
  }
  steps.push({
    title: `Firebase Auth: e-mail/password sign-in, passwords of ${PASSWORD_MIN_LENGTH}+ characters enforced, e-mail enumeration protection`,
    commands: [
      `GET ${authConfigUrl}`,
      `POST ${initializeAuthUrl}   (when Auth was never set up)`,
      `PATCH ${authConfigUrl}?updateMask=signIn.email.enabled,signIn.email.passwordRequired,passwordPolicyConfig,emailPrivacyConfig.enableImprovedEmailPrivacy   (only the fields that differ)`,
    ],
    check: async (cloud) => {
      const { config, changes } = await authChanges(cloud)
      if (!config) return ['Firebase Auth is not set up in this project.']
      return changes.filter((change) => change.group === 'sign-in').map((change) => change.sentence)
    },
    apply: async (cloud) => {
      if (!(await authChanges(cloud)).config) await restOk(cloud, 'POST', initializeAuthUrl, {})
      const { changes } = await authChanges(cloud)
      await patchAuth(
        cloud,
        authConfigUrl,
        changes.filter((change) => change.group === 'sign-in'),
      )
    },
  })
  steps.push({
    title: `Firebase Auth: authorized domains include ${spec.siteHosts.join(' and ')}; e-mail links open on ${spec.siteHost}`,
    commands: [
      `GET ${authConfigUrl}`,
      `PATCH ${authConfigUrl}?updateMask=authorizedDomains,notification.sendEmail.callbackUri   (adds ${spec.siteHosts.join(', ')}; action URL ${actionUrl})`,
    ],
    notes: [
      `The sender domain of Auth's e-mails needs DNS records at your registrar, which no API sets: Firebase console → Authentication → Templates → Customize domain → ${spec.siteHosts.at(-1)}.`,
    ],
    check: async (cloud) => {
      const { config, changes } = await authChanges(cloud)
      if (!config) return ['Firebase Auth is not set up in this project.']
      return changes.filter((change) => change.group === 'domains').map((change) => change.sentence)
    },
    apply: async (cloud) => {
      const { changes } = await authChanges(cloud)
      await patchAuth(
        cloud,
        authConfigUrl,
        changes.filter((change) => change.group === 'domains'),
      )
    },
  })

  // 6-9. Secrets, each with a first version; the value never appears on a command line.
  for (const name of SECRET_NAMES) {
    const describe = gcloud('secrets', 'describe', name, p, '--format=json')
    const versions = gcloud('secrets', 'versions', 'list', name, p, '--filter=state:enabled', '--format=json')
    const create = gcloud(
      'secrets',
      'create',
      name,
      p,
      '--replication-policy=user-managed',
      `--locations=${REGION}`,
    )
    const addVersion = gcloud('secrets', 'versions', 'add', name, p, '--data-file=-')
    const state = async (cloud: Cloud) => {
      const secret = await read(cloud, describe)
      const enabled = secret ? ((await read<unknown[]>(cloud, versions)) ?? []) : []
      return { exists: Boolean(secret), hasVersion: enabled.length > 0 }
    }
    steps.push({
      title: `Secret ${name} (replicated in ${REGION}) with a first version`,
      commands: [
        show(describe),
        show(versions),
        show(create),
        `${show(addVersion)}   (value on stdin: ${secretSource(name)})`,
      ],
      check: async (cloud) => {
        const { exists, hasVersion } = await state(cloud)
        if (!exists) return [`Secret ${name} does not exist.`]
        return hasVersion ? [] : [`Secret ${name} has no enabled version.`]
      },
      apply: async (cloud, context) => {
        const { exists, hasVersion } = await state(cloud)
        if (!exists) await exec(cloud, create)
        if (!hasVersion) await exec(cloud, addVersion, await context.secretValue(name))
      },
    })
  }

  // 10-11. The runtime account and exactly what the API needs.
  steps.push(serviceAccountStep(spec, 'site-runtime', spec.runtimeAccount, 'Site runtime (Cloud Functions)'))
  const runtimeGrants = async (cloud: Cloud): Promise<Grant[]> => {
    const project = await projectPolicy(cloud)
    const bucket = await bucketPolicy(cloud)
    const grants: Grant[] = RUNTIME_PROJECT_ROLES.map((role) => ({
      missing: !hasBinding(project, role, runtime),
      sentence: `The runtime account lacks ${role} on the project.`,
      command: grantOnProject(runtime, role),
    }))
    grants.push({
      missing: !hasBinding(bucket, RUNTIME_BUCKET_ROLE, runtime),
      sentence: `The runtime account lacks ${RUNTIME_BUCKET_ROLE} on gs://${spec.bucket}.`,
      command: grantOnBucket(runtime, RUNTIME_BUCKET_ROLE),
    })
    for (const name of SECRET_NAMES) {
      grants.push({
        missing: !hasBinding(await secretPolicy(cloud, name), SECRET_ACCESSOR, runtime),
        sentence: `The runtime account cannot read secret ${name}.`,
        command: grantOnSecret(name, runtime),
      })
    }
    return grants
  }
  steps.push({
    title: `Grant ${spec.runtimeAccount} what the API needs: Firestore, the bucket's objects, Auth admin, its four secrets, logs and metrics`,
    commands: [
      show(gcloud('projects', 'get-iam-policy', spec.project, '--format=json')),
      ...RUNTIME_PROJECT_ROLES.map((role) => show(grantOnProject(runtime, role))),
      show(grantOnBucket(runtime, RUNTIME_BUCKET_ROLE)),
      ...SECRET_NAMES.map((name) => show(grantOnSecret(name, runtime))),
    ],
    check: async (cloud) => sentences(await runtimeGrants(cloud)),
    apply: async (cloud) => applyGrants(cloud, await runtimeGrants(cloud)),
  })

  // 12. Cloud Build's account (functions are built as the default compute account in new projects).
  const computeAccount = (number: string) => `${number}-compute@developer.gserviceaccount.com`
  steps.push({
    title: 'Let Cloud Build build the functions (the default compute account builds them in new projects)',
    commands: [
      show(gcloud('projects', 'describe', spec.project, '--format=json')),
      show(grantOnProject(serviceAccountMember(computeAccount('<project-number>')), BUILDER_ROLE)),
    ],
    check: async (cloud) => {
      const member = serviceAccountMember(computeAccount(await projectNumber(cloud)))
      return hasBinding(await projectPolicy(cloud), BUILDER_ROLE, member)
        ? []
        : [`The default compute account lacks ${BUILDER_ROLE}, so a first functions deploy cannot build.`]
    },
    apply: async (cloud) => {
      const member = serviceAccountMember(computeAccount(await projectNumber(cloud)))
      if (!hasBinding(await projectPolicy(cloud), BUILDER_ROLE, member))
        await exec(cloud, grantOnProject(member, BUILDER_ROLE))
    },
  })

  // 13-14. The deployer and exactly what firebase deploy, the build, the publish run and the
  // preflight need.
  steps.push(serviceAccountStep(spec, 'github-deployer', spec.deployerAccount, 'GitHub Actions deployer'))
  const appspotAccount = `${spec.project}@appspot.gserviceaccount.com`
  const describeAppspot = gcloud('iam', 'service-accounts', 'describe', appspotAccount, p, '--format=json')
  const deployerGrants = async (cloud: Cloud): Promise<Grant[]> => {
    const project = await projectPolicy(cloud)
    const grants: Grant[] = DEPLOYER_PROJECT_ROLES.map((role) => ({
      missing: !hasBinding(project, role, deployer),
      sentence: `The deployer lacks ${role} on the project.`,
      command: grantOnProject(deployer, role),
    }))
    grants.push({
      missing: !hasBinding(await accountPolicy(cloud, spec.runtimeAccount), ACT_AS, deployer),
      sentence: `The deployer cannot deploy functions that run as ${spec.runtimeAccount}.`,
      command: grantOnAccount(spec.runtimeAccount, deployer, ACT_AS),
    })
    // firebase deploy refuses to deploy functions when this legacy account exists and the
    // deployer cannot act as it (firebase-tools checkServiceAccountIam), though nothing runs as it.
    if (await read(cloud, describeAppspot)) {
      grants.push({
        missing: !hasBinding(await accountPolicy(cloud, appspotAccount), ACT_AS, deployer),
        sentence: `The deployer cannot act as ${appspotAccount}, which firebase deploy checks when it exists.`,
        command: grantOnAccount(appspotAccount, deployer, ACT_AS),
      })
    }
    for (const name of DEPLOYER_SECRETS) {
      grants.push({
        missing: !hasBinding(await secretPolicy(cloud, name), SECRET_ACCESSOR, deployer),
        sentence: `The deployer cannot read secret ${name}, which the preflight checks.`,
        command: grantOnSecret(name, deployer),
      })
    }
    return grants
  }
  steps.push({
    title: `Grant ${spec.deployerAccount} what deploys need: Hosting, functions, schedules, rules, indexes, Firestore for the build, acting as the runtime account only`,
    commands: [
      ...DEPLOYER_PROJECT_ROLES.map((role) => show(grantOnProject(deployer, role))),
      show(grantOnAccount(spec.runtimeAccount, deployer, ACT_AS)),
      `${show(grantOnAccount(appspotAccount, deployer, ACT_AS))}   (only if that legacy account exists)`,
      ...DEPLOYER_SECRETS.map((name) => show(grantOnSecret(name, deployer))),
    ],
    check: async (cloud) => sentences(await deployerGrants(cloud)),
    apply: async (cloud) => applyGrants(cloud, await deployerGrants(cloud)),
  })

  // 15-16. Workload Identity Federation, limited to the production environment.
  const poolArgs = ['--location=global', p]
  const describePool = gcloud(
    'iam',
    'workload-identity-pools',
    'describe',
    POOL_ID,
    ...poolArgs,
    '--format=json',
  )
  const createPool = gcloud(
    'iam',
    'workload-identity-pools',
    'create',
    POOL_ID,
    ...poolArgs,
    '--display-name=GitHub Actions',
  )
  const providerArgs = [
    `--workload-identity-pool=${POOL_ID}`,
    ...poolArgs,
    `--issuer-uri=${GITHUB_ISSUER}`,
    '--attribute-mapping=google.subject=assertion.sub,attribute.repository=assertion.repository,attribute.environment=assertion.environment',
    `--attribute-condition=${spec.attributeCondition}`,
  ]
  const describeProvider = gcloud(
    'iam',
    'workload-identity-pools',
    'providers',
    'describe',
    PROVIDER_ID,
    `--workload-identity-pool=${POOL_ID}`,
    ...poolArgs,
    '--format=json',
  )
  const createProvider = gcloud(
    'iam',
    'workload-identity-pools',
    'providers',
    'create-oidc',
    PROVIDER_ID,
    ...providerArgs,
  )
  const updateProvider = gcloud(
    'iam',
    'workload-identity-pools',
    'providers',
    'update-oidc',
    PROVIDER_ID,
    ...providerArgs,
  )
  interface Provider {
    attributeCondition?: string
    oidc?: { issuerUri?: string }
    state?: string
  }
  const federationState = async (cloud: Cloud) => {
    const pool = await read(cloud, describePool)
    const provider = pool ? await read<Provider>(cloud, describeProvider) : null
    return { pool: Boolean(pool), provider }
  }
  steps.push({
    title: `Workload Identity Federation: pool "${POOL_ID}" and an OIDC provider for GitHub that admits only ${spec.repo}'s ${'production'} environment`,
    commands: [
      show(describePool),
      show(createPool),
      show(describeProvider),
      show(createProvider),
      `${show(updateProvider)}   (when its condition differs)`,
    ],
    check: async (cloud) => {
      const { pool, provider } = await federationState(cloud)
      if (!pool) return [`The workload identity pool "${POOL_ID}" does not exist.`]
      if (!provider) return [`The GitHub provider "${PROVIDER_ID}" does not exist.`]
      return provider.attributeCondition === spec.attributeCondition
        ? []
        : [
            `The GitHub provider admits more than ${spec.repo}'s production environment (its condition is "${provider.attributeCondition ?? ''}").`,
          ]
    },
    apply: async (cloud) => {
      const { pool, provider } = await federationState(cloud)
      if (!pool) await exec(cloud, createPool)
      if (!provider) await exec(cloud, createProvider)
      else if (provider.attributeCondition !== spec.attributeCondition) await exec(cloud, updateProvider)
    },
  })

  const principal = (number: string) => deployPrincipal(number, spec.subject)
  const federationBindings = async (cloud: Cloud) => {
    const wanted = principal(await projectNumber(cloud))
    const members =
      (await accountPolicy(cloud, spec.deployerAccount))?.bindings
        ?.filter((binding) => binding.role === WORKLOAD_IDENTITY_USER)
        .flatMap((binding) => binding.members ?? []) ?? []
    return { wanted, has: members.includes(wanted), others: members.filter((member) => member !== wanted) }
  }
  steps.push({
    title: `Let only ${spec.repo}'s production environment act as the deployer`,
    commands: [
      show(gcloud('iam', 'service-accounts', 'get-iam-policy', spec.deployerAccount, p, '--format=json')),
      show(grantOnAccount(spec.deployerAccount, principal('<project-number>'), WORKLOAD_IDENTITY_USER)),
      `${show(gcloud('iam', 'service-accounts', 'remove-iam-policy-binding', spec.deployerAccount, p, '--member=<any other principal>', `--role=${WORKLOAD_IDENTITY_USER}`))}   (e.g. a whole-repository principalSet)`,
    ],
    check: async (cloud) => {
      const { has, others } = await federationBindings(cloud)
      return [
        ...(has ? [] : [`GitHub's production environment of ${spec.repo} cannot act as the deployer.`]),
        ...others.map((member) => `${member} can also act as the deployer.`),
      ]
    },
    apply: async (cloud) => {
      const { wanted, has, others } = await federationBindings(cloud)
      if (!has) await exec(cloud, grantOnAccount(spec.deployerAccount, wanted, WORKLOAD_IDENTITY_USER))
      for (const member of others) {
        await exec(
          cloud,
          gcloud(
            'iam',
            'service-accounts',
            'remove-iam-policy-binding',
            spec.deployerAccount,
            p,
            `--member=${member}`,
            `--role=${WORKLOAD_IDENTITY_USER}`,
          ),
        )
      }
    },
  })

  // 17. Backups.
  const updateDatabase = gcloud(
    'firestore',
    'databases',
    'update',
    db,
    '--enable-pitr',
    '--delete-protection',
    p,
  )
  const listSchedules = gcloud('firestore', 'backups', 'schedules', 'list', db, p, '--format=json')
  const createSchedule = gcloud(
    'firestore',
    'backups',
    'schedules',
    'create',
    db,
    '--recurrence=daily',
    `--retention=${BACKUP_RETENTION}`,
    p,
  )
  interface Schedule {
    retention?: string
    dailyRecurrence?: object
  }
  const backupState = async (cloud: Cloud) => {
    const database = await read<Database>(cloud, describeDatabase)
    const schedules = (await read<Schedule[]>(cloud, listSchedules)) ?? []
    return {
      pitr: database?.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED',
      protected: database?.deleteProtectionState === 'DELETE_PROTECTION_ENABLED',
      daily: schedules.some(
        (schedule) => schedule.dailyRecurrence && schedule.retention === `${BACKUP_RETENTION_SECONDS}s`,
      ),
    }
  }
  steps.push({
    title: `Firestore: point-in-time recovery, delete protection, and a daily backup kept ${BACKUP_RETENTION.replace('w', ' weeks')}`,
    commands: [show(describeDatabase), show(updateDatabase), show(listSchedules), show(createSchedule)],
    check: async (cloud) => {
      const state = await backupState(cloud)
      return [
        ...(state.pitr ? [] : ['Firestore point-in-time recovery is off.']),
        ...(state.protected ? [] : ['The Firestore database has no delete protection.']),
        ...(state.daily ? [] : [`Firestore has no daily backup kept ${BACKUP_RETENTION}.`]),
      ]
    },
    apply: async (cloud) => {
      const state = await backupState(cloud)
      if (!state.pitr || !state.protected) await exec(cloud, updateDatabase)
      if (!state.daily) await exec(cloud, createSchedule)
    },
  })

  // 18-21. Monitoring: where alerts go, what they watch.
  const channelsUrl = `${MONITORING}/projects/${spec.project}/notificationChannels`
  const channel = {
    type: 'email',
    displayName: `Site alerts (${spec.alertEmail})`,
    labels: { email_address: spec.alertEmail },
  }
  const findChannel = async (cloud: Cloud) => {
    const list = await restOk<{
      notificationChannels?: { name: string; type: string; labels?: Record<string, string> }[]
    }>(cloud, 'GET', channelsUrl)
    return list?.notificationChannels?.find(
      (each) => each.type === 'email' && each.labels?.email_address === spec.alertEmail,
    )?.name
  }
  const channelName = async (cloud: Cloud) => {
    const name = await findChannel(cloud)
    if (!name)
      throw new Error(
        `No e-mail notification channel for ${spec.alertEmail}: the step before this one makes it.`,
      )
    return name
  }
  steps.push({
    title: `Cloud Monitoring: an e-mail notification channel for ${spec.alertEmail}`,
    commands: [`GET ${channelsUrl}`, `POST ${channelsUrl} ${JSON.stringify(channel)}`],
    check: async (cloud) =>
      (await findChannel(cloud)) ? [] : [`No alert e-mails go to ${spec.alertEmail}.`],
    apply: async (cloud) => {
      if (!(await findChannel(cloud))) await restOk(cloud, 'POST', channelsUrl, channel)
    },
  })

  const logMetrics = Object.values(ALERTS).map((alert) => ({
    alert,
    name: `alert-${alert}`,
    filter: `jsonPayload.alert="${alert}"`,
  }))
  const createMetric = (metric: (typeof logMetrics)[number]) =>
    gcloud(
      'logging',
      'metrics',
      'create',
      metric.name,
      p,
      `--description=Log entries the functions write with alert "${metric.alert}"`,
      `--log-filter=${metric.filter}`,
    )
  const describeMetric = (name: string) => gcloud('logging', 'metrics', 'describe', name, p, '--format=json')
  const missingMetrics = async (cloud: Cloud) => {
    const missing = []
    for (const metric of logMetrics)
      if (!(await read(cloud, describeMetric(metric.name)))) missing.push(metric)
    return missing
  }
  steps.push({
    title: `Log-based metrics for the functions' alert entries (${Object.values(ALERTS).join(', ')})`,
    commands: logMetrics.flatMap((metric) => [show(describeMetric(metric.name)), show(createMetric(metric))]),
    check: async (cloud) =>
      (await missingMetrics(cloud)).map((metric) => `No log-based metric counts "${metric.alert}" entries.`),
    apply: async (cloud) => {
      for (const metric of await missingMetrics(cloud)) await exec(cloud, createMetric(metric))
    },
  })

  const uptimeUrl = `${MONITORING}/projects/${spec.project}/uptimeCheckConfigs`
  const uptimeName = `Site health (${spec.siteHost}/api/health)`
  const uptimeCheck = {
    displayName: uptimeName,
    monitoredResource: { type: 'uptime_url', labels: { project_id: spec.project, host: spec.siteHost } },
    httpCheck: {
      path: '/api/health',
      port: 443,
      useSsl: true,
      validateSsl: true,
      requestMethod: 'GET',
      acceptedResponseStatusCodes: [{ statusValue: 200 }],
    },
    contentMatchers: [{ content: 'ok', matcher: 'CONTAINS_STRING' }],
    period: '300s',
    timeout: '10s',
  }
  const findUptime = async (cloud: Cloud) =>
    (
      await restOk<{ uptimeCheckConfigs?: { name: string; displayName: string }[] }>(cloud, 'GET', uptimeUrl)
    )?.uptimeCheckConfigs?.find((each) => each.displayName === uptimeName)?.name
  steps.push({
    title: `Uptime check on ${spec.siteOrigin}/api/health (200, body containing "ok")`,
    commands: [`GET ${uptimeUrl}`, `POST ${uptimeUrl} ${JSON.stringify(uptimeCheck)}`],
    notes: [
      `${spec.siteHost} answers once it is connected, which needs DNS records at your registrar that no API sets: Firebase console → Hosting → Add custom domain. Until then, and until the first release, this check fails and the "site down" alert e-mails ${spec.alertEmail}.`,
    ],
    check: async (cloud) =>
      (await findUptime(cloud)) ? [] : [`Nothing checks ${spec.siteOrigin}/api/health.`],
    apply: async (cloud) => {
      if (!(await findUptime(cloud))) await restOk(cloud, 'POST', uptimeUrl, uptimeCheck)
    },
  })

  const policiesUrl = `${MONITORING}/projects/${spec.project}/alertPolicies`
  const policies = alertPolicies(spec, logMetrics)
  const existingPolicies = async (cloud: Cloud) =>
    new Set(
      (
        (await restOk<{ alertPolicies?: { displayName: string }[] }>(cloud, 'GET', policiesUrl))
          ?.alertPolicies ?? []
      ).map((policy) => policy.displayName),
    )
  steps.push({
    title:
      'Alert policies: the api function’s 5xx responses, a publish failed or stuck, e-mails pending too long, the site down',
    commands: [
      `GET ${policiesUrl}`,
      ...policies.map(
        (policy) =>
          `POST ${policiesUrl} {"displayName":"${policy.displayName}", …}   (notifies the e-mail channel)`,
      ),
    ],
    check: async (cloud) => {
      const have = await existingPolicies(cloud)
      return policies
        .filter((policy) => !have.has(policy.displayName))
        .map((policy) => `No alert policy "${policy.displayName}".`)
    },
    apply: async (cloud) => {
      const have = await existingPolicies(cloud)
      const missing = policies.filter((policy) => !have.has(policy.displayName))
      if (missing.length === 0) return
      const notify = await channelName(cloud)
      const uptime = await findUptime(cloud)
      for (const policy of missing) await restOk(cloud, 'POST', policiesUrl, policy.body(notify, uptime))
    },
  })

  // 22. Budget.
  const budgetName = `${spec.project} monthly`
  if (spec.billingAccount) {
    const account = `--billing-account=${spec.billingAccount}`
    const listBudgets = gcloud('billing', 'budgets', 'list', account, '--format=json')
    const createBudget = (notify: string) =>
      gcloud(
        'billing',
        'budgets',
        'create',
        account,
        `--display-name=${budgetName}`,
        `--budget-amount=${spec.budget}AUD`,
        `--filter-projects=projects/${spec.project}`,
        '--threshold-rule=percent=0.5',
        '--threshold-rule=percent=0.9',
        '--threshold-rule=percent=1.0',
        `--notifications-rule-monitoring-notification-channels=${notify}`,
      )
    const hasBudget = async (cloud: Cloud) =>
      ((await read<{ displayName: string }[]>(cloud, listBudgets)) ?? []).some(
        (budget) => budget.displayName === budgetName,
      )
    steps.push({
      title: `Budget alert: AUD ${spec.budget} a month on billing account ${spec.billingAccount} (50%, 90%, 100%)`,
      commands: [show(listBudgets), show(createBudget('<the e-mail channel>'))],
      check: async (cloud) =>
        (await hasBudget(cloud)) ? [] : [`No budget "${budgetName}" watches the project's spending.`],
      apply: async (cloud) => {
        if (!(await hasBudget(cloud))) await exec(cloud, createBudget(await channelName(cloud)))
      },
    })
  } else {
    steps.push({
      title:
        'Budget alert: skipped, no --billing-account given (run again with --billing-account <id> [--budget <AUD>])',
      commands: [],
      check: () => Promise.resolve([]),
      apply: () => Promise.resolve(),
    })
  }

  // 23. The browser key: the Firebase web app's, which every page carries.
  const referrers = [
    ...spec.siteHosts.map((host) => `https://${host}/*`),
    `https://${spec.project}.firebaseapp.com/*`,
    `https://${spec.project}.web.app/*`,
  ]
  const updateKey = (name: string) =>
    gcloud(
      'services',
      'api-keys',
      'update',
      name,
      p,
      `--allowed-referrers=${referrers.join(',')}`,
      ...BROWSER_KEY_SERVICES.map((service) => `--api-target=service=${service}`),
    )
  interface ApiKey {
    name: string
    restrictions?: {
      browserKeyRestrictions?: { allowedReferrers?: string[] }
      apiTargets?: { service: string }[]
    }
  }
  const keyState = async (cloud: Cloud) => {
    const config = await webAppConfig(cloud, spec.project)
    if (!config) return { name: null, missing: ['The project has no Firebase web app.'] }
    const found = await read<{ name: string }>(
      cloud,
      gcloud('services', 'api-keys', 'lookup', config.apiKey, p, '--format=json'),
    )
    if (!found) throw new Error(`The web app's API key was not found in project ${spec.project}.`)
    const key = await read<ApiKey>(
      cloud,
      gcloud('services', 'api-keys', 'describe', found.name, p, '--format=json'),
    )
    const have = key?.restrictions?.browserKeyRestrictions?.allowedReferrers ?? []
    const targets = (key?.restrictions?.apiTargets ?? []).map((target) => target.service)
    const missing = []
    if (!sameSet(have, referrers))
      missing.push(`The browser API key is not limited to the site's addresses (${referrers.join(', ')}).`)
    if (!sameSet(targets, [...BROWSER_KEY_SERVICES]))
      missing.push(`The browser API key may call more than ${BROWSER_KEY_SERVICES.join(' and ')}.`)
    return { name: found.name, missing }
  }
  steps.push({
    title: `Restrict the browser API key to ${spec.siteHosts.join(', ')} (and Firebase's own auth pages) and to Firebase Auth's APIs`,
    commands: [
      show(firebase('apps:list', 'WEB', p, '--json')),
      `${show(firebase('apps:create', 'WEB', WEB_APP_NAME, p, '--json'))}   (when there is none)`,
      show(firebase('apps:sdkconfig', 'WEB', '<app-id>', p, '--json')),
      show(gcloud('services', 'api-keys', 'lookup', '<apiKey>', p, '--format=json')),
      show(gcloud('services', 'api-keys', 'describe', '<key-name>', p, '--format=json')),
      show(updateKey('<key-name>')),
    ],
    check: async (cloud) => (await keyState(cloud)).missing,
    apply: async (cloud) => {
      let state = await keyState(cloud)
      if (!state.name) {
        await exec(cloud, firebase('apps:create', 'WEB', WEB_APP_NAME, p, '--json'))
        state = await keyState(cloud)
      }
      if (state.name && state.missing.length) await exec(cloud, updateKey(state.name))
    },
  })

  return steps
}

/** Where a secret's first value comes from, as the dry-run says it. */
function secretSource(name: SecretName): string {
  const variable = `$SECRET_${name}`
  if (name === 'DEFAULT_ADMIN_SECRET') return `${variable}, or generated at random and printed once`
  if (name === 'DEPLOY_HOOK_URL') return `${variable}, or the release workflow's dispatch URL`
  return `${variable}, or asked at a prompt that does not echo`
}

function serviceAccountStep(spec: ProjectSpec, id: string, email: string, displayName: string): Step {
  const p = `--project=${spec.project}`
  const describe = gcloud('iam', 'service-accounts', 'describe', email, p, '--format=json')
  const create = gcloud('iam', 'service-accounts', 'create', id, p, `--display-name=${displayName}`)
  return {
    title: `Service account ${email}`,
    commands: [show(describe), show(create)],
    check: async (cloud) =>
      (await read(cloud, describe)) ? [] : [`The service account ${email} does not exist.`],
    apply: async (cloud) => {
      if (!(await read(cloud, describe))) await exec(cloud, create)
    },
  }
}

/** The web app's public configuration (its API key and auth domain), or null without a web app. */
export async function webAppConfig(
  cloud: Cloud,
  project: string,
): Promise<{ apiKey: string; authDomain: string; appId: string } | null> {
  const list = JSON.parse(
    await exec(cloud, firebase('apps:list', 'WEB', `--project=${project}`, '--json')),
  ) as {
    result?: { appId: string }[]
  }
  const app = list.result?.[0]
  if (!app) return null
  const config = JSON.parse(
    await exec(cloud, firebase('apps:sdkconfig', 'WEB', app.appId, `--project=${project}`, '--json')),
  ) as { result?: { sdkConfig?: { apiKey: string; authDomain: string } } }
  const sdk = config.result?.sdkConfig
  if (!sdk) throw new Error(`npx firebase apps:sdkconfig gave no configuration for web app ${app.appId}.`)
  return { apiKey: sdk.apiKey, authDomain: sdk.authDomain, appId: app.appId }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && b.every((item) => a.includes(item))
}

/** The parts of Identity Toolkit's project config this plan sets. */
export interface AuthConfig {
  signIn?: { email?: { enabled?: boolean; passwordRequired?: boolean } }
  passwordPolicyConfig?: {
    passwordPolicyEnforcementState?: string
    forceUpgradeOnSignin?: boolean
    passwordPolicyVersions?: { customStrengthOptions?: { minPasswordLength?: number } }[]
  }
  emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean }
  authorizedDomains?: string[]
  notification?: { sendEmail?: { callbackUri?: string } }
}

interface AuthChange {
  group: 'sign-in' | 'domains'
  sentence: string
  /** The update mask's field and the body that sets it. */
  field: string
  patch: AuthConfig
}

/** What differs between Auth's config and what production needs, one change per field. */
function authConfigChanges(config: AuthConfig | null, siteHosts: string[], actionUrl: string): AuthChange[] {
  if (!config) return []
  const changes: AuthChange[] = []
  const email = config.signIn?.email
  if (!email?.enabled || !email.passwordRequired) {
    changes.push({
      group: 'sign-in',
      sentence: 'E-mail/password sign-in is off.',
      field: 'signIn.email.enabled,signIn.email.passwordRequired',
      patch: { signIn: { email: { enabled: true, passwordRequired: true } } },
    })
  }
  const policy = config.passwordPolicyConfig
  if (
    policy?.passwordPolicyEnforcementState !== 'ENFORCE' ||
    policy.forceUpgradeOnSignin === true ||
    policy.passwordPolicyVersions?.[0]?.customStrengthOptions?.minPasswordLength !== PASSWORD_MIN_LENGTH
  ) {
    changes.push({
      group: 'sign-in',
      sentence: `Firebase Auth does not enforce passwords of at least ${PASSWORD_MIN_LENGTH} characters.`,
      field: 'passwordPolicyConfig',
      patch: {
        passwordPolicyConfig: {
          passwordPolicyEnforcementState: 'ENFORCE',
          // Accounts made before the policy still sign in; see docs/deploying.md.
          forceUpgradeOnSignin: false,
          passwordPolicyVersions: [{ customStrengthOptions: { minPasswordLength: PASSWORD_MIN_LENGTH } }],
        },
      },
    })
  }
  if (config.emailPrivacyConfig?.enableImprovedEmailPrivacy !== true) {
    changes.push({
      group: 'sign-in',
      sentence: 'E-mail enumeration protection is off.',
      field: 'emailPrivacyConfig.enableImprovedEmailPrivacy',
      patch: { emailPrivacyConfig: { enableImprovedEmailPrivacy: true } },
    })
  }
  const domains = config.authorizedDomains ?? []
  const missingDomains = siteHosts.filter((host) => !domains.includes(host))
  if (missingDomains.length) {
    changes.push({
      group: 'domains',
      sentence: `Firebase Auth's authorized domains lack ${missingDomains.join(' and ')}.`,
      field: 'authorizedDomains',
      patch: { authorizedDomains: [...domains, ...missingDomains] },
    })
  }
  if (config.notification?.sendEmail?.callbackUri !== actionUrl) {
    changes.push({
      group: 'domains',
      sentence: `Auth's e-mail links do not open on the site (action URL ${actionUrl}).`,
      field: 'notification.sendEmail.callbackUri',
      patch: { notification: { sendEmail: { callbackUri: actionUrl } } },
    })
  }
  return changes
}

async function patchAuth(cloud: Cloud, url: string, changes: AuthChange[]) {
  if (changes.length === 0) return
  const body = changes.reduce<Record<string, unknown>>(
    (merged, change) => mergeDeep(merged, change.patch),
    {},
  )
  const mask = changes.map((change) => change.field).join(',')
  await restOk(cloud, 'PATCH', `${url}?updateMask=${mask}`, body)
}

function mergeDeep(target: Record<string, unknown>, source: object): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] =
      value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object'
        ? mergeDeep(existing as Record<string, unknown>, value as object)
        : value
  }
  return target
}

interface PolicyTemplate {
  displayName: string
  body(channel: string, uptimeCheck: string | undefined): object
}

/** The alert policies, each notifying the one e-mail channel. */
function alertPolicies(spec: ProjectSpec, metrics: { alert: string; name: string }[]): PolicyTemplate[] {
  const metricFilter = (alert: string) =>
    `metric.type = "logging.googleapis.com/user/${metrics.find((metric) => metric.alert === alert)!.name}" AND resource.type = "cloud_run_revision"`
  const logCondition = (displayName: string, alert: string) => ({
    displayName,
    conditionThreshold: {
      filter: metricFilter(alert),
      comparison: 'COMPARISON_GT',
      thresholdValue: 0,
      duration: '0s',
      aggregations: [
        { alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' },
      ],
    },
  })
  const policy = (displayName: string, documentation: string, conditions: object[]): PolicyTemplate => ({
    displayName,
    body: (channel) => ({
      displayName,
      combiner: 'OR',
      conditions,
      notificationChannels: [channel],
      documentation: { content: documentation, mimeType: 'text/markdown' },
      alertStrategy: { autoClose: '86400s' },
    }),
  })
  const uptimeName = 'Site down'
  return [
    policy(
      'API 5xx responses',
      'The api function answered more than 5 requests with a 5xx in 5 minutes. Logs: Cloud Run service "api".',
      [
        {
          displayName: 'api 5xx > 5 in 5 min',
          conditionThreshold: {
            filter:
              'resource.type = "cloud_run_revision" AND resource.labels.service_name = "api" AND metric.type = "run.googleapis.com/request_count" AND metric.labels.response_code_class = "5xx"',
            comparison: 'COMPARISON_GT',
            thresholdValue: 5,
            duration: '0s',
            aggregations: [
              { alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_DELTA', crossSeriesReducer: 'REDUCE_SUM' },
            ],
          },
        },
      ],
    ),
    policy(
      'Publish failed or stuck',
      'A content publish failed, or has said "Publishing" too long. See the release workflow runs and the admin blog screen.',
      [
        logCondition('publish failed', ALERTS.publishFailed),
        logCondition('publish stuck', ALERTS.publishStuck),
      ],
    ),
    policy(
      'E-mails pending too long',
      'Enquiry e-mails have waited too long to be sent. Check SMTP_URL and the mail provider.',
      [logCondition('mail pending', ALERTS.mailPending)],
    ),
    {
      displayName: uptimeName,
      body: (channel, uptimeCheck) => ({
        displayName: uptimeName,
        combiner: 'OR',
        conditions: [
          {
            displayName: `${spec.siteOrigin}/api/health failing`,
            conditionThreshold: {
              filter: `metric.type = "monitoring.googleapis.com/uptime_check/check_passed" AND resource.type = "uptime_url" AND metric.labels.check_id = "${uptimeCheck?.split('/').at(-1) ?? ''}"`,
              comparison: 'COMPARISON_GT',
              thresholdValue: 1,
              duration: '600s',
              aggregations: [
                {
                  alignmentPeriod: '1200s',
                  perSeriesAligner: 'ALIGN_NEXT_OLDER',
                  crossSeriesReducer: 'REDUCE_COUNT_FALSE',
                  groupByFields: ['resource.label.*'],
                },
              ],
            },
          },
        ],
        notificationChannels: [channel],
        documentation: {
          content: `${spec.siteOrigin}/api/health has failed from more than one region.`,
          mimeType: 'text/markdown',
        },
      }),
    },
  ]
}
