import { describe, expect, test } from 'vitest'
import { EMPTY_PUBLISH_STATE, postPublishState, siteStatus, type PublishState } from './publish.ts'

const state = (patch: Partial<PublishState>): PublishState => ({ ...EMPTY_PUBLISH_STATE, ...patch })
const T = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 9, 0, seconds)).toISOString()

describe('the site status', () => {
  test('live when nothing changed, or when the last good build began after the newest change', () => {
    expect(siteStatus(EMPTY_PUBLISH_STATE).state).toBe('live')
    expect(siteStatus(state({ changed_at: T(1), live_as_of: T(2) })).state).toBe('live')
  })

  test('publishing while a change is newer than the live site, since the first such change', () => {
    expect(
      siteStatus(state({ changed_at: T(5), pending_since: T(3), hook_called_at: T(3), live_as_of: T(2) })),
    ).toEqual({ state: 'publishing', live_as_of: T(2), pending_since: T(3), failure: null })
  })

  test('failed when the hook could not be called, or when the newest build failed', () => {
    expect(
      siteStatus(state({ changed_at: T(5), hook_called_at: T(5), hook_error: 'refused' })).failure,
    ).toEqual({
      at: T(5),
      reason: 'refused',
    })
    const failedBuild = state({
      changed_at: T(5),
      hook_called_at: T(5),
      build_started_at: T(6),
      build_finished_at: T(9),
      build_error: 'disk full',
    })
    expect(siteStatus(failedBuild)).toMatchObject({
      state: 'failed',
      failure: { at: T(9), reason: 'disk full' },
    })
    // A retry (a hook call after that build began) is publishing again.
    expect(siteStatus({ ...failedBuild, hook_called_at: T(10) }).state).toBe('publishing')
  })
})

describe("a post's publish state", () => {
  const publishing = siteStatus(
    state({ changed_at: T(5), pending_since: T(5), hook_called_at: T(5), live_as_of: T(2) }),
  )

  test('live when the live site was built after its last change', () => {
    expect(postPublishState({ updated_at: T(1) }, publishing)).toEqual({ state: 'live' })
  })

  test('publishing since its change when that is newer than the live site', () => {
    expect(postPublishState({ updated_at: T(5) }, publishing)).toEqual({ state: 'publishing', since: T(5) })
  })

  test('failed, with the reason, when publishing failed', () => {
    const failed = siteStatus(
      state({ changed_at: T(5), hook_called_at: T(5), hook_error: 'refused', live_as_of: T(2) }),
    )
    expect(postPublishState({ updated_at: T(5) }, failed)).toEqual({ state: 'failed', reason: 'refused' })
  })

  test('a status read before the post was saved does not call the post live', () => {
    const live = siteStatus(state({ changed_at: T(2), live_as_of: T(3) }))
    expect(postPublishState({ updated_at: T(9) }, live)).toEqual({ state: 'publishing', since: T(9) })
  })

  test('before any recorded build, posts older than the first pending change are live', () => {
    const first = siteStatus(state({ changed_at: T(5), pending_since: T(5), hook_called_at: T(5) }))
    expect(postPublishState({ updated_at: T(1) }, first).state).toBe('live')
    expect(postPublishState({ updated_at: T(5) }, first).state).toBe('publishing')
  })
})
