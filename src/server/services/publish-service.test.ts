import { describe, expect, test } from 'vitest'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqlitePublishState } from '../adapters/sqlite/sqlite-publish-state.ts'
import type { Actor } from '../policy/policy.ts'
import type { PublishStateStore } from '../ports/publish-state.ts'
import { createPublishService, HOOK_STALE_AFTER_MS } from './publish-service.ts'

const admin = { kind: 'admin', uid: 'a', email: 'a@example.com', emailVerified: true } as Actor

/** A hook that fails the first `failures` calls, and a clock the test moves. */
function setup({ failures = 0 } = {}) {
  const db = openDatabase(tempDir('publish'))
  onCleanup(() => db.close())
  const state = createSqlitePublishState(db)
  let clock = Date.parse('2026-03-01T09:00:00.000Z')
  const calls: string[] = []
  const slept: number[] = []
  const warnings: unknown[][] = []
  let failing = failures
  const service = createPublishService({
    state,
    hook: {
      async trigger() {
        calls.push(new Date(clock).toISOString())
        if (failing > 0) {
          failing -= 1
          throw new Error('connect ECONNREFUSED 127.0.0.1:5006')
        }
      },
    },
    now: () => new Date(clock),
    logger: { error: (...args) => warnings.push(args), warn: (...args) => warnings.push(args) },
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
  })
  const tick = (ms = 1000) => (clock += ms)
  /** What the site build records when it starts and ends. */
  const build = {
    start: () => state.update({ build_started_at: new Date(tick()).toISOString(), build_error: null }),
    succeed: async () => {
      const { build_started_at } = await state.read()
      await state.update({ build_finished_at: new Date(tick()).toISOString(), live_as_of: build_started_at })
    },
    fail: (reason: string) =>
      state.update({ build_finished_at: new Date(tick()).toISOString(), build_error: reason }),
  }
  return { service, state, calls, slept, warnings, tick, build, failAgain: (n: number) => (failing = n) }
}

describe('publish service: coalescing', () => {
  test('a burst of saves calls the hook once; the build that follows reads them all', async () => {
    const { service, calls, tick, build } = setup()
    for (let i = 0; i < 10; i += 1) {
      await service.contentChanged()
      tick(200)
    }
    expect(calls).toHaveLength(1)
    expect((await service.status(admin)).state).toBe('publishing')

    await build.start()
    await build.succeed()
    expect(await service.status(admin)).toMatchObject({ state: 'live', pending_since: null, failure: null })
  })

  test('a save after the build began calls the hook again, once', async () => {
    const { service, calls, tick, build } = setup()
    await service.contentChanged()
    await build.start()
    tick()
    await service.contentChanged()
    await service.contentChanged()
    expect(calls).toHaveLength(2)
    await build.succeed()
    // The second save came after the first build began: not live until the next build.
    expect((await service.status(admin)).state).toBe('publishing')
    await build.start()
    await build.succeed()
    expect((await service.status(admin)).state).toBe('live')
  })

  test('a call that started no build is made again after a while', async () => {
    const { service, calls, tick } = setup()
    await service.contentChanged()
    tick(HOOK_STALE_AFTER_MS - 1000)
    await service.contentChanged()
    expect(calls).toHaveLength(1)
    tick(2000)
    await service.contentChanged()
    expect(calls).toHaveLength(2)
  })

  test('pending_since is the first change the live site lacks', async () => {
    const { service, tick } = setup()
    await service.contentChanged()
    const first = (await service.status(admin)).pending_since
    tick(5000)
    await service.contentChanged()
    expect((await service.status(admin)).pending_since).toBe(first)
  })
})

describe('publish service: retries and failures', () => {
  test('a hook that fails twice is retried after 1 s and 5 s, and the publish goes on', async () => {
    const { service, calls, slept, warnings } = setup({ failures: 2 })
    await service.contentChanged()
    expect(calls).toHaveLength(3)
    expect(slept).toEqual([1000, 5000])
    expect(warnings).toHaveLength(2)
    expect(await service.status(admin)).toMatchObject({ state: 'publishing', failure: null })
  })

  test('a hook that cannot be reached shows as failed, with the reason; the next save tries again', async () => {
    const { service, calls, failAgain } = setup({ failures: 3 })
    await service.contentChanged()
    expect(calls).toHaveLength(3)
    const failed = await service.status(admin)
    expect(failed.state).toBe('failed')
    expect(failed.failure?.reason).toBe(
      'The site rebuild could not be started: connect ECONNREFUSED 127.0.0.1:5006',
    )
    failAgain(0)
    await service.contentChanged()
    expect(calls).toHaveLength(4)
    expect((await service.status(admin)).state).toBe('publishing')
  })

  test('a failed build shows as failed; Retry calls the hook and the next build makes the site live', async () => {
    const { service, calls, build } = setup()
    await service.contentChanged()
    await build.start()
    await build.fail('astro build exited with code 1: out of disk space')
    expect(await service.status(admin)).toMatchObject({
      state: 'failed',
      failure: { reason: 'astro build exited with code 1: out of disk space' },
    })

    expect((await service.retry(admin)).state).toBe('publishing')
    expect(calls).toHaveLength(2)
    await build.start()
    await build.succeed()
    expect((await service.status(admin)).state).toBe('live')
  })

  test('a store that cannot be written never fails the save that called it', async () => {
    const broken: PublishStateStore = {
      read: () => Promise.reject(new Error('disk I/O error')),
      update: () => Promise.reject(new Error('disk I/O error')),
      recordChange: () => Promise.reject(new Error('disk I/O error')),
    }
    const errors: unknown[][] = []
    const service = createPublishService({
      state: broken,
      hook: { trigger: async () => {} },
      now: () => new Date(),
      logger: { error: (...args) => errors.push(args), warn: () => {} },
    })
    await expect(service.contentChanged()).resolves.toBeUndefined()
    expect(errors).toHaveLength(1)
  })

  test('only admins see the state or retry', async () => {
    const { service } = setup()
    await expect(service.status({ kind: 'visitor' })).rejects.toMatchObject({ code: 'unauthenticated' })
    const user = { kind: 'user', uid: 'u', email: 'u@example.com', emailVerified: true } as Actor
    await expect(service.retry(user)).rejects.toMatchObject({ code: 'forbidden' })
  })
})
