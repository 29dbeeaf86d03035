import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as signIn from '../../lib/sign-in.ts'
import ForgotPasswordForm from './forgot-password-form.tsx'

vi.mock('../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../../lib/sign-in.ts', () => ({
  requestPasswordReset: vi.fn(),
  localEmailLink: vi.fn(async () => null),
}))

const email = () => screen.getByLabelText('Email')

beforeEach(() => history.replaceState(null, '', '/forgot-password'))

describe('the password reset form', () => {
  test('refuses an address that cannot be one, by its field, and sends nothing', async () => {
    const user = userEvent.setup()
    render(<ForgotPasswordForm />)
    await user.type(email(), 'someone@{Enter}')

    const error = document.getElementById(email().getAttribute('aria-describedby') ?? '')
    expect(error?.textContent).toBe('Please enter a valid email address')
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email())
    expect(signIn.requestPasswordReset).not.toHaveBeenCalled()
  })

  test('answers the same for any address, and leads back to the sign-in page it came from', async () => {
    history.replaceState(null, '', '/forgot-password?for=admin')
    vi.mocked(signIn.requestPasswordReset).mockResolvedValue({ status: 'requested' })
    const user = userEvent.setup()
    render(<ForgotPasswordForm />)
    await user.type(email(), ' jo@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    const answer = await screen.findByRole('status')
    expect(answer.textContent).toContain('If an account uses jo@example.com, we have sent it a link')
    expect(signIn.requestPasswordReset).toHaveBeenCalledWith('jo@example.com', '/admin/login')
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/admin/login')
  })

  test('says by the form when the link could not be sent', async () => {
    vi.mocked(signIn.requestPasswordReset).mockResolvedValue({
      status: 'failed',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    })
    const user = userEvent.setup()
    render(<ForgotPasswordForm />)
    await user.type(email(), 'jo@example.com{Enter}')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    )
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveProperty('disabled', false)
  })
})
