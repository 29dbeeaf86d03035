import { describe, expect, test } from 'vitest'
import { AuditListQuerySchema, auditBound, auditLine, beforeAfter } from './audit.ts'

describe('the activity log filter and texts', () => {
  test('a day bound is Sydney midnight, in summer and in winter; `to` takes the whole day', () => {
    expect(auditBound('2026-01-15', 'from')).toBe('2026-01-14T13:00:00.000Z')
    expect(auditBound('2026-01-15', 'to')).toBe('2026-01-15T13:00:00.000Z')
    expect(auditBound('2026-07-01', 'from')).toBe('2026-06-30T14:00:00.000Z')
    // The night daylight saving ends (5 April 2026) is 25 hours long.
    expect(auditBound('2026-04-05', 'to')).toBe('2026-04-05T14:00:00.000Z')
    expect(auditBound('2026-12-31', 'to')).toBe('2026-12-31T13:00:00.000Z')
    expect(auditBound('2026-01-15T09:30:00+10:00', 'from')).toBe('2026-01-14T23:30:00.000Z')
  })

  test('the query takes days, instants and the kinds only', () => {
    expect(AuditListQuerySchema.safeParse({ from: '2026-01-15', to: '2026-01-16T00:00:00Z' }).success).toBe(
      true,
    )
    expect(AuditListQuerySchema.safeParse({ from: 'yesterday' }).success).toBe(false)
    expect(AuditListQuerySchema.safeParse({ kind: 'coupon' }).success).toBe(false)
  })

  test('lines are one line, bounded, and never end in half a character', () => {
    expect(auditLine('Two\nlines\u0007', 50)).toBe('Two lines')
    expect(auditLine('abcdef', 4)).toBe('abc…')
    expect(auditLine('ab😀cd', 4)).toBe('ab…')
    expect(beforeAfter('Status', 'quoted', 'booked')).toBe('Status: quoted → booked')
    expect(beforeAfter('Location', null, '"Parramatta"')).toBe('Location: none → "Parramatta"')
  })
})
