/**
 * Build-time content: the posts that exist when the site is built, so /blog and each
 * /blog/{slug} are pre-rendered as static pages (title, description and Open Graph from the
 * post). A change that a page shows rebuilds the site (the publish loop, scripts/publish-site.ts).
 *
 * It opens the stores the way the API does, picked by the same configuration
 * (src/server/env.ts): STORAGE=local (the default) reads the SQLite file in DATA_DIR;
 * STORAGE=firebase reads Firestore with the machine's Google credentials. Runs at build time
 * only, in Node: no page ships any of this to the browser.
 *
 * A production build (STORAGE=firebase) that cannot read its content stops, saying why:
 * shipping a blog without its posts would take them off the site. A local build with no
 * database yet pre-renders no posts and says so.
 */
import { resolve } from 'node:path'
import { DEFAULT_BUSINESS_SETTINGS } from '../business-defaults.ts'
import { factsOf, type BusinessFacts } from '../business-facts.ts'
import type { BusinessSettings } from '../domain/business-settings.ts'
import { publicGalleryImage, type GalleryImage } from '../domain/gallery-image.ts'
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from '../domain/page.ts'
import { pickRelated, type Post } from '../domain/post.ts'
import { EnvSchema } from '../server/env.ts'
import type { ContentStores } from '../server/ports/content-stores.ts'

export interface BuildPost {
  post: Post
  /** Up to three other posts sharing a tag, as GET /api/posts/{slug}/related answers. */
  related: Post[]
}

interface OpenStore {
  stores: Pick<ContentStores, 'posts' | 'gallery' | 'settings'>
  where: string
  close: () => Promise<void>
}

const BuildEnvSchema = EnvSchema.pick({ STORAGE: true, DATA_DIR: true, PUBLIC_MEDIA_BASE: true })

/**
 * Every page of a list at the size the API pages it, with the API's own cursors: /blog and
 * /gallery show the first, /blog/page/N and /gallery/page/N the others, and the island goes
 * on from a page's `next` with the API.
 */
async function pagesOf<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<Page<T>[]> {
  const pages: Page<T>[] = []
  let cursor: string | null = null
  do {
    const page: Page<T> = await list({ cursor, limit: DEFAULT_PAGE_SIZE })
    pages.push(page)
    cursor = page.next
  } while (cursor !== null)
  return pages
}

export interface BuildPosts {
  /** Every post, newest first, with its related posts. */
  posts: BuildPost[]
  /** The same posts as the blog's pages (one empty page when there are none). */
  pages: Page<Post>[]
}

let loaded: Promise<BuildPosts> | undefined

/** Every post at build time, newest first, with its related posts and pages. Read once per build. */
export async function buildPosts(): Promise<BuildPost[]> {
  return (await (loaded ??= load())).posts
}

/** The blog's pages at build time: /blog is the first. */
export async function buildPostPages(): Promise<Page<Post>[]> {
  return (await (loaded ??= load())).pages
}

async function load(): Promise<BuildPosts> {
  let store: OpenStore | null = null
  try {
    store = await openStore()
    if (!store) return { posts: [], pages: [{ items: [], next: null }] }
    const { posts: postsStore } = store.stores
    // Read once, a page at a time; each post's related posts are picked from that list in
    // memory (the same rule as the API's), not by one query per post.
    const pages = await pagesOf((page) => postsStore.listPosts({ ...page, status: 'published' }))
    const posts = pages.flatMap((page) => page.items)
    console.info(`[build-content] ${posts.length} posts from ${store.where} will be pre-rendered.`)
    return { posts: posts.map((post) => ({ post, related: pickRelated(post, posts) })), pages }
  } catch (error) {
    throw unreadable('the posts', error)
  } finally {
    await store?.close().catch(() => undefined)
  }
}

let galleryLoaded: Promise<Page<GalleryImage>[]> | undefined

/**
 * The approved gallery photos at build time, in display order, as the gallery's pages: /gallery
 * shows the first. One empty page when a local build has no database yet.
 */
export function buildGalleryPages(): Promise<Page<GalleryImage>[]> {
  return (galleryLoaded ??= loadGallery())
}

async function loadGallery(): Promise<Page<GalleryImage>[]> {
  let store: OpenStore | null = null
  try {
    store = await openStore()
    if (!store) return [{ items: [], next: null }]
    const { gallery } = store.stores
    const pages = (await pagesOf((page) => gallery.listGalleryImages({ ...page, status: 'approved' }))).map(
      (page) => ({ ...page, items: page.items.map(publicGalleryImage) }),
    )
    const count = pages.reduce((sum, page) => sum + page.items.length, 0)
    console.info(`[build-content] ${count} gallery photos from ${store.where} will be pre-rendered.`)
    return pages
  } catch (error) {
    throw unreadable('the gallery photos', error)
  } finally {
    await store?.close().catch(() => undefined)
  }
}

let settingsLoaded: Promise<BusinessSettings> | undefined

/**
 * The business's settings at build time: the ones saved in the admin, or the defaults
 * (src/business-defaults.ts) before the first save or when a local build has no database yet.
 */
function buildSettings(): Promise<BusinessSettings> {
  return (settingsLoaded ??= loadSettings())
}

/** The facts every page shows (phone, hours, areas...), from the build's settings. */
export async function buildFacts(): Promise<BusinessFacts> {
  return factsOf(await buildSettings())
}

async function loadSettings(): Promise<BusinessSettings> {
  let store: OpenStore | null = null
  try {
    store = await openStore()
    const saved = store ? await store.stores.settings.readSettings() : null
    if (saved) console.info(`[build-content] The business settings saved by ${saved.updated_by} are used.`)
    return saved?.settings ?? DEFAULT_BUSINESS_SETTINGS
  } catch (error) {
    throw unreadable("the business's settings", error)
  } finally {
    await store?.close().catch(() => undefined)
  }
}

/** The build stops: a site without its content must not go live. */
function unreadable(what: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error)
  return new Error(`The build cannot read ${what} from the content store (${reason}), so it stops.`, {
    cause: error,
  })
}

async function openStore(): Promise<OpenStore | null> {
  // Empty variables count as unset, as in parseEnv.
  const env = BuildEnvSchema.parse(
    Object.fromEntries(
      Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
    ),
  )

  const { compose, hasLocalData } = await import('../server/compose.ts')
  if (env.STORAGE === 'local') {
    // Opening would create an empty database; a build only reads what is already there.
    if (!(await hasLocalData(env))) {
      console.info(
        `[build-content] No content database in ${resolve(env.DATA_DIR)}; no posts will be pre-rendered.`,
      )
      return null
    }
  }
  const { adapters, where, close } = await compose({ settings: env })
  return { stores: adapters.stores, where, close }
}
