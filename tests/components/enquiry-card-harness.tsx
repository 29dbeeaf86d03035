/** The inbox's enquiry card on its own, as its tests render it, and the customer those tests write to. */
import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import type { Enquiry } from '../../src/domain/enquiry.ts'
import { EnquiryCard } from '../../src/islands/admin/enquiries/enquiry-card.tsx'
import { renderWithQueries } from './render-with-queries.tsx'

/** A new message from Mei Tanaka: nothing done with it yet. */
export const meiMessage: Enquiry = {
  id: 'e1',
  kind: 'message',
  name: 'Mei Tanaka',
  phone: '02 5550 1234',
  email: 'mei.tanaka@harbourline.example',
  service: 'electrical',
  message: 'The safety switch keeps tripping.',
  created_at: '2025-03-03T05:05:00.000Z',
  status: 'new',
  status_changed_at: null,
  notes: [],
  quote: null,
  mail: null,
  status_key: null,
  history: [],
  booking: null,
  customer_updates: [],
  mail_opt_out_at: null,
}

/** Her quote request for downlights in Newtown, new, with no photo. */
export const meiQuote: Enquiry = {
  ...meiMessage,
  id: 'q1',
  kind: 'quote',
  phone: null,
  message: 'Twelve downlights in the kitchen.',
  // 4:05 pm in Sydney (daylight saving time), whatever the machine's zone.
  created_at: '2026-11-20T05:05:00.000Z',
  quote: {
    suburb: 'Newtown',
    in_area: true,
    address: '3 Example Parade, Newtown',
    preferred_dates: [],
    time_window: 'any',
    emergency: false,
    photos: [],
  },
}

/** The card in the inbox's list; `show` draws it again with the enquiry as saved. */
export function renderEnquiryCard(shown: Enquiry, onSaved = vi.fn()) {
  const view = (current: Enquiry) => (
    <ul>
      <EnquiryCard enquiry={current} deleting={false} onSaved={onSaved} onDelete={vi.fn()} />
    </ul>
  )
  const { user, rerender, unmount } = renderWithQueries(view(shown))
  const card = within(screen.getByRole('article'))
  return { user, card, onSaved, unmount, show: (current: Enquiry) => rerender(view(current)) }
}
