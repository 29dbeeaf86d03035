/**
 * The business's own facts, edited in the admin (/admin/settings) and used by the site's build
 * and the e-mails: the name shown, its legal name, ABN, licences and founding year, phones,
 * e-mail, address, opening hours, service areas, testimonials, social links and the review
 * link. One record; the defaults a fresh project starts from are built from src/site-config.ts
 * and src/content (src/business-defaults.ts).
 */
import { z } from 'zod'
import { yearInSydney } from './booking.ts'
import { isPrintable, NOT_PRINTABLE } from './text.ts'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** As schema.org and the pages name the days: the key with a capital. */
export const WEEKDAY_NAMES = Object.fromEntries(
  WEEKDAYS.map((day) => [day, day.charAt(0).toUpperCase() + day.slice(1)]),
) as Record<Weekday, string>

export const MAX_SERVICE_AREAS = 40
export const MAX_TESTIMONIALS = 30
export const MAX_SOCIAL_LINKS = 10
export const MAX_LICENCES = 6
const EARLIEST_FOUNDING_YEAR = 1900
export const SETTINGS_CONFLICT =
  'Someone else saved the settings after you opened them. Reload to see their changes, then make yours again.'

const text = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Keep this under ${max} characters`)
    .refine((value) => isPrintable(value), NOT_PRINTABLE)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters`)
    .refine((value) => isPrintable(value), NOT_PRINTABLE)

const httpsUrl = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(500, 'Keep the link under 500 characters')
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), 'Enter a link starting with https://')

export const PhoneSchema = z.object({
  /** As people read it: "02 5550 1234". */
  display: text(30, 'Enter the phone number as people should see it').refine(
    (value) => /^[0-9+()\s-]+$/.test(value),
    'Use digits, spaces and + ( ) - only',
  ),
  /** E.164, for `tel:` links and structured data: "+61255501234". */
  e164: z
    .string({ error: 'Enter the number in international form' })
    .trim()
    .regex(/^\+[1-9][0-9]{6,14}$/, 'Enter the number in international form, like +61255501234'),
})
export type Phone = z.infer<typeof PhoneSchema>

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
const clock = z.string().regex(CLOCK, 'Use a time like 07:30')

/** One day: closed, or open from `opens` to `closes` (both kept when closed, for the form). */
export const DayHoursSchema = z
  .object({ closed: z.boolean(), opens: clock, closes: clock })
  .refine((day) => day.closed || day.opens < day.closes, {
    path: ['closes'],
    message: 'Closing time must be after opening time',
  })
export type DayHours = z.infer<typeof DayHoursSchema>

export const OpeningHoursSchema = z.object({
  week: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<
      Weekday,
      typeof DayHoursSchema
    >,
  ),
  /** What happens on public holidays, shown beside the hours ("Closed on public holidays"). */
  holiday_note: optionalText(200),
})
export type OpeningHours = z.infer<typeof OpeningHoursSchema>

const TestimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Invalid testimonial id'),
  name: text(80, "Enter the customer's name"),
  text: text(1000, 'Enter what the customer said'),
  suburb: optionalText(80).optional(),
  hidden: z.boolean(),
})
export type BusinessTestimonial = z.infer<typeof TestimonialSchema>

const SocialLinkSchema = z.object({
  name: text(40, 'Name the network'),
  href: httpsUrl('Enter the link to the page'),
})
export type SocialLink = z.infer<typeof SocialLinkSchema>

/** The ABR's weights for an ABN's eleven digits, its first digit less one (abr.business.gov.au/Help/AbnFormat). */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/** True when `digits` are eleven that pass the ABR's check: their weighted sum divides by 89. */
export function abnChecksumHolds(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits)) return false
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * ABN_WEIGHTS[index]!,
    0,
  )
  return sum % 89 === 0
}

/** An ABN as typed, spaces allowed; kept as the ABR writes it, "51 824 753 556". */
const AbnSchema = z
  .string({ error: 'Enter the ABN' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Enter the ABN', abort: true })
      .regex(/^[0-9]{11}$/, { error: 'Enter the 11 digits of the ABN', abort: true })
      .refine(
        abnChecksumHolds,
        'This is not a valid ABN: check its digits on ABN Lookup (abr.business.gov.au)',
      )
      .transform(
        (digits) => `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`,
      ),
  )

const LicenceSchema = z.object({
  name: text(80, 'Name the licence, like Electrical Contractor Licence'),
  number: text(30, 'Enter the licence number').refine(
    // An empty number is said once, as missing.
    (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(value),
    'Use letters, digits, spaces and . / - only',
  ),
})
export type Licence = z.infer<typeof LicenceSchema>

const FOUNDED_FORM = 'Enter the year as four digits, like 2017'
const FoundedSchema = z
  .number({ error: FOUNDED_FORM })
  .int(FOUNDED_FORM)
  .min(EARLIEST_FOUNDING_YEAR, `Enter a year from ${EARLIEST_FOUNDING_YEAR} on`)
  // Sydney's year: on 31 December it may already be the next one there.
  .refine((year) => year <= yearInSydney(new Date()), 'The year cannot be in the future')

const noDuplicates =
  <T>(key: (item: T) => string, message: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const k = key(item).toLowerCase()
      if (seen.has(k)) context.addIssue({ code: 'custom', path: [index], message })
      seen.add(k)
    })
  }

export const BusinessSettingsSchema = z.object({
  /** The business's name as the pages and e-mails show it. */
  brand: text(80, "Enter the business's name"),
  /** The registered name, as on the ABN: the © line and the legal pages. */
  legal_name: text(120, "Enter the business's legal name"),
  abn: AbnSchema,
  /** Shown in the footer and the about section: NSW asks for a contractor's licence on its advertising. */
  licences: z
    .array(LicenceSchema)
    .min(1, 'Keep at least one licence')
    .max(MAX_LICENCES, `Keep to ${MAX_LICENCES} licences`)
    .superRefine(noDuplicates((licence) => licence.number, 'This licence number is already in the list')),
  founded: FoundedSchema,
  phone: PhoneSchema,
  emergency_phone: PhoneSchema,
  email: z.email({ error: 'Enter a valid email address' }).max(200),
  address: z.object({
    street: text(120, 'Enter the street address'),
    locality: text(80, 'Enter the suburb'),
    region: text(20, 'Enter the state'),
    postcode: z
      .string()
      .trim()
      .regex(/^[0-9]{4}$/, 'Enter a four-digit postcode'),
  }),
  hours: OpeningHoursSchema,
  /** The areas the quote form offers and the areas section lists, in order. */
  service_areas: z
    .array(text(60, 'Name the area'))
    .min(1, 'Keep at least one service area')
    .max(MAX_SERVICE_AREAS, `Keep to ${MAX_SERVICE_AREAS} areas`)
    .superRefine(noDuplicates((area) => area, 'This area is already in the list')),
  /** In the order the home page shows them; hidden ones are kept but not shown. */
  testimonials: z
    .array(TestimonialSchema)
    .max(MAX_TESTIMONIALS, `Keep to ${MAX_TESTIMONIALS} testimonials`)
    .superRefine(noDuplicates((item) => item.id, 'Two testimonials share an id')),
  social: z.array(SocialLinkSchema).max(MAX_SOCIAL_LINKS, `Keep to ${MAX_SOCIAL_LINKS} links`),
  /** Where a customer leaves a review (the Google review link). */
  review_url: httpsUrl('Enter the review link'),
})
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>

/** The record the store keeps: the settings and who saved them when, with a version to compare. */
export const StoredSettingsSchema = z.object({
  settings: BusinessSettingsSchema,
  /** 0 before the first save (the defaults); each save adds one. */
  version: z.number().int().min(0),
  updated_at: z.iso.datetime().nullable(),
  updated_by: z.string().max(320).nullable(),
})
export type StoredSettings = z.infer<typeof StoredSettingsSchema>

/** The fields settings gained after the first were saved: a record saved before lacks them. */
const ADDED_SINCE_FIRST_SAVES = ['legal_name', 'abn', 'licences', 'founded'] as const

/**
 * How the stores read a saved record: one saved before a field was added takes that field from
 * `defaults`, so it still reads (and keeps its version) rather than being skipped for the defaults.
 */
export function storedSettingsSchema(defaults: BusinessSettings) {
  const added = Object.fromEntries(ADDED_SINCE_FIRST_SAVES.map((field) => [field, defaults[field]]))
  return StoredSettingsSchema.extend({
    settings: z.preprocess(
      (value) => (value !== null && typeof value === 'object' ? { ...added, ...value } : value),
      BusinessSettingsSchema,
    ),
  })
}

/** PUT /api/settings: the settings, and the version the admin started from. */
export const SettingsSaveSchema = z.object({
  settings: BusinessSettingsSchema,
  version: z.number().int().min(0),
})
export type SettingsSave = z.input<typeof SettingsSaveSchema>

export const telHrefOf = (phone: Phone): string => `tel:${phone.e164}`
export const mailHrefOf = (email: string): string => `mailto:${email}`
export const fullAddressOf = ({ address }: Pick<BusinessSettings, 'address'>): string =>
  `${address.street}, ${address.locality} ${address.region} ${address.postcode}`

export const visibleTestimonials = (settings: Pick<BusinessSettings, 'testimonials'>) =>
  settings.testimonials.filter((item) => !item.hidden)
