/**
 * Test data that is valid by construction: each maker fills every field, lets a test override
 * any of them, and parses the result with the domain schema, so a factory can never hand a
 * test something the API would refuse. Slugs, ids and e-mails are unique through a counter.
 */
import { AuditEntrySchema, type AuditEntry } from '../../src/domain/audit.ts'
import {
  EnquirySchema,
  QuoteDetailsSchema,
  type Enquiry,
  type QuoteDetails,
} from '../../src/domain/enquiry.ts'
import {
  GalleryCategorySchema,
  GalleryImageSchema,
  type GalleryCategory,
  type GalleryImage,
} from '../../src/domain/gallery-image.ts'
import { NoticeSchema, type Notice } from '../../src/domain/notice.ts'
import { PostSchema, type Post } from '../../src/domain/post.ts'
import { ProfileSchema, type Profile } from '../../src/domain/profile.ts'
import { RevisionSchema, type Revision } from '../../src/domain/revision.ts'

let counter = 0
const next = () => ++counter

/** A timestamp `minutesAgo` before a fixed moment, so tests can order things explicitly. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.UTC(2026, 0, 15, 9, 0, 0) - minutes * 60_000).toISOString()
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const n = next()
  const date = overrides.date ?? minutesAgo(n)
  return PostSchema.parse({
    id: `post-${n}`,
    slug: `post-number-${n}`,
    title: `Post number ${n}`,
    content: `<p>Switchboard upgrade notes, part ${n}. Safety switches protect every circuit.</p>`,
    excerpt: `Switchboard upgrade notes, part ${n}.`,
    date,
    read_time: '5 min read',
    image_url: null,
    image_variants: [],
    category: 'Electrical',
    tags: ['electrical'],
    featured: false,
    updated_at: date,
    status: 'published',
    publish_at: null,
    ...overrides,
  })
}

export function makeGalleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  const n = next()
  const date = overrides.date ?? minutesAgo(n)
  return GalleryImageSchema.parse({
    id: `image-${n}`,
    title: `Installation ${n}`,
    description: null,
    category: 'Projects',
    image_url: `/api/media/gallery/1767225600000-0000000${n % 10}-960.webp`,
    image_variants: [],
    location: 'Surry Hills',
    tags: [],
    date,
    author_id: null,
    status: 'approved',
    position: null,
    created_at: date,
    ...overrides,
  })
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const n = next()
  return ProfileSchema.parse({
    id: `uid-${n}`,
    email: `person${n}@example.com`,
    is_admin: false,
    created_at: minutesAgo(n),
    ...overrides,
  })
}

export function makeEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  const n = next()
  return EnquirySchema.parse({
    id: `enquiry-${n}`,
    kind: 'message',
    name: `Customer ${n}`,
    phone: '02 5550 0000',
    email: `customer${n}@example.com`,
    service: 'hvac',
    message: 'Our ducted air conditioning is blowing warm air. Could someone take a look this week?',
    created_at: minutesAgo(n),
    status: 'new',
    status_changed_at: null,
    notes: [],
    quote: null,
    ...overrides,
  })
}

/** A quote request's job, in a service area, with one photo of two widths. */
export function makeQuoteDetails(overrides: Partial<QuoteDetails> = {}): QuoteDetails {
  return QuoteDetailsSchema.parse({
    suburb: 'Inner West',
    in_area: true,
    address: '12 Example Street, Newtown',
    preferred_dates: ['2026-12-03', '2026-12-04'],
    time_window: 'morning',
    emergency: false,
    photos: [
      [
        { url: '/api/media/quote/1-abc-480.webp', width: 480, height: 360 },
        { url: '/api/media/quote/1-abc-960.webp', width: 960, height: 720 },
      ],
    ],
    ...overrides,
  })
}

export function makeCategory(overrides: Partial<GalleryCategory> = {}): GalleryCategory {
  const n = next()
  return GalleryCategorySchema.parse({
    name: `Category ${n}`,
    position: 100 + n,
    created_at: minutesAgo(n),
    ...overrides,
  })
}

/** A pending status notice of an enquiry, due at once. */
export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  const n = next()
  const created = overrides.created_at ?? minutesAgo(n)
  return NoticeSchema.parse({
    id: `notice-${n}`,
    enquiry_id: 'enquiry-1',
    kind: 'status',
    status: 'contacted',
    booking_sequence: null,
    created_at: created,
    state: 'pending',
    due_at: created,
    attempts: 0,
    last_error: null,
    sent_at: null,
    ...overrides,
  })
}

/** A revision of post-1, numbered 1, saved by an admin; its snapshot is a valid post's. */
export function makeRevision(overrides: Partial<Revision> = {}): Revision {
  const n = next()
  const { id: _id, date: _date, updated_at: _updated, ...snapshot } = makePost()
  return RevisionSchema.parse({
    id: `revision-${n}`,
    post_id: 'post-1',
    number: 1,
    created_at: minutesAgo(n),
    author: 'office.admin@example.com',
    snapshot,
    ...overrides,
  })
}

/** An admin's entry in the activity log: a post's title changed. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const n = next()
  return AuditEntrySchema.parse({
    id: `audit-${n}`,
    at: minutesAgo(n),
    actor_id: 'uid-admin',
    actor_email: 'office.admin@example.com',
    kind: 'post',
    action: 'updated',
    target: { type: 'post', id: `post-${n}`, label: `Post ${n}` },
    summary: 'Title: "Old" → "New"',
    ...overrides,
  })
}
