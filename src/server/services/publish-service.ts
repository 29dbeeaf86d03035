import { siteStatus, type PublishState, type SiteStatus } from '../../domain/publish.ts'
import { canManagePublishing, enforce, type Actor } from '../policy/policy.ts'
import type { DeployHook } from '../ports/deploy-hook.ts'
import type { PublishStateStore } from '../ports/publish-state.ts'
import type { Logger } from '../ports/logger.ts'
import type { Audit } from './audit.ts'

/** Waits before the second and third call of a hook that failed. */
const HOOK_RETRY_DELAYS_MS = [1_000, 5_000]
/** A hook call that started no build within this time is made again. */
export const HOOK_STALE_AFTER_MS = 10 * 60_000

export interface PublishDeps {
  state: PublishStateStore
  hook: DeployHook
  now: () => Date
  logger: Logger
  /** Waits between hook retries; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>
  retryDelaysMs?: readonly number[]
  /** Records an admin's Retry in the activity log. */
  audit?: Pick<Audit, 'record'>
}

/**
 * Whether a change needs a call of the deploy hook. A burst of saves makes one call: while a
 * call is waiting for its build to start, that build will read every change made meanwhile,
 * so no further call is made. A new call is due when there was none, when the last one failed,
 * when its build has already begun (it may have read the content before this change), or when
 * it never started a build.
 */
function needsHookCall(state: PublishState, now: Date): boolean {
  const called = state.hook_called_at
  if (called === null || state.hook_error !== null) return true
  if (state.build_started_at !== null && state.build_started_at >= called) return true
  return now.getTime() - Date.parse(called) > HOOK_STALE_AFTER_MS
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The publish loop's server half: records changes, calls the deploy hook, reports the site's state. */
export function createPublishService({
  state,
  hook,
  now,
  logger,
  sleep = realSleep,
  retryDelaysMs = HOOK_RETRY_DELAYS_MS,
  audit,
}: PublishDeps) {
  /** Calls the hook, retrying a failed call; records the outcome. Never throws. */
  async function callHook(): Promise<PublishState> {
    let lastError = ''
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(retryDelaysMs[attempt - 1]!)
      const at = now().toISOString()
      try {
        await hook.trigger()
        return await state.update({ hook_called_at: at, hook_error: null })
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error)
        logger.warn(`[publish] deploy hook call ${attempt + 1} failed: ${lastError}`)
      }
    }
    return state.update({
      hook_called_at: now().toISOString(),
      hook_error: `The site rebuild could not be started: ${lastError}`,
    })
  }

  return {
    /**
     * To be called after every saved change that a static page shows. The change is already
     * stored, so this never throws: a hook that cannot be reached shows as a failed publish.
     */
    async contentChanged(): Promise<void> {
      try {
        const after = await state.recordChange(now().toISOString())
        if (needsHookCall(after, now())) await callHook()
      } catch (error) {
        logger.error('[publish] could not record a content change', error)
      }
    },

    async status(actor: Actor): Promise<SiteStatus> {
      enforce(canManagePublishing(actor))
      return siteStatus(await state.read())
    },

    /** An admin's Retry: calls the hook now, whatever state it was in. */
    async retry(actor: Actor): Promise<SiteStatus> {
      enforce(canManagePublishing(actor))
      const current = await state.read()
      if (current.changed_at === null) await state.recordChange(now().toISOString())
      const after = await callHook()
      await audit?.record(actor, {
        kind: 'publish',
        action: 'retried',
        target: { type: 'site', id: 'site', label: 'The website' },
        summary: after.hook_error === null ? 'Site rebuild started' : 'Site rebuild could not be started',
      })
      return siteStatus(after)
    },
  }
}

export type PublishService = ReturnType<typeof createPublishService>
