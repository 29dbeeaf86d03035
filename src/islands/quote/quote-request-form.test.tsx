import { render, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { api, ApiError } from '../../lib/api-client.ts'
import { uploadPhoto } from '../photos/photo-upload.ts'
import { notify } from '../ui/toast.tsx'
import QuoteRequestForm from './quote-request-form.tsx'
import { fieldRefusal } from '../ui/form/use-api-form.ts'
import { phone, services } from '#tests/components/public-form-props.ts'
import { fillInFields } from '#tests/components/fill-in-fields.ts'

vi.mock('../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../photos/photo-upload.ts', () => ({ uploadPhoto: vi.fn() }))

function renderForm() {
  const user = userEvent.setup()
  render(<QuoteRequestForm services={services} areas={['Sydney CBD', 'North Sydney']} phone={phone} />)
  return user
}

const fillIn = (user: UserEvent) =>
  fillInFields(user, {
    'Name *': 'Lena Fischer',
    'Phone *': '0412 000 111',
    'Email *': 'lena@harbourline.example',
    'Service *': 'hvac',
    'Suburb or area *': 'North Sydney',
    'Address of the job *': '3 Example Parade',
    'What needs doing? *': 'The split system drips onto the carpet.',
  })

const sendButton = () => screen.getByRole('button', { name: 'Send Request' })

beforeEach(() => {
  vi.mocked(uploadPhoto).mockReset()
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

describe('the quote request form', () => {
  test('says the details are also for e-mails about the job, which can be stopped', () => {
    renderForm()
    expect(screen.getByText(/to e-mail you about it \(each e-mail lets you stop them\)/)).toBeTruthy()
  })

  test('names what is missing by each field, focuses the first, and sends nothing', async () => {
    const send = vi.spyOn(api.enquiries, 'requestQuote')
    const user = renderForm()
    await user.click(sendButton())

    for (const [role, name, description] of [
      ['textbox', 'Name', 'Please enter your name'],
      ['textbox', 'Phone', 'Please enter a phone number'],
      ['combobox', 'Suburb or area', 'Please choose your area from the list'],
      ['textbox', 'Address of the job', 'Please enter the address of the job'],
      ['textbox', 'What needs doing?', 'Please describe the job'],
    ] as const) {
      expect(screen.getByRole(role, { name, description }).getAttribute('aria-invalid')).toBe('true')
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name *')))
    expect(send).not.toHaveBeenCalled()
  })

  test('an emergency shows the 24/7 number at once; the photos say what they are for', async () => {
    const user = renderForm()
    expect(
      screen.getByText(
        'Add up to 5 photos of the problem or the space: they help us quote. Only our staff can see them.',
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Yes, it is urgent' }))
    expect(screen.getByRole('radio', { name: 'Yes, it is urgent' })).toHaveProperty('checked', true)
    expect(screen.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(phone.href)
  })

  test('sends the request with Enter, busy meanwhile, then confirms in place of the form', async () => {
    let answer: (value: { received: true }) => void = () => {}
    const send = vi
      .spyOn(api.enquiries, 'requestQuote')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('radio', { name: /Afternoon/ }))
    await user.type(screen.getByLabelText('Preferred date 1'), '2030-03-05')
    await user.type(screen.getByLabelText('Name *'), '{Enter}')

    const busy = await screen.findByRole('button', { name: 'Sending...' })
    expect(busy).toHaveProperty('disabled', true)
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      name: 'Lena Fischer',
      service: 'hvac',
      area: 'North Sydney',
      other_suburb: '',
      preferred_dates: ['2030-03-05'],
      time_window: 'afternoon',
      emergency: false,
      photos: [],
    })
    answer({ received: true })
    const heading = await screen.findByRole('heading', { name: 'Request sent' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/Thanks, Lena Fischer\./)).toBeTruthy()
    expect(notify).not.toHaveBeenCalled()
  })

  test('a day already past is refused by the dates, and nothing is sent', async () => {
    const send = vi.spyOn(api.enquiries, 'requestQuote')
    const user = renderForm()
    await fillIn(user)
    await user.type(screen.getByLabelText('Preferred date 2'), '2020-03-05')
    await user.click(sendButton())
    const date = await screen.findByLabelText('Preferred date 2')
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Choose dates from today onwards')).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
  })

  test("the API's field error shows by its field; a failure naming none is said by the form, never toasted", async () => {
    const send = vi
      .spyOn(api.enquiries, 'requestQuote')
      .mockRejectedValueOnce(fieldRefusal('address', 'Please enter the address of the job'))
    const user = renderForm()
    await fillIn(user)
    await user.click(sendButton())

    const address = await screen.findByRole('textbox', {
      name: 'Address of the job',
      description: 'Please enter the address of the job',
    })
    await waitFor(() => expect(document.activeElement).toBe(address))
    expect(screen.queryByText(/^Request not sent:/)).toBeNull()

    send.mockRejectedValueOnce(new ApiError('rate_limited', 'Too many requests. Please wait a minute.', 429))
    await user.click(sendButton())
    expect((await screen.findByText(/^Request not sent:/)).textContent).toBe(
      'Request not sent: Too many requests. Please wait a minute.',
    )
    expect(screen.getByLabelText('Name *')).toHaveProperty('value', 'Lena Fischer')
    expect(notify).not.toHaveBeenCalled()
    // Both sends carried the same words, so the same name: stored at most once.
    const [first, second] = send.mock.calls.map(([request]) => request.submission_id)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
  })

  test('a photo still uploading holds the request, said by the photos; once attached it goes by its address', async () => {
    let uploaded: (media: { url: string }) => void = () => {}
    vi.mocked(uploadPhoto).mockReturnValue(new Promise((resolve) => (uploaded = resolve as never)))
    const send = vi.spyOn(api.enquiries, 'requestQuote').mockResolvedValue({ received: true })
    const user = renderForm()
    await fillIn(user)
    const photo = new File(['pixels'], 'drip.jpg', { type: 'image/jpeg' })
    await user.upload(screen.getByLabelText('Add photos'), photo)
    expect(screen.getByRole('list', { name: 'Attached photos' }).textContent).toContain('drip.jpg')

    await user.click(sendButton())
    const picker = screen.getByLabelText('Add photos')
    const waitMessage = await screen.findByText('Please wait until the photos have finished uploading.')
    expect(picker.getAttribute('aria-describedby')).toContain(waitMessage.id)
    await waitFor(() => expect(document.activeElement).toBe(picker))
    expect(send).not.toHaveBeenCalled()

    uploaded({ url: '/api/media/quote/drip.webp' })
    await screen.findByText('Attached')
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Request sent' })
    expect(send.mock.calls[0]?.[0].photos).toEqual(['/api/media/quote/drip.webp'])
  })
})
