import { z } from 'zod'
import { isPlaceholderDomain, siteUrlProblems } from '../build/build-settings.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../business-defaults.ts'

/**
 * The server's configuration, from environment variables. parseEnv stops at start-up with the
 * list of everything missing or wrong, instead of failing on the first request that needs it.
 */
export const EnvSchema = z.object({
  /** Which adapters: 'local' (SQLite + files under DATA_DIR) or 'firebase' (Firestore + Cloud Storage). */
  STORAGE: z.enum(['local', 'firebase']).default('local'),
  /** Where the local adapters keep the database and the media files. */
  DATA_DIR: z.string().min(1).default('.data'),
  /** URL prefix of uploaded media: '/api/media' locally, the bucket's public URL in production. */
  PUBLIC_MEDIA_BASE: z
    .string()
    .default('/api/media')
    .refine((value) => /^(?:\/[^/]|https:\/\/)/.test(value), 'must start with / or https://'),
  /** The default admin's e-mail (the create-default-admin bootstrap). */
  DEFAULT_ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@harbourline.example'),
  /** The default admin's function secret: Secret Manager in production, .secret.local locally. */
  DEFAULT_ADMIN_SECRET: z
    .string({ error: 'is required (at least 16 characters)' })
    .min(16, 'must be at least 16 characters'),
  /**
   * The deploy hook the API calls when published content changes (the publish loop): in
   * production the publish workflow's dispatch URL, locally the stack's own hook. Secret
   * Manager in production; functions/.secret.local locally. Without it, changes are saved and
   * admins are told that nothing can be published.
   */
  DEPLOY_HOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The bearer token the hook checks. */
  DEPLOY_HOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The SMTP server e-mail goes out through (smtps://user:password@host:465): Secret Manager in
   * production; MailDev in the local stack (functions/.secret.local). Without it enquiries are
   * stored with their e-mails pending, and sent once it is set.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of every e-mail the site sends. */
  MAIL_FROM: z.string().min(3).default(`${DEFAULT_BUSINESS_SETTINGS.brand} <no-reply@harbourline.example>`),
  /** Where the business's notices of new enquiries go: by default the address a fresh project starts with. */
  BUSINESS_EMAIL: z.email('must be an e-mail address').default(DEFAULT_BUSINESS_SETTINGS.email),
  /** The site's public address, for links in e-mails. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://harbourline.example'),
  /** For serve-node.ts only. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
})
export type Env = z.infer<typeof EnvSchema>

export class ConfigurationError extends Error {
  constructor(problems: string[]) {
    super(
      `The server configuration is incomplete:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
    this.name = 'ConfigurationError'
  }
}

type Source = Record<string, string | undefined>

/** An empty variable counts as unset, as in most shells' `VAR=` habit. */
function presentValues(source: Source): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  )
}

/**
 * Parses the configuration. `production`: the deployed functions, where the defaults above are
 * placeholders, not settings: every value in PRODUCTION_SETTINGS must be given and real, or the
 * API refuses to start (productionSettingsProblems), as the production build does.
 */
export function parseEnv(source: Source = process.env, { production = false } = {}): Env {
  const present = presentValues(source)
  const parsed = EnvSchema.safeParse(present)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
  if (production) problems.push(...productionSettingsProblems(present))
  if (problems.length > 0 || !parsed.success) throw new ConfigurationError(problems)
  return parsed.data
}

/**
 * The non-secret settings production must be given (the repository's variables, which the
 * release workflow writes into functions/.env.<project>; docs/deploying.md), and why.
 */
export const PRODUCTION_SETTINGS = {
  SITE_URL: 'the public address, for links in e-mails',
  MAIL_FROM: 'the sender of every e-mail the site sends',
  BUSINESS_EMAIL: 'where the notices of new enquiries go',
  DEFAULT_ADMIN_EMAIL: 'the first admin account',
} as const satisfies Partial<Record<keyof Env, string>>

/** The address inside "Name <address>" or a bare address. */
function mailAddress(value: string): string {
  return /<([^<>]+)>\s*$/.exec(value)?.[1]?.trim() ?? value.trim()
}

/**
 * What stops production from starting, one sentence each: a setting of PRODUCTION_SETTINGS
 * missing, or still a placeholder (an address on the reserved .example domain). Also read by the
 * deploy preflight (scripts/production/doctor.ts) and the workflow step that writes the settings.
 */
export function productionSettingsProblems(source: Source): string[] {
  const present = presentValues(source)
  const problems: string[] = []
  for (const [key, purpose] of Object.entries(PRODUCTION_SETTINGS)) {
    const value = present[key]
    if (value === undefined) {
      problems.push(`${key} is not set: it is ${purpose}.`)
    } else if (key === 'SITE_URL') {
      problems.push(...siteUrlProblems(value).map((problem) => `${problem}: it is ${purpose}.`))
    } else {
      const domain = mailAddress(value).split('@')[1] ?? ''
      if (isPlaceholderDomain(domain)) {
        problems.push(`${key} "${value}" is a placeholder address: it is ${purpose}.`)
      }
    }
  }
  return problems
}
