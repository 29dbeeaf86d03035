import { describe, expect, test } from 'vitest'
import { LINK_REFUSED, LinkAddressSchema } from './link-address.ts'

describe('the link address', () => {
  test.each([
    ['https://www.energy.gov.au/rebates', 'https://www.energy.gov.au/rebates'],
    ['example.com', 'https://example.com'],
    ['www.example.com.au/ev?x=1', 'https://www.example.com.au/ev?x=1'],
    ['hello@harbourline.example', 'mailto:hello@harbourline.example'],
    ['mailto:hello@harbourline.example', 'mailto:hello@harbourline.example'],
    ['/request-a-quote', '/request-a-quote'],
    ['#step-2', '#step-2'],
    ['  http://example.com  ', 'http://example.com'],
  ])('%s links to %s', (typed, href) => {
    expect(LinkAddressSchema.parse(typed)).toBe(href)
  })

  test.each([
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'ftp://files.example',
    'just words',
  ])('%j is refused with a message', (typed) => {
    expect(LinkAddressSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
      LINK_REFUSED,
    ])
  })
})
