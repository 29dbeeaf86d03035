/**
 * The home page's LocalBusiness structured data: the business's facts come from the build's
 * settings (business-facts.ts), the rest from site-config.
 */
import { SITE_ICON_PATH } from '../../build/site-icon.ts'
import type { BusinessFacts } from '../../business-facts.ts'
import type { SocialLink } from '../../domain/business-settings.ts'
import { site as config } from '../../site-config.ts'
import { DEFAULT_PREVIEW_PATH } from '../layout/preview-image.ts'

/**
 * The links that name the business's own page on a network. A network's home page (the
 * placeholders a fresh project starts with, https://www.facebook.com/) says nothing about
 * the business, and as sameAs it would claim the network itself is the business.
 */
export const profileLinks = (social: readonly SocialLink[]): string[] =>
  social.map(({ href }) => href).filter((href) => new URL(href).pathname.replace(/\/+$/, '') !== '')

/** The JSON-LD for `facts`, its addresses on `site` (the origin the site is built for). */
export function localBusinessJsonLd(facts: BusinessFacts, site: URL) {
  const home = new URL('/home', site).href
  const sameAs = profileLinks(facts.social)
  const { geo } = facts.address
  return {
    '@context': 'https://schema.org',
    '@type': ['Electrician', 'HVACBusiness'],
    '@id': `${home}#business`,
    name: facts.brand,
    legalName: facts.legalName,
    description: config.description,
    url: home,
    telephone: facts.phone.e164,
    email: facts.email,
    image: new URL(DEFAULT_PREVIEW_PATH, site).href,
    logo: new URL(SITE_ICON_PATH, site).href,
    priceRange: '$$',
    foundingDate: String(facts.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postcode,
      addressCountry: facts.address.country,
    },
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } } : {}),
    openingHoursSpecification: facts.hours.specification,
    areaServed: facts.serviceAreas.map((name) => ({ '@type': 'Place', name: `${name}, NSW` })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}
