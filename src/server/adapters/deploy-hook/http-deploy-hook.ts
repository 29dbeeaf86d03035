import type { DeployHook } from '../../ports/deploy-hook.ts'

/** How long a hook may take to accept a call. */
const HOOK_TIMEOUT_MS = 10_000

/**
 * Calls the deploy hook over HTTPS (HTTP on loopback locally): a POST with a bearer token and
 * the body of GitHub's workflow_dispatch, so production points it straight at
 * `https://api.github.com/repos/{owner}/{repo}/actions/workflows/release.yml/dispatches` (a
 * token that may only run workflows will do; see docs/deploying.md). The local rebuild server
 * (scripts/publish-hook.ts) accepts the same request.
 */
export function createHttpDeployHook({ url, token }: { url: string; token: string }): DeployHook {
  return {
    async trigger() {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/vnd.github+json',
            'Content-Type': 'application/json',
            'User-Agent': 'harbourline-publish',
          },
          // The branch the site is deployed from.
          body: JSON.stringify({ ref: 'main' }),
          signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
        })
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause?.message
        throw new Error(cause ?? (error instanceof Error ? error.message : String(error)), { cause: error })
      }
      if (!response.ok) {
        throw new Error(`the deploy hook answered ${response.status} ${response.statusText}`.trim())
      }
    },
  }
}

/** For an API with no site to publish: every call fails with a sentence saying so. */
export const missingDeployHook: DeployHook = {
  async trigger() {
    throw new Error('no deploy hook is configured (DEPLOY_HOOK_URL)')
  },
}
