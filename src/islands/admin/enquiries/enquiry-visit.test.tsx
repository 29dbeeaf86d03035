import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi, type MockInstance } from 'vitest'
import type { Enquiry } from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { fieldRefusal } from '../../ui/form/use-api-form.ts'
import { meiQuote, renderEnquiryCard } from '#tests/components/enquiry-card-harness.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const enquiry: Enquiry = {
  ...meiQuote,
  status: 'quoted',
  status_changed_at: '2026-11-21T05:05:00.000Z',
  history: [{ status: 'quoted', at: '2026-11-21T05:05:00.000Z', by: 'office' }],
}

const booked: Enquiry = {
  ...enquiry,
  status: 'booked',
  booking: { date: '2030-12-03', start: '07:00', end: '12:00', sequence: 0, cancelled: false },
}

const visitForm = (name: 'Book a visit' | 'Move the visit') => within(screen.getByRole('form', { name }))

/** The visit went with the Booked status, and the toast says so in the admin's words. */
async function expectVisitSent(
  update: MockInstance<typeof api.enquiries.update>,
  booking: { date: string; start: string; end: string },
  toast: { title: string; description: string },
) {
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ ...toast, variant: 'success' }))
  expect(update).toHaveBeenCalledWith('q1', { status: 'booked', booking })
}

describe('booking a visit', () => {
  test('choosing Booked asks for the visit, sends it with the status, and says the customer is invited', async () => {
    const update = vi.spyOn(api.enquiries, 'update').mockResolvedValue(booked)
    const { user, card } = renderEnquiryCard(enquiry)
    const status = card.getByLabelText('Status of this request')

    await user.selectOptions(status, 'booked')
    const form = visitForm('Book a visit')
    const day = form.getByLabelText(/Day of the visit/)
    await waitFor(() => expect(document.activeElement).toBe(day))
    expect(update).not.toHaveBeenCalled()
    expect(status).toHaveProperty('value', 'booked')
    expect(form.getByLabelText('Time of the visit')).toHaveProperty('value', 'morning')
    expect(form.queryByLabelText(/Starts at/)).toBeNull()

    await user.type(day, '2030-12-03')
    await user.click(form.getByRole('button', { name: 'Book visit' }))

    await expectVisitSent(
      update,
      { date: '2030-12-03', start: '07:00', end: '12:00' },
      {
        title: 'Visit booked',
        description:
          'Mei Tanaka: Tue, 3 Dec 2030, 7:00 am to 12:00 pm. The customer is e-mailed an invitation.',
      },
    )
    expect(screen.queryByRole('form', { name: 'Book a visit' })).toBeNull()
  })

  test('"Other times" shows the start and end, checked before anything is sent', async () => {
    const update = vi.spyOn(api.enquiries, 'update').mockResolvedValue(booked)
    const { user, card } = renderEnquiryCard(enquiry)
    await user.selectOptions(card.getByLabelText('Status of this request'), 'booked')
    const form = visitForm('Book a visit')

    await user.selectOptions(form.getByLabelText('Time of the visit'), 'Other times')
    await user.type(form.getByLabelText(/Day of the visit/), '2030-12-03')
    await user.type(form.getByLabelText(/Starts at/), '14:00')
    await user.type(form.getByLabelText(/Ends at/), '13:00')
    await user.click(form.getByRole('button', { name: 'Book visit' }))

    const end = form.getByLabelText(/Ends at/)
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'))
    expect(form.getByText('The visit must end after it starts')).toBeTruthy()
    expect(update).not.toHaveBeenCalled()

    await user.clear(end)
    await user.type(end, '16:30')
    await user.click(form.getByRole('button', { name: 'Book visit' }))
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('q1', {
        status: 'booked',
        booking: { date: '2030-12-03', start: '14:00', end: '16:30' },
      }),
    )
  })

  test("the API's refusal lands on the day, and Cancel puts the saved status back", async () => {
    const message = 'Choose a visit that is still to come'
    const update = vi.spyOn(api.enquiries, 'update').mockRejectedValue(fieldRefusal('booking.date', message))
    const { user, card } = renderEnquiryCard(enquiry)
    const status = card.getByLabelText('Status of this request')
    await user.selectOptions(status, 'booked')
    const form = visitForm('Book a visit')
    const day = form.getByLabelText(/Day of the visit/)
    await user.type(day, '2020-01-02')
    await user.click(form.getByRole('button', { name: 'Book visit' }))

    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'))
    expect(form.getByText(message)).toBeTruthy()
    expect(document.activeElement).toBe(day)
    expect(update).toHaveBeenCalledTimes(1)

    await user.click(form.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Book a visit' })).toBeNull()
    await waitFor(() => expect(status).toHaveProperty('value', 'quoted'))
    expect(document.activeElement).toBe(status)
  })

  test('choosing another status instead saves it at once and drops the visit', async () => {
    const update = vi.spyOn(api.enquiries, 'update').mockResolvedValue({ ...enquiry, status: 'lost' })
    const { user, card } = renderEnquiryCard(enquiry)
    const status = card.getByLabelText('Status of this request')
    await user.selectOptions(status, 'booked')
    await user.selectOptions(status, 'lost')

    await waitFor(() => expect(update).toHaveBeenCalledWith('q1', { status: 'lost' }))
    expect(screen.queryByRole('form', { name: 'Book a visit' })).toBeNull()
    expect(status).toHaveProperty('value', 'lost')
  })
})

describe('a booked visit', () => {
  test('is shown, and Move visit opens its fields prefilled and says the invitation is updated', async () => {
    const moved = {
      ...booked,
      booking: { date: '2030-12-04', start: '07:30', end: '09:00', sequence: 1, cancelled: false },
    }
    const update = vi.spyOn(api.enquiries, 'update').mockResolvedValue(moved)
    const { user, card, show } = renderEnquiryCard(booked)
    expect(card.getByText('Visit: Tue, 3 Dec 2030, 7:00 am to 12:00 pm')).toBeTruthy()

    await user.click(card.getByRole('button', { name: 'Move visit' }))
    const form = visitForm('Move the visit')
    expect(form.getByLabelText(/Day of the visit/)).toHaveProperty('value', '2030-12-03')
    expect(form.getByLabelText('Time of the visit')).toHaveProperty('value', 'morning')

    await user.selectOptions(form.getByLabelText('Time of the visit'), 'Other times')
    const day = form.getByLabelText(/Day of the visit/)
    await user.clear(day)
    await user.type(day, '2030-12-04')
    await user.clear(form.getByLabelText(/Starts at/))
    await user.type(form.getByLabelText(/Starts at/), '07:30')
    await user.clear(form.getByLabelText(/Ends at/))
    await user.type(form.getByLabelText(/Ends at/), '09:00')
    await user.click(form.getByRole('button', { name: 'Move visit' }))

    await expectVisitSent(
      update,
      { date: '2030-12-04', start: '07:30', end: '09:00' },
      {
        title: 'Visit moved',
        description:
          'Mei Tanaka: Wed, 4 Dec 2030, 7:30 am to 9:00 am. The customer is e-mailed an updated invitation.',
      },
    )
    show(moved)
    expect(card.getByText('Visit: Wed, 4 Dec 2030, 7:30 am to 9:00 am')).toBeTruthy()
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Move visit' }))

    // Times of their own open as Other times.
    await user.click(card.getByRole('button', { name: 'Move visit' }))
    const again = visitForm('Move the visit')
    expect(again.getByLabelText('Time of the visit')).toHaveProperty('value', 'other')
    expect(again.getByLabelText(/Starts at/)).toHaveProperty('value', '07:30')
    expect(again.getByLabelText(/Ends at/)).toHaveProperty('value', '09:00')
  })

  test('a visit called off is shown as such, with nothing to move', () => {
    const { card } = renderEnquiryCard({
      ...booked,
      status: 'contacted',
      booking: { ...booked.booking!, sequence: 1, cancelled: true },
    })
    expect(card.getByText('Visit called off: Tue, 3 Dec 2030, 7:00 am to 12:00 pm')).toBeTruthy()
    expect(card.queryByRole('button', { name: 'Move visit' })).toBeNull()
  })
})
