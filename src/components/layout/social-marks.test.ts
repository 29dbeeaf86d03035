import { describe, expect, test } from 'vitest'
import { socialMark } from './social-marks.ts'

describe('socialMark', () => {
  test('draws the networks it knows', () => {
    for (const network of ['Facebook', 'Instagram', 'LinkedIn'])
      expect(socialMark(network)).toMatch(/^<rect /)
  })

  test("any other name an admin gives is unknown, an object's own member names included", () => {
    for (const network of ['Mastodon', 'valueOf', 'hasOwnProperty', '__proto__', 'constructor', 'toString']) {
      expect(socialMark(network), network).toBeUndefined()
    }
  })
})
