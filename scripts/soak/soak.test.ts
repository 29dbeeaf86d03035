import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { createHttp } from './http.ts'
import {
  parseStat,
  parseStatusMemory,
  roleOf,
  stackProcesses,
  watchProcesses,
  type ProcessInfo,
} from './processes.ts'
import { createRandom } from './random.ts'
import { createRecorder, percentile } from './recorder.ts'
import { parsePublishLog, verdictReasons } from './report.ts'
import { badUploads, multipart } from './uploads.ts'

describe('the seeded generator', () => {
  test('a seed gives the same choices every time; a fork depends only on the seed and its label', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed)
      return Array.from({ length: 20 }, () => random.int(1, 6))
    }
    expect(draw(27)).toEqual(draw(27))
    expect(draw(27)).not.toEqual(draw(28))
    const a = createRandom(27)
    const b = createRandom(27)
    a.next() // drawing from the parent does not move a fork
    expect(a.fork('visitor1').next()).toBe(b.fork('visitor1').next())
    expect(createRandom(27).fork('visitor1').next()).not.toBe(createRandom(27).fork('user1').next())
  })

  test('int stays within its bounds and weighted follows its weights', () => {
    const random = createRandom(1)
    const counts = { often: 0, rarely: 0, never: 0 }
    for (let i = 0; i < 2000; i++) {
      const value = random.int(3, 5)
      expect(value).toBeGreaterThanOrEqual(3)
      expect(value).toBeLessThanOrEqual(5)
      counts[random.weighted({ often: 9, rarely: 1, never: 0 })]++
    }
    expect(counts.never).toBe(0)
    expect(counts.often).toBeGreaterThan(counts.rarely * 5)
  })
})

describe('the recorder', () => {
  const outcome = { client: 'visitor1', ms: 5, expected: [200], at: '2026-11-26T10:00:00.000Z' }

  test('percentiles are nearest-rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBe(0)
  })

  test('no answer and 5xx are failures, an unexpected 4xx a surprise, a deliberate cut-off neither', () => {
    const recorder = createRecorder()
    recorder.record({ ...outcome, route: 'GET /api/posts', answer: 200 })
    recorder.record({ ...outcome, route: 'GET /api/posts', answer: 'reset', detail: 'socket hang up' })
    recorder.record({ ...outcome, route: 'GET /api/posts', answer: 'reset' })
    recorder.record({ ...outcome, route: 'POST /api/media', answer: 503 })
    recorder.record({ ...outcome, route: 'POST /api/media', answer: 429, expected: [201, 429] })
    recorder.record({ ...outcome, route: 'POST /api/media', answer: 400, expected: [201] })
    recorder.record({ ...outcome, route: 'POST /api/media (cut off)', answer: 'cut off', expected: [] })
    expect(recorder.failures()).toEqual([
      expect.objectContaining({
        route: 'GET /api/posts',
        answer: 'reset',
        count: 2,
        first: expect.objectContaining({ detail: 'socket hang up' }),
      }),
      expect.objectContaining({ route: 'POST /api/media', answer: '503', count: 1 }),
    ])
    expect(recorder.surprises()).toEqual([
      expect.objectContaining({ route: 'POST /api/media', answer: '400', expected: [201] }),
    ])
    expect(recorder.totals()).toEqual({
      requests: 7,
      byAnswer: { '200': 1, '400': 1, '429': 1, '503': 1, 'cut off': 1, reset: 2 },
    })
    expect(recorder.routes().find((r) => r.route === 'POST /api/media')).toMatchObject({
      requests: 3,
      byAnswer: { '400': 1, '429': 1, '503': 1 },
    })
  })
})

describe('the HTTP client against a server that misbehaves', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  }

  test('an answer, a reset, a silence and a refusal are told apart and recorded', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/ok') res.end('{"ok":true}')
      else if (req.url === '/reset') req.socket.destroy()
      // /silent: never answers
    })
    const recorder = createRecorder()
    const http = createHttp(recorder, 'test')
    const ok = await http.send({ route: 'GET /ok', url: `${base}/ok`, expect: [200] })
    expect(ok?.json()).toEqual({ ok: true })
    expect(
      await http.send({
        route: 'POST /reset',
        url: `${base}/reset`,
        method: 'POST',
        body: 'x',
        expect: [200],
      }),
    ).toBeNull()
    expect(
      await http.send({ route: 'GET /silent', url: `${base}/silent`, expect: [200], timeoutMs: 200 }),
    ).toBeNull()
    expect(await http.send({ route: 'GET /refused', url: 'http://127.0.0.1:1/', expect: [200] })).toBeNull()
    http.close()
    expect(recorder.failures().map((f) => [f.route, f.answer])).toEqual([
      ['POST /reset', 'reset'],
      ['GET /silent', 'timeout'],
      ['GET /refused', 'refused'],
    ])
  })

  test('an answer sent before the body was read counts, and a cut-off upload is recorded as such', async () => {
    const base = await serve((req, res) => {
      res.writeHead(413, { Connection: 'close' })
      res.end('too large')
      req.socket.destroySoon()
    })
    const recorder = createRecorder()
    const http = createHttp(recorder, 'test')
    const big = Buffer.alloc(8 * 1024 * 1024)
    const answer = await http.send({
      route: 'POST /big',
      url: `${base}/big`,
      method: 'POST',
      body: big,
      expect: [413],
    })
    expect(answer?.status).toBe(413)
    await http.cutOff({
      route: 'POST /cut',
      url: new URL(`${base}/cut`),
      headers: {},
      declared: 1000,
      body: Buffer.alloc(10),
    })
    http.close()
    expect(recorder.failures()).toEqual([])
    expect(recorder.totals().byAnswer).toEqual({ '413': 1, 'cut off': 1 })
  })
})

describe('the stack processes, from /proc', () => {
  test('stat fields are read after the name, whatever it holds', () => {
    const stat =
      '4242 (node (worker) x) S 4000 4001 4001 0 -1 4194560 1 0 0 0 5 1 0 0 20 0 11 0 987654 100 200'
    expect(parseStat(stat)).toEqual({ state: 'S', ppid: 4000, pgid: 4001, startTicks: 987654 })
    expect(parseStatusMemory('Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n')).toEqual({
      rssKiB: 102400,
      peakRssKiB: 204800,
    })
  })

  const proc = (pid: number, ppid: number, pgid: number, command: string): ProcessInfo => ({
    state: 'S',
    pid,
    ppid,
    pgid,
    startTicks: pid,
    command,
    rssKiB: 1024,
    peakRssKiB: 2048,
  })

  test('the tree under the stack, with its orphaned workers and without the soak itself', () => {
    const all = [
      proc(1, 0, 1, 'init'),
      proc(10, 1, 10, 'node scripts/with-stack.ts --log soak node scripts/soak.ts'),
      proc(11, 10, 11, 'node /x/node_modules/firebase-tools/lib/bin/firebase.js emulators:start'),
      proc(12, 11, 11, 'node /x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime'),
      proc(13, 1, 11, 'node /x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime'),
      proc(14, 10, 10, 'node scripts/soak.ts --minutes 1'),
      proc(15, 14, 10, 'node helper of the soak'),
      proc(16, 10, 10, 'node /x/node_modules/.bin/astro build'),
      proc(20, 1, 20, 'someone else'),
    ]
    const found = stackProcesses(all, [10], 14)
    expect(found.map((info) => info.pid)).toEqual([10, 11, 12, 13, 16])
    expect(found.map((info) => roleOf(info.command))).toEqual([
      'with-stack (MailDev, publish hook, jobs)',
      'firebase CLI (auth, functions, hosting)',
      'function worker',
      'function worker',
      'site rebuild (astro build)',
    ])
  })
})

describe('watching the stack processes', () => {
  const proc = (pid: number, ppid: number, command: string, state = 'S'): ProcessInfo => ({
    state,
    pid,
    ppid,
    pgid: pid === 11 || ppid === 11 ? 11 : 10,
    startTicks: pid,
    command,
    rssKiB: 1024,
    peakRssKiB: 1024,
  })
  const stack = proc(10, 1, 'node scripts/with-stack.ts --log soak node scripts/soak.ts')
  const cli = proc(11, 10, 'node /x/node_modules/firebase-tools/lib/bin/firebase.js emulators:start')
  const worker = (pid: number, state = 'S') =>
    proc(pid, 11, 'node /x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime', state)

  test('a rebuild coming and going is no exit, even seen before its exec; a worker that dies is', () => {
    let now: ProcessInfo[] = [stack, cli, worker(12)]
    const watch = watchProcesses([10], { everyMs: 60_000, exclude: 99, read: () => now })
    // A rebuild between fork and exec carries its parent's command line, then becomes astro.
    now = [stack, cli, worker(12), proc(20, 10, stack.command), worker(13)]
    watch.look()
    now = [stack, cli, worker(12), proc(20, 10, 'node /x/node_modules/.bin/astro build'), worker(13)]
    watch.look()
    // The rebuild ends (a zombie until reaped, then gone); a later worker is killed.
    now = [stack, cli, worker(12), proc(20, 10, '', 'Z'), worker(13, 'Z')]
    watch.look()
    now = [stack, cli, worker(12)]
    expect(watch.stop().map((info) => info.pid)).toEqual([10, 11, 12])
    expect(watch.exited().map((gone) => [gone.pid, gone.role])).toEqual([[13, 'function worker']])
  })
})

describe('the verdict', () => {
  test('the publish log gives the rebuilds since the soak began', () => {
    const log = [
      '--- 2026-11-26T09:59:00.000Z Hook called',
      '--- 2026-11-26T10:00:01.000Z Hook called',
      'astro output',
      '--- 2026-11-26T10:00:09.500Z Published: the site was rebuilt from the content in 8.4 s.',
      '--- 2026-11-26T10:00:10.000Z Nothing to publish: the live site already shows every change.',
      '--- 2026-11-26T10:00:20.000Z Publishing failed: astro build failed (exit code 1): boom',
    ].join('\n')
    expect(parsePublishLog(log, '2026-11-26T10:00:00.000Z')).toEqual({
      hookCalls: 1,
      published: 1,
      skipped: 1,
      failed: 1,
      seconds: [8.4],
      failures: ['2026-11-26T10:00:20.000Z Publishing failed: astro build failed (exit code 1): boom'],
    })
  })

  test('one line per reason: lost requests, 5xx, exited processes, failed rebuilds', () => {
    const first = {
      at: '2026-11-26T10:00:00.000Z',
      client: 'user1',
      detail: 'POST /api/media: socket hang up',
    }
    const reasons = verdictReasons({
      failures: [
        { route: 'POST /api/media', answer: 'reset', count: 2, first },
        { route: 'GET /api/posts', answer: '500', count: 1, first: { ...first, client: 'visitor1' } },
      ],
      exited: [{ pid: 12, role: 'function worker', command: 'node worker', lastSeen: 'a', goneBy: 'b' }],
      rebuilds: {
        hookCalls: 1,
        published: 0,
        skipped: 0,
        failed: 1,
        seconds: [],
        failures: ['t Publishing failed: boom'],
      },
      requests: 10,
    })
    expect(reasons).toHaveLength(4)
    expect(reasons[0]).toBe(
      '2 × POST /api/media got no answer (reset); first at 2026-11-26T10:00:00.000Z by user1: POST /api/media: socket hang up',
    )
    expect(reasons[1]).toMatch(/^1 × GET \/api\/posts answered 500;/)
    expect(reasons[2]).toMatch(/^stack process 12 \(function worker\) exited during the run/)
    expect(reasons[3]).toBe('1 site rebuild failed; first: t Publishing failed: boom')
    expect(reasons.every((reason) => !reason.includes('\n'))).toBe(true)
    expect(verdictReasons({ failures: [], exited: [], rebuilds: null, requests: 10 })).toEqual([])
  })
})

describe('the uploads', () => {
  test('a multipart body is framed as a browser frames it', () => {
    const body = multipart('b', [
      { name: 'purpose', value: 'gallery' },
      { name: 'file', value: Buffer.from('xyz'), filename: 'a.jpg', type: 'image/jpeg' },
    ]).toString()
    expect(body).toBe(
      '--b\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ngallery\r\n' +
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n--b--\r\n',
    )
  })

  test('a form cut before its end is shorter than the whole form and says 400', () => {
    const fixtures = {
      photos: [{ name: 'a.jpg', type: 'image/jpeg', bytes: Buffer.alloc(100, 1) }],
      oversized: Buffer.alloc(1),
      notAnImage: Buffer.from('text'),
      svg: Buffer.from('<svg/>'),
      bomb: Buffer.alloc(1),
    }
    const cut = badUploads(fixtures, 'gallery').find((bad) => bad.what.includes('cut before'))!
    expect(cut.body.toString()).not.toContain('--soak-form-boundary-7d1c--')
    expect(cut.expect).toEqual([400])
  })
})
