/**
 * The scale seed (issues 11 and 31): `npm run seed -- --scale` adds, on top of the demo content,
 * ten times what issue 11 measured at: 10,000 posts (3% drafts, 1% scheduled), 50,000 approved
 * and 5,000 pending photos, 20,000 enquiries and quote requests, 10,000 accounts, 50,000 activity entries.
 * `--scale=1` adds the issue-11 size (1,000 posts, 5,000 photos) for comparing with older figures.
 *
 * Deterministic: the same numbers, words and dates every run (scripts/scale-records.ts), so
 * figures from two runs compare. Written straight to the stores, in one transaction on SQLite;
 * bench:scale writes the same records to its Firestore emulator as the stores' documents, in
 * batches (tests/helpers/firestore-bulk-import.ts). The photos and post images reuse the demo
 * seed's files (the records are what grows, not the media). Running it again adds nothing.
 */
import type { AuditEntry } from '../src/domain/audit.ts'
import type { Enquiry } from '../src/domain/enquiry.ts'
import type { GalleryImage } from '../src/domain/gallery-image.ts'
import type { Post } from '../src/domain/post.ts'
import type { Profile } from '../src/domain/profile.ts'
import type { ContentStores } from '../src/server/ports/content-stores.ts'
import {
  scaleAccount,
  scaleActivity,
  scaleEnquiry,
  scalePhoto,
  scalePost,
  type SharedImage,
} from './scale-records.ts'

export interface ScaleCounts {
  posts: number
  approvedPhotos: number
  pendingPhotos: number
  enquiries: number
  accounts: number
  /** Entries of the admin activity log. */
  activity: number
}

/** Issue 11's size: a busy business after some years. */
const ONE_X: ScaleCounts = {
  posts: 1000,
  approvedPhotos: 5000,
  pendingPhotos: 500,
  enquiries: 2000,
  accounts: 1000,
  activity: 5000,
}

/** The counts at `factor` times issue 11's size. */
export function scaleCounts(factor: number): ScaleCounts {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`The scale is a whole number from 1: ${factor}`)
  const times = (n: number) => n * factor
  return {
    posts: times(ONE_X.posts),
    approvedPhotos: times(ONE_X.approvedPhotos),
    pendingPhotos: times(ONE_X.pendingPhotos),
    enquiries: times(ONE_X.enquiries),
    accounts: times(ONE_X.accounts),
    activity: times(ONE_X.activity),
  }
}

/** What `--scale` and the benches (bench:scale, bench-lighthouse's scale run) use. */
export const DEFAULT_SCALE_FACTOR = 10
export const SCALE: ScaleCounts = scaleCounts(DEFAULT_SCALE_FACTOR)

/**
 * The factor `--scale[=N]` among `args` asks for (10 without a number); null without `--scale`.
 */
export function scaleFactorOf(args: readonly string[]): number | null {
  const flag = args.find((arg) => arg === '--scale' || arg.startsWith('--scale='))
  if (flag === undefined) return null
  return flag === '--scale' ? DEFAULT_SCALE_FACTOR : Number(flag.slice('--scale='.length))
}

/** Images the scale records reuse: the demo's own files, so the pages show real pictures. */
export interface SharedImages {
  posts: SharedImage[]
  photos: SharedImage[]
}

/** What turns each kind of scale record into a write (a store call, a stored document, ...). */
export interface ScaleWriter<W> {
  post: (post: Post) => W
  photo: (image: GalleryImage) => W
  enquiry: (enquiry: Enquiry) => W
  account: (profile: Profile) => W
  activity: (entry: AuditEntry) => W
}

/** Every record the seed writes at `counts`, in writing order, each made a write by `writer`. */
export function* scaleRecords<W>(writer: ScaleWriter<W>, images: SharedImages, counts: ScaleCounts) {
  for (let i = 0; i < counts.posts; i++) yield writer.post(scalePost(i, images.posts))
  for (const status of ['approved', 'pending'] as const) {
    const count = status === 'approved' ? counts.approvedPhotos : counts.pendingPhotos
    for (let i = 0; i < count; i++) yield writer.photo(scalePhoto(i, status, images.photos, counts.accounts))
  }
  for (let i = 0; i < counts.enquiries; i++) yield writer.enquiry(scaleEnquiry(i))
  for (let i = 0; i < counts.accounts; i++) yield writer.account(scaleAccount(i))
  for (let i = 0; i < counts.activity; i++) yield writer.activity(scaleActivity(i))
}

/**
 * Writes the scale records into `stores` through their creates, one at a time, reusing
 * `images`. Does nothing when the first scale post is already there. Returns what it wrote.
 */
export async function seedScale(
  stores: ContentStores,
  images: SharedImages,
  counts: ScaleCounts = SCALE,
): Promise<ScaleCounts | null> {
  if (await stores.posts.getPost(scalePost(0, images.posts).id)) return null
  if (images.photos.length === 0)
    throw new Error('The scale seed reuses the demo photos: seed the demo content first.')
  const writes = scaleRecords<() => Promise<unknown>>(
    {
      post: (post) => () => stores.posts.createPost(post),
      photo: (image) => () => stores.gallery.createGalleryImage(image),
      enquiry: (enquiry) => () => stores.enquiries.createEnquiry(enquiry),
      account: (profile) => () => stores.profiles.ensureProfile(profile),
      activity: (entry) => () => stores.audit.appendAuditEntry(entry),
    },
    images,
    counts,
  )
  for (const write of writes) await write()
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
