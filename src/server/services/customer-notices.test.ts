import { describe, expect, test } from 'vitest'
import { makeEnquiry, makeNotice } from '#tests/factories/index.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { whyNotSend } from '../../domain/notice.ts'
import { planStatusNotices } from './customer-notices.ts'

const now = new Date('2030-03-02T01:00:00.000Z')
const visit = { date: '2030-03-09', start: '07:00', end: '12:00' }
const step = (status: Enquiry['status'], by: 'office' | 'customer' = 'office') => ({
  status,
  history: [{ status, at: now.toISOString(), by }],
})
const kinds = (plan: ReturnType<typeof planStatusNotices>) => plan.add.map((notice) => notice.kind)

describe('planStatusNotices', () => {
  test('a booking sends the invitation now and the reminder at 08:00 Sydney the day before', () => {
    const before = makeEnquiry()
    const after = { ...before, ...step('booked'), booking: { ...visit, sequence: 0, cancelled: false } }
    const plan = planStatusNotices({ before, after }, now)
    expect(plan.cancel).toEqual(['booking', 'booking_cancelled', 'reminder'])
    expect(plan.add).toEqual([
      expect.objectContaining({ kind: 'booking', booking_sequence: 0, due_at: now.toISOString() }),
      expect.objectContaining({ kind: 'reminder', booking_sequence: 0, due_at: '2030-03-07T21:00:00.000Z' }),
    ])
  })

  test('a visit booked for tomorrow afternoon gets no reminder', () => {
    const before = makeEnquiry()
    const tomorrow = { date: '2030-03-03', start: '12:00', end: '17:00', sequence: 0, cancelled: false }
    expect(
      kinds(planStatusNotices({ before, after: { ...before, ...step('booked'), booking: tomorrow } }, now)),
    ).toEqual(['booking'])
  })

  test('a visit called off sends its cancellation and no second "closed" e-mail', () => {
    const before = makeEnquiry({ status: 'booked', booking: { ...visit, sequence: 1, cancelled: false } })
    const after = {
      ...before,
      ...step('lost', 'customer'),
      booking: { ...visit, sequence: 2, cancelled: true },
    }
    expect(kinds(planStatusNotices({ before, after }, now))).toEqual(['booking_cancelled', 'office_update'])
  })

  test('done asks for a review; contacted, quoted and lost tell the customer; new says nothing', () => {
    const before = makeEnquiry({ status: 'contacted' })
    const plan = (status: Enquiry['status']) =>
      kinds(planStatusNotices({ before, after: { ...before, ...step(status) } }, now))
    expect(plan('done')).toEqual(['review_request'])
    expect(plan('quoted')).toEqual(['status'])
    expect(plan('lost')).toEqual(['status'])
    expect(plan('new')).toEqual([])
    expect(kinds(planStatusNotices({ before, after: before }, now))).toEqual([])
  })
})

describe('whyNotSend', () => {
  const booked = makeEnquiry({ status: 'booked', booking: { ...visit, sequence: 1, cancelled: false } })

  test('the customer who stopped e-mails gets none; the office still hears', () => {
    const stopped = { ...booked, mail_opt_out_at: now.toISOString() }
    expect(whyNotSend(makeNotice({ kind: 'reminder', booking_sequence: 1 }), stopped, now)).toBe(
      'the customer asked for no more e-mails',
    )
    expect(whyNotSend(makeNotice({ kind: 'office_update' }), stopped, now)).toBeNull()
  })

  test('a notice the request has moved past is not sent', () => {
    expect(whyNotSend(makeNotice({ kind: 'reminder', booking_sequence: 1 }), booked, now)).toBeNull()
    expect(whyNotSend(makeNotice({ kind: 'reminder', booking_sequence: 0 }), booked, now)).toBe(
      'the booking changed',
    )
    expect(
      whyNotSend(makeNotice({ kind: 'reminder', booking_sequence: 1 }), { ...booked, status: 'done' }, now),
    ).toBe('the request is no longer booked')
    expect(whyNotSend(makeNotice({ kind: 'status', status: 'quoted' }), booked, now)).toBe(
      'the status changed again',
    )
    expect(whyNotSend(makeNotice(), null, now)).toBe('the request no longer exists')
  })

  test("a reminder that could not go the day before is not sent on the visit's day", () => {
    const reminder = makeNotice({ kind: 'reminder', booking_sequence: 1 })
    // The visit is on 9 March 2030; Sydney's 9 March begins at 13:00 UTC on the 8th (daylight time).
    expect(whyNotSend(reminder, booked, new Date('2030-03-08T12:59:00.000Z'))).toBeNull()
    expect(whyNotSend(reminder, booked, new Date('2030-03-08T13:00:00.000Z'))).toBe(
      'the day of the visit had come',
    )
    // The booking invitation itself still goes.
    expect(
      whyNotSend(
        makeNotice({ kind: 'booking', booking_sequence: 1 }),
        booked,
        new Date('2030-03-09T00:00:00.000Z'),
      ),
    ).toBeNull()
  })
})
