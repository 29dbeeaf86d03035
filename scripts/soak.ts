/**
 * `npm run soak` (issue 27): drives the local stack for a set time with a handful of virtual
 * clients at once: visitors (pages, blog and gallery lists and search, enquiries and quote
 * requests, some over the limits), users (photo uploads and submissions, oversized, cut-off
 * and malformed uploads, account deletion) and admins (inbox, users, review queue, post edits
 * that publish, blog images, deleting an account). Not a load test: people, a few at a time.
 *
 *   node scripts/with-stack.ts --log soak node scripts/soak.ts [--minutes 10] [--seed 27]
 *     [--crews 2] [--out bench/soak]
 *
 * A crew is a visitor, a user and an admin; each client owns what it makes (its name and the
 * run's tag are in every title and address), and its admin handles only its crew's enquiries
 * and photos. Choices come from a seeded generator, a stream per client: the figures vary
 * from run to run, what is asserted does not. Writes <out>.json and <out>.md, and exits 1,
 * with a line per reason, if any request got no answer (reset, refused, time-out) or a 5xx, if
 * any stack process exited during the run, or if a site rebuild failed.
 *
 * Every 5xx fails it, 503 `busy` included: the upload guard answers busy only when more than
 * IMAGE_WORK_CONCURRENCY + IMAGE_WORK_MAX_WAITING (10) uploads wait in one process, and the
 * functions emulator gives each request in flight a worker process of its own, so a handful of
 * clients can never fill it.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, relative, resolve } from 'node:path'
import { createDefaultAdmin, createAccount, signIn, type Account, type StackUrls } from './soak/accounts.ts'
import { runAdmin } from './soak/admin.ts'
import { createClient, type SoakContext } from './soak/context.ts'
import { findStackRoots, openConnections, openFiles, watchProcesses } from './soak/processes.ts'
import { createRandom } from './soak/random.ts'
import { createRecorder } from './soak/recorder.ts'
import {
  memoryOf,
  parsePublishLog,
  renderMarkdown,
  rssByRole,
  verdictReasons,
  type Sample,
  type SoakReport,
} from './soak/report.ts'
import { runUser } from './soak/user.ts'
import { loadFixtures } from './soak/uploads.ts'
import { runVisitor } from './soak/visitor.ts'

const root = new URL('..', import.meta.url).pathname

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback
}
const minutes = Number(option('minutes', '10'))
const seed = Number(option('seed', '27'))
const crews = Number(option('crews', '2'))
const out = resolve(root, option('out', 'bench/soak'))
if (!(minutes > 0) || !Number.isInteger(seed) || !(crews >= 1)) {
  console.error('usage: node scripts/soak.ts [--minutes 10] [--seed 27] [--crews 2] [--out bench/soak]')
  process.exit(2)
}

const projectId = process.env.FIREBASE_PROJECT ?? 'demo-harbourline'
const site = new URL(process.env.STACK_URL ?? process.env.BASE_URL ?? 'http://127.0.0.1:5000')
const urls: StackUrls = {
  site,
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  functionsUrl: process.env.FUNCTIONS_URL ?? `http://127.0.0.1:5001/${projectId}/australia-southeast1`,
  projectId,
}
/** How long the last saves' rebuild may take before the soak stops waiting for it. */
const PUBLISH_SETTLE_MS = 90_000
const SAMPLE_EVERY_MS = 30_000

const roots = findStackRoots(Number(site.port || 80))
if (roots.length === 0) {
  console.error(
    `No local stack answers at ${site.origin}: run the soak through scripts/with-stack.ts (npm run soak).`,
  )
  process.exit(1)
}
const watch = watchProcesses(roots)
const stackLog = roots.flatMap((pid) => openFiles(pid, /\/stack-[^/]+\.log$/))[0]
/** Where the stack's log stood when the soak began: what it says after that is the run's. */
const stackLogStart = stackLog ? statSync(stackLog).size : 0
/** The stack's ports whose open connections are counted at the end. */
const STACK_PORTS = [Number(site.port || 80), 5001, 9099]
const recorder = createRecorder()
const random = createRandom(seed)
const startedAt = new Date().toISOString()
const loadBefore = loadavg()[0]!
const tag = `s${Date.now().toString(36).slice(-5)}`
const ctx: SoakContext = {
  urls,
  recorder,
  fixtures: await loadFixtures(root, random.fork('fixtures')),
  tag,
  until: Number.POSITIVE_INFINITY,
}
const clients: Record<string, Record<string, number>> = {}
const crashes: string[] = []
let trafficStartedAt = Date.now()
let trafficEndedAt: number | null = null
let publishAtEnd = 'not read'
const samples: Sample[] = []
// Started with the traffic; finish() may run before that (a signal during setup).
let sampler: NodeJS.Timeout | undefined = undefined
const setup = createClient('setup', 0, random.fork('setup'), ctx)
const allClients = [setup]

/** Everything measured so far, written out; the verdict's reasons. */
function finish(stopped?: string): string[] {
  clearInterval(sampler)
  const processes = watch.stop()
  const exited = watch.exited()
  const publishLog = roots.flatMap((pid) => openFiles(pid, /\/publish-[^/]+\.log$/))[0]
  const rebuilds = publishLog ? parsePublishLog(readFileSync(publishLog, 'utf8'), startedAt) : null
  const exitHint =
    exited.length > 0 && stackLog
      ? readFileSync(stackLog)
          .subarray(stackLogStart)
          .toString('utf8')
          .split('\n')
          .findLast((line) =>
            /request to function failed|killed|exited|shutting down|loaded functions|error/i.test(line),
          )
          ?.trim()
      : undefined
  const failures = recorder.failures()
  const reasons = [
    ...verdictReasons({
      failures,
      exited,
      rebuilds,
      requests: recorder.totals().requests,
      ...(stopped ? { stopped } : {}),
      ...(exitHint ? { exitHint } : {}),
    }),
    ...crashes,
  ]
  const cpu = cpus()
  const report: SoakReport = {
    date: startedAt,
    command: `npm run soak -- ${process.argv.slice(2).join(' ')}`.trim(),
    seed,
    tag,
    minutes,
    ranSeconds: Math.round(((trafficEndedAt ?? Date.now()) - trafficStartedAt) / 1000),
    clients,
    machine: {
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      cores: cpu.length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadBefore: Number(loadBefore.toFixed(2)),
      loadAfter: Number(loadavg()[0]!.toFixed(2)),
    },
    totals: recorder.totals(),
    routes: recorder.routes(),
    keepAliveRetries: allClients.reduce((sum, client) => sum + client.http.retries(), 0),
    rebuilds,
    publishAtEnd,
    processes: memoryOf(processes),
    connectionsAtEnd: openConnections(STACK_PORTS),
    samples,
    exited,
    failures,
    surprises: recorder.surprises(),
    verdict: { passed: reasons.length === 0, reasons },
  }
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(`${out}.md`, renderMarkdown(report))
  const totals = report.totals
  const noAnswer = failures.filter((f) => !/^\d+$/.test(f.answer)).reduce((sum, f) => sum + f.count, 0)
  const serverErrors = failures.filter((f) => /^\d+$/.test(f.answer)).reduce((sum, f) => sum + f.count, 0)
  console.log(
    `soak: ${totals.requests} requests in ${report.ranSeconds} s, ${noAnswer} without an answer, ${serverErrors} 5xx, ` +
      `${exited.length} stack processes exited, ${rebuilds?.published ?? '?'} rebuilds; figures in ${relative(root, out)}.md`,
  )
  for (const reason of reasons) console.log(`soak failed: ${reason}`)
  return reasons
}

// with-stack ends the soak with SIGTERM when the stack stops by itself (it prints which part and
// why); Ctrl+C is a SIGINT. Either way the figures so far are written and the run fails.
for (const [signal, why] of [
  [
    'SIGTERM',
    'the soak was stopped (SIGTERM): with-stack does that when the local stack stops by itself, see its line above',
  ],
  ['SIGINT', 'the soak was interrupted (SIGINT)'],
] as const) {
  process.once(signal, () => {
    trafficEndedAt ??= Date.now()
    finish(why)
    process.exit(1)
  })
}

/** The admin that makes the others: the stack's default admin, or one named in the environment. */
async function firstAdmin(): Promise<Account | null> {
  const { SOAK_ADMIN_EMAIL: email, SOAK_ADMIN_PASSWORD: password } = process.env
  if (email && password) {
    const account: Account = { uid: '', email, password, token: '', tokenAt: 0 }
    return (await signIn(setup.http, urls, account)) ? account : null
  }
  const secret = process.env.DEFAULT_ADMIN_SECRET
  if (!secret) return null
  return createDefaultAdmin(setup.http, urls, secret)
}

async function crewAdmin(owner: Account, crew: number): Promise<Account | null> {
  const email = `soak-${tag}-admin${crew}@harbourline.example`
  const password = `soak-admin-password-${tag}`
  const made = await setup.api({
    route: 'POST /api/profiles/admins',
    path: '/api/profiles/admins',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ email, password }),
    expect: [201],
  })
  if (made?.status !== 201) return null
  const account: Account = {
    uid: made.json<{ profile: { id: string } }>().profile.id,
    email,
    password,
    token: '',
    tokenAt: 0,
  }
  return (await signIn(setup.http, urls, account)) ? account : null
}

async function waitForPublish(admin: Account): Promise<string> {
  const deadline = Date.now() + PUBLISH_SETTLE_MS
  for (;;) {
    const answer = await setup.api({
      route: 'GET /api/publish',
      path: '/api/publish',
      headers: { Authorization: `Bearer ${admin.token}` },
      expect: [200],
    })
    const state =
      answer?.status === 200 ? answer.json<{ status: { state: string } }>().status.state : 'unreadable'
    if (state !== 'publishing') return state
    if (Date.now() > deadline) return `still publishing ${PUBLISH_SETTLE_MS / 1000} s after the run`
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

const owner = await firstAdmin()
const crewAccounts = owner
  ? await Promise.all(
      Array.from({ length: crews }, async (_, i) => {
        const crew = i + 1
        const admin = await crewAdmin(owner, crew)
        const user = await createAccount(setup.http, urls, `soak-${tag}-user${crew}-1@harbourline.example`)
        return { crew, admin, user }
      }),
    )
  : []
const ready = owner !== null && crewAccounts.every(({ admin, user }) => admin && user)
if (!ready) {
  trafficEndedAt = Date.now()
  const why = owner
    ? 'setup failed: a crew admin or user could not be made (see the failures and surprises in the report)'
    : 'setup failed: no first admin (the createDefaultAdmin callable refused, or DEFAULT_ADMIN_SECRET / SOAK_ADMIN_EMAIL and SOAK_ADMIN_PASSWORD are unset)'
  finish(why)
  process.exit(1)
}

console.log(
  `soak: ${crews} crews (a visitor, a user and an admin each) for ${minutes} min against ${site.origin}, seed ${seed}, tag ${tag}`,
)
trafficStartedAt = Date.now()
const sample = () =>
  samples.push({
    seconds: Math.round((Date.now() - trafficStartedAt) / 1000),
    rssMiB: rssByRole(watch.current()),
    connections: openConnections(STACK_PORTS),
  })
sample()
sampler = setInterval(sample, SAMPLE_EVERY_MS)
ctx.until = trafficStartedAt + minutes * 60_000
const runs = crewAccounts.flatMap(({ crew, admin, user }) => {
  const made = [
    { name: `visitor${crew}`, run: runVisitor },
    { name: `user${crew}`, run: (client: ReturnType<typeof createClient>) => runUser(client, user!) },
    { name: `admin${crew}`, run: (client: ReturnType<typeof createClient>) => runAdmin(client, admin!) },
  ]
  return made.map(({ name, run }) => {
    const client = createClient(name, crew, random.fork(name), ctx)
    allClients.push(client)
    return run(client).then(
      (done) => void (clients[name] = done),
      (error: unknown) => {
        // A client stops only on an answer it could not read: that is the API's failure, said once.
        crashes.push(`${name} stopped: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
  })
})
await Promise.all(runs)
trafficEndedAt = Date.now()
publishAtEnd = await waitForPublish(owner!)
// After the run: the API and the pages still answer.
await setup.api({ route: 'GET /api/health', path: '/api/health', expect: [200] })
await setup.api({ route: 'GET page /home', path: '/home', expect: [200] })
for (const client of allClients) client.http.close()
const reasons = finish()
process.exit(reasons.length > 0 ? 1 : 0)
