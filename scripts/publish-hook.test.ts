import { describe, expect, test } from 'vitest'
import { siteStatus } from '../src/domain/publish.ts'
import { createMemoryPublishState } from '../src/server/adapters/memory/memory-publish-state.ts'
import { createPublishService } from '../src/server/services/publish-service.ts'
import { startPublishHook } from './publish-hook.ts'
import type { PublishOutcome, PublishTarget } from './publish-site.ts'

const TOKEN = 'local-hook-token-0123456789'

/** A target whose builds wait until the test lets them finish, or fail when told to. */
function controlledTarget() {
  const state = createMemoryPublishState()
  let builds = 0
  let finishBuild: (() => void) | undefined
  let failWith: string | undefined
  const target: PublishTarget = {
    state,
    async build() {
      builds += 1
      await new Promise<void>((resolve) => (finishBuild = resolve))
      if (failWith) throw new Error(failWith)
    },
    async release() {},
    async close() {},
  }
  return {
    target,
    state,
    builds: () => builds,
    finish: () => finishBuild?.(),
    failNext: (reason: string) => (failWith = reason),
  }
}

/** The hook on `port`; its builds start at once unless `settleMs` says otherwise. */
async function hookFor(control: ReturnType<typeof controlledTarget>, port: number, settleMs = 0) {
  const outcomes: PublishOutcome[] = []
  const hook = await startPublishHook({
    token: TOKEN,
    openTarget: () => control.target,
    log: () => {},
    report: (outcome) => outcomes.push(outcome),
    port,
    settleMs,
  })
  const call = (token = TOKEN) =>
    fetch(`http://127.0.0.1:${port}/rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ref: 'main' }),
    })
  return { hook, outcomes, call }
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** Enough time for the next timestamp (milliseconds) to be later than the last. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 2))

/** A saved change, as the API records it before calling the hook: a moment after the last one. */
async function saveChange(control: ReturnType<typeof controlledTarget>) {
  await aMomentLater()
  await control.state.recordChange(new Date().toISOString())
}

describe('the local deploy hook', () => {
  test('calls during a build make exactly one more build, which records the site as live', async () => {
    const control = controlledTarget()
    const { hook, outcomes, call } = await hookFor(control, 5151)
    try {
      await saveChange(control)
      expect((await call()).status).toBe(202)
      await until(() => control.builds() === 1)
      // Saved after the build began, so missing from it.
      await saveChange(control)
      for (let i = 0; i < 5; i += 1) expect((await call()).status).toBe(202)
      control.finish()
      await until(() => control.builds() === 2)
      control.finish()
      await hook.idle()
      expect(control.builds()).toBe(2)
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true])
      const state = await control.state.read()
      expect(state.live_as_of).toBe(state.build_started_at)
    } finally {
      await hook.close()
    }
  })

  test('the saves of a burst make one build: it starts a moment after the first call', async () => {
    const control = controlledTarget()
    // Two seconds: far more than two calls on this machine take, however busy, so the second
    // always comes before the build begins.
    const { hook, outcomes, call } = await hookFor(control, 5156, 2_000)
    try {
      // A post and then its picture, saved one after the other.
      await saveChange(control)
      expect((await call()).status).toBe(202)
      await saveChange(control)
      expect((await call()).status).toBe(202)
      await until(() => control.builds() === 1)
      control.finish()
      await hook.idle()
      expect(control.builds()).toBe(1)
      expect(outcomes).toMatchObject([{ ok: true }])
      expect(siteStatus(await control.state.read()).state).toBe('live')
    } finally {
      await hook.close()
    }
  })

  test('a call that the running build already covers builds nothing after it', async () => {
    const control = controlledTarget()
    const { hook, outcomes, call } = await hookFor(control, 5154)
    try {
      await saveChange(control)
      await call()
      await until(() => control.builds() === 1)
      // A call late for a change the build read at its start (the API saw the build begin).
      await call()
      control.finish()
      await hook.idle()
      expect(control.builds()).toBe(1)
      expect(outcomes).toMatchObject([{ ok: true }, { ok: true, skipped: true }])
      expect(siteStatus(await control.state.read()).state).toBe('live')
    } finally {
      await hook.close()
    }
  })

  test('after a skipped build, the next change is built: the skip answered the call it found', async () => {
    const control = controlledTarget()
    const { hook, outcomes, call } = await hookFor(control, 5155)
    // The API's side of the loop, calling this hook as it calls GitHub in production.
    let apiCalls = 0
    const api = createPublishService({
      state: control.state,
      hook: {
        async trigger() {
          apiCalls += 1
          const response = await call()
          if (response.status !== 202) throw new Error(`hook answered ${response.status}`)
        },
      },
      now: () => new Date(),
      logger: { error: () => {}, warn: () => {} },
    })
    try {
      await api.contentChanged()
      await until(() => control.builds() === 1)
      // The late call of the test above, recorded as the API records its calls.
      await aMomentLater()
      const calledAt = new Date().toISOString()
      await call()
      await control.state.update({ hook_called_at: calledAt })
      control.finish()
      await hook.idle()
      expect(outcomes).toMatchObject([{ ok: true }, { ok: true, skipped: true }])

      await aMomentLater()
      await api.contentChanged()
      expect(apiCalls).toBe(2)
      expect(siteStatus(await control.state.read()).state).toBe('publishing')
      await until(() => control.builds() === 2)
      control.finish()
      await hook.idle()
      expect(outcomes).toMatchObject([{ ok: true }, { ok: true, skipped: true }, { ok: true }])
      expect(siteStatus(await control.state.read()).state).toBe('live')
    } finally {
      await hook.close()
    }
  })

  test('a failed build is recorded with its reason, and the site stays as it was', async () => {
    const control = controlledTarget()
    const { hook, outcomes, call } = await hookFor(control, 5152)
    try {
      await saveChange(control)
      control.failNext('astro build failed (exit code 1): out of disk space')
      await call()
      await until(() => control.builds() === 1)
      control.finish()
      await hook.idle()
      expect(outcomes).toMatchObject([
        { ok: false, error: 'astro build failed (exit code 1): out of disk space' },
      ])
      const state = await control.state.read()
      expect(state.build_error).toBe('astro build failed (exit code 1): out of disk space')
      expect(state.live_as_of).toBeNull()
    } finally {
      await hook.close()
    }
  })

  test('a call without the token is refused and builds nothing', async () => {
    const control = controlledTarget()
    const { hook, call } = await hookFor(control, 5153)
    try {
      expect((await call('not-the-token')).status).toBe(401)
      await hook.idle()
      expect(control.builds()).toBe(0)
    } finally {
      await hook.close()
    }
  })
})
