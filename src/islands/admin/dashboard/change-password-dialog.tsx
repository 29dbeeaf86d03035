/**
 * The dashboard's Change Password dialog (SPEC.md sections 2, 4, 5 and 8), on the kit's modal
 * Dialog: focus is trapped, Escape closes it (not while a change runs), the page behind is hidden.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { ChangePasswordFormSchema } from '../../../domain/auth.ts'
import { notices } from '../../../domain/messages.ts'
import { notify } from '../../ui/toast.tsx'
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
function firstProblem(fields: Fields) {
  if (fields.newPassword !== fields.confirmPassword)
    return { field: 'confirmPassword', notice: notices.passwordsDontMatch } as const
  if (!ChangePasswordFormSchema.safeParse(fields).success)
    return { field: 'newPassword', notice: notices.passwordTooShort } as const
  return null
}

/** The form's one rule, shown under the field it names (its toast is raised on submit). */
const resolver: Resolver<Fields> = (values) => {
  const problem = firstProblem(values)
  return problem
    ? { values: {}, errors: { [problem.field]: { type: 'validate', message: problem.notice.description } } }
    : { values, errors: {} }
}

export function ChangePasswordDialog() {
  const [isOpen, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const form = useForm<Fields>({ resolver, defaultValues: EMPTY, reValidateMode: 'onChange' })
  const errors = form.formState.errors

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
      if (error instanceof ChangePasswordError && error.field) form.setError(error.field, { message })
      notify({ title: 'Error changing password', description: message, variant: 'destructive' })
    },
  })
  const busy = mutation.isPending

  const open = () => {
    form.reset(EMPTY)
    mutation.reset()
    setOpen(true)
  }

  // Closing by any means (Cancel, Escape, success) clears what was typed.
  const close = () => {
    setOpen(false)
    form.reset(EMPTY)
  }

  const onSubmit = form.handleSubmit(
    (fields) => {
      if (!busy) mutation.mutate(fields)
    },
    () => {
      const problem = firstProblem(form.getValues())
      if (problem) notify({ ...problem.notice, variant: 'destructive' })
    },
  )

  const [currentPassword, newPassword, confirmPassword] = form.watch([
    'currentPassword',
    'newPassword',
    'confirmPassword',
  ])
  const incomplete = !currentPassword || !newPassword || !confirmPassword

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
            <Field label="Current password" error={errors.currentPassword?.message}>
              <Input
                type="password"
                autoComplete="current-password"
                disabled={busy}
                {...form.register('currentPassword')}
              />
            </Field>
            <Field label="New password" error={errors.newPassword?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                disabled={busy}
                {...form.register('newPassword')}
              />
            </Field>
            <Field label="Confirm new password" error={errors.confirmPassword?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                disabled={busy}
                {...form.register('confirmPassword')}
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
