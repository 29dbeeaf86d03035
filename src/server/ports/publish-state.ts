import type { PublishState } from '../../domain/publish.ts'

/**
 * What the publish loop remembers (src/domain/publish.ts), shared by the API, which records
 * changes and hook calls, and the site build, which records its start and end. One record.
 */
export interface PublishStateStore {
  /** The whole state; EMPTY_PUBLISH_STATE before anything was recorded. */
  read(): Promise<PublishState>
  /** Writes the given fields as given, keeps the others, and returns the whole state. */
  update(patch: Partial<PublishState>): Promise<PublishState>
  /**
   * Records a change a static page shows, in one atomic step: `changed_at` becomes `at`, and
   * `pending_since` too when the live site showed every earlier change. Returns the new state.
   */
  recordChange(at: string): Promise<PublishState>
}

/** recordChange's rule, for the adapters: the state after a change at `at`. */
export function stateAfterChange(state: PublishState, at: string): Partial<PublishState> {
  const wasLive =
    state.changed_at === null || (state.live_as_of !== null && state.live_as_of >= state.changed_at)
  return wasLive ? { changed_at: at, pending_since: at } : { changed_at: at }
}
