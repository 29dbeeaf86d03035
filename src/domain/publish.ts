import { z } from 'zod'

/**
 * The publish loop (docs/decisions/013-publish-loop.md): the static site is rebuilt when
 * content it shows changes. This is what the store remembers about that loop: the newest
 * change, the last call of the deploy hook, and the last build.
 */
const timestamp = z.iso.datetime().nullable()

export const PublishStateSchema = z.object({
  /** The newest change a static page shows (a post, a public photo, a category). */
  changed_at: timestamp,
  /** The first change the live site does not show yet; set when a change finds the site live. */
  pending_since: timestamp,
  /** The last time the deploy hook accepted a call. */
  hook_called_at: timestamp,
  /** Why the last call of the hook failed, after its retries; null once a call succeeds. */
  hook_error: z.string().nullable(),
  /** When the newest build began: it shows the content as of this moment. */
  build_started_at: timestamp,
  build_finished_at: timestamp,
  /** Why the newest build failed; null while it runs and when it succeeded. */
  build_error: z.string().nullable(),
  /** The live site shows the content as of this moment (the start of the last good build). */
  live_as_of: timestamp,
})
export type PublishState = z.infer<typeof PublishStateSchema>

export const EMPTY_PUBLISH_STATE: PublishState = {
  changed_at: null,
  pending_since: null,
  hook_called_at: null,
  hook_error: null,
  build_started_at: null,
  build_finished_at: null,
  build_error: null,
  live_as_of: null,
}

const SITE_STATES = ['live', 'publishing', 'failed'] as const
export type SiteState = (typeof SITE_STATES)[number]

/** What admins see: is the public site up to date, and if not, why not. */
export const SiteStatusSchema = z.object({
  state: z.enum(SITE_STATES),
  /** The live site shows the content as of this moment; null before the first recorded build. */
  live_as_of: timestamp,
  /** Changes wait to be published since this moment; null when the site is live. */
  pending_since: timestamp,
  /** Why publishing failed, when `state` is 'failed'. */
  failure: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
})
export type SiteStatus = z.infer<typeof SiteStatusSchema>
export const SiteStatusResponseSchema = z.object({ status: SiteStatusSchema })

/** The site's state, from what the store remembers. */
export function siteStatus(state: PublishState): SiteStatus {
  const { changed_at, live_as_of } = state
  const upToDate = changed_at === null || (live_as_of !== null && live_as_of >= changed_at)
  if (upToDate) return { state: 'live', live_as_of, pending_since: null, failure: null }
  const pending_since = state.pending_since ?? changed_at
  // A failed build counts only if it was the newest attempt; a later hook call starts another.
  const buildFailed =
    state.build_error !== null &&
    state.build_finished_at !== null &&
    (state.hook_called_at === null || state.hook_called_at <= (state.build_started_at ?? ''))
  if (state.hook_error !== null) {
    return {
      state: 'failed',
      live_as_of,
      pending_since,
      failure: { at: state.hook_called_at ?? changed_at, reason: state.hook_error },
    }
  }
  if (buildFailed) {
    return {
      state: 'failed',
      live_as_of,
      pending_since,
      failure: { at: state.build_finished_at!, reason: state.build_error! },
    }
  }
  return { state: 'publishing', live_as_of, pending_since, failure: null }
}

export type PostPublishState =
  { state: 'live' } | { state: 'publishing'; since: string } | { state: 'failed'; reason: string }

/** Whether one post's last change is on the live site, from the site's status. */
export function postPublishState(post: { updated_at: string }, status: SiteStatus): PostPublishState {
  const { live_as_of, pending_since } = status
  const onLiveSite =
    live_as_of !== null
      ? // Built from content at least as new as the post's last change.
        post.updated_at <= live_as_of
      : // Before any recorded build: nothing changed, or older than the first change waiting.
        status.state === 'live' || (pending_since !== null && post.updated_at < pending_since)
  if (onLiveSite) return { state: 'live' }
  if (status.state === 'failed') return { state: 'failed', reason: status.failure?.reason ?? '' }
  // Also when the status was read before this change was saved: it is on its way.
  return { state: 'publishing', since: post.updated_at }
}
