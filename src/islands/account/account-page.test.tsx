import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { api, ApiError } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { notify } from '../ui/toast.tsx'
import { currentUser, onSignInChange } from '../../lib/firebase-client.ts'
import AccountPage from './account-page.tsx'

vi.mock('../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../../lib/firebase-client.ts', () => ({
  currentUser: vi.fn(async () => ({ uid: 'u1', email: 'jo@example.com' })),
  onSignInChange: vi.fn(() => () => {}),
}))
vi.mock('../../lib/session.ts', () => ({ signOut: vi.fn(async () => {}) }))

const photo: GalleryImage = {
  id: 'p1',
  title: 'Switchboard upgrade',
  description: null,
  category: 'Electrical',
  image_url: 'https://images.example/switchboard.jpg',
  image_variants: [],
  location: null,
  tags: [],
  date: '2026-11-01T00:00:00.000Z',
  author_id: 'u1',
  status: 'approved',
  position: null,
  created_at: '2026-11-01T00:00:00.000Z',
}

afterEach(() => queryClient.clear())

async function openAccount() {
  vi.spyOn(api.gallery, 'mine').mockResolvedValue({ items: [photo], next: null })
  const user = userEvent.setup()
  render(<AccountPage />)
  await screen.findByText('Switchboard upgrade')
  return user
}

describe('Your Account', () => {
  test('signed out or in as someone else in another tab: the page is read again, not left showing the first account', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    await openAccount()
    const changed = vi.mocked(onSignInChange).mock.calls[0]![0]
    changed({ uid: 'u1' } as never)
    expect(reload).not.toHaveBeenCalled()
    changed({ uid: 'someone-else' } as never)
    expect(reload).toHaveBeenCalledTimes(1)
    changed(null)
    expect(reload).toHaveBeenCalledTimes(2)
    vi.unstubAllGlobals()
  })

  test('a session that cannot be checked says so instead of spinning', async () => {
    vi.mocked(currentUser).mockRejectedValueOnce(new Error('indexedDB unavailable'))
    render(<AccountPage />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not check your session. Please refresh the page.',
    )
  })

  test('deletes a photo once confirmed, and says so', async () => {
    const remove = vi.spyOn(api.gallery, 'removeMine').mockResolvedValue(undefined)
    const user = await openAccount()
    await user.click(screen.getByRole('button', { name: 'Delete Switchboard upgrade' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' })
    expect(dialog.textContent).toContain('will be deleted and leave the gallery')
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }))

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Photo deleted',
        description: '"Switchboard upgrade" is deleted.',
        variant: 'success',
      }),
    )
    expect(remove).toHaveBeenCalledWith('p1')
  })

  test('a refused delete is toasted with the API’s words', async () => {
    vi.spyOn(api.gallery, 'removeMine').mockRejectedValue(new ApiError('forbidden', 'Not your photo', 403))
    const user = await openAccount()
    await user.click(screen.getByRole('button', { name: 'Delete Switchboard upgrade' }))
    await user.click(await screen.findByRole('button', { name: 'Delete photo' }))

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error deleting photo',
        description: 'Not your photo',
        variant: 'destructive',
      }),
    )
    expect(screen.getByText('Switchboard upgrade')).toBeTruthy()
  })
})
