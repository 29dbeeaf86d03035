import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { postPublishState, siteStatus } from '../src/domain/publish.ts'
import { BUILD_STAMP_FILE } from '../src/lib/build-stamp.ts'
import { createMemoryPublishState } from '../src/server/adapters/memory/memory-publish-state.ts'
import { recordServedBuild } from './publish-site.ts'

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
