import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import * as signIn from '../../lib/sign-in.ts'
import LandingSignIn from './landing-sign-in.tsx'

vi.mock('../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../../lib/sign-in.ts', () => ({
  authMessages: {
    unverified: 'Please confirm your email address before signing in',
    alreadyVerified: 'Your email address is already confirmed. You can sign in now.',
  },
  signIn: vi.fn(),
  resendConfirmation: vi.fn(),
}))

async function signInWith(address: string, secret: string) {
  const user = userEvent.setup()
  render(<LandingSignIn />)
  await user.type(screen.getByLabelText('Email'), address)
  await user.type(screen.getByLabelText('Password'), `${secret}{Enter}`)
  return user
}

describe("the landing page's sign-in panel", () => {
  test('requires both fields and keeps the password out of what the form would send', () => {
    render(<LandingSignIn />)
    expect(screen.getByLabelText('Email')).toHaveProperty('required', true)
    expect(screen.getByLabelText('Password')).toHaveProperty('required', true)
    expect(screen.getByLabelText('Password').getAttribute('name')).toBeNull()
  })

  test('says a wrong password in the panel', async () => {
    vi.mocked(signIn.signIn).mockResolvedValue({ status: 'failed', message: 'Invalid email or password' })
    await signInWith('jo@example.com', 'wrong-words')

    expect(await screen.findByText('Invalid email or password')).toHaveProperty('role', 'alert')
    expect(signIn.signIn).toHaveBeenCalledWith('jo@example.com', 'wrong-words')
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false)
  })

  test('offers to resend the confirmation to an unconfirmed account', async () => {
    vi.mocked(signIn.signIn).mockResolvedValue({ status: 'unverified' })
    vi.mocked(signIn.resendConfirmation).mockResolvedValue({ status: 'sent' })
    const user = await signInWith('new@example.com', 'secret-words')

    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }))
    expect(await screen.findByText(/^Confirmation email sent/)).toHaveProperty('role', 'status')
    expect(signIn.resendConfirmation).toHaveBeenCalledWith('new@example.com', 'secret-words')
  })
})
