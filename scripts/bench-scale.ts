/**
 * `npm run bench:scale` (after the site was built over the scale seed, see package.json):
 * what issue 11 asks to be measured at scale, apart from Lighthouse.
 *
 * - The HTML of /blog and /gallery as built (raw and gzip): it must not grow with the content.
 * - The API's p50/p99 for the first and the 50th page of GET /api/posts and GET /api/gallery,
 *   on serve-node over a copy of the scale SQLite database (autocannon, 10 connections, 5 s).
 * - Documents read per view on Firestore: the same records in the in-process emulator with
 *   Firestore's order and cursors (tests/helpers/firestore-order.ts), counting the documents
 *   each view's queries return, which is what Firestore bills.
 *
 * Writes bench/scale.json and bench/scale.md. Not a test: the figures depend on the machine.
 * With `--firestore-only` it fills the emulator and counts the reads only, and prints them
 * without writing (no built site or scale database needed).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FirestoreServer } from '@firestore-emulator/server'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { createFirestoreStores } from '../src/server/adapters/firestore/firestore-stores.ts'
import { countContent } from '../src/server/services/stats-service.ts'
import { withDocumentsInPlace } from '#tests/helpers/emulator-documents-in-place.ts'
import { importScaleRecords } from '#tests/helpers/firestore-bulk-import.ts'
import { documentReads, withFirestoreOrder } from '#tests/helpers/firestore-order.ts'
import { freePort } from '#tests/helpers/free-port.ts'
import { autocannon } from './autocannon.ts'
import { scaleSeedDir } from './prepare-scale-data.ts'
import { SCALE, type SharedImages } from './seed-scale.ts'

const root = new URL('..', import.meta.url).pathname
const distDir = process.env.SITE_OUT_DIR || join(root, 'dist')
const outDir = join(root, 'bench')
const kib = (bytes: number) => Number((bytes / 1024).toFixed(1))
const firestoreOnly = process.argv.includes('--firestore-only')

// 1. The built pages.
const html = firestoreOnly
  ? {}
  : Object.fromEntries(
      ['blog', 'gallery'].map((page) => {
        const bytes = readFileSync(join(distDir, `${page}.html`))
        return [`/${page}`, { rawKiB: kib(bytes.length), gzipKiB: kib(gzipSync(bytes, { level: 9 }).length) }]
      }),
    )
if (!firestoreOnly) console.log('HTML at scale:', html)

// 2. The API over the scale database.
function startServer(dataDir: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [join(root, 'src/server/serve-node.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEFAULT_ADMIN_SECRET: randomBytes(24).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /API listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ url, stop: () => child.kill('SIGTERM') })
    })
    child.once('exit', (code) => reject(new Error(`serve-node exited early (code ${code})`)))
  })
}

/** The address of the `page`th page (1 = first) of a list, `limit` a page, following the API's cursors. */
async function pageUrl(base: string, route: string, page: number, limit: number): Promise<string> {
  let url = `${base}${route}?limit=${limit}`
  for (let i = 1; i < page; i++) {
    const { next } = (await (await fetch(url)).json()) as { next: string | null }
    if (!next) throw new Error(`${route} has fewer than ${page} pages of ${limit}`)
    url = `${base}${route}?limit=${limit}&cursor=${encodeURIComponent(next)}`
  }
  return url
}

/** 1,000 posts make 42 pages of 24: the posts are read 20 a page, so a 50th page exists. */
const PAGE_SIZES: Record<string, number> = { '/api/posts': 20, '/api/gallery': 24 }

/** p50/p99 of each route's first and 50th page, on serve-node over a copy of the scale database. */
async function measureApi() {
  const copy = mkdtempSync(join(tmpdir(), 'harbourline-bench-scale-'))
  cpSync(scaleSeedDir, copy, { recursive: true })
  const server = await startServer(copy)
  const api = []
  try {
    for (const route of ['/api/posts', '/api/gallery']) {
      for (const page of [1, 50]) {
        const limit = PAGE_SIZES[route]!
        const url = await pageUrl(server.url, route, page, limit)
        const bytes = (await (await fetch(url)).arrayBuffer()).byteLength
        await autocannon({ url, connections: 10, duration: 1 }) // warm-up, not recorded
        const run = await autocannon({ url, connections: 10, duration: 5 })
        const result = {
          route,
          page,
          limit,
          responseKiB: kib(bytes),
          requestsPerSecond: Math.round(run.requests.average),
          latencyMs: { p50: run.latency.p50, p99: run.latency.p99 },
          failures: run.non2xx + run.errors,
        }
        api.push(result)
        console.log(
          `${route} page ${page}: p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ${result.requestsPerSecond} req/s`,
        )
      }
    }
  } finally {
    server.stop()
    rmSync(copy, { recursive: true, force: true })
  }
  return api
}

const loadBefore = loadavg()[0]!
const api = firestoreOnly ? [] : await measureApi()

// 3. Documents read per view, on Firestore.
const emulator = new FirestoreServer()
withDocumentsInPlace(emulator)
withFirestoreOrder(emulator)
const port = await freePort()
await emulator.start(port)
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`
const app = initializeApp({ projectId: 'demo-bench' }, 'bench-scale')
const firestore = getFirestore(app)
const stores = createFirestoreStores(firestore)
const images: SharedImages = {
  posts: [{ url: '/api/media/blog/1767225600000-00000000000000000000000000000001-960.webp', variants: [] }],
  photos: [
    { url: '/api/media/gallery/1767225600000-00000000000000000000000000000002-960.webp', variants: [] },
  ],
}
console.log('Writing the scale records to the in-process Firestore emulator...')
const fillStarted = performance.now()
const firestoreFill = {
  documents: await importScaleRecords(firestore, images, SCALE),
  seconds: Number(((performance.now() - fillStarted) / 1000).toFixed(1)),
}
console.log(`Wrote ${firestoreFill.documents.toLocaleString('en')} documents in ${firestoreFill.seconds} s`)

/** The documents `view` reads. */
async function reads(view: () => Promise<unknown>): Promise<number> {
  documentReads.count = 0
  await view()
  return documentReads.count
}
async function cursorOfPage(list: (cursor: string | null) => Promise<{ next: string | null }>, page: number) {
  let cursor: string | null = null
  for (let i = 1; i < page; i++) {
    cursor = (await list(cursor)).next
    if (cursor === null) throw new Error(`The list has fewer than ${page} pages`)
  }
  return cursor
}
const galleryPage50 = await cursorOfPage(
  (cursor) => stores.gallery.listGalleryImages({ status: 'approved', cursor }),
  50,
)
const postsPage50 = await cursorOfPage(
  (cursor) => stores.posts.listPosts({ cursor, limit: PAGE_SIZES['/api/posts'] }),
  50,
)
const views = {
  '/blog (static HTML from the CDN)': 0,
  '/blog after the visitor interacts: GET /api/posts': await reads(() => stores.posts.listPosts({})),
  '/blog, 50th page (20 a page)': await reads(() =>
    stores.posts.listPosts({ cursor: postsPage50, limit: PAGE_SIZES['/api/posts'] }),
  ),
  '/blog search "switchboard parramatta", one request': await reads(() =>
    stores.posts.listPosts({ q: 'switchboard parramatta' }),
  ),
  '/gallery after the visitor interacts: GET /api/gallery': await reads(() =>
    stores.gallery.listGalleryImages({ status: 'approved' }),
  ),
  '/gallery, 50th page': await reads(() =>
    stores.gallery.listGalleryImages({ status: 'approved', cursor: galleryPage50 }),
  ),
  '/gallery category HVAC': await reads(() =>
    stores.gallery.listGalleryImages({ status: 'approved', category: 'HVAC' }),
  ),
  '/admin/gallery (all images, review queue)': await reads(async () => {
    await stores.gallery.listGalleryImages({})
    await stores.gallery.listGalleryImages({ status: 'pending' })
  }),
  '/admin/enquiries (open ones)': await reads(() => stores.enquiries.listEnquiries({ status: 'open' })),
  '/admin/activity (newest first)': await reads(() => stores.audit.listAuditEntries({})),
}
// The dashboard's counts are counter documents (docs/decisions/044-counter-documents.md). The
// bulk import writes records alone, so the first view establishes the counters with count()
// (billed one read per 1,000 index entries it counts); every view after reads the counters.
const establishingReads = await reads(() => countContent(stores))
const dashboard = {
  firstViewCountedEntries: establishingReads,
  readsPerView: await reads(() => countContent(stores)),
}
await deleteApp(app)
emulator.stop()
console.log('Documents read per view:', views, 'dashboard counts:', dashboard)
if (firestoreOnly) process.exit(0)

const report = {
  date: new Date().toISOString(),
  command: 'npm run bench:scale',
  content: SCALE,
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    loadAverageBefore: Number(loadBefore.toFixed(2)),
  },
  html,
  api,
  firestoreFill,
  firestoreReadsPerView: views,
  dashboard,
}
mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'scale.json'), `${JSON.stringify(report, null, 2)}\n`)
const markdown = `# At scale

${SCALE.posts.toLocaleString('en')} posts, ${SCALE.approvedPhotos.toLocaleString('en')} approved and ${SCALE.pendingPhotos} pending photos, ${SCALE.enquiries.toLocaleString('en')} enquiries, ${SCALE.accounts.toLocaleString('en')} accounts, ${SCALE.activity.toLocaleString('en')} activity entries (\`npm run seed -- --scale\`). Lighthouse at this size: bench/lighthouse-scale.md.

## Pages as built

| Page | HTML | gzip |
| --- | ---: | ---: |
${Object.entries(html)
  .map(([page, size]) => `| ${page} | ${size.rawKiB} KiB | ${size.gzipKiB} KiB |`)
  .join('\n')}

## API on serve-node over SQLite (10 connections, 5 s)

| Route | Page (items) | Answer | p50 | p99 | req/s |
| --- | ---: | ---: | ---: | ---: | ---: |
${api.map((r) => `| ${r.route} | ${r.page} (${r.limit}) | ${r.responseKiB} KiB | ${r.latencyMs.p50} ms | ${r.latencyMs.p99} ms | ${r.requestsPerSecond} |`).join('\n')}

## Firestore documents read per view

| View | Documents read |
| --- | ---: |
${Object.entries(views)
  .map(([view, count]) => `| ${view} | ${count} |`)
  .join('\n')}
| /admin/dashboard: the counter documents (after the first view counted ${dashboard.firstViewCountedEntries.toLocaleString('en')} entries once) | ${dashboard.readsPerView} |

- The emulator was filled with ${firestoreFill.documents.toLocaleString('en')} documents in ${firestoreFill.seconds} s (batches of 500)
- Date: ${report.date}; machine: ${report.machine.cores} cores, ${report.machine.cpu}, load ${report.machine.loadAverageBefore} before the run
- Reproduce: \`npm run bench\` (or, after it built the scale site once, \`npm run bench:scale\`)
`
writeFileSync(join(outDir, 'scale.md'), markdown)
console.log(`\n${markdown}`)
process.exit(0)
