/**
 * The short before/after of an admin's change, as the activity log shows it. Short values are
 * quoted before and after; long ones (a post's text, a description) are only named, so the
 * log holds no long texts.
 */
import { beforeAfter } from '../../domain/audit.ts'
import { formatBooking, formatSydneyDay, formatSydneyTime } from '../../domain/booking.ts'
import type { BusinessSettings } from '../../domain/business-settings.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import type { Post } from '../../domain/post.ts'

type Shown = string | number | boolean | null | readonly string[]

interface Field<T> {
  label: string
  value: (record: T) => Shown
  /** Named as changed, without its values. */
  long?: boolean
}

const quoted = (value: Shown): string | null => {
  if (value === null || value === '') return null
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(', ')
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return typeof value === 'string' ? `"${value}"` : String(value as number)
}

function changes<T>(fields: readonly Field<T>[], before: T, after: T): string {
  const parts = fields.flatMap(({ label, value, long }) => {
    const [was, now] = [quoted(value(before)), quoted(value(after))]
    if (was === now) return []
    return [long ? `${label} changed` : beforeAfter(label, was, now)]
  })
  return parts.length === 0 ? 'No visible change' : parts.join('; ')
}

const POST_FIELDS: readonly Field<Post>[] = [
  { label: 'Title', value: (post) => post.title },
  { label: 'Slug', value: (post) => post.slug },
  { label: 'Text', value: (post) => post.content, long: true },
  { label: 'Excerpt', value: (post) => post.excerpt, long: true },
  { label: 'Image', value: (post) => post.image_url, long: true },
  { label: 'Category', value: (post) => post.category },
  { label: 'Tags', value: (post) => post.tags },
  { label: 'Read time', value: (post) => post.read_time },
  { label: 'Featured', value: (post) => post.featured },
  { label: 'Status', value: (post) => post.status },
  { label: 'Goes live', value: (post) => post.publish_at && formatSydneyTime(post.publish_at) },
]

const IMAGE_FIELDS: readonly Field<GalleryImage>[] = [
  { label: 'Title', value: (image) => image.title },
  { label: 'Description', value: (image) => image.description, long: true },
  { label: 'Category', value: (image) => image.category },
  { label: 'Photo', value: (image) => image.image_url, long: true },
  { label: 'Location', value: (image) => image.location },
  { label: 'Tags', value: (image) => image.tags },
  { label: 'Date', value: (image) => formatSydneyDay(image.date) },
]

/** 'Title: "A" → "B"; Text changed'. */
export const postChanges = (before: Post, after: Post) => changes(POST_FIELDS, before, after)
export const imageChanges = (before: GalleryImage, after: GalleryImage) =>
  changes(IMAGE_FIELDS, before, after)

/**
 * How the log names an enquiry: its kind and the day it came, never the customer's name or
 * words, so an enquiry deleted at the customer's request leaves nothing of them behind.
 */
export const enquiryTarget = (enquiry: Enquiry) => ({
  type: 'enquiry',
  id: enquiry.id,
  label: `${enquiry.kind === 'quote' ? 'Quote request' : 'Message'} received ${formatSydneyDay(enquiry.created_at)}`,
})

/** 'Status: quoted → booked; Visit: Thu, 3 Dec 2026, 7:00 am to 12:00 pm'; null when nothing changed. */
export function enquiryStatusChanges(before: Enquiry, after: Enquiry): string | null {
  const parts: string[] = []
  if (before.status !== after.status) parts.push(beforeAfter('Status', before.status, after.status))
  if (after.booking !== before.booking && after.booking) {
    parts.push(after.booking.cancelled ? 'Visit cancelled' : `Visit: ${formatBooking(after.booking)}`)
  }
  return parts.length === 0 ? null : parts.join('; ')
}

const SETTINGS_SECTIONS: readonly [label: string, key: keyof BusinessSettings][] = [
  ['Name', 'brand'],
  ['Legal name', 'legal_name'],
  ['ABN', 'abn'],
  ['Licences', 'licences'],
  ['Year founded', 'founded'],
  ['Phone', 'phone'],
  ['Emergency phone', 'emergency_phone'],
  ['E-mail', 'email'],
  ['Address', 'address'],
  ['Hours', 'hours'],
  ['Service areas', 'service_areas'],
  ['Testimonials', 'testimonials'],
  ['Social links', 'social'],
  ['Review link', 'review_url'],
]

/**
 * 'Status: "scheduled" → "published"; set for Mon, 2 Feb 2026, 7:00 am': a post the schedule put
 * live. `unmatchedAuthor` is the e-mail of whoever saved the schedule when no admin has it now,
 * so the entry still says who, as far as it is known.
 */
export function scheduledPublishSummary(publishAt: string, unmatchedAuthor: string | null): string {
  const live = `${beforeAfter('Status', quoted('scheduled'), quoted('published'))}; set for ${formatSydneyTime(publishAt)}`
  return unmatchedAuthor ? `${live}; scheduled by ${unmatchedAuthor}, not an admin now` : live
}

/** 'Phone, Hours changed': which parts of the business's settings a save changed. */
export function settingsChanges(before: BusinessSettings, after: BusinessSettings): string {
  const changed = SETTINGS_SECTIONS.filter(
    ([, key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  ).map(([label]) => label)
  return changed.length === 0 ? 'No visible change' : `${changed.join(', ')} changed`
}
