/**
 * The dashboard's Change Password dialog (SPEC.md sections 2, 4, 5 and 8), on the kit's modal
 * Dialog: focus is trapped, Escape closes it (not while a change runs), the page behind is hidden.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'
import { ChangePasswordFormSchema } from '../../../domain/auth.ts'
import { notices } from '../../../domain/messages.ts'
import { notify } from '../../shared/toast.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { CHANGE_PASSWORD_FALLBACK, ChangePasswordError, changePassword } from './change-password.ts'

interface Fields {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}
const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Mismatch first, then length: the order SPEC.md section 5 gives the rules in. */
function check(fields: Fields) {
  if (fields.newPassword !== fields.confirmPassword) return notices.passwordsDontMatch
  if (!ChangePasswordFormSchema.safeParse(fields).success) return notices.passwordTooShort
  return null
}

export function ChangePasswordDialog() {
  const [isOpen, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [fieldError, setFieldError] = useState<{ field: keyof Fields; message: string } | null>(null)

  const mutation = useMutation({
    mutationFn: (values: Fields) => changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      notify({
        title: 'Password updated',
        description: 'Your password has been changed successfully',
        variant: 'success',
      })
      close()
      // A new password revokes the old ID token: anything it was refused is asked again.
      void queryClient.invalidateQueries()
    },
    onError: (error) => {
      const message = error instanceof ChangePasswordError ? error.message : CHANGE_PASSWORD_FALLBACK
      if (error instanceof ChangePasswordError && error.field) setFieldError({ field: error.field, message })
      notify({ title: 'Error changing password', description: message, variant: 'destructive' })
    },
  })
  const busy = mutation.isPending

  const open = () => {
    setFields(EMPTY)
    setFieldError(null)
    mutation.reset()
    setOpen(true)
  }

  // Closing by any means (Cancel, Escape, success) clears what was typed.
  const close = () => {
    setOpen(false)
    setFields(EMPTY)
    setFieldError(null)
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const problem = check(fields)
    if (problem) {
      setFieldError({
        field: problem === notices.passwordsDontMatch ? 'confirmPassword' : 'newPassword',
        message: problem.description,
      })
      notify({ ...problem, variant: 'destructive' })
      return
    }
    setFieldError(null)
    mutation.mutate(fields)
  }

  const set = (field: keyof Fields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value
    setFields((current) => ({ ...current, [field]: value }))
    if (fieldError?.field === field) setFieldError(null)
  }

  const incomplete = !fields.currentPassword || !fields.newPassword || !fields.confirmPassword

  const errorOf = (field: keyof Fields) => (fieldError?.field === field ? fieldError.message : undefined)

  return (
    <>
      <Button
        variant="secondary"
        onClick={open}
        aria-haspopup="dialog"
        icon={<KeyRound className="size-4" />}
      >
        Change Password
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        dismissable={!busy}
        title="Change Password"
        description="Confirm your current password, then choose a new one of at least 12 characters."
      >
        <form noValidate onSubmit={onSubmit}>
          <div className="mt-5 space-y-4">
            <Field label="Current password" error={errorOf('currentPassword')}>
              <Input
                type="password"
                autoComplete="current-password"
                value={fields.currentPassword}
                onChange={set('currentPassword')}
                disabled={busy}
              />
            </Field>
            <Field label="New password" error={errorOf('newPassword')}>
              <Input
                type="password"
                autoComplete="new-password"
                value={fields.newPassword}
                onChange={set('newPassword')}
                disabled={busy}
              />
            </Field>
            <Field label="Confirm new password" error={errorOf('confirmPassword')}>
              <Input
                type="password"
                autoComplete="new-password"
                value={fields.confirmPassword}
                onChange={set('confirmPassword')}
                disabled={busy}
              />
            </Field>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={incomplete} pending={busy}>
              {busy ? 'Processing...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
