/**
 * /admin/register (SPEC.md sections 2, 5 and 8): an admin creates another admin. The API
 * creates the account and marks it admin in one request (POST /api/profiles/admins), so
 * nobody is signed out and no half-made account is left behind; the new admin signs in with
 * the password given here.
 */
import type { z } from 'zod'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm, type Resolver } from 'react-hook-form'
import { NewAdminFormSchema, type NewAdmin, type NewAdminForm } from '../../../domain/auth.ts'
import { messages } from '../../../domain/messages.ts'
import { api, describeApiError, fieldError } from '../../../lib/api-client.ts'
import { IslandRoot } from '../../island-root.tsx'
import { notify } from '../../ui/toast.tsx'
import { Button } from '../../ui/button.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { panelClass } from '../../ui/panel.ts'
import { AdminGuard, accessDenied, type AdminSession } from '../admin-guard.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'

type Values = z.input<typeof NewAdminFormSchema>
const EMPTY: Values = { email: '', password: '', confirmPassword: '' }

const schemaResolver = zodResolver(NewAdminFormSchema)

/** The shared schema's messages; zod skips the equality rule while a field fails, so it is added here. */
const resolver: Resolver<Values, unknown, NewAdminForm> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  const mismatch = values.confirmPassword && values.password !== values.confirmPassword
  if (Object.keys(result.errors).length === 0 || result.errors.confirmPassword || !mismatch) return result
  return {
    values: {},
    errors: { ...result.errors, confirmPassword: { type: 'custom', message: messages.passwordsDontMatch } },
  }
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
  const form = useForm<Values, unknown, NewAdminForm>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  })
  const errors = form.formState.errors

  const mutation = useMutation({
    mutationFn: (admin: NewAdmin) => api.profiles.createAdmin(admin),
    onSuccess: (profile) => {
      notify({
        title: 'Admin Created',
        description: `New admin account for ${profile.email} has been created.`,
        variant: 'success',
      })
      form.reset(EMPTY)
    },
    onError: (error) => {
      for (const field of ['email', 'password'] as const) {
        const message = fieldError(error, field)
        if (message) form.setError(field, { message })
      }
      notify({
        title: 'Error',
        description: describeApiError(error, messages.somethingWentWrong),
        variant: 'destructive',
      })
    },
  })
  const busy = mutation.isPending

  const onSubmit = form.handleSubmit(({ email, password }) => {
    if (!busy) mutation.mutate({ email, password })
  })

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
      <div className={`${panelClass} p-6 sm:p-8`}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The new admin can sign in at the admin portal straight away with this email and password. Ask them
          to change the password after their first login.
        </p>
        <form className="mt-6 space-y-5" noValidate onSubmit={onSubmit} aria-label="Create Admin Account">
          <Field label="Email" error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              disabled={busy}
              {...form.register('email')}
            />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              disabled={busy}
              {...form.register('password', { deps: ['confirmPassword'] })}
            />
          </Field>
          <Field label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              disabled={busy}
              {...form.register('confirmPassword')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" pending={busy}>
            {busy ? 'Creating...' : 'Create Admin'}
          </Button>
        </form>
      </div>
    </div>
  )
}
