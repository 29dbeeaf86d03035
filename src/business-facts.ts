/**
 * The business's facts as the pages use them, worked out from its settings
 * (domain/business-settings.ts): the build reads the saved settings (src/build/build-content.ts)
 * and every page, the header, the footer and the JSON-LD read these. With the defaults they are
 * exactly site-config.ts's values.
 */
import {
  fullAddressOf,
  mailHrefOf,
  telHrefOf,
  visibleTestimonials,
  type BusinessSettings,
  type Phone,
} from './domain/business-settings.ts'
import { hoursInWords, openingHoursSpecification } from './domain/opening-hours.ts'
import { site } from './site-config.ts'

export interface PhoneFacts extends Phone {
  href: string
}

const phoneFacts = (phone: Phone): PhoneFacts => ({ ...phone, href: telHrefOf(phone) })

/**
 * site-config.ts's coordinates are those of its own address; an address changed in the admin has
 * none, and a pin left at the old one would tell search engines the business is somewhere else.
 */
const geoOf = ({ address }: Pick<BusinessSettings, 'address'>) =>
  address.street === site.address.street &&
  address.locality === site.address.locality &&
  address.postcode === site.address.postcode
    ? site.address.geo
    : null

export function factsOf(settings: BusinessSettings) {
  const words = hoursInWords(settings.hours)
  return {
    brand: settings.brand,
    legalName: settings.legal_name,
    abn: settings.abn,
    licences: settings.licences,
    founded: settings.founded,
    phone: phoneFacts(settings.phone),
    emergencyPhone: phoneFacts(settings.emergency_phone),
    email: settings.email,
    mailHref: mailHrefOf(settings.email),
    address: { ...settings.address, country: site.address.country, geo: geoOf(settings) },
    fullAddress: fullAddressOf(settings),
    hours: {
      display: words.display,
      short: words.short,
      emergency: site.hours.emergency,
      holidayNote: settings.hours.holiday_note,
      /** The hours followed by the public-holiday note, when there is one. */
      withNote: settings.hours.holiday_note
        ? `${words.display}. ${settings.hours.holiday_note}`
        : words.display,
      specification: openingHoursSpecification(settings.hours),
    },
    serviceAreas: settings.service_areas,
    testimonials: visibleTestimonials(settings),
    social: settings.social,
    reviewUrl: settings.review_url,
  }
}

export type BusinessFacts = ReturnType<typeof factsOf>
