/**
 * The dashboard's Change Password dialog (SPEC.md sections 2, 4, 5 and 8), on the kit's modal
 * Dialog: focus is trapped, Escape closes it (not while a change runs), the page behind is hidden.
 */
import { useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { notices } from '../../../domain/messages.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormButtons } from '../../ui/form-buttons.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { notify } from '../../ui/toast.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { CHANGE_PASSWORD_FALLBACK, ChangePasswordFieldsSchema, changePassword } from './change-password.ts'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ChangePasswordDialog() {
  const [isOpen, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const { form, formProps, pending } = useApiForm({
    schema: ChangePasswordFieldsSchema,
    defaultValues: EMPTY,
    mutationFn: changePassword,
    meta: { errorTitle: 'Error changing password', errorFallback: CHANGE_PASSWORD_FALLBACK },
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
    // The field says why; the toast names the rule (SPEC.md section 8).
    onInvalid: (errors) =>
      notify({
        ...(errors.confirmPassword ? notices.passwordsDontMatch : notices.passwordTooShort),
        variant: 'destructive',
      }),
  })
  const errors = form.formState.errors

  // Opening and closing by any means (Cancel, Escape, success) clears what was typed.
  const toggle = (open: boolean) => {
    form.reset(EMPTY)
    setOpen(open)
  }
  const close = () => toggle(false)

  const typed = form.watch(['currentPassword', 'newPassword', 'confirmPassword'])
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      error={errors[name]?.message}
      autoComplete={autoComplete}
      disabled={pending}
      {...form.register(name)}
    />
  )

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => toggle(true)}
        aria-haspopup="dialog"
        icon={<KeyRound className="size-4" />}
      >
        Change Password
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        dismissable={!pending}
        title="Change Password"
        description="Confirm your current password, then choose a new one of at least 12 characters."
      >
        <form {...formProps}>
          <div className="mt-5 space-y-4">
            {field('currentPassword', 'Current password', 'current-password')}
            {field('newPassword', 'New password', 'new-password')}
            {field('confirmPassword', 'Confirm new password', 'new-password')}
          </div>
          <FormButtons
            className="mt-6 flex-col-reverse sm:flex-row sm:justify-end"
            onCancel={close}
            pending={pending}
            disabled={typed.some((value) => !value)}
          >
            {pending ? 'Processing...' : 'Update Password'}
          </FormButtons>
        </form>
      </Dialog>
    </>
  )
}
