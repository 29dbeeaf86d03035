/**
 * The dashboard's Change Password dialog (SPEC.md sections 2, 4, 5 and 8): a native modal
 * <dialog>, so focus is trapped, Escape closes it and the page behind is inert for free.
 */
import { KeyRound } from 'lucide-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type SubmitEvent } from 'react'
import { ChangePasswordFormSchema } from '../../../domain/auth.ts'
import { notices } from '../../../domain/messages.ts'
import { notify } from '../../shared/toast.tsx'

import { FieldError, inputClass } from '../admin-ui.tsx'
import { CHANGE_PASSWORD_FALLBACK, ChangePasswordError, changePassword } from './change-password.ts'
import { Spinner } from '../../shared/spinner.tsx'

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
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
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
      dialogRef.current?.close()
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
    dialogRef.current?.showModal()
  }

  // Closing by any means (Cancel, Escape, success) clears what was typed.
  const onClose = () => {
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

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={open} aria-haspopup="dialog">
        <KeyRound className="size-4" />
        Change Password
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClose={onClose}
        onCancel={(event) => {
          // Escape must not close the dialog halfway through a change.
          if (busy) event.preventDefault()
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <form noValidate onSubmit={onSubmit} className="p-6 sm:p-7">
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
            Change Password
          </h2>
          <p id={`${id}-text`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Confirm your current password, then choose a new one of at least 12 characters.
          </p>
          <div className="mt-5 space-y-4">
            <PasswordField
              id={`${id}-current`}
              label="Current password"
              autoComplete="current-password"
              value={fields.currentPassword}
              onChange={set('currentPassword')}
              error={fieldError?.field === 'currentPassword' ? fieldError.message : undefined}
              disabled={busy}
            />
            <PasswordField
              id={`${id}-new`}
              label="New password"
              autoComplete="new-password"
              value={fields.newPassword}
              onChange={set('newPassword')}
              error={fieldError?.field === 'newPassword' ? fieldError.message : undefined}
              disabled={busy}
            />
            <PasswordField
              id={`${id}-confirm`}
              label="Confirm new password"
              autoComplete="new-password"
              value={fields.confirmPassword}
              onChange={set('confirmPassword')}
              error={fieldError?.field === 'confirmPassword' ? fieldError.message : undefined}
              disabled={busy}
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => dialogRef.current?.close()}
            >
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={incomplete || busy}>
              {busy && <Spinner />}
              {busy ? 'Processing...' : 'Update Password'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}

function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string
  label: string
  autoComplete: string
  value: string
  onChange: (event: { currentTarget: HTMLInputElement }) => void
  error: string | undefined
  disabled: boolean
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  )
}
