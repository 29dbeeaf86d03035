import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { LINK_EXPIRED, LINK_NOT_FOUND, type CustomerRequest } from '../../domain/request-status.ts'
import { api, ApiError } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import RequestStatusPage from './request-status-page.tsx'

vi.mock('../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const LINK = 'enq-1.abcdefghijklmnopqrstuvwxyz012345'
const phone = { display: '1300 000 000', href: 'tel:+611300000000' }

const request: CustomerRequest = {
  reference: 'REQ-ENQ1',
  kind: 'quote',
  name: 'Lena Fischer',
  service: 'electrical',
  message: 'The switchboard trips.\nMostly at night.',
  created_at: '2026-11-30T22:05:00.000Z',
  status: 'booked',
  timeline: [
    { status: 'new', at: '2026-11-30T22:05:00.000Z', by: 'customer' },
    { status: 'booked', at: '2026-12-01T01:30:00.000Z', by: 'office' },
  ],
  job: {
    suburb: 'Parramatta',
    address: '12 Long Street',
    preferred_dates: ['2026-12-03'],
    time_window: 'morning',
    emergency: false,
  },
  photos: [],
  updates: [],
  booking: { date: '2026-12-03', start: '07:00', end: '12:00', cancelled: false },
  open: true,
  photo_room: 5,
  emails_stopped: false,
  link_expires_at: null,
}

afterEach(() => {
  queryClient.clear()
  history.replaceState(null, '', '/')
})

function openPage(address: string) {
  history.replaceState(null, '', address)
  const user = userEvent.setup()
  render(<RequestStatusPage phone={phone} />)
  return user
}

async function openRequest(shown: CustomerRequest = request, address = `/request-status#${LINK}`) {
  const read = vi.spyOn(api.requestStatus, 'read').mockResolvedValue(shown)
  const user = openPage(address)
  await screen.findByRole('heading', { level: 1, name: `Your request ${shown.reference}` })
  return { user, read }
}

describe('a link that does not open a request', () => {
  test('no link at all: says so, with the phone number, and asks the API nothing', async () => {
    const read = vi.spyOn(api.requestStatus, 'read')
    openPage('/request-status')
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_NOT_FOUND)
    expect(screen.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(phone.href)
    expect(read).not.toHaveBeenCalled()
  })

  test('a wrong link (404) gets the same words', async () => {
    const read = vi
      .spyOn(api.requestStatus, 'read')
      .mockRejectedValue(new ApiError('not_found', 'whatever the server says', 404))
    openPage(`/request-status#${LINK}`)
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_NOT_FOUND)
    expect(read).toHaveBeenCalledWith(LINK)
  })

  test('an expired link (410) says it has expired', async () => {
    vi.spyOn(api.requestStatus, 'read').mockRejectedValue(new ApiError('gone', 'Gone', 410))
    openPage(`/request-status#${LINK}`)
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_EXPIRED)
  })

  test('too many tries (429) gets the API’s message', async () => {
    vi.spyOn(api.requestStatus, 'read').mockRejectedValue(
      new ApiError('rate_limited', 'Too many tries from this connection.', 429),
    )
    openPage(`/request-status#${LINK}`)
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries from this connection.')
  })
})

describe('the request', () => {
  test('shows its status, the visit in Sydney time, the timeline and what was sent', async () => {
    await openRequest()
    expect(screen.getByText('Booked', { selector: 'span' })).toBeTruthy()
    const visit = screen.getByRole('region', { name: 'Your visit' })
    expect(visit.textContent).toContain('Thu, 3 Dec 2026, 7:00 am to 12:00 pm (Sydney time)')

    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'ReceivedTue, 1 Dec 2026, 9:05 am (Sydney time)',
      'BookedTue, 1 Dec 2026, 12:30 pm (Sydney time)',
    ])

    const sent = screen.getByRole('region', { name: 'What you sent' })
    expect(sent.textContent).toContain('Parramatta')
    expect(sent.textContent).toContain('Morning (7am to 12pm)')
    expect(within(sent).getByText(/The switchboard trips/).textContent).toBe(
      'The switchboard trips.\nMostly at night.',
    )
  })

  test('the photos are fetched with the link and open in the viewer', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo')
    URL.revokeObjectURL = vi.fn()
    const path = '/api/request-status/photos/quote/a-480.webp'
    const photo = vi.spyOn(api.requestStatus, 'photo').mockResolvedValue(new Blob(['x']))
    const { user } = await openRequest({ ...request, photos: [[{ url: path, width: 480, height: 360 }]] })
    const photos = screen.getByRole('list', { name: 'Your photos' })
    await user.click(await within(photos).findByRole('button', { name: 'Your photo 1' }))
    expect(await screen.findByRole('dialog', { name: 'Your photo 1 of 1' })).toBeTruthy()
    expect(photo).toHaveBeenCalledWith(LINK, path)
  })

  test('a called-off visit says it is cancelled', async () => {
    await openRequest({ ...request, status: 'quoted', booking: { ...request.booking!, cancelled: true } })
    expect(within(screen.getByRole('region', { name: 'Your visit' })).getByText('Cancelled')).toBeTruthy()
  })

  test('cancelling asks first, then shows the request cancelled by the customer', async () => {
    const cancelled: CustomerRequest = {
      ...request,
      status: 'lost',
      open: false,
      timeline: [...request.timeline, { status: 'lost', at: '2026-12-01T02:00:00.000Z', by: 'customer' }],
      link_expires_at: '2027-03-01T02:00:00.000Z',
    }
    const cancel = vi.spyOn(api.requestStatus, 'cancel').mockResolvedValue(cancelled)
    const { user } = await openRequest()

    await user.click(screen.getByRole('button', { name: 'Cancel this request' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' })
    expect(cancel).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))

    await waitFor(() => expect(cancel).toHaveBeenCalledWith(LINK))
    expect((await screen.findByText(/You cancelled this request/)).getAttribute('role')).toBe('status')
    expect(screen.getByText('Cancelled by you')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel this request' })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Add a message or photos' })).toBeNull()
  })

  test('stopping the e-mails says they are stopped', async () => {
    const stop = vi
      .spyOn(api.requestStatus, 'stopEmails')
      .mockResolvedValue({ ...request, emails_stopped: true })
    const { user } = await openRequest()
    await user.click(screen.getByRole('button', { name: 'Stop e-mails about this request' }))
    const said = await screen.findByText('We will not e-mail you about this request again.')
    expect(stop).toHaveBeenCalledWith(LINK)
    expect(document.activeElement).toBe(said)
  })

  test('opened with ?stop, the offer to stop e-mails comes first', async () => {
    await openRequest(request, `/request-status?stop#${LINK}`)
    const offer = screen.getByRole('button', { name: 'Stop e-mails about this request' })
    const timeline = screen.getByRole('region', { name: 'Timeline' })
    expect(offer.compareDocumentPosition(timeline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Stop e-mails about this request' })).toHaveLength(1)
  })

  test('the update form refuses an empty message, and sends nothing', async () => {
    const add = vi.spyOn(api.requestStatus, 'addUpdate')
    const { user } = await openRequest()
    const form = screen.getByRole('form', { name: 'Add a message or photos' })
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    const message = within(form).getByLabelText('Message')
    expect(message.getAttribute('aria-invalid')).toBe('true')
    expect(form.textContent).toContain('Write a message or add a photo')
    expect(document.activeElement).toBe(message)
    expect(add).not.toHaveBeenCalled()
  })

  test('a message sent shows among what was added', async () => {
    const added: CustomerRequest = {
      ...request,
      updates: [{ id: 'u1', text: 'Gate code 1234', photos: [], created_at: '2026-12-01T03:00:00.000Z' }],
    }
    const add = vi.spyOn(api.requestStatus, 'addUpdate').mockResolvedValue(added)
    const { user } = await openRequest()
    const form = screen.getByRole('form', { name: 'Add a message or photos' })
    await user.type(within(form).getByLabelText('Message'), 'Gate code 1234')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(add).toHaveBeenCalledWith(LINK, { text: 'Gate code 1234', photos: [] }))
    const region = await screen.findByRole('region', { name: 'What you added' })
    expect(region.textContent).toContain('Gate code 1234')
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('')
  })
})
