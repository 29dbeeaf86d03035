/**
 * The home page's LocalBusiness JSON-LD says what the page and the admin's settings say: the
 * business's own social pages as sameAs, and a map pin only where the address is.
 */
import { describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import { factsOf } from '../../business-facts.ts'
import { site as config } from '../../site-config.ts'
import { localBusinessJsonLd, profileLinks } from './local-business.ts'

const site = new URL('https://www.harbourline.com.au')

describe('the LocalBusiness JSON-LD', () => {
  test("names the business's own social pages as sameAs, and no network's home page", () => {
    const data = localBusinessJsonLd(
      factsOf({
        ...DEFAULT_BUSINESS_SETTINGS,
        social: [
          { name: 'Facebook', href: 'https://www.facebook.com/harbourlineservices' },
          { name: 'Instagram', href: 'https://www.instagram.com/' },
          { name: 'LinkedIn', href: 'https://www.linkedin.com/company/harbourline/' },
        ],
      }),
      site,
    )
    expect(data.sameAs).toEqual([
      'https://www.facebook.com/harbourlineservices',
      'https://www.linkedin.com/company/harbourline/',
    ])
  })

  test('has no sameAs while the social links are the placeholders', () => {
    expect(profileLinks(DEFAULT_BUSINESS_SETTINGS.social)).toEqual([])
    expect(localBusinessJsonLd(factsOf(DEFAULT_BUSINESS_SETTINGS), site)).not.toHaveProperty('sameAs')
  })

  test("puts the pin at site-config's address, and none at an address changed in the admin", () => {
    const home = localBusinessJsonLd(factsOf(DEFAULT_BUSINESS_SETTINGS), site)
    expect(home.geo).toEqual({ '@type': 'GeoCoordinates', ...config.address.geo })

    const moved = localBusinessJsonLd(
      factsOf({
        ...DEFAULT_BUSINESS_SETTINGS,
        address: { street: '5 Station Street', locality: 'Parramatta', region: 'NSW', postcode: '2150' },
      }),
      site,
    )
    expect(moved.address).toMatchObject({ streetAddress: '5 Station Street', addressLocality: 'Parramatta' })
    expect(moved).not.toHaveProperty('geo')
  })

  test("is built on the site's origin, with the settings' names, founding year, phone and hours", () => {
    const facts = factsOf({
      ...DEFAULT_BUSINESS_SETTINGS,
      brand: 'Harbourline Electrical',
      legal_name: 'Harbourline Electrical Group Pty Ltd',
      founded: 2009,
    })
    const data = localBusinessJsonLd(facts, site)
    expect(data).toMatchObject({
      '@id': 'https://www.harbourline.com.au/home#business',
      url: 'https://www.harbourline.com.au/home',
      name: 'Harbourline Electrical',
      legalName: 'Harbourline Electrical Group Pty Ltd',
      foundingDate: '2009',
      telephone: facts.phone.e164,
      openingHoursSpecification: facts.hours.specification,
    })
  })
})
