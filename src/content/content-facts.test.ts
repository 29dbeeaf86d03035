/**
 * The copy that quotes the business's facts takes them from its settings: with a changed name,
 * legal name, ABN, year founded, phone, emergency line and e-mail, the emergency page, the legal
 * texts and the about section say the new ones, and the defaults are gone from them.
 */
import { describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../business-defaults.ts'
import { factsOf } from '../business-facts.ts'
import { site } from '../site-config.ts'
import { electricalSubpageContent } from './electrical-subpages.ts'
import { aboutOf } from './home.ts'
import { cookiePolicy } from './legal/cookie-policy.ts'
import { privacyPolicy } from './legal/privacy-policy.ts'
import { termsOfService } from './legal/terms-of-service.ts'

const facts = factsOf({
  ...DEFAULT_BUSINESS_SETTINGS,
  brand: 'Northside Sparks',
  legal_name: 'Northside Electrical Group Pty Ltd',
  abn: '51 824 753 556',
  founded: 2009,
  phone: { display: '02 5550 7000', e164: '+61255507000' },
  emergency_phone: { display: '1800 555 911', e164: '+611800555911' },
  email: 'office@northside.example',
})

const text = (value: unknown) => JSON.stringify(value)

describe('copy that quotes the settings', () => {
  test('the emergency page quotes the emergency line, not the main or the default phone', () => {
    const page = electricalSubpageContent(facts).find((each) => each.slug === 'emergency-services')
    expect(page?.subtitle).toContain('1800 555 911')
    expect(page?.metaDescription).toContain('1800 555 911')
    expect(page?.closingText).toContain('1800 555 911')
    expect(page?.sections[0].body[0]).toContain('1800 555 911')
    expect(text(page)).not.toContain(site.phone.display)
    expect(text(page)).not.toContain('02 5550 7000')
  })

  test('the other electrical pages are the same whatever the settings', () => {
    const withDefaults = electricalSubpageContent(factsOf(DEFAULT_BUSINESS_SETTINGS))
    const changed = electricalSubpageContent(facts)
    expect(changed.map((page) => page.slug)).toEqual(withDefaults.map((page) => page.slug))
    for (const [index, page] of changed.entries()) {
      if (page.slug !== 'emergency-services') expect(page).toEqual(withDefaults[index])
    }
  })

  test('the legal texts name the business, its e-mail and phone from the settings', () => {
    const privacy = text(privacyPolicy(facts))
    expect(privacy).toContain('trading as Northside Sparks')
    expect(privacy).toContain('"text":"office@northside.example","href":"mailto:office@northside.example"')
    expect(privacy).toContain('Northside Electrical Group Pty Ltd (ABN 51 824 753 556), trading as')

    const terms = text(termsOfService(facts))
    expect(terms).toContain('Northside Sparks quotes')
    expect(terms).toContain('Northside Electrical Group Pty Ltd (ABN 51 824 753 556), trading as')
    expect(terms).toContain('belongs to Northside Electrical Group Pty Ltd or its licensors')
    expect(terms).toContain('or on 02 5550 7000;')

    expect(text(cookiePolicy(facts))).toContain('Northside Sparks keeps browser storage')

    for (const document of [privacy, terms, text(cookiePolicy(facts))]) {
      expect(document).not.toContain(site.brand)
      expect(document).not.toContain(site.abn)
      expect(document).not.toContain(site.email)
      expect(document).not.toContain(site.phone.display)
    }
  })

  test('the about section names the business and the year it started from the settings', () => {
    expect(aboutOf(facts).heading).toBe("Sydney's local trade team since 2009")
    expect(aboutOf(facts).text[0]).toMatch(/^Northside Sparks started in 2009 /)
    expect(text(aboutOf(facts))).not.toContain(site.brand)
  })
})
