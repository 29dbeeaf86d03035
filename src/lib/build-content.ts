/**
 * Build-time content: the posts that exist when the site is built, so /blog and each
 * /blog/{slug} are pre-rendered as static pages (title, description and Open Graph from the
 * post). A change that a page shows rebuilds the site (the publish loop, scripts/publish-site.ts).
 *
 * It opens the ContentStore the way the API does, picked by the same configuration
 * (src/server/env.ts): STORAGE=local (the default) reads the SQLite file in DATA_DIR;
 * STORAGE=firebase reads Firestore with the machine's Google credentials. Runs at build time
 * only, in Node: no page ships any of this to the browser.
 *
 * A production build (STORAGE=firebase) that cannot read its content stops, saying why:
 * shipping a blog without its posts would take them off the site. A local build with no
 * database yet pre-renders no posts and says so.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { GalleryImage } from '../domain/gallery-image.ts'
import { pickRelated, type Post } from '../domain/post.ts'
import { EnvSchema } from '../server/env.ts'
import { everyPage, type ContentStore } from '../server/ports/content-store.ts'

export interface BuildPost {
  post: Post
  /** Up to three other posts sharing a tag, as GET /api/posts/{slug}/related answers. */
  related: Post[]
}

interface OpenStore {
  content: ContentStore
  where: string
  close: () => Promise<void>
}

const BuildEnvSchema = EnvSchema.pick({ STORAGE: true, DATA_DIR: true })

let loaded: Promise<BuildPost[]> | undefined

/** Every post at build time, newest first, with its related posts. Read once per build. */
export function buildPosts(): Promise<BuildPost[]> {
  return (loaded ??= load())
}

async function load(): Promise<BuildPost[]> {
  let store: OpenStore | null = null
  try {
    store = await openStore()
    if (!store) return []
    const { content } = store
    // Read once, a page at a time; each post's related posts are picked from that list in
    // memory (the same rule as the API's), not by one query per post.
    const posts = await everyPage((page) => content.listPosts(page))
    console.info(`[build-content] ${posts.length} posts from ${store.where} will be pre-rendered.`)
    return posts.map((post) => ({ post, related: pickRelated(post, posts) }))
  } catch (error) {
    throw unreadable('the posts', error)
  } finally {
    await store?.close().catch(() => undefined)
  }
}

let galleryLoaded: Promise<GalleryImage[]> | undefined

/**
 * The approved gallery photos at build time, in display order: /gallery's first paint. Empty
 * when a local build has no database yet.
 */
export function buildGalleryImages(): Promise<GalleryImage[]> {
  return (galleryLoaded ??= loadGallery())
}

async function loadGallery(): Promise<GalleryImage[]> {
  let store: OpenStore | null = null
  try {
    store = await openStore()
    if (!store) return []
    const { content } = store
    const images = await everyPage((page) => content.listGalleryImages({ ...page, status: 'approved' }))
    console.info(`[build-content] ${images.length} gallery photos from ${store.where} will be pre-rendered.`)
    return images
  } catch (error) {
    throw unreadable('the gallery photos', error)
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

  if (env.STORAGE === 'firebase') {
    const { initializeApp, deleteApp } = await import('firebase-admin/app')
    const { getFirestore } = await import('firebase-admin/firestore')
    const { createFirestoreContentStore } =
      await import('../server/adapters/firestore/firestore-content-store.ts')
    const app = initializeApp(undefined, 'build-content')
    return {
      content: createFirestoreContentStore(getFirestore(app)),
      where: 'Firestore',
      close: () => deleteApp(app),
    }
  }

  const dataDir = resolve(env.DATA_DIR)
  const { DATABASE_FILE, openDatabase } = await import('../server/adapters/sqlite/database.ts')
  // Opening would create an empty database; a build only reads what is already there.
  if (!existsSync(resolve(dataDir, DATABASE_FILE))) {
    console.info(`[build-content] No content database in ${dataDir}; no posts will be pre-rendered.`)
    return null
  }
  const { createSqliteContentStore } = await import('../server/adapters/sqlite/sqlite-content-store.ts')
  const db = openDatabase(dataDir)
  return {
    content: createSqliteContentStore(db),
    where: dataDir,
    close: async () => db.close(),
  }
}
