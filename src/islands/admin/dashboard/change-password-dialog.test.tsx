import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { fieldRefusal } from '../../ui/form/use-api-form.ts'
import { notify } from '../../ui/toast.tsx'
import { changePassword, WRONG_CURRENT_PASSWORD } from './change-password.ts'
import { ChangePasswordDialog } from './change-password-dialog.tsx'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { description } from '#tests/components/accessible.ts'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('./change-password.ts', async (actual) => ({
  ...(await actual<typeof import('./change-password.ts')>()),
  changePassword: vi.fn(),
}))

async function openDialog() {
  const { user } = renderWithQueries(<ChangePasswordDialog />)
  await user.click(screen.getByRole('button', { name: 'Change Password' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }))
  const fields = {
    current: dialog.getByLabelText('Current password'),
    next: dialog.getByLabelText('New password'),
    confirm: dialog.getByLabelText('Confirm new password'),
  }
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [field, text] of [
      [fields.current, current],
      [fields.next, next],
      [fields.confirm, confirm],
    ] as const) {
      await user.clear(field)
      await user.type(field, text)
    }
  }
  return {
    user,
    dialog,
    fields,
    fill,
    update: () => dialog.getByRole('button', { name: /Update Password|Processing/ }),
  }
}

beforeEach(() => {
  vi.mocked(changePassword).mockReset()
})

describe('the Change Password dialog', () => {
  test('Update waits for every field; a mismatch is named before the length, each by its field', async () => {
    const d = await openDialog()
    expect(d.update()).toHaveProperty('disabled', true)

    const rules = [
      ['abd', 'confirm', 'next', "Passwords don't match", 'New password and confirmation must match'],
      ['abc', 'next', 'confirm', 'Password too short', 'Admin passwords must be at least 12 characters long'],
    ] as const
    for (const [confirm, refused, accepted, title, message] of rules) {
      await d.fill('old-password', 'abc', `${confirm}{Enter}`)
      expect(description(d.fields[refused])).toBe(message)
      expect(d.fields[accepted].getAttribute('aria-invalid')).toBeNull()
      expect(notify).toHaveBeenLastCalledWith({ title, description: message, variant: 'destructive' })
      await waitFor(() => expect(document.activeElement).toBe(d.fields[refused]))
    }
    expect(changePassword).not.toHaveBeenCalled()
  })

  test('a wrong current password is said by that field and in one toast', async () => {
    vi.mocked(changePassword).mockRejectedValue(fieldRefusal('currentPassword', WRONG_CURRENT_PASSWORD))
    const d = await openDialog()
    await d.fill('not-my-password', 'a-new-password', 'a-new-password')
    await d.user.click(d.update())

    await waitFor(() => expect(description(d.fields.current)).toBe(WRONG_CURRENT_PASSWORD))
    await waitFor(() => expect(document.activeElement).toBe(d.fields.current))
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({
      title: 'Error changing password',
      description: WRONG_CURRENT_PASSWORD,
      variant: 'destructive',
    })
  })

  test('the change shows as busy, then closes the dialog with the success toast', async () => {
    const answer = Promise.withResolvers<void>()
    vi.mocked(changePassword).mockReturnValue(answer.promise)
    const d = await openDialog()
    await d.fill('old-password', 'a-new-password', 'a-new-password')
    await d.user.click(d.update())

    await waitFor(() => expect(d.update().textContent).toBe('Processing...'))
    expect(d.update()).toHaveProperty('disabled', true)
    expect(vi.mocked(changePassword).mock.calls[0]?.[0]).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    })
    answer.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(notify).toHaveBeenCalledWith({
      title: 'Password updated',
      description: 'Your password has been changed successfully',
      variant: 'success',
    })
  })
})
