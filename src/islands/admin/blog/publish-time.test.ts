import { expect, test } from 'vitest'
import { publishInstant, publishMoment, sydneyDateTime } from './publish-time.ts'

test('a publish time shows as Sydney reads it, across the new year and either side of daylight saving', () => {
  // 13:30 UTC on 31 Dec is half past midnight on 1 Jan in Sydney (UTC+11 in summer).
  expect(sydneyDateTime('2026-12-31T13:30:00.000Z')).toEqual({ date: '2027-01-01', time: '00:30' })
  // In winter Sydney is UTC+10.
  expect(sydneyDateTime('2026-06-15T00:05:00.000Z')).toEqual({ date: '2026-06-15', time: '10:05' })
  expect(sydneyDateTime('2026-06-15T13:59:00.000Z')).toEqual({ date: '2026-06-15', time: '23:59' })
})

test('a date and time picked in the editor are stored as the instant they name, and read back alike', () => {
  for (const iso of ['2027-01-01T00:30:00.000Z', '2026-06-15T00:05:00.000Z', '2026-10-03T15:00:00.000Z']) {
    const { date, time } = sydneyDateTime(iso)
    expect(publishInstant(date, time)).toBe(iso)
  }
  expect(publishInstant('2026-06-15', '9:5')).toBeNull()
  expect(publishInstant('', '10:00')).toBeNull()
})

test("the status line's moment has its day unless it is today in Sydney", () => {
  // 11:48 pm on 27 Nov in Sydney is 12:48 UTC; 13:10 UTC is already 28 Nov there.
  const rebuilt = '2026-11-27T12:48:05.000Z'
  expect(publishMoment(rebuilt, new Date('2026-11-27T12:50:00.000Z'))).toBe('11:48:05 pm')
  expect(publishMoment(rebuilt, new Date('2026-11-27T13:10:00.000Z'))).toBe('27 Nov, 11:48:05 pm')
})
