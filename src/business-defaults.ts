/**
 * The settings a fresh project starts from (domain/business-settings.ts), built from the
 * static facts of site-config.ts and src/content: with nothing saved in the admin, every page
 * and e-mail reads exactly these.
 */
import {
  BusinessSettingsSchema,
  storedSettingsSchema,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type BusinessSettings,
  type DayHours,
} from './domain/business-settings.ts'
import { defaultTestimonials } from './content/testimonials.ts'
import { site } from './site-config.ts'

const openDays = new Set<string>(site.hours.days)
const dayOf = (name: string): DayHours => ({
  closed: !openDays.has(name),
  opens: site.hours.opens,
  closes: site.hours.closes,
})

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = BusinessSettingsSchema.parse({
  brand: site.brand,
  legal_name: site.legalName,
  abn: site.abn,
  licences: site.licences.map((licence) => ({ ...licence })),
  founded: site.founded,
  phone: site.phone,
  emergency_phone: site.phone,
  email: site.email,
  address: {
    street: site.address.street,
    locality: site.address.locality,
    region: site.address.region,
    postcode: site.address.postcode,
  },
  hours: {
    week: Object.fromEntries(WEEKDAYS.map((day) => [day, dayOf(WEEKDAY_NAMES[day])])),
    holiday_note: '',
  },
  service_areas: [...site.serviceAreas],
  testimonials: defaultTestimonials.map((item) => ({ ...item, hidden: false })),
  social: site.social.map((link) => ({ ...link })),
  review_url: site.reviewUrl,
})

/** The stores' read schema: a record saved before a field was added reads it from these defaults. */
export const StoredSettingsReadSchema = storedSettingsSchema(DEFAULT_BUSINESS_SETTINGS)
