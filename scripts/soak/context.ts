/**
 * What every virtual client shares: the stack's addresses, the recorder, the files to upload,
 * the run's tag and the clock. And the loop each client runs: pick an action from its own
 * seeded stream, do it, wait a person's moment, until the time is up.
 */
import { createHttp, type SoakAnswer, type SoakHttp, type SoakRequest } from './http.ts'
import type { Random } from './random.ts'
import type { Recorder } from './recorder.ts'
import type { Fixtures } from './uploads.ts'
import type { StackUrls } from './accounts.ts'

export interface SoakContext {
  urls: StackUrls
  recorder: Recorder
  fixtures: Fixtures
  /**
   * A short word unique to the run, in every name, title and address the soak makes: a client
   * finds its own records by it (and its crew number), never anyone else's.
   */
  tag: string
  /** Clients start no action after this (Date.now()). */
  until: number
}

export interface Client {
  name: string
  /** The crew: its admin handles its visitor's enquiries and reviews its user's photos. */
  crew: number
  http: SoakHttp
  random: Random
  ctx: SoakContext
  /** An API request on the site's origin (Hosting in front). */
  api(req: Omit<SoakRequest, 'url'> & { path: string }): Promise<SoakAnswer | null>
  /** Words this crew's records carry in their names and titles: `<tag> crew<n>`. */
  mark: string
}

export function createClient(name: string, crew: number, random: Random, ctx: SoakContext): Client {
  const http = createHttp(ctx.recorder, name)
  return {
    name,
    crew,
    http,
    random,
    ctx,
    mark: `${ctx.tag} crew${crew}`,
    api: ({ path, ...req }) => http.send({ ...req, url: new URL(path, ctx.urls.site) }),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Actions by name, each with its weight. */
export type Actions = Record<string, { weight: number; run: () => Promise<void> }>

/**
 * Runs actions until the time is up: the choice and the pause after it come from the client's
 * own stream. Returns how many of each it did.
 */
export async function runClient(
  client: Client,
  actions: Actions,
  pauseMs: readonly [number, number],
): Promise<Record<string, number>> {
  const done: Record<string, number> = {}
  const weights = Object.fromEntries(Object.entries(actions).map(([name, action]) => [name, action.weight]))
  while (Date.now() < client.ctx.until) {
    const name = client.random.weighted(weights)
    await actions[name]!.run()
    done[name] = (done[name] ?? 0) + 1
    await sleep(client.random.int(pauseMs[0], pauseMs[1]))
  }
  return done
}

/** Follows a list's `next` cursors for up to `pages` pages; the items of every page read. */
export async function pageThrough<T>(
  client: Client,
  {
    route,
    path,
    key,
    pages,
    headers,
    expect = [200],
  }: {
    route: string
    path: string
    key: string
    pages: number
    headers?: Record<string, string>
    expect?: number[]
  },
): Promise<T[]> {
  const items: T[] = []
  let cursor: string | null = null
  for (let page = 0; page < pages; page++) {
    const url = new URL(path, client.ctx.urls.site)
    if (cursor) url.searchParams.set('cursor', cursor)
    const answer = await client.api({
      route,
      path: `${url.pathname}${url.search}`,
      expect,
      ...(headers ? { headers } : {}),
    })
    if (answer?.status !== 200) break
    const body = answer.json<Record<string, unknown>>()
    items.push(...((body[key] as T[] | undefined) ?? []))
    cursor = (body.next as string | null | undefined) ?? null
    if (!cursor) break
  }
  return items
}

/** The static pages a visitor opens, through Hosting. */
export const PAGES = [
  '/',
  '/home',
  '/electrical-services',
  '/hvac-services',
  '/ict-services',
  '/lighting-services',
  '/blog',
  '/gallery',
  '/request-a-quote',
  '/login',
  '/register',
  '/privacy-policy',
  '/sitemap',
  '/sitemap.xml',
  '/robots.txt',
  '/blog/rss.xml',
]

/**
 * Opens a page as a browser does: the HTML, then its first stylesheet and script. A page that
 * is not there answers the site's 404 page.
 */
export async function viewPage(client: Client, path: string, expect: number[] = [200]): Promise<void> {
  const page = await client.api({ route: pageRoute(path), path, expect, headers: { Accept: 'text/html' } })
  if (page?.status !== 200) return
  const html = page.body.toString('utf8')
  const assets = [
    /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1],
    /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1],
  ]
  for (const asset of assets) {
    if (asset)
      await client.api({
        route: `GET ${asset.endsWith('.css') ? '/_astro/*.css' : '/_astro/*.js'}`,
        path: asset,
        expect: [200],
      })
  }
}

/** A page's route for the figures: posts count as one route. */
function pageRoute(path: string): string {
  if (path.startsWith('/blog/') && !path.endsWith('.xml')) return 'GET page /blog/:slug'
  if (path.startsWith('/no-such-page')) return 'GET page (one that does not exist)'
  return `GET page ${path}`
}
