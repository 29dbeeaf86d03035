/**
 * The scale seed (issue 11): `npm run seed -- --scale` adds, on top of the demo content, 1,000
 * posts, 5,000 approved and 500 pending photos, 2,000 enquiries and 1,000 accounts, so pages,
 * the API and the admin can be measured at a size a busy business reaches in some years.
 *
 * Deterministic: the same numbers, words and dates every run (a fixed seed and a fixed clock),
 * so figures from two runs compare. Written straight to the stores, in one transaction
 * on SQLite; the photos and post images reuse the demo seed's files (the records are what
 * grows, not the media). Running it again adds nothing.
 */
import { DEFAULT_GALLERY_CATEGORIES, type GalleryImage } from '../src/domain/gallery-image.ts'
import { ENQUIRY_SERVICES, ENQUIRY_STATUSES, MAIL_SENT, type Enquiry } from '../src/domain/enquiry.ts'
import { TIME_WINDOWS } from '../src/domain/calendar.ts'
import { SERVICE_AREAS } from '../src/domain/service-areas.ts'
import type { ImageVariant } from '../src/domain/media.ts'
import type { Post } from '../src/domain/post.ts'
import type { Profile } from '../src/domain/profile.ts'
import type { ContentStores } from '../src/server/ports/content-stores.ts'

export interface ScaleCounts {
  posts: number
  approvedPhotos: number
  pendingPhotos: number
  enquiries: number
  accounts: number
}

export const SCALE: ScaleCounts = {
  posts: 1000,
  approvedPhotos: 5000,
  pendingPhotos: 500,
  enquiries: 2000,
  accounts: 1000,
}

/** The scale records' dates count back from here, an hour apart. */
const EPOCH = Date.UTC(2026, 10, 1, 9)
const HOUR = 3_600_000

/** A small, fast, seeded generator (xorshift32): the same sequence for the same seed. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  const next = () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 2 ** 32
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, pick }
}

const SUBURBS = [
  'Parramatta',
  'Chatswood',
  'Bondi',
  'Manly',
  'Penrith',
  'Liverpool',
  'Hornsby',
  'Sutherland',
  'Blacktown',
  'Ryde',
  'Newtown',
  'Castle Hill',
]
const TOPICS = [
  ['switchboard', 'Electrical'],
  ['safety switch', 'Electrical'],
  ['EV charger', 'Electrical'],
  ['ducted air conditioning', 'HVAC'],
  ['split system', 'HVAC'],
  ['ventilation', 'HVAC'],
  ['data cabling', 'ICT'],
  ['CCTV', 'ICT'],
  ['Wi-Fi', 'ICT'],
  ['LED lighting', 'Lighting'],
  ['garden lighting', 'Lighting'],
  ['solar battery', 'Electrical'],
] as const
const TAGS = [
  'Electrical',
  'HVAC',
  'ICT',
  'Lighting',
  'Safety',
  'Energy',
  'Commercial',
  'Residential',
  'Tips',
]
const OPENINGS = [
  'A practical guide to',
  'What to know about',
  'Five questions on',
  'Getting the most from',
  'Planning',
]
const SENTENCES = [
  'Our licensed team sees this every week across Greater Sydney.',
  'A quick check now saves a costly call-out later.',
  'Older homes often need an upgrade before anything new goes in.',
  'We explain the options, the costs and the timeline before we start.',
  'Every job is tested and certified when we finish.',
  'Ask about combining the work with a safety inspection.',
]
const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Priya', 'Wei', 'Olivia', 'Noah', 'Fatima', 'Liam', 'Mia']
const LAST_NAMES = ['Nguyen', 'Smith', 'Chen', 'Patel', 'Brown', 'Wilson', 'Kelly', 'Singh', 'Taylor', 'Lee']

const at = (hoursAgo: number) => new Date(EPOCH - hoursAgo * HOUR).toISOString()
const pad = (n: number) => String(n).padStart(5, '0')

/** Images the scale records reuse: the demo's own files, so the pages show real pictures. */
export interface SharedImages {
  posts: { url: string; variants: ImageVariant[] }[]
  photos: { url: string; variants: ImageVariant[] }[]
}

export function scalePost(index: number, images: SharedImages['posts']): Post {
  const rng = random(1000 + index)
  const [topic, category] = rng.pick(TOPICS)
  const suburb = rng.pick(SUBURBS)
  const title = `${rng.pick(OPENINGS)} ${topic} in ${suburb} (${index + 1})`
  const paragraphs = Array.from({ length: 4 }, () => `<p>${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)}</p>`)
  const image = images.length > 0 ? images[index % images.length]! : null
  const date = at(index * 7 + 24)
  return {
    id: `scale-post-${pad(index)}`,
    slug: `scale-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}`,
    title,
    content: `<h2>${topic} in ${suburb}</h2>${paragraphs.join('')}`,
    excerpt: `${rng.pick(SENTENCES)} Notes on ${topic} for homes and businesses in ${suburb}.`,
    date,
    read_time: `${3 + (index % 6)} min read`,
    image_url: image?.url ?? null,
    image_variants: image?.variants ?? [],
    category,
    tags: [...new Set([category, rng.pick(TAGS), rng.pick(TAGS)])],
    featured: false,
    updated_at: date,
    status: 'published',
    publish_at: null,
  }
}

export function scalePhoto(
  index: number,
  status: 'approved' | 'pending',
  images: SharedImages['photos'],
): GalleryImage {
  const rng = random(50_000 + index)
  const [topic] = rng.pick(TOPICS)
  const suburb = rng.pick(SUBURBS)
  const image = images[index % images.length]!
  const date = at(index + 48)
  return {
    id: `scale-${status}-${pad(index)}`,
    title: `${topic[0]!.toUpperCase()}${topic.slice(1)} job ${index + 1}, ${suburb}`,
    description: rng.next() < 0.6 ? `${rng.pick(SENTENCES)}` : null,
    category: rng.pick(DEFAULT_GALLERY_CATEGORIES),
    image_url: image.url,
    image_variants: image.variants,
    location: suburb,
    tags: [rng.pick(TAGS)],
    date,
    author_id: status === 'pending' ? `scale-user-${pad(index % SCALE.accounts)}` : null,
    status,
    position: null,
    created_at: date,
  }
}

export function scaleEnquiry(index: number): Enquiry {
  const rng = random(200_000 + index)
  const first = rng.pick(FIRST_NAMES)
  const last = rng.pick(LAST_NAMES)
  // A third still new, the rest spread over the later statuses; every fifth a quote request.
  const status = index % 3 === 0 ? 'new' : ENQUIRY_STATUSES[1 + (index % (ENQUIRY_STATUSES.length - 1))]!
  const quote = index % 5 === 0
  const created = at(index * 2 + 1)
  return {
    id: `scale-enquiry-${pad(index)}`,
    kind: quote ? 'quote' : 'message',
    name: `${first} ${last}`,
    phone: rng.next() < 0.7 ? `02 5550 ${String(1000 + (index % 9000)).padStart(4, '0')}` : null,
    email: `${first}.${last}.${index}@example.com`.toLowerCase(),
    service: rng.next() < 0.8 ? rng.pick(ENQUIRY_SERVICES) : null,
    message: `Hi, could you quote for ${rng.pick(TOPICS)[0]} at our place in ${rng.pick(SUBURBS)}? ${rng.pick(SENTENCES)}`,
    created_at: created,
    status,
    status_changed_at: status === 'new' ? null : at(index * 2),
    notes: [],
    quote: quote
      ? {
          suburb: rng.pick(SERVICE_AREAS),
          in_area: true,
          address: `${1 + (index % 200)} Example Street`,
          preferred_dates: [],
          time_window: rng.pick(TIME_WINDOWS),
          emergency: false,
          photos: [],
        }
      : null,
    mail: MAIL_SENT,
    status_key: null,
    history: [],
    booking: null,
    customer_updates: [],
    mail_opt_out_at: null,
  }
}

export function scaleAccount(index: number): Profile {
  return {
    id: `scale-user-${pad(index)}`,
    email: `customer${index + 1}@example.com`,
    is_admin: false,
    created_at: at(index * 5 + 2),
  }
}

/**
 * Writes the scale records into `stores`, reusing `images`. Does nothing when the first scale
 * post is already there. Returns what it wrote.
 */
export async function seedScale(
  stores: ContentStores,
  images: SharedImages,
  counts: ScaleCounts = SCALE,
): Promise<ScaleCounts | null> {
  if (await stores.posts.getPost(scalePost(0, images.posts).id)) return null
  if (images.photos.length === 0)
    throw new Error('The scale seed reuses the demo photos: seed the demo content first.')
  for (let i = 0; i < counts.posts; i++) await stores.posts.createPost(scalePost(i, images.posts))
  for (let i = 0; i < counts.approvedPhotos; i++)
    await stores.gallery.createGalleryImage(scalePhoto(i, 'approved', images.photos))
  for (let i = 0; i < counts.pendingPhotos; i++)
    await stores.gallery.createGalleryImage(scalePhoto(i, 'pending', images.photos))
  for (let i = 0; i < counts.enquiries; i++) await stores.enquiries.createEnquiry(scaleEnquiry(i))
  for (let i = 0; i < counts.accounts; i++) await stores.profiles.ensureProfile(scaleAccount(i))
  return counts
}

/** The demo seed's images, read from the store, for the scale records to reuse. */
export async function sharedImages(stores: Pick<ContentStores, 'posts' | 'gallery'>): Promise<SharedImages> {
  const [posts, photos] = await Promise.all([
    stores.posts.listPosts({ limit: 100 }),
    stores.gallery.listGalleryImages({ status: 'approved', limit: 100 }),
  ])
  return {
    posts: posts.items
      .filter((post) => post.image_url)
      .map((post) => ({ url: post.image_url!, variants: post.image_variants })),
    photos: photos.items.map((photo) => ({ url: photo.image_url, variants: photo.image_variants })),
  }
}
