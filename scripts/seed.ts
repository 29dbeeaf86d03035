/**
 * Demo content for the local stack: blog posts and gallery photos, written through the API's
 * own services (so posts are sanitised and photos re-encoded exactly as in use) onto the local
 * adapters. It seeds only an empty store, so running it again changes nothing.
 *
 * `node scripts/seed.ts [data-dir] [--scale[=N]]` (default .data; DATA_DIR is not read):
 * scripts/serve.ts and with-stack.ts call seedDataDir() themselves before starting the emulators.
 */
import { join, resolve } from 'node:path'
import { compose } from '../src/server/compose.ts'
import type { Actor } from '../src/server/policy/policy.ts'
import type { ContentStores } from '../src/server/ports/content-stores.ts'
import type { MediaStore } from '../src/server/ports/media-store.ts'
import { DAY, demoPhotos, demoPosts } from './demo-content.ts'
import { drawScene } from './seed-images.ts'
import { scaleCounts, scaleFactorOf, seedScale, sharedImages } from './seed-scale.ts'

/** Whether the store holds no posts and no gallery images yet. */
export async function isEmpty(stores: Pick<ContentStores, 'posts' | 'gallery'>): Promise<boolean> {
  const [posts, images] = await Promise.all([
    stores.posts.listPosts({ limit: 1 }),
    stores.gallery.listGalleryImages({ limit: 1 }),
  ])
  return posts.items.length === 0 && images.items.length === 0
}

/**
 * Writes the demo posts and photos through the services, as an admin would. Does nothing when
 * the store already holds posts or images. Returns what it wrote.
 */
export async function seedDemoContent(
  { stores, media }: { stores: ContentStores; media: MediaStore },
  today = new Date(),
): Promise<{ posts: number; photos: number }> {
  if (!(await isEmpty(stores))) return { posts: 0, photos: 0 }

  // Each item is written "at" its own date, so the lists show a believable history.
  let clock = today
  const now = () => clock
  // Its publish state and rate limits are in memory: the seed runs before the first build,
  // which reads everything it wrote, so there is nothing to publish. The demo content is no
  // admin's action, so it leaves the activity log empty.
  const { services } = await compose({
    recordActivity: false,
    adapters: { stores, media },
    identity: {
      verifyIdToken: async () => {
        throw new Error('The seed signs nobody in')
      },
      createAuthUser: async () => {
        throw new Error('The seed creates no accounts')
      },
      lookupEmailVerified: async () => null,
    },
    deployHook: { trigger: async () => {} },
    now,
    logger: console,
  })
  const at = (daysAgo: number, seed: number) =>
    new Date(today.getTime() - daysAgo * DAY - (seed % 7) * 3_600_000)
  const seedAdmin: Actor = {
    kind: 'admin',
    uid: 'demo-seed',
    email: 'demo-seed@harbourline.example',
    emailVerified: true,
    profile: {
      id: 'demo-seed',
      email: 'demo-seed@harbourline.example',
      is_admin: true,
      created_at: today.toISOString(),
    },
  }

  // Oldest first, so creation order matches the dates.
  const posts = [...demoPosts].sort((a, b) => b.daysAgo - a.daysAgo)
  const photos = [...demoPhotos].sort((a, b) => b.daysAgo - a.daysAgo)

  // Drawing and re-encoding is the slow part, so it runs a few at a time before any record is
  // written; the records follow one by one, each at its own date.
  const uploads = await mapLimited(
    [
      ...posts.map((post, index) => ({ purpose: 'blog' as const, scene: post.scene, seed: 100 + index })),
      ...photos.map((photo, index) => ({
        purpose: 'gallery' as const,
        scene: photo.scene,
        seed: 200 + index,
      })),
    ],
    3,
    async ({ purpose, scene, seed }) =>
      services.media.upload(seedAdmin, purpose, await drawScene(scene, seed), 'seed'),
  )

  for (const [index, post] of posts.entries()) {
    clock = at(post.daysAgo, index)
    const image = uploads[index]!
    await services.posts.create(seedAdmin, {
      title: post.title,
      content: post.content,
      category: post.category,
      tags: post.tags,
      featured: post.featured,
      read_time: post.read_time,
      image_url: image.url,
      image_variants: image.variants,
    })
  }
  for (const [index, photo] of photos.entries()) {
    clock = at(photo.daysAgo, index)
    const image = uploads[posts.length + index]!
    await services.gallery.create(seedAdmin, {
      title: photo.title,
      description: photo.description,
      category: photo.category,
      location: photo.location,
      tags: photo.tags,
      date: clock.toISOString().slice(0, 10),
      image_url: image.url,
      image_variants: image.variants,
    })
  }
  return { posts: posts.length, photos: photos.length }
}

/** Like Promise.all over items.map(work), with at most `limit` running at once. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * Seeds the local adapters' store in `dataDir` (SQLite file and media folder): the demo content,
 * and with `scale` (a factor, see scripts/seed-scale.ts) the scale records on top.
 */
export async function seedDataDir(
  dataDir: string,
  { publicMediaBase = '/api/media', scale = null }: { publicMediaBase?: string; scale?: number | null } = {},
) {
  const runtime = await compose({
    settings: { STORAGE: 'local', DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: publicMediaBase },
  })
  try {
    const { stores, media } = runtime.adapters
    const demo = await seedDemoContent({ stores, media })
    if (scale === null) return { ...demo, scale: null }
    const counts = scaleCounts(scale)
    const added = await runtime.bulk(async () => seedScale(stores, await sharedImages(stores), counts))
    return { ...demo, scale: added }
  } finally {
    await runtime.close()
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const scale = scaleFactorOf(args)
  const folder = args.find((arg) => !arg.startsWith('--'))
  const dataDir = resolve(folder ?? join(new URL('..', import.meta.url).pathname, '.data'))
  const started = Date.now()
  const { posts, photos, scale: added } = await seedDataDir(dataDir, { scale })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    posts + photos === 0
      ? `${dataDir} already holds the demo content.`
      : `Seeded ${posts} posts and ${photos} gallery photos into ${dataDir}.`,
  )
  if (scale !== null) {
    console.log(
      added
        ? `Scale: added ${added.posts} posts, ${added.approvedPhotos} approved and ${added.pendingPhotos} pending photos, ${added.enquiries} enquiries and ${added.accounts} accounts.`
        : 'Scale: the scale records are already there; nothing added.',
    )
  }
  console.log(`Done in ${seconds} s.`)
}
