/**
 * /admin/register (SPEC.md sections 2, 5 and 8): an admin creates another admin. The API
 * creates the account and marks it admin in one request (POST /api/profiles/admins), so
 * nobody is signed out and no half-made account is left behind; the new admin signs in with
 * the password given here.
 */
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type SubmitEvent } from 'react'
import { NewAdminFormSchema, type NewAdmin } from '../../../domain/auth.ts'
import { messages } from '../../../domain/messages.ts'
import { api, describeApiError, fieldError } from '../../../lib/api-client.ts'
import { IslandRoot } from '../../island-root.tsx'
import { notify } from '../../shared/toast.tsx'
import { AdminGuard, accessDenied, type AdminSession } from '../admin-guard.tsx'
import { fieldErrors } from '../../shared/field-errors.ts'
import { AdminPageHeading, FieldError, inputClass } from '../admin-ui.tsx'
import { Spinner } from '../../shared/spinner.tsx'

type Field = 'email' | 'password' | 'confirmPassword'
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>
const EMPTY: Values = { email: '', password: '', confirmPassword: '' }
const FIELDS = Object.keys(EMPTY) as Field[]

function validate(values: Values): { data: NewAdmin | null; errors: Errors } {
  const parsed = NewAdminFormSchema.safeParse(values)
  if (parsed.success)
    return { data: { email: parsed.data.email, password: parsed.data.password }, errors: {} }
  const errors: Errors = fieldErrors(parsed.error, FIELDS)
  // zod skips the equality rule while a field fails; the confirm field still says so.
  if (!errors.confirmPassword && values.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = messages.passwordsDontMatch
  }
  return { data: null, errors }
}

export default function AdminRegister() {
  return (
    <IslandRoot>
      <AdminGuard deniedDescription={accessDenied.registerDescription}>
        {(session) => <RegisterForm session={session} />}
      </AdminGuard>
    </IslandRoot>
  )
}

function RegisterForm({ session }: { session: AdminSession }) {
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)

  const mutation = useMutation({
    mutationFn: (admin: NewAdmin) => api.profiles.createAdmin(admin),
    onSuccess: (profile) => {
      notify({
        title: 'Admin Created',
        description: `New admin account for ${profile.email} has been created.`,
        variant: 'success',
      })
      setValues(EMPTY)
      setErrors({})
      setSubmitted(false)
    },
    onError: (error) => {
      setErrors({
        ...(fieldError(error, 'email') ? { email: fieldError(error, 'email') } : {}),
        ...(fieldError(error, 'password') ? { password: fieldError(error, 'password') } : {}),
      })
      notify({
        title: 'Error',
        description: describeApiError(error, messages.somethingWentWrong),
        variant: 'destructive',
      })
    },
  })
  const busy = mutation.isPending

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const { data, errors: found } = validate(values)
    setErrors(found)
    if (!data) {
      const first = (['email', 'password', 'confirmPassword'] as const).find((field) => found[field])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    mutation.mutate(data)
  }

  const set = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const next = { ...values, [field]: event.currentTarget.value }
    setValues(next)
    // After a first attempt, messages follow the typing so they go once fixed.
    if (submitted) setErrors(validate(next).errors)
  }

  const fields: { field: Field; label: string; type: string; autoComplete: string }[] = [
    { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
    { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
    { field: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
  ]

  return (
    <div className="mx-auto max-w-lg">
      <AdminPageHeading
        back
        title="Create Admin Account"
        subtitle={
          <>
            Logged in as admin: <span className="font-semibold break-all">{session.email}</span>
          </>
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The new admin can sign in at the admin portal straight away with this email and password. Ask them
          to change the password after their first login.
        </p>
        <form className="mt-6 space-y-5" noValidate onSubmit={onSubmit} aria-label="Create Admin Account">
          {fields.map(({ field, label, type, autoComplete }) => (
            <div key={field}>
              <label
                htmlFor={`${id}-${field}`}
                className="block text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                name={field === 'email' ? 'email' : undefined}
                type={type}
                inputMode={type === 'email' ? 'email' : undefined}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={set(field)}
                disabled={busy}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                className={inputClass(Boolean(errors[field]))}
              />
              {errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>}
            </div>
          ))}
          <button type="submit" className="btn btn-primary w-full py-3 text-base" disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Creating...' : 'Create Admin'}
          </button>
        </form>
      </div>
    </div>
  )
}
