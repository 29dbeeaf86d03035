import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Enquiry } from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { meiQuote, renderEnquiryCard } from '#tests/components/enquiry-card-harness.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const photo = (name: string) => [{ url: `/api/media/quotes/${name}.webp`, width: 400, height: 300 }]
const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

const enquiry: Enquiry = {
  ...meiQuote,
  status: 'contacted',
  status_changed_at: '2026-11-21T22:30:00.000Z',
  quote: { ...meiQuote.quote!, photos: [photo('sent')] },
  status_key: KEY,
  history: [{ status: 'contacted', at: '2026-11-21T22:30:00.000Z', by: 'office' }],
}

/** A part of the card, by its heading: not a landmark (twenty cards would list sixty of them). */
const part = (card: ReturnType<typeof within>, heading: string) =>
  within(card.getByRole('heading', { name: heading }).closest('section')!)

const timeline = (card: ReturnType<typeof within>) =>
  part(card, 'Timeline')
    .getAllByRole('listitem')
    .map((step) => step.textContent)

beforeEach(() => {
  vi.spyOn(api.media, 'privateFile').mockResolvedValue(new Blob(['photo']))
  URL.createObjectURL = vi.fn(() => 'blob:photo')
  URL.revokeObjectURL = vi.fn()
})

describe("what the customer did, on the request's card", () => {
  test('the timeline gives each step its Sydney date and time, and who moved it', () => {
    const { card } = renderEnquiryCard(enquiry)
    expect(timeline(card)).toEqual(['Received, 20 Nov 2026, 4:05 pm', 'Contacted, 22 Nov 2026, 9:30 am'])
    expect(card.queryByText('Cancelled by the customer')).toBeNull()
  })

  test('a request with no change yet has no timeline', () => {
    const { card } = renderEnquiryCard({ ...enquiry, status: 'new', status_changed_at: null, history: [] })
    expect(card.queryByRole('heading', { name: 'Timeline' })).toBeNull()
  })

  test('a cancellation from the status page is said plainly, and the office losing it is not one', () => {
    const cancelled: Enquiry = {
      ...enquiry,
      status: 'lost',
      history: [...enquiry.history, { status: 'lost', at: '2026-11-23T01:00:00.000Z', by: 'customer' }],
    }
    const { card, unmount } = renderEnquiryCard(cancelled)
    expect(card.getByText('Cancelled by the customer')).toBeTruthy()
    expect(timeline(card).at(-1)).toBe('Cancelled by the customer, 23 Nov 2026, 12:00 pm')
    unmount()

    const { card: lost } = renderEnquiryCard({
      ...cancelled,
      history: [...enquiry.history, { status: 'lost', at: '2026-11-23T01:00:00.000Z', by: 'office' }],
    })
    expect(lost.queryByText('Cancelled by the customer')).toBeNull()
    expect(timeline(lost).at(-1)).toBe('Lost, 23 Nov 2026, 12:00 pm')
  })

  test('the messages and photos the customer added are shown, photos numbered on from the request', async () => {
    const { user, card } = renderEnquiryCard({
      ...enquiry,
      customer_updates: [
        {
          id: 'u1',
          text: 'Forgot the switchboard:\nit is in the garage.',
          photos: [photo('a')],
          created_at: '2026-11-22T00:00:00.000Z',
        },
        { id: 'u2', text: null, photos: [photo('b')], created_at: '2026-11-22T01:00:00.000Z' },
      ],
    })
    const added = part(card, 'Added by the customer')
    const message = added.getByText(/Forgot the switchboard/)
    expect(message.textContent).toBe('Forgot the switchboard:\nit is in the garage.')
    expect(message.closest('li')!.textContent).toContain('22 Nov 2026, 11:00 am')
    expect(added.getByText('22 Nov 2026, 12:00 pm')).toBeTruthy()

    expect(await card.findByRole('button', { name: 'Photo 1 from Mei Tanaka' })).toBeTruthy()
    await user.click(await added.findByRole('button', { name: 'Photo 3 from Mei Tanaka' }))
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3 from Mei Tanaka' })).toBeTruthy()
    expect(api.media.privateFile).toHaveBeenCalledWith('/api/media/quotes/b.webp')
  })

  test('e-mails stopped by the customer are said on the card', () => {
    const { card } = renderEnquiryCard({ ...enquiry, mail_opt_out_at: '2026-11-22T00:00:00.000Z' })
    expect(card.getByText('E-mails stopped by the customer')).toBeTruthy()
  })

  test('Copy status link copies the link of the status page, and is absent without one', async () => {
    const { user, card, unmount } = renderEnquiryCard(enquiry)
    await user.click(card.getByRole('button', { name: 'Copy status link' }))

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Status link copied', variant: 'success' }),
      ),
    )
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/request-status#q1.${KEY}`)
    unmount()

    const { card: old } = renderEnquiryCard({ ...enquiry, status_key: null })
    expect(old.queryByRole('button', { name: 'Copy status link' })).toBeNull()
  })
})
