import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import type { Enquiry } from '../../../domain/enquiry.ts'
import type { Notice } from '../../../domain/notice.ts'
import { api } from '../../../lib/api-client.ts'
import { meiQuote, renderEnquiryCard } from '#tests/components/enquiry-card-harness.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const booked: Enquiry = {
  ...meiQuote,
  status: 'booked',
  status_changed_at: '2026-11-21T05:05:00.000Z',
  history: [{ status: 'booked', at: '2026-11-21T05:05:00.000Z', by: 'office' }],
  booking: { date: '2030-12-03', start: '07:00', end: '12:00', sequence: 1, cancelled: false },
}

const notice = (fields: Partial<Notice> & Pick<Notice, 'id' | 'kind' | 'state'>): Notice => ({
  enquiry_id: booked.id,
  status: null,
  booking_sequence: null,
  created_at: '2026-11-21T05:05:00.000Z',
  due_at: null,
  attempts: 0,
  last_error: null,
  sent_at: null,
  ...fields,
})

describe('the e-mails after the first, on a request in the inbox', () => {
  test('are read only when asked for, each with what it was and whether it went (Sydney time)', async () => {
    // As the API gives them: oldest first, ties by id (here the reminder's id before the booking's).
    const notices = vi.spyOn(api.enquiries, 'notices').mockResolvedValue([
      notice({
        id: 'd',
        kind: 'status',
        status: 'contacted',
        state: 'cancelled',
        created_at: '2026-11-20T01:00:00.000Z',
      }),
      notice({
        id: 'c',
        kind: 'booking',
        booking_sequence: 0,
        state: 'sent',
        sent_at: '2026-11-21T05:06:00.000Z',
      }),
      notice({
        id: 'a',
        kind: 'reminder',
        booking_sequence: 1,
        state: 'pending',
        due_at: '2030-12-01T21:00:00.000Z',
        created_at: '2026-11-22T05:05:00.000Z',
      }),
      notice({
        id: 'b',
        kind: 'booking',
        booking_sequence: 1,
        state: 'failed',
        attempts: 5,
        last_error: 'Mailbox full',
        created_at: '2026-11-22T05:05:00.000Z',
      }),
    ])
    const { user, card } = renderEnquiryCard(booked)
    const show = card.getByRole('button', { name: 'Show later e-mails' })
    expect(show).toHaveProperty('ariaExpanded', 'false')
    expect(notices).not.toHaveBeenCalled()

    await user.click(show)
    const list = await card.findByRole('list', { name: 'Later e-mails' })
    expect(notices).toHaveBeenCalledWith(booked.id)
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Status update: ContactedNot sent: no longer needed',
      'Booking invitationSent 21 Nov 2026, 4:06 pm',
      'Visit moved (the invitation updated)Could not be sent after 5 attempts (Mailbox full)',
      'Reminder the day before the visitTo be sent 2 Dec 2030, 8:00 am',
    ])
    await user.click(card.getByRole('button', { name: 'Hide later e-mails' }))
    expect(card.queryByRole('list', { name: 'Later e-mails' })).toBeNull()
  })

  test("say beforehand that one the request has moved past will not be sent (the sender's own rule)", async () => {
    vi.spyOn(api.enquiries, 'notices').mockResolvedValue([
      notice({
        id: 'n3',
        kind: 'reminder',
        booking_sequence: 1,
        state: 'pending',
        due_at: '2030-12-01T21:00:00.000Z',
      }),
    ])
    const { user, card } = renderEnquiryCard({ ...booked, status: 'done' })
    await user.click(card.getByRole('button', { name: 'Show later e-mails' }))
    const list = await card.findByRole('list', { name: 'Later e-mails' })
    expect(list.textContent).toBe(
      'Reminder the day before the visitWill not be sent: the request is no longer booked',
    )
    await user.click(card.getByRole('button', { name: 'Hide later e-mails' }))
    expect(card.queryByRole('list', { name: 'Later e-mails' })).toBeNull()
  })

  test('say so when there are none', async () => {
    vi.spyOn(api.enquiries, 'notices').mockResolvedValue([])
    const { user, card } = renderEnquiryCard(booked)
    await user.click(card.getByRole('button', { name: 'Show later e-mails' }))
    await waitFor(() => expect(card.getByText('No e-mails since the confirmation.')).toBeTruthy())
    screen.getByRole('button', { name: 'Hide later e-mails' })
  })

  test('are not offered on a request that has not moved', () => {
    const { card } = renderEnquiryCard({ ...meiQuote, history: [], customer_updates: [] })
    expect(card.queryByRole('button', { name: 'Show later e-mails' })).toBeNull()
  })
})
