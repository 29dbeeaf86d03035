import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { postPublishState, siteStatus } from '../src/domain/publish.ts'
import { BUILD_STAMP_FILE } from '../src/build/build-stamp.ts'
import { createMemoryPublishState } from '../src/server/adapters/memory/memory-publish-state.ts'
import { recordServedBuild, recordUnfinishedRun } from './publish-site.ts'

const sites: string[] = []
afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true })
})

/** A built site as `npm run build` leaves it: its pages and its stamp. */
function builtSite(stamp: object | string | null): string {
  const site = mkdtempSync(join(tmpdir(), 'harbourline-site-'))
  sites.push(site)
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Home</title>')
  if (stamp !== null) {
    writeFileSync(join(site, BUILD_STAMP_FILE), typeof stamp === 'string' ? stamp : JSON.stringify(stamp))
  }
  return site
}

const BUILD = { started_at: '2026-11-26T09:00:00.000Z', finished_at: '2026-11-26T09:00:08.000Z' }

describe('the local stack records the build it starts serving', () => {
  test('the first post saved on a fresh stack is on its way, not live, until a rebuild shows it', async () => {
    const state = createMemoryPublishState()
    await recordServedBuild(state, builtSite(BUILD))

    const seeded = { updated_at: '2026-11-20T10:00:00.000Z' }
    expect(postPublishState(seeded, siteStatus(await state.read()))).toEqual({ state: 'live' })

    // The API writes the post, then records the change a few milliseconds later.
    const saved = { updated_at: '2026-11-26T09:05:00.000Z' }
    const status = siteStatus(await state.recordChange('2026-11-26T09:05:00.004Z'))
    expect(status).toMatchObject({ state: 'publishing', live_as_of: BUILD.started_at })
    expect(postPublishState(saved, status)).toEqual({ state: 'publishing', since: saved.updated_at })
    expect(postPublishState(seeded, status)).toEqual({ state: 'live' })
  })

  test('a later build the publish loop recorded is kept', async () => {
    const state = createMemoryPublishState()
    const later = {
      build_started_at: '2026-11-26T10:00:00.000Z',
      build_finished_at: '2026-11-26T10:00:09.000Z',
      live_as_of: '2026-11-26T10:00:00.000Z',
    }
    await state.update(later)
    await recordServedBuild(state, builtSite(BUILD))
    expect(await state.read()).toMatchObject(later)
  })

  test('a site with no stamp, or a broken one, records nothing', async () => {
    const state = createMemoryPublishState()
    await recordServedBuild(state, builtSite(null))
    await recordServedBuild(state, builtSite('{"started_at": "yesterday"'))
    await recordServedBuild(state, builtSite({ started_at: 'yesterday', finished_at: BUILD.finished_at }))
    expect((await state.read()).build_started_at).toBeNull()
  })
})

describe('a release run that does not finish is recorded for the admin', () => {
  const runStarted = '2026-11-26T11:00:00.000Z'
  const reason = 'The release run did not finish: https://github.com/o/r/actions/runs/1'
  const at = (time: string) => () => new Date(time)

  test('one that failed before its build (preflight, install, sign-in) shows as failed', async () => {
    const state = createMemoryPublishState()
    await state.recordChange('2026-11-26T10:59:00.000Z')
    await state.update({ hook_called_at: '2026-11-26T10:59:01.000Z' })
    expect(siteStatus(await state.read()).state).toBe('publishing')

    expect(
      await recordUnfinishedRun(state, { since: runStarted, reason, now: at('2026-11-26T11:03:00.000Z') }),
    ).toBe(true)
    expect(siteStatus(await state.read())).toMatchObject({
      state: 'failed',
      failure: { at: '2026-11-26T11:03:00.000Z', reason },
    })
  })

  test('one cancelled mid-build shows as failed, its build start kept', async () => {
    const state = createMemoryPublishState()
    await state.recordChange('2026-11-26T10:59:00.000Z')
    await state.update({
      hook_called_at: '2026-11-26T10:59:01.000Z',
      build_started_at: '2026-11-26T11:06:00.000Z',
    })
    await recordUnfinishedRun(state, { since: runStarted, reason, now: at('2026-11-26T11:20:00.000Z') })
    expect(await state.read()).toMatchObject({
      build_started_at: '2026-11-26T11:06:00.000Z',
      build_finished_at: '2026-11-26T11:20:00.000Z',
      build_error: reason,
    })
    expect(siteStatus(await state.read()).state).toBe('failed')
  })

  test('a build of this run that recorded its own outcome is left as it is', async () => {
    const state = createMemoryPublishState()
    await state.recordChange('2026-11-26T10:59:00.000Z')
    const own = {
      build_started_at: '2026-11-26T11:06:00.000Z',
      build_finished_at: '2026-11-26T11:09:00.000Z',
      build_error: 'astro build failed (exit code 1)',
    }
    await state.update(own)
    expect(await recordUnfinishedRun(state, { since: runStarted, reason })).toBe(false)
    expect(await state.read()).toMatchObject(own)
  })
})

describe('the release step on the command line', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [fileURLToPath(new URL('./publish-site.ts', import.meta.url)), ...args], {
      encoding: 'utf8',
      // No Google credentials anywhere: a run that reached Firestore would fail, not print a plan.
      env: {
        ...process.env,
        FIREBASE_PROJECT: 'harbourline-prod',
        GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent',
      },
      timeout: 60_000,
    })

  test('--dry-run prints the steps for the project and does none of them', () => {
    const { status, stdout } = run(['--target', 'firebase', '--dry-run'])
    expect(status).toBe(0)
    expect(stdout).toContain('5. firebase deploy --only hosting --project harbourline-prod --non-interactive')
    expect(stdout).toContain('nothing was read, built or deployed')
  })

  test('a misspelt flag stops with the usage before anything runs', () => {
    const { status, stderr } = run(['--target', 'firebase', '--dryrun'])
    expect(status).toBe(2)
    expect(stderr).toContain("Unknown option '--dryrun'")
    expect(stderr).toContain('usage: node scripts/publish-site.ts --target firebase')
  })
})
