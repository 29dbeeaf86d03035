import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { enforce, type Actor, type Verdict } from '../policy/policy.ts'

/**
 * Route guard: asks the policy before the body is read, so a caller who may not do this learns
 * nothing about their input. The service asks again; this only answers early.
 */
export function allow(question: (actor: Actor) => Verdict): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    enforce(question(c.get('actor')))
    await next()
  }
}
