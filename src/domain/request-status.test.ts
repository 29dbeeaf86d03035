import { describe, expect, test } from 'vitest'
import { makeEnquiry, makeQuoteDetails } from '#tests/factories/index.ts'
import {
  customerView,
  linkExpiresAt,
  parseRequestKey,
  photoRoom,
  statusLink,
  stopEmailsLink,
} from './request-status.ts'

const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9'

describe('a status link', () => {
  test('carries the id and key after the #, and opens on the opt-out with ?stop', () => {
    const enquiry = makeEnquiry({ id: 'c0ffee-42', status_key: key })
    expect(statusLink('https://site.example', enquiry)).toBe(
      `https://site.example/request-status#c0ffee-42.${key}`,
    )
    expect(stopEmailsLink('https://site.example', enquiry)).toBe(
      `https://site.example/request-status?stop#c0ffee-42.${key}`,
    )
    expect(statusLink('https://site.example', makeEnquiry({ status_key: null }))).toBeNull()
  })

  test.each([
    [`c0ffee-42.${key}`, { id: 'c0ffee-42', key }],
    [`a.b.${key}`, null],
    [key, null],
    [`.${key}`, null],
    [`c0ffee-42.${key.slice(1)}`, null],
    [`c0ffee-42.${key}x`, null],
    [`c0ffee/42.${key}`, null],
    [`${'a'.repeat(200)}.${key}`, null],
    ['', null],
    [undefined, null],
  ])('%s reads as %o', (header, parsed) => {
    expect(parseRequestKey(header)).toEqual(parsed)
  })
})

describe('the link stops working', () => {
  test('90 days after the request is closed, never while it is open', () => {
    const closedAt = '2030-01-10T05:00:00.000Z'
    expect(linkExpiresAt(makeEnquiry({ status: 'booked', status_changed_at: closedAt }))).toBeNull()
    expect(linkExpiresAt(makeEnquiry({ status: 'done', status_changed_at: closedAt }))).toBe(
      '2030-04-10T05:00:00.000Z',
    )
    expect(linkExpiresAt(makeEnquiry({ status: 'lost', status_changed_at: closedAt }))).toBe(
      '2030-04-10T05:00:00.000Z',
    )
  })
})

describe('the customer view', () => {
  test('shows the timeline from receipt, photos through the page, and no notes, key or mail state', () => {
    const enquiry = makeEnquiry({
      kind: 'quote',
      status_key: key,
      quote: makeQuoteDetails(),
      notes: [
        {
          id: 'n',
          text: 'Internal: cheeky customer',
          author: 'a@example.com',
          created_at: '2030-01-01T00:00:00.000Z',
        },
      ],
      history: [{ status: 'contacted', at: '2030-01-02T00:00:00.000Z', by: 'office' }],
    })
    const view = customerView(enquiry, (url) => `/through/${url.split('/').pop()}`)
    expect(view.timeline).toEqual([
      { status: 'new', at: enquiry.created_at, by: 'customer' },
      { status: 'contacted', at: '2030-01-02T00:00:00.000Z', by: 'office' },
    ])
    expect(view.photos.flat().every((variant) => variant.url.startsWith('/through/'))).toBe(true)
    expect(JSON.stringify(view)).not.toContain('cheeky')
    expect(JSON.stringify(view)).not.toContain(key)
    expect(view).not.toHaveProperty('mail')
    expect(view.photo_room).toBe(5 - enquiry.quote!.photos.length)
  })

  test('photo room counts the photos added since', () => {
    const photo = makeQuoteDetails().photos[0]!
    const enquiry = makeEnquiry({
      quote: makeQuoteDetails({ photos: [photo, photo] }),
      customer_updates: [
        { id: 'u', text: null, photos: [photo, photo, photo], created_at: '2030-01-01T00:00:00.000Z' },
      ],
    })
    expect(photoRoom(enquiry)).toBe(0)
  })
})
