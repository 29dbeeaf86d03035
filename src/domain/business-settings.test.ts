import { describe, expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../business-defaults.ts'
import { site } from '../site-config.ts'
import { BusinessSettingsSchema, type OpeningHours } from './business-settings.ts'
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
