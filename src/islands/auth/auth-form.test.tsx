import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as signIn from '../../lib/sign-in.ts'
import { notify } from '../ui/toast.tsx'
import AuthForm, { type AuthFormProps } from './auth-form.tsx'

vi.mock('../ui/toast.tsx', () => ({ notify: vi.fn(), showPendingToast: vi.fn() }))
vi.mock('../../lib/sign-in.ts', () => ({
  authMessages: {
    invalidCredentials: 'Invalid email or password',
    unverified: 'Please confirm your email address before signing in',
    alreadyVerified: 'Your email address is already confirmed. You can sign in now.',
  },
  signIn: vi.fn(),
  register: vi.fn(),
  resendConfirmation: vi.fn(),
  localEmailLink: vi.fn(async () => null),
  watchSession: vi.fn(() => () => {}),
}))

const CHECK_EMAIL = 'Please check your email to confirm your account'
const email = () => screen.getByLabelText('Email')
const password = () => screen.getByLabelText('Password', { selector: 'input' })
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

/** Holds the page change after a sign-in (jsdom cannot navigate), so the test can see it asked. */
function holdNavigation() {
  const realTimeout = globalThis.setTimeout
  const held: (() => void)[] = []
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
    ms === 900 ? held.push(run) : realTimeout(run, ms)) as typeof setTimeout)
  return held
}

/** Renders the form and types into it; `{Enter}` at the end of the password sends it. */
async function fillIn(props: AuthFormProps, address: string, secret: string) {
  const user = userEvent.setup()
  render(<AuthForm {...props} />)
  await user.type(email(), address)
  await user.type(password(), secret)
  return user
}

beforeEach(() => history.replaceState(null, '', '/login'))

describe('the sign-in form', () => {
  test("shows a neutral example address, not the business's own", () => {
    render(<AuthForm mode="login" />)
    expect(email().getAttribute('placeholder')).toBe('you@example.com')
  })

  test('refuses what cannot be right by its fields, focusing the first, and sends nothing', async () => {
    const user = await fillIn({ mode: 'login' }, 'someone@', '123{Enter}')

    expect(described(email())).toBe('Please enter a valid email address')
    expect(described(password())).toBe('Password must be at least 6 characters')
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email())
    expect(signIn.signIn).not.toHaveBeenCalled()

    // After a first attempt the messages follow the typing.
    await user.type(email(), 'example.com')
    expect(described(email())).toBe('')
  })

  test('signs in from the keyboard, busy until the page changes', async () => {
    vi.mocked(signIn.signIn).mockResolvedValue({ status: 'signed-in', email: 'jo@example.com', role: 'user' })
    const held = holdNavigation()
    await fillIn({ mode: 'login', redirectUrl: '/home' }, '  jo@example.com ', 'secret-words{Enter}')

    await waitFor(() => expect(held).toHaveLength(1))
    expect(signIn.signIn).toHaveBeenCalledWith('jo@example.com', 'secret-words', { adminOnly: false })
    expect(notify).toHaveBeenCalledWith({
      title: 'Success',
      description: 'Logged in as jo@example.com',
      variant: 'success',
    })
    const busy = screen.getByRole('button', { name: 'Signing in...' })
    expect(busy).toHaveProperty('disabled', true)
  })

  test('says a wrong password by the form too, and puts the password up to type again', async () => {
    vi.mocked(signIn.signIn).mockResolvedValue({ status: 'failed', message: 'Invalid email or password' })
    const user = await fillIn({ mode: 'login' }, 'jo@example.com', 'wrong-words')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid email or password')
    expect(notify).toHaveBeenCalledWith({
      title: 'Authentication error',
      description: 'Invalid email or password',
      variant: 'destructive',
    })
    expect(document.activeElement).toBe(password())
  })

  test('offers to resend the confirmation to an unconfirmed account', async () => {
    vi.mocked(signIn.signIn).mockResolvedValue({ status: 'unverified' })
    vi.mocked(signIn.resendConfirmation).mockResolvedValue({ status: 'sent' })
    const user = await fillIn({ mode: 'login' }, 'new@example.com', 'secret-words{Enter}')

    const note = await screen.findByRole('alert')
    expect(note.textContent).toContain('We sent a confirmation link to new@example.com')
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }))

    expect((await screen.findByRole('status')).textContent).toContain(CHECK_EMAIL)
    expect(signIn.resendConfirmation).toHaveBeenCalledWith('new@example.com', 'secret-words')
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Confirmation email sent',
      description: CHECK_EMAIL,
      variant: 'success',
    })
  })

  test('tells someone arriving from a confirmation link that it worked', async () => {
    history.replaceState(null, '', '/login?notice=email-confirmed&email=jo%40example.com')
    render(<AuthForm mode="login" />)
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your email address is confirmed. Sign in to continue.',
    )
    expect(email()).toHaveProperty('value', 'jo@example.com')
  })

  test('the admin variant signs in admins only and offers no account', async () => {
    vi.mocked(signIn.signIn).mockResolvedValue({
      status: 'failed',
      message: 'Access denied. Admin privileges required.',
    })
    await fillIn({ mode: 'login', isAdmin: true }, 'jo@example.com', 'secret-words{Enter}')
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password?for=admin',
    )
    await screen.findByRole('alert')
    expect(signIn.signIn).toHaveBeenCalledWith('jo@example.com', 'secret-words', { adminOnly: true })
  })
})

describe('the register form', () => {
  test('says what the e-mail address is for and links the privacy policy, where it is given', () => {
    render(<AuthForm mode="register" />)
    const form = screen.getByRole('form', { name: 'Create Account' })
    expect(form.textContent).toContain('We use your e-mail address only for your account')
    expect(within(form).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )
  })

  test('the sign-in form asks for nothing new, so it has no such line', () => {
    render(<AuthForm mode="login" />)
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
  })

  test('asks new accounts for the longer password', async () => {
    await fillIn({ mode: 'register' }, 'new@example.com', 'seven77{Enter}')
    expect(described(password())).toBe('Password must be at least 8 characters')
    expect(signIn.register).not.toHaveBeenCalled()
  })

  test('creates the account and says to check the e-mail', async () => {
    vi.mocked(signIn.register).mockResolvedValue({ status: 'created' })
    const user = await fillIn({ mode: 'register' }, 'new@example.com', 'eight888')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    const status = await screen.findByRole('status')
    expect(status.textContent).toContain(`${CHECK_EMAIL}: we sent a link to new@example.com`)
    expect(notify).toHaveBeenCalledWith({
      title: 'Account created',
      description: CHECK_EMAIL,
      variant: 'success',
    })
    await user.click(screen.getByRole('button', { name: 'Use a different email' }))
    expect(screen.getByRole('form', { name: 'Create Account' })).toBeTruthy()
  })
})
