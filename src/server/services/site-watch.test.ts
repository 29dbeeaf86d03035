import { describe, expect, test } from 'vitest'
import { siteStatus } from '../../domain/publish.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { createMemoryPublishState } from '../adapters/memory/memory-publish-state.ts'
import { ALERTS, DEAD_BUILD, RUN_NEVER_STARTED, watchSite } from './site-watch.ts'

const minutes = (n: number) => n * 60_000
const start = Date.parse('2026-11-26T09:00:00.000Z')
const at = (offsetMinutes: number) => new Date(start + minutes(offsetMinutes)).toISOString()

/** A clock the test moves, the publish state in memory, and enquiries whose e-mails are due at given times. */
function setup({ mailDueAt = [] as string[] } = {}) {
  let clock = start
  const publishState = createMemoryPublishState()
  const enquiries = {
    async listEnquiriesWithMailDue(dueBy: string, limit: number) {
      return mailDueAt
        .filter((due) => due <= dueBy)
        .slice(0, limit)
        .map((due, index) => ({ id: `enquiry-${index}`, due }) as unknown as Enquiry)
    },
  }
  const watch = () => watchSite({ publishState, enquiries, now: () => new Date(clock) })
  const advance = (offsetMinutes: number) => (clock = start + minutes(offsetMinutes))
  return { publishState, watch, advance }
}

describe('the production watch', () => {
  test('a live site with its e-mails sent raises nothing', async () => {
    const { publishState, watch, advance } = setup()
    await publishState.recordChange(at(0))
    await publishState.update({ build_started_at: at(1), build_finished_at: at(4), live_as_of: at(1) })
    advance(120)
    expect(await watch()).toEqual([])
  })

  test('a publish run that died mid-build shows as failed to the admin, and the owner is told', async () => {
    const { publishState, watch, advance } = setup()
    await publishState.recordChange(at(0))
    await publishState.update({ hook_called_at: at(0), build_started_at: at(2), build_finished_at: null })

    advance(30)
    expect(await watch()).toEqual([])
    expect(siteStatus(await publishState.read()).state).toBe('publishing')

    advance(48)
    expect(await watch()).toEqual([{ alert: ALERTS.publishStuck, message: DEAD_BUILD }])
    expect(siteStatus(await publishState.read())).toMatchObject({
      state: 'failed',
      failure: { at: at(48), reason: DEAD_BUILD },
    })
  })

  test('a call of the hook that never started a run shows as failed', async () => {
    const { publishState, watch, advance } = setup()
    await publishState.recordChange(at(0))
    await publishState.update({ hook_called_at: at(0) })
    advance(46)
    expect(await watch()).toEqual([{ alert: ALERTS.publishStuck, message: RUN_NEVER_STARTED }])
    expect(siteStatus(await publishState.read())).toMatchObject({
      state: 'failed',
      failure: { reason: RUN_NEVER_STARTED },
    })
  })

  test('a failed publish keeps alerting until it is put right', async () => {
    const { publishState, watch, advance } = setup()
    await publishState.recordChange(at(0))
    await publishState.update({
      hook_called_at: at(0),
      build_started_at: at(1),
      build_finished_at: at(3),
      build_error: 'astro build failed (exit code 1)',
    })
    advance(10)
    expect(await watch()).toEqual([
      {
        alert: ALERTS.publishFailed,
        message: `Publishing has failed since ${at(3)}: astro build failed (exit code 1)`,
      },
    ])
    await publishState.update({
      build_started_at: at(11),
      build_finished_at: at(14),
      build_error: null,
      live_as_of: at(11),
    })
    advance(20)
    expect(await watch()).toEqual([])
  })

  test('e-mails due for over half an hour raise the mail alert; due a little while do not', async () => {
    const { watch, advance } = setup({ mailDueAt: [at(0)] })
    advance(20)
    expect(await watch()).toEqual([])
    advance(31)
    const alerts = await watch()
    expect(alerts.map((alert) => alert.alert)).toEqual([ALERTS.mailPending])
    expect(alerts[0]!.message).toContain('enquiry enquiry-0')
  })
})
