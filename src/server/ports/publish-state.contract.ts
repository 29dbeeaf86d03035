import { describe, expect, test } from 'vitest'
import { EMPTY_PUBLISH_STATE } from '../../domain/publish.ts'
import type { PublishStateStore } from './publish-state.ts'

/** What every PublishStateStore promises; each adapter's test file runs it. */
export function describePublishStateContract(name: string, open: () => Promise<PublishStateStore>) {
  describe(`${name} PublishStateStore`, () => {
    test('reads the empty state before anything was recorded', async () => {
      const store = await open()
      expect(await store.read()).toEqual(EMPTY_PUBLISH_STATE)
    })

    test('update writes the given fields, keeps the others and returns the whole state', async () => {
      const store = await open()
      await store.update({ hook_called_at: '2026-01-01T10:00:00.000Z', hook_error: 'refused' })
      const after = await store.update({ hook_error: null, build_started_at: '2026-01-01T10:00:05.000Z' })
      expect(after).toEqual({
        ...EMPTY_PUBLISH_STATE,
        hook_called_at: '2026-01-01T10:00:00.000Z',
        build_started_at: '2026-01-01T10:00:05.000Z',
      })
      expect(await store.read()).toEqual(after)
    })

    test('the first change after the site went live starts the pending time; later ones keep it', async () => {
      const store = await open()
      const first = await store.recordChange('2026-01-01T10:00:00.000Z')
      expect(first).toMatchObject({
        changed_at: '2026-01-01T10:00:00.000Z',
        pending_since: '2026-01-01T10:00:00.000Z',
      })
      const second = await store.recordChange('2026-01-01T10:00:03.000Z')
      expect(second).toMatchObject({
        changed_at: '2026-01-01T10:00:03.000Z',
        pending_since: '2026-01-01T10:00:00.000Z',
      })

      await store.update({ live_as_of: '2026-01-01T10:00:04.000Z' })
      const third = await store.recordChange('2026-01-01T10:01:00.000Z')
      expect(third).toMatchObject({
        changed_at: '2026-01-01T10:01:00.000Z',
        pending_since: '2026-01-01T10:01:00.000Z',
      })
    })
  })
}
