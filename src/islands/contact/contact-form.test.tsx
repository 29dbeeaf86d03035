import { render, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { api, ApiError } from '../../lib/api-client.ts'
import { notify } from '../ui/toast.tsx'
import { ContactForm } from './contact-form.tsx'
import { fieldRefusal } from '../ui/form/use-api-form.ts'
import { description } from '#tests/components/accessible.ts'
import { phone, services } from '#tests/components/public-form-props.ts'
import { fillInFields } from '#tests/components/fill-in-fields.ts'

vi.mock('../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

function renderForm() {
  const user = userEvent.setup()
  render(<ContactForm services={services} phone={phone} />)
  return user
}

const fillIn = (user: UserEvent) =>
  fillInFields(user, {
    'Name *': 'Jordan Lee',
    'Email *': 'jordan@harbourline.example',
    Service: 'electrical',
    'Message *': 'Two power points in the kitchen stopped working.',
  })

const sendButton = () => screen.getByRole('button', { name: /send message/i })

describe('the contact form', () => {
  test('says the details are also for e-mails about the enquiry, which can be stopped', () => {
    renderForm()
    expect(screen.getByText(/to e-mail you about it \(each e-mail lets you stop them\)/)).toBeTruthy()
  })

  test('refuses empty fields with the API’s messages, focusing the first, and sends nothing', async () => {
    const send = vi.spyOn(api.enquiries, 'send')
    const user = renderForm()

    await user.type(screen.getByLabelText('Email *'), 'not-an-address{Enter}')

    expect(description(screen.getByLabelText('Name *'))).toBe('Please enter your name')
    expect(description(screen.getByLabelText('Email *'))).toBe('Please enter a valid email address')
    expect(description(screen.getByLabelText('Message *'))).toBe('Please enter a message')
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name *')))
    expect(send).not.toHaveBeenCalled()
  })

  test('sends what was typed, thanks the visitor and clears the form', async () => {
    const send = vi.spyOn(api.enquiries, 'send').mockResolvedValue({ id: 'e1' } as never)
    const user = renderForm()
    await fillIn(user)
    await user.click(sendButton())

    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveProperty('value', ''))
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Jordan Lee', service: 'electrical', phone: '' })
    expect(notify).toHaveBeenCalledWith({
      title: 'Message sent',
      description: "Thanks, Jordan Lee. We'll be in touch within one business day.",
      variant: 'success',
    })
  })

  test('sent again after a failure, the same words carry the same name; changed or received words a new one', async () => {
    const send = vi
      .spyOn(api.enquiries, 'send')
      .mockRejectedValueOnce(new ApiError('network', 'Could not reach the server.', 0))
      .mockRejectedValueOnce(new ApiError('network', 'Could not reach the server.', 0))
      .mockResolvedValue({ received: true })
    const user = renderForm()
    await fillIn(user)
    await user.click(sendButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await user.click(sendButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    await user.type(screen.getByLabelText('Message *'), ' Also the oven.')
    await user.click(sendButton())
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveProperty('value', ''))
    await fillIn(user)
    await user.click(sendButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(4))

    const names = send.mock.calls.map(([sent]) => sent.submission_id)
    expect(names.every((name) => /^[0-9a-f-]{36}$/.test(name ?? ''))).toBe(true)
    expect(names[1]).toBe(names[0])
    expect(new Set(names).size).toBe(3)
  })

  test('a refused send keeps everything typed, marks the field the API names and says why once', async () => {
    vi.spyOn(api.enquiries, 'send').mockRejectedValue(
      fieldRefusal('email', 'Please enter a valid email address'),
    )
    const user = renderForm()
    await fillIn(user)
    await user.click(sendButton())

    const email = screen.getByLabelText('Email *')
    await waitFor(() => expect(description(email)).toBe('Please enter a valid email address'))
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.getByLabelText('Message *')).toHaveProperty(
      'value',
      'Two power points in the kitchen stopped working.',
    )
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({
      title: 'Message not sent',
      description: 'Please enter a valid email address',
      variant: 'destructive',
    })
    expect(sendButton()).toHaveProperty('disabled', false)
  })
})
