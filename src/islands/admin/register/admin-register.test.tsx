import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { api, ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import type { AdminSession } from '../admin-guard.tsx'
import { RegisterForm } from './admin-register.tsx'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { description } from '#tests/components/accessible.ts'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

const session = { email: 'owner@harbourline.example' } as AdminSession

function renderForm() {
  const { user } = renderWithQueries(<RegisterForm session={session} />)
  const form = screen.getByRole('form', { name: 'Create Admin Account' })
  return {
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    submit: () => form.querySelector('button[type="submit"]') as HTMLButtonElement,
  }
}

describe('the Create Admin form', () => {
  test('each field says what is wrong, the first is focused, and nothing is sent', async () => {
    const create = vi.spyOn(api.profiles, 'createAdmin')
    const f = renderForm()
    await f.user.type(f.email, 'not-an-address')
    await f.user.type(f.password, 'abc')
    await f.user.type(f.confirm, 'abc{Enter}')

    expect(description(f.email)).toBe('Please enter a valid email address')
    expect(description(f.password)).toBe('Admin passwords must be at least 12 characters')
    expect(description(f.confirm)).toBe('Confirm password must match password')
    await waitFor(() => expect(document.activeElement).toBe(f.email))
    expect(create).not.toHaveBeenCalled()

    await f.user.clear(f.email)
    await f.user.type(f.email, 'new.admin@harbourline.example')
    await f.user.clear(f.password)
    await f.user.type(f.password, 'harbour-admin')
    await f.user.clear(f.confirm)
    await f.user.type(f.confirm, 'harbour-admiN')
    expect(description(f.confirm)).toBe("Passwords don't match")
    expect(f.email.getAttribute('aria-invalid')).toBeNull()
  })

  test('creates the admin with the address and password, says so and clears the form', async () => {
    const create = vi
      .spyOn(api.profiles, 'createAdmin')
      .mockResolvedValue({ email: 'new.admin@harbourline.example' } as never)
    const f = renderForm()
    await f.user.type(f.email, ' new.admin@harbourline.example ')
    await f.user.type(f.password, 'harbour-new-admin-1')
    await f.user.type(f.confirm, 'harbour-new-admin-1')
    await f.user.click(f.submit())

    await waitFor(() => expect(f.email).toHaveProperty('value', ''))
    expect(create).toHaveBeenCalledWith({
      email: 'new.admin@harbourline.example',
      password: 'harbour-new-admin-1',
    })
    expect(notify).toHaveBeenCalledWith({
      title: 'Admin Created',
      description: 'New admin account for new.admin@harbourline.example has been created.',
      variant: 'success',
    })
  })

  test("the API's refusal lands by its field and in one 'Error' toast; the button is busy meanwhile", async () => {
    const answer = Promise.withResolvers<never>()
    vi.spyOn(api.profiles, 'createAdmin').mockReturnValue(answer.promise)
    const f = renderForm()
    await f.user.type(f.email, 'taken@harbourline.example')
    await f.user.type(f.password, 'harbour-new-admin-1')
    await f.user.type(f.confirm, 'harbour-new-admin-1{Enter}')

    await waitFor(() => expect(f.submit().textContent).toBe('Creating...'))
    expect(f.submit()).toHaveProperty('disabled', true)
    const message = 'An account with this email already exists'
    answer.reject(new ApiError('conflict', message, 409, [{ path: 'email', message }]))

    await waitFor(() => expect(description(f.email)).toBe(message))
    await waitFor(() => expect(document.activeElement).toBe(f.email))
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({ title: 'Error', description: message, variant: 'destructive' })
    expect(f.password).toHaveProperty('value', 'harbour-new-admin-1')
  })
})
