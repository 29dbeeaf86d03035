/**
 * The text and date rules every input schema shares, and the property that ties input to
 * storage: whatever an input schema accepts, once stored, passes the read schema.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { EnquirySchema, NewEnquirySchema } from './enquiry.ts'
import { GalleryCategorySchema, NewGalleryCategorySchema } from './gallery-image.ts'
import { TagsInputSchema, TagsSchema } from './tags.ts'
import {
  DATE_OUT_OF_RANGE,
  DateInputSchema,
  isPrintable,
  startOf,
  TimestampSchema,
  toIsoTimestamp,
} from './text.ts'

const SEED = 20_261_123

describe('isPrintable', () => {
  test.each([
    ['Switchboard upgrade', true],
    ['Café & Co. – 2025 😀', true],
    ['\u0000', false],
    ['Bell\u0007', false],
    ['\u001b[31mred', false],
    ['DEL\u007f', false],
    ['C1\u0085', false],
    ['Lone \ud800', false],
    ['\udc00 low first', false],
    ['two lines\nhere', false],
    ['tab\there', false],
    ['محمد علي', true],
    ['Dana \u200fדנה\u200e', true],
    ['Tom \u202eemag\u202c Nguyen', false],
    ['\u2067urgent\u2069 refund', false],
  ])('%j is printable on one line: %s', (value, expected) => {
    expect(isPrintable(value)).toBe(expected)
  })

  test('a long text may hold line breaks, tabs and bidirectional controls, never other controls', () => {
    expect(isPrintable('Dear team,\r\n\tthanks', { lines: true })).toBe(true)
    expect(isPrintable('Dear team,\u000b', { lines: true })).toBe(false)
    expect(isPrintable('Call me\n\u202eback', { lines: true })).toBe(true)
  })
})

describe('dates', () => {
  test.each(['9999-12-31T23:59:59-23:59', '0000-01-01', '0001-01-01T00:00:00+01:00'])(
    '%s is outside the years 1 to 9999 in UTC and refused with a plain message',
    (value) => {
      const parsed = DateInputSchema.safeParse(value)
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([DATE_OUT_OF_RANGE])
    },
  )

  test.each(['9999-12-31', '9999-12-31T23:59:59+10:00', '0001-01-01', '2025-03-14T10:00:00+11:00'])(
    '%s is accepted',
    (value) => {
      expect(DateInputSchema.parse(value)).toBe(value)
    },
  )

  test('every date the input accepts is stored as a timestamp the read schema accepts', () => {
    const offsets = fc.constantFrom('Z', '+23:59', '-23:59', '+00:00', '+11:00', '-12:00')
    const dates = fc.oneof(
      fc
        .date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('+010000-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
      fc
        .tuple(
          fc.date({
            min: new Date('0000-01-01T00:00:00Z'),
            max: new Date('+010000-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          offsets,
        )
        .map(([date, offset]) => `${date.toISOString().slice(0, 19)}${offset}`),
    )
    fc.assert(
      fc.property(dates, (value) => {
        const input = DateInputSchema.safeParse(value)
        if (input.success) expect(TimestampSchema.safeParse(toIsoTimestamp(input.data)).success).toBe(true)
      }),
      { numRuns: 2000, seed: SEED },
    )
  })
})

describe('input accepted means stored readable', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 50 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.constantFrom('<script>', '  Solar & Battery ', 'Électricité', 'x'.repeat(41), '\u2028', '\u00a0HVAC'),
  )

  test('category names', () => {
    fc.assert(
      fc.property(text, (name) => {
        const input = NewGalleryCategorySchema.safeParse({ name })
        if (!input.success) return
        const stored = { name: input.data.name, position: 5, created_at: '2026-01-01T00:00:00.000Z' }
        expect(GalleryCategorySchema.safeParse(stored).success).toBe(true)
      }),
      { numRuns: 2000, seed: SEED },
    )
  })

  test('tags', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.array(text, { maxLength: 12 })), (tags) => {
        const input = TagsInputSchema.safeParse(tags)
        if (input.success) expect(TagsSchema.safeParse(input.data).success).toBe(true)
      }),
      { numRuns: 2000, seed: SEED },
    )
  })

  test('enquiries', () => {
    fc.assert(
      fc.property(text, text, text, (name, phone, message) => {
        const input = NewEnquirySchema.safeParse({ name, phone, email: 'sam@example.com', message })
        if (!input.success) return
        const { website: _honeypot, ...fields } = input.data
        const stored = {
          id: 'enquiry-1',
          ...fields,
          kind: 'message',
          created_at: '2026-01-01T00:00:00.000Z',
          status: 'new',
          status_changed_at: null,
          notes: [],
          quote: null,
        }
        expect(EnquirySchema.safeParse(stored).success).toBe(true)
      }),
      { numRuns: 2000, seed: SEED },
    )
  })
})

describe('startOf', () => {
  test('cuts at a code unit count, never between the two halves of a letter', () => {
    expect(startOf('switchboard', 6)).toBe('switch')
    expect(startOf('ab𠮷c', 3)).toBe('ab')
    expect(startOf('ab𠮷c', 4)).toBe('ab𠮷')
    expect(startOf('short', 10)).toBe('short')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (value, length) => {
        const start = startOf(value, length)
        expect(value.startsWith(start)).toBe(true)
        expect(isPrintable(start, { lines: true }) || !isPrintable(value, { lines: true })).toBe(true)
        expect(start.length).toBeGreaterThanOrEqual(Math.min(length, value.length) - 1)
      }),
      { seed: SEED },
    )
  })
})
