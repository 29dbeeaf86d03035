import type { Actor } from './policy/policy.ts'

/** What middleware puts on each request's context. */
export interface AppEnv {
  Variables: {
    actor: Actor
    requestId: string
  }
}
