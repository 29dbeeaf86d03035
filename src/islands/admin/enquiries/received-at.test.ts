import { afterEach, describe, expect, test } from 'vitest'
import { atSydneyTime } from './received-at.ts'

describe('atSydneyTime', () => {
  const zone = process.env.TZ
  afterEach(() => {
    process.env.TZ = zone
  })

  test("reads Sydney's clocks on an admin's device set to Brisbane (no daylight saving)", () => {
    process.env.TZ = 'Australia/Brisbane'
    // 05:05 UTC in March is 3:05 pm in Brisbane and 4:05 pm in Sydney (daylight time).
    expect(atSydneyTime('2026-03-03T05:05:00.000Z')).toBe('3 Mar 2026, 4:05 pm')
    expect(new Date('2026-03-03T05:05:00.000Z').getHours()).toBe(15)
  })
})
