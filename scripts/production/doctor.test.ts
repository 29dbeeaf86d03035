import { describe, expect, test } from 'vitest'
import { createFakeCloud, emptyProject, type FakeCloud } from '#tests/fakes/fake-cloud.ts'
import { doctor } from './doctor.ts'
import { readDeclaredIndexes } from './firestore-indexes.ts'
import { indexesReady } from './indexes-ready.ts'
import { setup } from './setup.ts'

const TOKEN = 'github_pat_0123456789abcdef'
const ENV = {
  SITE_URL: 'https://www.harbourline.com.au',
  MAIL_FROM: 'Harbourline Services <no-reply@harbourline.com.au>',
  BUSINESS_EMAIL: 'office@harbourline.com.au',
  DEFAULT_ADMIN_EMAIL: 'owner@harbourline.com.au',
  PUBLIC_FIREBASE_API_KEY: 'AIzaFake1',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'harbourline-prod.firebaseapp.com',
}

/** A project production:setup prepared, with the declared indexes built and the hook's token valid. */
async function liveProject(): Promise<FakeCloud> {
  const cloud = createFakeCloud(emptyProject())
  await setup(
    [
      '--project',
      'harbourline-prod',
      '--repo',
      'harbourline/site',
      '--site-url',
      'https://www.harbourline.com.au',
      '--alert-email',
      'owner@harbourline.com.au',
    ],
    {
      cloud: () => cloud,
      env: { SECRET_DEPLOY_HOOK_TOKEN: TOKEN, SECRET_SMTP_URL: 'smtps://u:p@smtp.example.com:465' },
      askSecret: () => Promise.reject(new Error('no prompt expected')),
      print: () => {},
    },
  )
  cloud.project.indexes = readDeclaredIndexes().map((index) => ({ ...index, state: 'READY' }))
  cloud.project.githubTokens.add(TOKEN)
  cloud.calls.length = 0
  cloud.changes.length = 0
  return cloud
}

async function runDoctor(
  cloud: FakeCloud,
  env: Record<string, string | undefined> = ENV,
  args: string[] = [],
) {
  const lines: string[] = []
  const code = await doctor(['--project', 'harbourline-prod', '--repo', 'harbourline/site', ...args], {
    cloud: () => cloud,
    env,
    print: (line) => lines.push(line),
  })
  return { code, output: lines.join('\n'), problems: lines.filter((line) => line.startsWith('- ')) }
}

describe('production:doctor', () => {
  test('a prepared project passes every check and the doctor changes nothing', async () => {
    const cloud = await liveProject()
    const { code, output } = await runDoctor(cloud)
    expect(output).not.toContain('✗')
    expect(output.match(/^✓ /gm)).toHaveLength(5)
    expect(code).toBe(0)
    expect(cloud.changes).toEqual([])
    expect(output).not.toContain(TOKEN)
  })

  test('each missing piece is named in one sentence, and the exit code says so', async () => {
    const cloud = await liveProject()
    cloud.project.secrets.get('SMTP_URL')!.versions[0]!.state = 'DISABLED'
    cloud.project.secrets.delete('DEFAULT_ADMIN_SECRET')
    cloud.project.indexes[0]!.state = 'CREATING'
    cloud.project.indexes.pop()
    cloud.project.githubTokens.clear()
    ;(cloud.project.auth as { authorizedDomains: string[] }).authorizedDomains = ['localhost']

    const { code, problems } = await runDoctor(cloud, {
      ...ENV,
      BUSINESS_EMAIL: 'office@harbourline.example',
    })
    expect(code).toBe(1)
    expect(problems).toEqual([
      '- Secret DEFAULT_ADMIN_SECRET does not exist: run npm run production:setup.',
      '- Secret SMTP_URL has no enabled version: add one with gcloud secrets versions add SMTP_URL --data-file=- --project=harbourline-prod.',
      expect.stringMatching(/^- BUSINESS_EMAIL "office@harbourline.example" is a placeholder address/),
      '- The index on posts (date DESCENDING, id ASCENDING) is CREATING, not READY yet.',
      '- The index on profiles (created_at DESCENDING, id ASCENDING) does not exist: deploy firestore.indexes.json (npx firebase deploy --only firestore:indexes).',
      expect.stringMatching(/^- GitHub refused the deploy hook's token \(401\)/),
      "- Firebase Auth's authorized domains lack www.harbourline.com.au, so sign-in on the site fails: run npm run production:setup.",
    ])
  })

  test("a missing PUBLIC_FIREBASE_ value is the build's sentence", async () => {
    const cloud = await liveProject()
    const { problems } = await runDoctor(cloud, { ...ENV, PUBLIC_FIREBASE_API_KEY: undefined })
    expect(problems).toEqual([expect.stringMatching(/PUBLIC_FIREBASE_API_KEY is not set/)])
  })

  test("a hook URL that does not dispatch this repository's release workflow is named", async () => {
    const cloud = await liveProject()
    cloud.project.secrets
      .get('DEPLOY_HOOK_URL')!
      .versions.push({ value: 'https://example.com/hook', state: 'ENABLED' })
    const { problems } = await runDoctor(cloud)
    expect(problems).toEqual([
      '- DEPLOY_HOOK_URL is not https://api.github.com/repos/harbourline/site/actions/workflows/release.yml/dispatches: set it to that, or content saves will not publish.',
    ])
  })

  test('before a release, a new index still building does not stop it: the release deploys and waits for it', async () => {
    const cloud = await liveProject()
    cloud.project.indexes.pop()
    expect((await runDoctor(cloud)).code).toBe(1)
    const { code, output } = await runDoctor(cloud, ENV, ['--skip-indexes'])
    expect(code).toBe(0)
    expect(output).not.toContain('index')
    expect(output.match(/^✓ /gm)).toHaveLength(4)
  })

  test('--dry-run lists the checks and calls nothing', async () => {
    const cloud = createFakeCloud()
    const { code, output } = await runDoctor(cloud, ENV, ['--dry-run'])
    expect(code).toBe(0)
    expect(output).toMatch(/^5\. Firebase Auth's authorized domains/m)
    expect(cloud.calls).toEqual([])
  })
})

describe('production:indexes-ready', () => {
  test('waits until the indexes being built are READY', async () => {
    const cloud = await liveProject()
    cloud.project.indexes[3]!.state = 'CREATING'
    const lines: string[] = []
    let clock = 0
    const code = await indexesReady(['--project', 'harbourline-prod', '--timeout-minutes', '5'], {
      cloud: () => cloud,
      print: (line) => lines.push(line),
      intervalMs: 15_000,
      now: () => clock,
      sleep: (ms) => {
        clock += ms
        if (clock >= 45_000) cloud.project.indexes[3]!.state = 'READY'
        return Promise.resolve()
      },
    })
    expect(code).toBe(0)
    expect(lines.at(-1)).toBe('All 34 composite indexes are READY.')
    expect(lines.filter((line) => line.includes('not READY yet'))).toHaveLength(3)
  })

  test('gives up at the time-out, naming the indexes that are not READY', async () => {
    const cloud = await liveProject()
    cloud.project.indexes[0]!.state = 'CREATING'
    const lines: string[] = []
    let clock = 0
    const code = await indexesReady(['--project', 'harbourline-prod', '--timeout-minutes', '1'], {
      cloud: () => cloud,
      print: (line) => lines.push(line),
      intervalMs: 15_000,
      now: () => clock,
      sleep: (ms) => Promise.resolve((clock += ms)),
    })
    expect(code).toBe(1)
    expect(lines.slice(-2)).toEqual([
      'After 1 minutes 1 indexes are not READY:',
      '- The index on posts (date DESCENDING, id ASCENDING) is CREATING, not READY yet.',
    ])
  })
})
