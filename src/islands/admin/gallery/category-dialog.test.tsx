import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { makeCategory } from '#tests/factories/index.ts'
import type { GalleryCategory } from '../../../domain/gallery-image.ts'
import { api, ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { CategoryDialog } from './category-dialog.tsx'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

function renderDialog() {
  const onClose = vi.fn()
  const { user } = renderWithQueries(<CategoryDialog open onClose={onClose} />)
  return { user, onClose }
}

const nameField = () => screen.getByLabelText('Category name')

describe('New Category', () => {
  test('refuses what the API would, by the field, before anything is sent', async () => {
    const add = vi.spyOn(api.gallery, 'addCategory')
    const { user } = renderDialog()
    expect(screen.getByRole('dialog', { name: 'New Category' })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(nameField()))

    await user.click(screen.getByRole('button', { name: 'Add Category' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a category name')
    expect(nameField().getAttribute('aria-invalid')).toBe('true')

    await user.type(nameField(), 'all{Enter}')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('"All" is reserved for the filter'),
    )
    expect(add).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  test('Enter adds the trimmed name; the button is busy meanwhile; success closes and says so', async () => {
    const answer = Promise.withResolvers<GalleryCategory>()
    const add = vi.spyOn(api.gallery, 'addCategory').mockReturnValue(answer.promise)
    const { user, onClose } = renderDialog()

    await user.type(nameField(), '  Solar {Enter}')

    const button = await screen.findByRole('button', { name: /adding/i })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(add.mock.calls[0]?.[0]).toEqual({ name: 'Solar' })

    answer.resolve(makeCategory({ name: 'Solar' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const added = { title: 'Category added', description: '"Solar" can now be chosen for gallery images.' }
    expect(notify).toHaveBeenCalledWith({ ...added, variant: 'success' })
  })

  test("the API's refusal shows in the dialog, not as a toast, and goes once the name changes", async () => {
    vi.spyOn(api.gallery, 'addCategory').mockRejectedValue(
      new ApiError('conflict', 'There is already a category called "Solar"', 409),
    )
    const { user, onClose } = renderDialog()

    await user.type(nameField(), 'SOLAR{Enter}')

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There is already a category called "Solar"'),
    )
    await waitFor(() => expect(document.activeElement).toBe(nameField()))
    expect(notify).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()

    await user.type(nameField(), ' PV')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
