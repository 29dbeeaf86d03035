import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { makeGalleryImage } from '#tests/factories/index.ts'
import { api } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { IMAGE_URL_INVALID } from '../shared/image-choice.ts'
import { ImageForm } from './image-form.tsx'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { fieldRefusal } from '../../ui/form/use-api-form.ts'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { description } from '#tests/components/accessible.ts'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const categories = ['Electrical', 'HVAC', 'Solar']

function renderForm(image?: GalleryImage) {
  const onClose = vi.fn()
  const { user } = renderWithQueries(<ImageForm image={image} categories={categories} onClose={onClose} />)
  return { user, onClose }
}

const title = () => screen.getByLabelText('Image Title')
const url = () => screen.getByLabelText('Image URL')
const saveButton = (name: RegExp = /upload image/i) => screen.getByRole('button', { name })
const toast = (title: string, text: string, variant = 'destructive') => ({
  title,
  description: text,
  variant,
})

describe('the image form', () => {
  test("without an image: 'Missing image' first, by the picker and in a toast, and nothing is sent", async () => {
    const create = vi.spyOn(api.gallery, 'create')
    const { user } = renderForm()
    expect(screen.getByLabelText('Category')).toHaveProperty('value', 'Electrical')

    await user.click(saveButton())

    expect(screen.getByText('Please upload an image or provide an image URL')).toBeTruthy()
    expect(description(title())).toBe('Please provide a title for your image')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/drag and drop/i)))
    expect(notify).toHaveBeenCalledWith(
      toast('Missing image', 'Please upload an image or provide an image URL'),
    )
    expect(create).not.toHaveBeenCalled()
  })

  test("an image but no title: 'Missing information', and the title takes the focus", async () => {
    const { user } = renderForm()
    await user.type(url(), 'https://example.com/board.jpg{Enter}')

    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(title().getAttribute('aria-invalid')).toBe('true')
    expect(notify).toHaveBeenCalledWith(toast('Missing information', 'Please provide a title for your image'))
  })

  test('an address the API would refuse shows by the URL field, in the failure toast, unsent', async () => {
    const create = vi.spyOn(api.gallery, 'create')
    const { user } = renderForm()
    await user.type(title(), 'Switchboard')
    await user.type(url(), 'ftp://example.com/board.jpg{Enter}')

    await waitFor(() => expect(description(url())).toContain(IMAGE_URL_INVALID))
    await waitFor(() => expect(document.activeElement).toBe(url()))
    expect(notify).toHaveBeenCalledWith(toast('Error uploading image', IMAGE_URL_INVALID))
    expect(create).not.toHaveBeenCalled()
  })

  test('Enter sends the image; the button is busy until the answer, then the panel closes', async () => {
    const answer = Promise.withResolvers<GalleryImage>()
    const create = vi.spyOn(api.gallery, 'create').mockReturnValue(answer.promise)
    const { user, onClose } = renderForm()
    await user.type(title(), '  New board ')
    await user.selectOptions(screen.getByLabelText('Category'), 'HVAC')
    await user.type(url(), 'https://example.com/board.jpg{Enter}')

    await waitFor(() => expect(saveButton(/uploading/i).getAttribute('aria-busy')).toBe('true'))
    expect(saveButton(/uploading/i)).toHaveProperty('disabled', true)
    expect(create).toHaveBeenCalledWith({
      title: 'New board',
      category: 'HVAC',
      description: null,
      location: null,
      image_url: 'https://example.com/board.jpg',
      image_variants: [],
    })

    answer.resolve(makeGalleryImage({ title: 'New board' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(notify).toHaveBeenCalledWith(
      toast('Image uploaded', 'Your image has been added to the gallery', 'success'),
    )
  })

  test("the API's field errors show by their fields, with one toast", async () => {
    vi.spyOn(api.gallery, 'update').mockRejectedValue(
      fieldRefusal('title', 'Keep the title under 120 characters'),
    )
    const image = makeGalleryImage({ title: 'Old board', category: 'HVAC', status: 'approved' })
    const { user, onClose } = renderForm(image)
    expect(title()).toHaveProperty('value', 'Old board')
    expect(screen.getByLabelText('Category')).toHaveProperty('value', 'HVAC')
    expect(url()).toHaveProperty('disabled', true)

    await user.click(saveButton(/update image/i))

    await waitFor(() => expect(description(title())).toBe('Keep the title under 120 characters'))
    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith(toast('Error updating image', 'Keep the title under 120 characters'))
    expect(onClose).not.toHaveBeenCalled()
  })
})
