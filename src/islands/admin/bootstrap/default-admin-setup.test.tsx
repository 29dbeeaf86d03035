import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { DEFAULT_ADMIN_CLOSED } from '../../../domain/default-admin.ts'
import { notify } from '../../ui/toast.tsx'
import { DefaultAdminRefusal, requestDefaultAdmin } from './default-admin-client.ts'
import DefaultAdminSetup from './default-admin-setup.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('./default-admin-client.ts', async (actual) => ({
  ...(await actual<typeof import('./default-admin-client.ts')>()),
  requestDefaultAdmin: vi.fn(),
}))

function renderPage() {
  const user = userEvent.setup()
  render(<DefaultAdminSetup />)
  return {
    user,
    secret: screen.getByLabelText('Function Secret'),
    create: () => screen.getByRole('button', { name: /Create Default Admin|Creating/ }),
  }
}

beforeEach(() => {
  vi.mocked(requestDefaultAdmin).mockReset()
})

describe('the default admin set-up', () => {
  test('waits for a secret, and a blank one is refused without asking the server', async () => {
    const page = renderPage()
    expect(page.create()).toHaveProperty('disabled', true)
    await page.user.type(page.secret, '   {Enter}')

    expect(notify).toHaveBeenCalledWith({
      title: 'Secret Required',
      description: 'Please enter the function secret',
      variant: 'destructive',
    })
    expect(page.secret.getAttribute('aria-invalid')).toBe('true')
    expect(requestDefaultAdmin).not.toHaveBeenCalled()
  })

  test('a wrong secret is told by its field and in a toast, and the form stays; a closed bootstrap says so instead', async () => {
    vi.mocked(requestDefaultAdmin).mockRejectedValueOnce(
      new DefaultAdminRefusal('That secret is not correct.'),
    )
    const page = renderPage()
    await page.user.type(page.secret, ' not-the-secret {Enter}')

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'That secret is not correct.',
        variant: 'destructive',
      }),
    )
    expect(vi.mocked(requestDefaultAdmin).mock.calls[0]?.[0]).toEqual({ secret: 'not-the-secret' })
    expect(page.create()).toHaveProperty('disabled', false)
    await waitFor(() => expect(page.secret.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(page.secret)
    // The toast is mocked here: this text is the field's own message.
    const message = screen.getByText('That secret is not correct.')
    expect(message.id).toMatch(/-error$/)
    expect(page.secret.getAttribute('aria-describedby')).toContain(message.id)

    vi.mocked(requestDefaultAdmin).mockRejectedValueOnce(
      new DefaultAdminRefusal(DEFAULT_ADMIN_CLOSED.adminExists, true),
    )
    await page.user.click(page.create())
    const closed = await screen.findByRole('region', { name: 'Default admin setup is closed' })
    expect(closed.textContent).toContain(DEFAULT_ADMIN_CLOSED.adminExists)
    expect(screen.queryByLabelText('Function Secret')).toBeNull()
  })

  test('the right secret shows the new admin once, busy until the answer', async () => {
    const answer = Promise.withResolvers<Awaited<ReturnType<typeof requestDefaultAdmin>>>()
    vi.mocked(requestDefaultAdmin).mockReturnValue(answer.promise)
    const page = renderPage()
    await page.user.type(page.secret, 'the-secret')
    await page.user.click(page.create())

    await waitFor(() => expect(page.create().textContent).toBe('Creating...'))
    expect(page.create()).toHaveProperty('disabled', true)
    answer.resolve({
      message: 'Default admin created.',
      admin: { email: 'admin@harbourline.example', password: 'a-long-one-time-password' },
    })

    const box = await screen.findByRole('region', { name: 'Admin Created Successfully' })
    expect(box.querySelector('[data-credential="password"]')?.textContent).toBe('a-long-one-time-password')
    expect(notify).toHaveBeenCalledWith({
      title: 'Success',
      description: 'Default admin created.',
      variant: 'success',
    })
    expect(screen.queryByRole('form', { name: 'Create Default Admin' })).toBeNull()
  })
})
