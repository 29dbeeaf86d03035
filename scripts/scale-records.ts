/**
 * The scale seed's records (scripts/seed-scale.ts writes them): posts, gallery photos,
 * enquiries and accounts made from an index alone, so the same index gives the same record on
 * every run and on every store. Dates count back from a fixed clock, never from today.
 */
import { VISIT_WINDOWS, type Booking } from '../src/domain/booking.ts'
import { TIME_WINDOWS } from '../src/domain/calendar.ts'
import {
  ENQUIRY_SERVICES,
  ENQUIRY_STATUSES,
  MAIL_SENT,
  type Enquiry,
  type EnquiryNote,
  type EnquiryStatus,
  type StatusEvent,
} from '../src/domain/enquiry.ts'
import { DEFAULT_GALLERY_CATEGORIES, type GalleryImage } from '../src/domain/gallery-image.ts'
import type { AuditEntry, AuditKind } from '../src/domain/audit.ts'
import type { ImageVariant } from '../src/domain/media.ts'
import type { Post, PostStatus } from '../src/domain/post.ts'
import type { Profile } from '../src/domain/profile.ts'
import { SERVICE_AREAS } from '../src/domain/service-areas.ts'

/** The fixed clock: the scale records' dates count back from here, an hour at a time. */
export const EPOCH = Date.UTC(2026, 10, 1, 9)
const HOUR = 3_600_000
const DAY = 24 * HOUR
/**
 * Scheduled posts go live from here on: years after the fixed clock (and after the day the
 * seed was written), so the stack's schedule job publishes none of them during a bench.
 */
const SCHEDULED_FROM = EPOCH + 4 * 365 * DAY

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
  'Most jobs take a day or less, and we leave the site as we found it.',
  'Strata buildings may need the committee to agree before work begins.',
]
const CHECKS = [
  'Check the age and condition of the existing wiring',
  'Confirm the load the new equipment will draw',
  'Plan where cables run before walls are closed',
  'Ask for a written quote with every part listed',
  'Keep the compliance certificate with your home records',
  'Book the work outside your busiest hours',
]
const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Priya', 'Wei', 'Olivia', 'Noah', 'Fatima', 'Liam', 'Mia']
const LAST_NAMES = ['Nguyen', 'Smith', 'Chen', 'Patel', 'Brown', 'Wilson', 'Kelly', 'Singh', 'Taylor', 'Lee']
const NOTE_TEXTS = [
  'Called the customer; they would like a visit next week.',
  'Left a voicemail, will try again tomorrow morning.',
  'Quote sent by e-mail with two options.',
  'Customer asked about payment terms; explained our standard terms.',
  'Site access through the rear lane; parking on the street.',
  'Went with another provider on price.',
  'Job finished and certificate issued.',
]
const OFFICE = 'office@harbourline.example'
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

const at = (hoursAgo: number) => new Date(EPOCH - hoursAgo * HOUR).toISOString()
const pad = (n: number) => String(n).padStart(5, '0')

export type SharedImage = { url: string; variants: ImageVariant[] }

/** Of every hundred posts, three are drafts and one is scheduled, as on a real blog. */
export function scalePostStatus(index: number): PostStatus {
  const slot = index % 100
  if (slot === 13 || slot === 46 || slot === 79) return 'draft'
  return slot === 97 ? 'scheduled' : 'published'
}

export function scalePost(index: number, images: readonly SharedImage[]): Post {
  const rng = random(1000 + index)
  const [topic, category] = rng.pick(TOPICS)
  const suburb = rng.pick(SUBURBS)
  const title = `${rng.pick(OPENINGS)} ${topic} in ${suburb} (${index + 1})`
  const paragraph = () => `<p>${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)}</p>`
  const checks = Array.from({ length: 3 }, () => `<li>${rng.pick(CHECKS)}</li>`).join('')
  const content = [
    `<h2>${topic} in ${suburb}</h2>`,
    paragraph(),
    paragraph(),
    `<h2>Before you book</h2><ul>${checks}</ul>`,
    paragraph(),
    paragraph(),
  ].join('')
  const image = images.length > 0 ? images[index % images.length]! : null
  const date = at(index * 7 + 24)
  const status = scalePostStatus(index)
  return {
    id: `scale-post-${pad(index)}`,
    slug: `scale-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}`,
    title,
    content,
    excerpt: `${rng.pick(SENTENCES)} Notes on ${topic} for homes and businesses in ${suburb}.`,
    date,
    read_time: `${3 + (index % 6)} min read`,
    image_url: image?.url ?? null,
    image_variants: image?.variants ?? [],
    category,
    tags: [...new Set([category, rng.pick(TAGS), rng.pick(TAGS)])],
    featured: false,
    updated_at: date,
    status,
    publish_at: status === 'scheduled' ? new Date(SCHEDULED_FROM + index * HOUR).toISOString() : null,
  }
}

/** A photo; a pending one was sent by one of the first `accounts` scale accounts. */
export function scalePhoto(
  index: number,
  status: 'approved' | 'pending',
  images: readonly SharedImage[],
  accounts: number,
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
    author_id: status === 'pending' ? `scale-user-${pad(index % accounts)}` : null,
    status,
    position: null,
    created_at: date,
  }
}

/** The statuses a request passed through to reach `status`, after 'new'. */
function pathTo(status: EnquiryStatus): EnquiryStatus[] {
  if (status === 'new') return []
  if (status === 'lost') return ['contacted', 'lost']
  return ENQUIRY_STATUSES.slice(1, ENQUIRY_STATUSES.indexOf(status) + 1)
}

export function scaleEnquiry(index: number): Enquiry {
  const rng = random(200_000 + index)
  const first = rng.pick(FIRST_NAMES)
  const last = rng.pick(LAST_NAMES)
  // A third still new, the rest spread over the later statuses; two in five are quote requests.
  const status = index % 3 === 0 ? 'new' : ENQUIRY_STATUSES[1 + (index % (ENQUIRY_STATUSES.length - 1))]!
  const quote = Math.floor(index / 5) % 5 < 2
  const createdAgo = index * 2 + 1
  // Each step an office hour or more after the last, all before the fixed clock.
  const steps = pathTo(status)
  const gap = Math.max(1, Math.min(48, Math.floor(createdAgo / (steps.length + 1))))
  const history: StatusEvent[] = steps.map((step, k) => ({
    status: step,
    at: at(Math.max(0, createdAgo - (k + 1) * gap)),
    by: 'office',
  }))
  const notes: EnquiryNote[] = history.map((event, k) => ({
    id: `scale-note-${pad(index)}-${k}`,
    text: rng.pick(NOTE_TEXTS),
    author: OFFICE,
    created_at: event.at,
  }))
  const visitDay = new Date(EPOCH - createdAgo * HOUR + 3 * DAY).toISOString().slice(0, 10)
  const window = rng.pick(VISIT_WINDOWS)
  const booking: Booking | null =
    quote && (status === 'booked' || status === 'done')
      ? { date: visitDay, start: window.start, end: window.end, sequence: 0, cancelled: false }
      : null
  const inArea = rng.next() < 0.95
  return {
    id: `scale-enquiry-${pad(index)}`,
    kind: quote ? 'quote' : 'message',
    name: `${first} ${last}`,
    phone: rng.next() < 0.7 ? `02 5550 ${String(1000 + (index % 9000)).padStart(4, '0')}` : null,
    email: `${first}.${last}.${index}@example.com`.toLowerCase(),
    service: rng.next() < 0.8 ? rng.pick(ENQUIRY_SERVICES) : null,
    message: `Hi, could you quote for ${rng.pick(TOPICS)[0]} at our place in ${rng.pick(SUBURBS)}? ${rng.pick(SENTENCES)}`,
    created_at: at(createdAgo),
    status,
    status_changed_at: history.at(-1)?.at ?? null,
    notes,
    quote: quote
      ? {
          suburb: inArea ? rng.pick(SERVICE_AREAS) : rng.pick(SUBURBS),
          in_area: inArea,
          address: `${1 + (index % 200)} Example Street`,
          preferred_dates: rng.next() < 0.5 ? [visitDay] : [],
          time_window: rng.pick(TIME_WINDOWS),
          emergency: rng.next() < 0.05,
          photos: [],
        }
      : null,
    mail: MAIL_SENT,
    status_key: Array.from({ length: 32 }, () => KEY_ALPHABET[Math.floor(rng.next() * 64)]).join(''),
    history,
    booking,
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

/** The office's admins in the activity log: staff accounts, not customers. */
const STAFF = ['Mia', 'Tom', 'Priya', 'Sam'].map((name, index) => ({
  id: `scale-staff-${index + 1}`,
  email: `${name.toLowerCase()}@harbourline.example`,
}))

const ACTIONS: readonly { kind: AuditKind; action: string; type: string; summary: string }[] = [
  { kind: 'enquiry', action: 'status changed', type: 'enquiry', summary: 'Status: "new" → "contacted"' },
  { kind: 'enquiry', action: 'note added', type: 'enquiry', summary: 'A note of 42 characters' },
  { kind: 'review', action: 'approved', type: 'gallery_image', summary: 'Status: "pending" → "approved"' },
  { kind: 'post', action: 'updated', type: 'post', summary: 'Title, Content changed' },
  { kind: 'gallery', action: 'updated', type: 'gallery_image', summary: 'Category: "Projects" → "HVAC"' },
]

/**
 * An entry of the admin activity log: five minutes apart counting back from the fixed clock, so
 * 50,000 of them span about six months and the one-year retention keeps them all.
 */
export function scaleActivity(index: number): AuditEntry {
  const staff = STAFF[index % STAFF.length]!
  const action = ACTIONS[index % ACTIONS.length]!
  return {
    id: `scale-activity-${pad(index)}`,
    at: new Date(EPOCH - index * 5 * 60_000).toISOString(),
    actor_id: staff.id,
    actor_email: staff.email,
    kind: action.kind,
    action: action.action,
    target: {
      type: action.type,
      id: `scale-target-${pad(index % 997)}`,
      label: `Record ${(index % 997) + 1}`,
    },
    summary: action.summary,
  }
}
