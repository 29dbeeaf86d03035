/**
 * What a production project is made of: names, places and roles, in one place for the set-up
 * plan (setup-plan.ts), the preflight (doctor.ts) and their tests. Why each role: decision 030.
 */

export const REGION = 'australia-southeast1'
export const DATABASE = '(default)'
/** The secrets functions/src/index.ts declares with defineSecret. */
export const SECRET_NAMES = [
  'DEFAULT_ADMIN_SECRET',
  'DEPLOY_HOOK_URL',
  'DEPLOY_HOOK_TOKEN',
  'SMTP_URL',
] as const
export type SecretName = (typeof SECRET_NAMES)[number]
/** The secrets the deployer reads: the preflight proves the deploy hook's token works. */
export const DEPLOYER_SECRETS: readonly SecretName[] = ['DEPLOY_HOOK_URL', 'DEPLOY_HOOK_TOKEN']

/**
 * The workflow the deploy hook starts (.github/workflows/release.yml, decision 032), and the
 * GitHub API address that starts it: the DEPLOY_HOOK_URL secret.
 */
export const RELEASE_WORKFLOW = 'release.yml'
export const deployHookUrl = (repo: string) =>
  `https://api.github.com/repos/${repo}/actions/workflows/${RELEASE_WORKFLOW}/dispatches`

/** Workload Identity Federation: one pool, one provider, both called github. */
export const POOL_ID = 'github'
export const PROVIDER_ID = 'github'
export const GITHUB_ISSUER = 'https://token.actions.githubusercontent.com'
/** The GitHub environment whose jobs may deploy. */
const DEPLOY_ENVIRONMENT = 'production'
export const BACKUP_RETENTION = '14w'
export const BACKUP_RETENTION_SECONDS = 14 * 7 * 24 * 60 * 60
export const PASSWORD_MIN_LENGTH = 8

/** Every API the site, its deploys and its monitoring use; firebase deploy would only check them. */
export const SERVICES = [
  'firebase.googleapis.com',
  'firebasehosting.googleapis.com',
  'firebaserules.googleapis.com',
  'firebasestorage.googleapis.com',
  'firestore.googleapis.com',
  'storage.googleapis.com',
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
  'secretmanager.googleapis.com',
  'cloudfunctions.googleapis.com',
  'run.googleapis.com',
  'cloudbuild.googleapis.com',
  'artifactregistry.googleapis.com',
  'eventarc.googleapis.com',
  'pubsub.googleapis.com',
  'cloudscheduler.googleapis.com',
  'iam.googleapis.com',
  'iamcredentials.googleapis.com',
  'sts.googleapis.com',
  'cloudresourcemanager.googleapis.com',
  'serviceusage.googleapis.com',
  'apikeys.googleapis.com',
  'logging.googleapis.com',
  'monitoring.googleapis.com',
] as const
/** Only with --billing-account. */
export const BUDGET_SERVICE = 'billingbudgets.googleapis.com'

/** The runtime account's project roles; its bucket and secret roles are granted on those resources. */
export const RUNTIME_PROJECT_ROLES = [
  'roles/datastore.user',
  'roles/firebaseauth.admin',
  'roles/logging.logWriter',
  'roles/monitoring.metricWriter',
] as const
export const RUNTIME_BUCKET_ROLE = 'roles/storage.objectAdmin'
export const SECRET_ACCESSOR = 'roles/secretmanager.secretAccessor'

/** The deployer's project roles (firebase deploy, the build, the publish run, the preflight). */
export const DEPLOYER_PROJECT_ROLES = [
  'roles/firebasehosting.admin',
  'roles/cloudfunctions.admin',
  'roles/cloudscheduler.admin',
  'roles/firebaserules.admin',
  'roles/firebasestorage.viewer',
  'roles/datastore.indexAdmin',
  'roles/datastore.user',
  'roles/secretmanager.viewer',
  'roles/firebaseauth.viewer',
  'roles/serviceusage.serviceUsageConsumer',
  'roles/serviceusage.apiKeysViewer',
] as const
export const ACT_AS = 'roles/iam.serviceAccountUser'
export const WORKLOAD_IDENTITY_USER = 'roles/iam.workloadIdentityUser'
/** New projects build functions as the default compute account, which no longer gets this by default. */
export const BUILDER_ROLE = 'roles/cloudbuild.builds.builder'

/** The APIs the browser key may call: Firebase Auth's sign-in and token refresh. */
export const BROWSER_KEY_SERVICES = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com'] as const

export interface SetupOptions {
  project: string
  /** owner/name */
  repo: string
  /** https origin, e.g. https://www.example.com.au */
  siteUrl: string
  alertEmail: string
  billingAccount?: string | undefined
  /** Monthly budget in AUD. */
  budget: number
}

/** Everything the plan derives from the options. */
export interface ProjectSpec extends SetupOptions {
  siteOrigin: string
  siteHost: string
  /** The site's host names: www.example.com.au and example.com.au. */
  siteHosts: string[]
  bucket: string
  runtimeAccount: string
  deployerAccount: string
  /** Set in GitHub's `sub` claim for a job in the production environment. */
  subject: string
  attributeCondition: string
}

export function projectSpec(options: SetupOptions): ProjectSpec {
  const url = new URL(options.siteUrl)
  const siteHost = url.hostname
  const apex = siteHost.startsWith('www.') ? siteHost.slice(4) : null
  const subject = `repo:${options.repo}:environment:${DEPLOY_ENVIRONMENT}`
  return {
    ...options,
    siteOrigin: url.origin,
    siteHost,
    siteHosts: apex ? [siteHost, apex] : [siteHost],
    // New projects' default bucket (since October 2024); older projects have <project>.appspot.com.
    bucket: `${options.project}.firebasestorage.app`,
    runtimeAccount: `site-runtime@${options.project}.iam.gserviceaccount.com`,
    deployerAccount: `github-deployer@${options.project}.iam.gserviceaccount.com`,
    subject,
    attributeCondition: `assertion.repository == '${options.repo}' && assertion.sub == '${subject}'`,
  }
}

export const serviceAccountMember = (email: string) => `serviceAccount:${email}`

/** The deployer's only Workload Identity principal: jobs of this repository's production environment. */
export function deployPrincipal(projectNumber: string, subject: string): string {
  return `principal://iam.googleapis.com/projects/${projectNumber}/locations/global/workloadIdentityPools/${POOL_ID}/subject/${subject}`
}

export function workloadIdentityProvider(projectNumber: string): string {
  return `projects/${projectNumber}/locations/global/workloadIdentityPools/${POOL_ID}/providers/${PROVIDER_ID}`
}
