import { describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS, StoredSettingsReadSchema } from '../business-defaults.ts'
import { site } from '../site-config.ts'
import { yearInSydney } from './booking.ts'
import { abnChecksumHolds, BusinessSettingsSchema, type OpeningHours } from './business-settings.ts'
import { clockWords, hoursInWords, openingHoursSpecification } from './opening-hours.ts'

const withSaturday = (opens: string, closes: string): OpeningHours => ({
  ...DEFAULT_BUSINESS_SETTINGS.hours,
  week: { ...DEFAULT_BUSINESS_SETTINGS.hours.week, saturday: { closed: false, opens, closes } },
})

describe('business settings', () => {
  test("the defaults say today's hours in today's words", () => {
    expect(hoursInWords(DEFAULT_BUSINESS_SETTINGS.hours)).toEqual({
      display: site.hours.display,
      short: site.hours.short,
    })
    expect(openingHoursSpecification(DEFAULT_BUSINESS_SETTINGS.hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.hours.days],
        opens: '07:00',
        closes: '18:00',
      },
    ])
  })

  test('a different Saturday is a run of its own', () => {
    const hours = withSaturday('08:00', '12:30')
    expect(hoursInWords(hours)).toEqual({
      display: 'Monday to Friday, 7am to 6pm; Saturday, 8am to 12:30pm',
      short: 'Mon–Fri 7am–6pm, Sat 8am–12:30pm',
    })
    expect(openingHoursSpecification(hours).at(-1)).toMatchObject({ dayOfWeek: ['Saturday'], opens: '08:00' })
  })

  test('clock words', () => {
    expect(['00:00', '07:00', '12:00', '18:45'].map(clockWords)).toEqual(['12am', '7am', '12pm', '6:45pm'])
  })

  test('refuses a day that closes before it opens, duplicate areas and no area at all', () => {
    const bad = {
      ...DEFAULT_BUSINESS_SETTINGS,
      hours: withSaturday('12:00', '08:00'),
      service_areas: ['Inner West', 'inner west'],
    }
    const issues = BusinessSettingsSchema.safeParse(bad).error?.issues.map((issue) => issue.path.join('.'))
    expect(issues).toEqual(['hours.week.saturday.closes', 'service_areas.1'])
    expect(
      BusinessSettingsSchema.safeParse({ ...DEFAULT_BUSINESS_SETTINGS, service_areas: [] }).success,
    ).toBe(false)
  })

  test('refuses a phone that is not E.164 and a review link that is not https', () => {
    const result = BusinessSettingsSchema.safeParse({
      ...DEFAULT_BUSINESS_SETTINGS,
      phone: { display: '02 5550 1234', e164: '0255501234' },
      review_url: 'http://example.com/review',
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone.e164', 'review_url'])
  })
})

/** The messages of the settings' issues, by path. */
const refusals = (changes: Record<string, unknown>) =>
  Object.fromEntries(
    (BusinessSettingsSchema.safeParse({ ...DEFAULT_BUSINESS_SETTINGS, ...changes }).error?.issues ?? []).map(
      (issue) => [issue.path.join('.'), issue.message],
    ),
  )

describe('legal and trade facts', () => {
  test("an ABN passes the ABR's check, with or without spaces, and is kept as the ABR writes it", () => {
    // The ABR's own worked example of the check (abr.business.gov.au/Help/AbnFormat).
    expect(abnChecksumHolds('51824753556')).toBe(true)
    for (const typed of ['51 824 753 556', '51824753556', ' 5182 4753 556 ']) {
      expect(BusinessSettingsSchema.parse({ ...DEFAULT_BUSINESS_SETTINGS, abn: typed }).abn).toBe(
        '51 824 753 556',
      )
    }
  })

  test('an ABN with a wrong digit, too few digits, letters or none is refused, saying why', () => {
    const checksum = 'This is not a valid ABN: check its digits on ABN Lookup (abr.business.gov.au)'
    expect(refusals({ abn: '51 824 753 557' })).toEqual({ abn: checksum })
    expect(refusals({ abn: '15 824 753 556' })).toEqual({ abn: checksum })
    // The placeholder the site started with.
    expect(refusals({ abn: '00 000 000 000' })).toEqual({ abn: checksum })
    expect(refusals({ abn: '51 824 753 55' })).toEqual({ abn: 'Enter the 11 digits of the ABN' })
    expect(refusals({ abn: 'ABN 51824753556' })).toEqual({ abn: 'Enter the 11 digits of the ABN' })
    expect(refusals({ abn: '  ' })).toEqual({ abn: 'Enter the ABN' })
    expect(refusals({ abn: undefined })).toEqual({ abn: 'Enter the ABN' })
  })

  test('the legal name is required, on one printable line', () => {
    expect(refusals({ legal_name: ' ' })).toEqual({ legal_name: "Enter the business's legal name" })
    expect(refusals({ legal_name: 'Harbourline\nServices Pty Ltd' })).toEqual({
      legal_name: 'Use only printable characters (no control characters)',
    })
    expect(refusals({ legal_name: 'x'.repeat(121) })).toEqual({
      legal_name: 'Keep this under 120 characters',
    })
  })

  test('each licence has a name and a number; at least one, at most six, no number twice', () => {
    const licence = { name: 'Electrical Contractor Licence', number: 'EC 123456' }
    expect(refusals({ licences: [{ name: '', number: '<b>' }] })).toEqual({
      'licences.0.name': 'Name the licence, like Electrical Contractor Licence',
      'licences.0.number': 'Use letters, digits, spaces and . / - only',
    })
    expect(refusals({ licences: [licence, { ...licence, name: 'Other' }] })).toEqual({
      'licences.1': 'This licence number is already in the list',
    })
    expect(refusals({ licences: [] })).toEqual({ licences: 'Keep at least one licence' })
    const seven = Array.from({ length: 7 }, (_, index) => ({ ...licence, number: `EC ${index}` }))
    expect(refusals({ licences: seven })).toEqual({ licences: 'Keep to 6 licences' })
  })

  test('the year founded is a whole year from 1900 to this year in Sydney', () => {
    const thisYear = yearInSydney(new Date())
    expect(refusals({ founded: thisYear })).toEqual({})
    expect(refusals({ founded: 1900 })).toEqual({})
    expect(refusals({ founded: 1899 })).toEqual({ founded: 'Enter a year from 1900 on' })
    expect(refusals({ founded: thisYear + 1 })).toEqual({ founded: 'The year cannot be in the future' })
    expect(refusals({ founded: 2017.5 })).toEqual({ founded: 'Enter the year as four digits, like 2017' })
    // What an emptied number field gives.
    expect(refusals({ founded: Number.NaN })).toEqual({ founded: 'Enter the year as four digits, like 2017' })
  })

  test('settings saved before these were settings read them from the defaults, and keep the rest', () => {
    const { legal_name, abn, licences, founded, ...before } = {
      ...DEFAULT_BUSINESS_SETTINGS,
      brand: 'Northside Sparks',
    }
    const record = {
      settings: before,
      version: 3,
      updated_at: '2026-11-20T01:00:00.000Z',
      updated_by: 'a@b.example',
    }
    expect(StoredSettingsReadSchema.parse(record)).toEqual({
      ...record,
      settings: { ...before, legal_name, abn, licences, founded },
    })
    expect(legal_name).toBe(site.legalName)
    expect(founded).toBe(site.founded)
    // Saved ones are kept, and a record missing an older field is still refused.
    const saved = { ...record, settings: { ...DEFAULT_BUSINESS_SETTINGS, abn: '51 824 753 556' } }
    expect(StoredSettingsReadSchema.parse(saved).settings.abn).toBe('51 824 753 556')
    const { phone: _phone, ...noPhone } = before
    expect(StoredSettingsReadSchema.safeParse({ ...record, settings: noPhone }).success).toBe(false)
  })
})
