import type { MiddlewareHandler } from 'hono'
import { AppError, SESSION_EXPIRED } from '../../domain/api-error.ts'
import type { AppEnv } from '../app-env.ts'
import type { Actor } from '../policy/policy.ts'
import type { ProfilesStore } from '../ports/profiles-store.ts'
import type { VerifiedToken, VerifyIdToken } from '../ports/identity.ts'

const VISITOR: Actor = { kind: 'visitor' }
export const BAD_AUTHORIZATION = 'Send the sign-in token as "Authorization: Bearer <token>"'

/**
 * Establishes who is calling. No Authorization header: a visitor. A Bearer Firebase ID token:
 * verified, then the profile is read (and created on first sight). Admin rights come from the
 * profile read here, on this request, never from the token, so a removed right stops at once.
 * A token that fails verification is a 401, even on public routes, so a client notices.
 */
export function authenticate(deps: {
  profiles: ProfilesStore
  verifyIdToken: VerifyIdToken
  now: () => Date
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) {
      c.set('actor', VISITOR)
      return next()
    }
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
    if (!token) throw new AppError('unauthenticated', BAD_AUTHORIZATION)
    let claims: VerifiedToken
    try {
      claims = await deps.verifyIdToken(token)
    } catch {
      throw new AppError('unauthenticated', SESSION_EXPIRED)
    }
    const profile = await deps.profiles.ensureProfile({
      id: claims.uid,
      email: claims.email ?? '',
      is_admin: false,
      created_at: deps.now().toISOString(),
    })
    const emailVerified = claims.email_verified === true
    c.set('actor', {
      kind: profile.is_admin ? 'admin' : emailVerified ? 'verified' : 'user',
      uid: claims.uid,
      email: profile.email,
      emailVerified,
      profile,
      passwordGiven: claims.password_given === true,
    })
    return next()
  }
}
