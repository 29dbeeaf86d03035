/**
 * With nothing saved, the facts the build hands every page are exactly site-config.ts's: the
 * header's and footer's phone and links, the hours in words and the LocalBusiness JSON-LD's
 * opening hours and areas, so the defaults build today's pages.
 */
import { describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from './business-defaults.ts'
import { factsOf } from './business-facts.ts'
import { site } from './site-config.ts'

// Today's links and address, written out: the defaults must give exactly these.
const telHref = 'tel:+61255501234'
const mailHref = 'mailto:hello@harbourline.example'
const fullAddress = 'Level 2, 100 Example Street, Surry Hills NSW 2010'

describe('the facts of the default settings', () => {
  const facts = factsOf(DEFAULT_BUSINESS_SETTINGS)

  test("are site-config's", () => {
    expect(facts).toMatchObject({
      brand: site.brand,
      legalName: site.legalName,
      abn: site.abn,
      licences: site.licences,
      founded: site.founded,
      phone: { display: site.phone.display, e164: site.phone.e164, href: telHref },
      emergencyPhone: { display: site.phone.display, href: telHref },
      email: site.email,
      mailHref,
      fullAddress,
      address: site.address,
      hours: { display: site.hours.display, short: site.hours.short, emergency: site.hours.emergency },
      serviceAreas: [...site.serviceAreas],
      social: site.social,
      reviewUrl: site.reviewUrl,
    })
    expect(facts.hours.withNote).toBe(site.hours.display)
    expect(facts.testimonials.map((item) => item.name)).toEqual([
      'Sarah Mitchell',
      'James Nguyen',
      'Priya Sharma',
      'Tom Gallagher',
    ])
  })

  test("give the JSON-LD today's opening hours", () => {
    expect(facts.hours.specification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.days,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ])
  })

  test('a holiday note follows the hours; hidden testimonials are left out', () => {
    const changed = factsOf({
      ...DEFAULT_BUSINESS_SETTINGS,
      hours: { ...DEFAULT_BUSINESS_SETTINGS.hours, holiday_note: 'Closed on public holidays' },
      testimonials: DEFAULT_BUSINESS_SETTINGS.testimonials.map((item, i) => ({ ...item, hidden: i === 0 })),
    })
    expect(changed.hours.withNote).toBe('Monday to Friday, 7am to 6pm. Closed on public holidays')
    expect(changed.testimonials).toHaveLength(3)
  })
})
