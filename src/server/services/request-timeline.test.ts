import { describe, expect, test } from 'vitest'
import { makeEnquiry } from '#tests/factories/index.ts'
import type { Booking } from '../../domain/booking.ts'
import { statusRevision } from './request-timeline.ts'

const at = '2030-03-01T00:00:00.000Z'
const visit = { date: '2030-03-04', start: '07:00', end: '12:00' }
const booked = (booking: Booking) =>
  makeEnquiry({ status: 'booked', booking, history: [{ status: 'booked', at, by: 'office' }] })

describe('statusRevision', () => {
  test('a new status is a step of the timeline, by whoever made it', () => {
    const enquiry = makeEnquiry()
    expect(statusRevision(enquiry, { status: 'contacted' }, 'office', at)).toEqual({
      status: 'contacted',
      status_changed_at: at,
      history: [{ status: 'contacted', at, by: 'office' }],
      booking: null,
    })
    expect(statusRevision(enquiry, { status: 'lost' }, 'customer', at).history).toEqual([
      { status: 'lost', at, by: 'customer' },
    ])
  })

  test('the same status and visit again change nothing', () => {
    expect(statusRevision(makeEnquiry({ status: 'quoted' }), { status: 'quoted' }, 'office', at)).toEqual({})
    const enquiry = booked({ ...visit, sequence: 0, cancelled: false })
    expect(statusRevision(enquiry, { status: 'booked', booking: visit }, 'office', at)).toEqual({})
  })

  test('booking sets the visit; moving it raises the sequence', () => {
    const first = statusRevision(makeEnquiry(), { status: 'booked', booking: visit }, 'office', at)
    expect(first.booking).toEqual({ ...visit, sequence: 0, cancelled: false })
    const moved = statusRevision(
      booked({ ...visit, sequence: 0, cancelled: false }),
      { status: 'booked', booking: { ...visit, date: '2030-03-05' } },
      'office',
      at,
    )
    expect(moved.booking).toEqual({ ...visit, date: '2030-03-05', sequence: 1, cancelled: false })
    expect(moved.history).toHaveLength(2)
  })

  test('leaving Booked calls the visit off, except for Done', () => {
    const enquiry = booked({ ...visit, sequence: 2, cancelled: false })
    expect(statusRevision(enquiry, { status: 'lost' }, 'customer', at).booking).toEqual({
      ...visit,
      sequence: 3,
      cancelled: true,
    })
    expect(statusRevision(enquiry, { status: 'done' }, 'office', at).booking).toEqual(enquiry.booking)
  })

  test('the timeline keeps its latest steps', () => {
    const history = Array.from({ length: 50 }, (_, n) => ({
      status: n % 2 ? ('contacted' as const) : ('quoted' as const),
      at: new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString(),
      by: 'office' as const,
    }))
    const revision = statusRevision(
      makeEnquiry({ status: 'contacted', history }),
      { status: 'done' },
      'office',
      at,
    )
    expect(revision.history).toHaveLength(50)
    expect(revision.history?.at(-1)).toEqual({ status: 'done', at, by: 'office' })
    expect(revision.history?.[0]).toEqual(history[1])
  })
})
