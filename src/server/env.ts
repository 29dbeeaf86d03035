import { z } from 'zod'

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

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable counts as unset, as in most shells' `VAR=` habit.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    )
  }
  return parsed.data
}
