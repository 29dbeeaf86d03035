import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { api } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { notify } from '../ui/toast.tsx'
import { UploadDialog } from './upload-dialog.tsx'
import { fieldRefusal } from '../ui/form/use-api-form.ts'

vi.mock('../ui/toast.tsx', () => ({ notify: vi.fn(), TOASTER_ID: 'toaster' }))

const media = {
  url: '/api/media/gallery/roof.webp',
  width: 1600,
  height: 1200,
  variants: [{ url: '/api/media/gallery/roof.webp', width: 1600, height: 1200 }],
}
// A new file per test: the pipeline remembers what it has sent.
let photo: File

beforeAll(() => {
  // jsdom draws no modal dialogs.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
})

beforeEach(() => {
  photo = new File(['pixels'], 'roof.jpg', { type: 'image/jpeg' })
  vi.spyOn(api.media, 'upload').mockResolvedValue(media)
  vi.spyOn(api.gallery, 'categories').mockResolvedValue([])
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

function renderDialog(onClose = vi.fn()) {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <UploadDialog open onClose={onClose} brand="Northside Sparks" />
    </QueryClientProvider>,
  )
  return user
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload Photo' })
const destructive = (title: string, description: string) => ({ title, description, variant: 'destructive' })

describe("the 'Share Your Photo' dialog", () => {
  test('the consent sentence names the business as its settings do', () => {
    renderDialog()
    expect(screen.getByText(/you grant Northside Sparks permission to display it/)).toBeTruthy()
  })

  test('says what is shown with the photo and what is removed from it, with the privacy policy', () => {
    renderDialog()
    expect(screen.getByText(/never with your name or e-mail address/).textContent).toContain(
      'such as where it was taken',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
  })

  test('without a photo the button is off, and Enter in a field says why', async () => {
    const submit = vi.spyOn(api.gallery, 'submit')
    const user = renderDialog()
    expect(uploadButton()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Title'), 'Roof{Enter}')

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(destructive('Missing image', 'Please upload an image to continue')),
    )
    expect(screen.getByText('Please upload an image to continue')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Photo')))
    expect(submit).not.toHaveBeenCalled()
  })

  test('a refused file is never kept; a photo without a title is refused by the title', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(
      <QueryClientProvider client={queryClient}>
        <UploadDialog open onClose={vi.fn()} brand="Northside Sparks" />
      </QueryClientProvider>,
    )
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    )
    expect(notify).toHaveBeenCalledWith(
      destructive('Invalid file type', 'Please upload an image file (JPEG, PNG, WebP, etc.)'),
    )
    expect(uploadButton()).toHaveProperty('disabled', true)

    await user.upload(screen.getByLabelText('Photo'), photo)
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toBeTruthy()
    await user.click(uploadButton())
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        destructive('Missing title', 'Please provide a title for your image'),
      ),
    )
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')))
    expect(api.media.upload).not.toHaveBeenCalled()
  })

  test('uploads the photo, then sends the submission, thanks the uploader and closes', async () => {
    const submit = vi.spyOn(api.gallery, 'submit').mockResolvedValue({} as never)
    const onClose = vi.fn()
    const user = renderDialog(onClose)
    await user.upload(screen.getByLabelText('Photo'), photo)
    await user.type(screen.getByLabelText('Title'), ' Switchboard at dusk ')
    await user.type(screen.getByLabelText(/Tags/), ' switchboard, , Safety ,')
    await user.click(uploadButton())

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.media.upload).toHaveBeenCalledWith(photo, 'gallery', expect.any(Function))
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Switchboard at dusk',
      tags: ['switchboard', 'Safety'],
      image_url: media.url,
      image_variants: media.variants,
    })
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Upload successful', variant: 'success' }),
    )
    expect(screen.getByLabelText('Title')).toHaveProperty('value', '')
  })

  test("a refused submission keeps everything, shows the API's message by its field, and a retry sends the file once", async () => {
    const submit = vi
      .spyOn(api.gallery, 'submit')
      .mockRejectedValueOnce(fieldRefusal('location', 'Keep the location under 120 characters'))
    const user = renderDialog()
    await user.upload(screen.getByLabelText('Photo'), photo)
    await user.type(screen.getByLabelText('Title'), 'A drawing')
    await user.type(screen.getByLabelText(/Location/), 'Penrith')
    await user.click(uploadButton())

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        destructive('Upload failed', 'Keep the location under 120 characters'),
      ),
    )
    const location = screen.getByLabelText(/Location/)
    expect(location.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(location))
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'A drawing')
    expect(uploadButton()).toHaveProperty('disabled', false)

    submit.mockResolvedValueOnce({} as never)
    await user.click(uploadButton())
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2))
    expect(api.media.upload).toHaveBeenCalledOnce()
  })
})
