import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { api, ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { fieldRefusal } from '../../ui/form/use-api-form.ts'
import { description } from '#tests/components/accessible.ts'
import { meiMessage, renderEnquiryCard } from '#tests/components/enquiry-card-harness.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const enquiry = meiMessage

const toasted = (title: string, description: string, variant: 'success' | 'destructive') =>
  waitFor(() => expect(notify).toHaveBeenCalledWith({ title, description, variant }))

describe('an enquiry card', () => {
  test('a note is saved with the button, the form clears, and Save waits for some text', async () => {
    const saved = {
      ...enquiry,
      notes: [{ id: 'n1', text: 'Called back.', author: 'a@x.example', created_at: enquiry.created_at }],
    }
    const addNote = vi.spyOn(api.enquiries, 'addNote').mockResolvedValue(saved)
    const card = renderEnquiryCard(enquiry)
    const note = screen.getByLabelText('Add a note')
    const save = screen.getByRole('button', { name: 'Save note' })
    expect(save).toHaveProperty('disabled', true)

    await card.user.type(note, '  Called back.  ')
    await card.user.click(save)

    await waitFor(() => expect(note).toHaveProperty('value', ''))
    expect(addNote).toHaveBeenCalledWith('e1', { text: 'Called back.' })
    expect(card.onSaved).toHaveBeenCalledWith(saved)
  })

  test('a refused note keeps its text, is marked by its field, and one toast says why', async () => {
    const message = 'Keep the note under 2000 characters'
    vi.spyOn(api.enquiries, 'addNote').mockRejectedValue(fieldRefusal('text', message))
    const card = renderEnquiryCard(enquiry)
    const note = screen.getByLabelText('Add a note')
    await card.user.type(note, 'Quoted $480.')
    await card.user.click(screen.getByRole('button', { name: 'Save note' }))

    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText(message)).toBeTruthy()
    expect(note).toHaveProperty('value', 'Quoted $480.')
    expect(notify).toHaveBeenCalledWith({
      title: 'Note not saved',
      description: message,
      variant: 'destructive',
    })
  })

  test('choosing a status saves it; a refusal puts the saved one back', async () => {
    const update = vi
      .spyOn(api.enquiries, 'update')
      .mockResolvedValueOnce({ ...enquiry, status: 'contacted' })
      .mockRejectedValueOnce(new ApiError('not_found', 'This enquiry no longer exists', 404))
    const card = renderEnquiryCard(enquiry)
    const status = within(screen.getByRole('article')).getByLabelText('Status of this enquiry')

    await card.user.selectOptions(status, 'contacted')
    await toasted('Status changed', 'Mei Tanaka: Contacted.', 'success')
    expect(update).toHaveBeenCalledWith('e1', { status: 'contacted' })
    card.show({ ...enquiry, status: 'contacted' })

    await card.user.selectOptions(status, 'done')
    await toasted('Error updating enquiry', 'This enquiry no longer exists', 'destructive')
    await waitFor(() => expect(status).toHaveProperty('value', 'contacted'))
    expect(card.onSaved).toHaveBeenCalledTimes(1)
  })

  test('stepping through the statuses with the arrow keys saves only the one Enter chooses', async () => {
    const update = vi.spyOn(api.enquiries, 'update').mockResolvedValue({ ...enquiry, status: 'quoted' })
    renderEnquiryCard(enquiry)
    const status = within(screen.getByRole('article')).getByLabelText('Status of this enquiry')
    // What Chromium does on Windows and Linux: each arrow key changes the closed select at once.
    const arrowTo = (value: string) => {
      fireEvent.keyDown(status, { key: 'ArrowDown' })
      fireEvent.change(status, { target: { value } })
    }
    status.focus()
    arrowTo('contacted')
    arrowTo('quoted')
    await waitFor(() => expect(description(status)).toBe('Press Enter to save'))
    expect(update).not.toHaveBeenCalled()

    fireEvent.keyDown(status, { key: 'Enter' })
    await toasted('Status changed', 'Mei Tanaka: Quoted.', 'success')
    expect(update).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledWith('e1', { status: 'quoted' })
  })

  test('a status stepped to is saved when the focus leaves; Escape puts the saved one back', async () => {
    const update = vi.spyOn(api.enquiries, 'update').mockResolvedValue({ ...enquiry, status: 'contacted' })
    renderEnquiryCard(enquiry)
    const status = within(screen.getByRole('article')).getByLabelText('Status of this enquiry')
    status.focus()
    fireEvent.keyDown(status, { key: 'ArrowDown' })
    fireEvent.change(status, { target: { value: 'contacted' } })
    await waitFor(() => expect(description(status)).toBe('Press Enter to save'))
    fireEvent.keyDown(status, { key: 'Escape' })
    await waitFor(() => expect(description(status)).toBe(''))
    expect(status).toHaveProperty('value', 'new')
    expect(update).not.toHaveBeenCalled()

    fireEvent.keyDown(status, { key: 'ArrowDown' })
    fireEvent.change(status, { target: { value: 'contacted' } })
    fireEvent.blur(status)
    await toasted('Status changed', 'Mei Tanaka: Contacted.', 'success')
    expect(update).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledWith('e1', { status: 'contacted' })
  })

  test('the status is locked from the change until it is saved, so no second choice is lost', async () => {
    let answer: (saved: typeof enquiry) => void = () => {}
    const update = vi
      .spyOn(api.enquiries, 'update')
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    renderEnquiryCard(enquiry)
    const status = within(screen.getByRole('article')).getByLabelText('Status of this enquiry')

    status.focus()
    fireEvent.change(status, { target: { value: 'contacted' } })
    // Locked as soon as the change is handled, before the request is under way.
    expect(status).toHaveProperty('disabled', true)

    await waitFor(() => expect(update).toHaveBeenCalledWith('e1', { status: 'contacted' }))
    expect(status).toHaveProperty('disabled', true)
    answer({ ...enquiry, status: 'contacted' })
    await toasted('Status changed', 'Mei Tanaka: Contacted.', 'success')
    await waitFor(() => expect(status).toHaveProperty('disabled', false))
  })
})
