import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { isAppError } from '../../domain/api-error.ts'
import {
  DEFAULT_ADMIN_CLOSED,
  DefaultAdminRequestSchema,
  type DefaultAdminResult,
} from '../../domain/default-admin.ts'
import { messages } from '../../domain/messages.ts'
import type { ProfilesStore } from '../ports/profiles-store.ts'
import type { CreateAuthUser, DeleteAuthUser } from '../ports/identity.ts'
import type { RateLimiter, RateRule } from '../ports/rate-limiter.ts'
import type { Logger } from '../ports/logger.ts'

export interface DefaultAdminDeps {
  profiles: ProfilesStore
  createAuthUser: CreateAuthUser
  deleteAuthUser?: DeleteAuthUser
  rateLimiter: RateLimiter
  /** Server configuration: DEFAULT_ADMIN_SECRET and DEFAULT_ADMIN_EMAIL. */
  config: { secret: string | undefined; email: string }
  /** Who is asking (their IP address), for the per-caller rate limit. */
  clientKey: string
  now?: () => Date
  logger?: Logger
}

/** Per caller: a handful of tries, so the secret cannot be guessed by brute force. */
const DEFAULT_ADMIN_RATE_PER_CALLER: RateRule = { limit: 5, windowMs: 15 * 60 * 1000 }
/** For everyone together: caps a guess spread over many addresses. */
const DEFAULT_ADMIN_RATE_GLOBAL: RateRule = { limit: 30, windowMs: 60 * 60 * 1000 }

export const defaultAdminMessages = {
  created: 'Default admin created. Sign in with these details and change the password straight away.',
  notConfigured: 'The default admin is not set up on this server.',
  wrongSecret: 'That secret is not correct.',
  adminExists: DEFAULT_ADMIN_CLOSED.adminExists,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountExists: DEFAULT_ADMIN_CLOSED.accountExists,
} as const

const LOWER = 'abcdefghijkmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
const SYMBOLS = '!#$%&*+-=?@^_~'

/**
 * A 24-character password drawn with crypto.randomInt (unbiased), holding at least one of each
 * class; look-alike characters (l, 1, O, 0) are left out because a person copies it once by hand.
 */
export function generatePassword(length = 24): string {
  const classes = [LOWER, UPPER, DIGITS, SYMBOLS]
  const everything = classes.join('')
  const pick = (set: string) => set[randomInt(set.length)]!
  const chars = [
    ...classes.map(pick),
    ...Array.from({ length: length - classes.length }, () => pick(everything)),
  ]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

/** Constant-time comparison; hashing first makes both sides the same length. */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The one-time bootstrap behind the create-default-admin page, served as a callable function:
 * works only while no admin exists and only with the configured secret. Answers
 * {message, admin: {email, password}} (the password is shown once) or {error}.
 */
export async function createDefaultAdmin(
  input: unknown,
  deps: DefaultAdminDeps,
): Promise<DefaultAdminResult> {
  const { profiles, rateLimiter, config } = deps
  const now = deps.now ?? (() => new Date())

  for (const [key, rule] of [
    [`default-admin:${deps.clientKey}`, DEFAULT_ADMIN_RATE_PER_CALLER],
    ['default-admin:*', DEFAULT_ADMIN_RATE_GLOBAL],
  ] as const) {
    if (!(await rateLimiter.hit(key, rule)).allowed) return { error: defaultAdminMessages.tooManyAttempts }
  }

  // A callable may send no body at all; that is a missing secret, not a malformed request.
  const parsed = DefaultAdminRequestSchema.safeParse(typeof input === 'object' && input !== null ? input : {})
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? messages.secretRequired }
  if (!config.secret) return { error: defaultAdminMessages.notConfigured }
  if (!secretMatches(parsed.data.secret, config.secret)) return { error: defaultAdminMessages.wrongSecret }
  if ((await profiles.countAdmins()) > 0) return { error: defaultAdminMessages.adminExists }

  const password = generatePassword()
  let user: { uid: string; email: string }
  try {
    user = await deps.createAuthUser({ email: config.email, password })
  } catch (error) {
    if (isAppError(error) && error.code === 'conflict') return { error: defaultAdminMessages.accountExists }
    deps.logger?.error('Default admin: could not create the account', error)
    return { error: messages.somethingWentWrong }
  }

  // Two correct requests at once: only one may become the first admin.
  const profile = await profiles.claimFirstAdmin({
    id: user.uid,
    email: user.email,
    is_admin: true,
    created_at: now().toISOString(),
  })
  if (!profile) {
    await deps.deleteAuthUser?.(user.uid).catch((error: unknown) => deps.logger?.error(error))
    return { error: defaultAdminMessages.adminExists }
  }
  return { message: defaultAdminMessages.created, admin: { email: user.email, password } }
}
