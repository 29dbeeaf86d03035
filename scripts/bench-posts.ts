/**
 * The posts the publish benchmark builds from (scripts/bench-publish.ts): the store filled up to
 * a number of posts, as the API would store them, a few of them drafts and a few scheduled for
 * later, as a blog that is being written has (issue 29). Drafts and scheduled posts are not on
 * the site, so they cost the build only their read.
 *
 *   node scripts/bench-posts.ts <data folder> <posts>   seeds the demo content, then fills
 */
import { resolve } from 'node:path'
import { compose } from '../src/server/compose.ts'
import { excerptFrom, sanitizePostHtml } from '../src/server/services/html.ts'
import { seedDataDir } from './seed.ts'

/** Every this many posts, one is a draft (about 3 %)... */
const DRAFT_EVERY = 33
/** ...and one is scheduled for a year from now (1 %). */
const SCHEDULED_EVERY = 100

export interface BenchPostCounts {
  published: number
  drafts: number
  scheduled: number
}

function statusOf(
  index: number,
  scheduledAt: string,
): { status: 'draft' | 'scheduled' | 'published'; publish_at: string | null } {
  if (index % SCHEDULED_EVERY === SCHEDULED_EVERY - 1) return { status: 'scheduled', publish_at: scheduledAt }
  if (index % DRAFT_EVERY === DRAFT_EVERY - 1) return { status: 'draft', publish_at: null }
  return { status: 'published', publish_at: null }
}

/** Fills the store up to `total` posts (the demo's included); returns how many of each status it holds. */
export async function fillPosts(dataDir: string, total: number): Promise<BenchPostCounts> {
  const runtime = await compose({
    settings: { STORAGE: 'local', DATA_DIR: dataDir, PUBLIC_MEDIA_BASE: '/api/media' },
  })
  try {
    const store = runtime.adapters.stores.posts
    const counts: BenchPostCounts = { published: 0, drafts: 0, scheduled: 0 }
    let existing = 0
    for (let cursor: string | null = null; ;) {
      const page = await store.listPosts({ cursor, limit: 100, status: 'all' })
      for (const post of page.items) {
        existing += 1
        if (post.status === 'draft') counts.drafts += 1
        else if (post.status === 'scheduled') counts.scheduled += 1
        else counts.published += 1
      }
      cursor = page.next
      if (cursor === null) break
    }
    const base = Date.UTC(2025, 0, 1, 9)
    const scheduledAt = new Date(Date.now() + 365 * 86_400_000).toISOString()
    const tags = ['Electrical', 'HVAC', 'ICT', 'Lighting', 'Safety', 'Energy Efficiency']
    const paragraph =
      '<p>Older Sydney homes often still run on ceramic fuses. A modern switchboard with safety switches cuts the power in milliseconds when current leaks to earth.</p>'
    await runtime.bulk(async () => {
      for (let i = existing; i < total; i++) {
        const content = sanitizePostHtml(`<h2>Part ${i}</h2>${paragraph.repeat(5)}`)
        const at = new Date(base + i * 3_600_000).toISOString()
        const { status, publish_at } = statusOf(i, scheduledAt)
        await store.createPost({
          id: `bench-${i}`,
          slug: `bench-post-${i}`,
          title: `Switchboard and safety guide, part ${i}`,
          content,
          excerpt: excerptFrom(content),
          date: at,
          read_time: '4 min read',
          image_url: null,
          image_variants: [],
          category: tags[i % tags.length]!,
          tags: [tags[i % tags.length]!, tags[(i + 1) % tags.length]!],
          featured: false,
          updated_at: at,
          status,
          publish_at,
        })
        if (status === 'draft') counts.drafts += 1
        else if (status === 'scheduled') counts.scheduled += 1
        else counts.published += 1
      }
    })
    return counts
  } finally {
    await runtime.close()
  }
}

if (import.meta.main) {
  const [folder, size] = process.argv.slice(2)
  if (!folder || !Number(size)) {
    console.error('usage: node scripts/bench-posts.ts <data folder> <posts>')
    process.exit(2)
  }
  const dataDir = resolve(folder)
  await seedDataDir(dataDir)
  const counts = await fillPosts(dataDir, Number(size))
  console.log(
    `${dataDir}: ${counts.published} published, ${counts.drafts} drafts, ${counts.scheduled} scheduled`,
  )
}
