/**
 * /admin/register (SPEC.md sections 2, 5 and 8): an admin creates another admin. The API
 * creates the account and marks it admin in one request (POST /api/profiles/admins), so
 * nobody is signed out and no half-made account is left behind; the new admin signs in with
 * the password given here.
 */
import { NewAdminFormSchema } from '../../../domain/auth.ts'
import { messages } from '../../../domain/messages.ts'
import { api } from '../../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { EmailAddress } from '../../ui/email-address.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { panelClass } from '../../ui/panel.ts'
import { notify } from '../../ui/toast.tsx'
import { adminScreen, accessDenied, type AdminSession } from '../admin-guard.tsx'
import { PasswordField } from '../../ui/password-field.tsx'

export default adminScreen(RegisterForm, { deniedDescription: accessDenied.registerDescription })

export function RegisterForm({ session }: { session: AdminSession }) {
  const { form, formProps, pending } = useApiForm({
    schema: NewAdminFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    mutationFn: ({ email, password }) => api.profiles.createAdmin({ email, password }),
    meta: { errorTitle: 'Error', errorFallback: messages.somethingWentWrong },
    resetOnSuccess: true,
    onSuccess: (profile) =>
      notify({
        title: 'Admin Created',
        description: `New admin account for ${profile.email} has been created.`,
        variant: 'success',
      }),
  })
  const errors = form.formState.errors

  return (
    <div className="mx-auto max-w-lg">
      <AdminPageHeading
        back
        title="Create Admin Account"
        subtitle={
          <>
            Logged in as admin: <EmailAddress email={session.email} className="font-semibold" />
          </>
        }
      />
      <div className={`${panelClass} p-6 sm:p-8`}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The new admin can sign in at the admin portal straight away with this email and password. Ask them
          to change the password after their first login.
        </p>
        <Form form={form} className="mt-6 space-y-5" {...formProps} aria-label="Create Admin Account">
          <Field name="email" label="Email">
            <Input type="email" inputMode="email" autoComplete="off" disabled={pending} />
          </Field>
          <PasswordField
            label="Password"
            error={errors.password?.message}
            autoComplete="new-password"
            disabled={pending}
            {...form.register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordField
            label="Confirm Password"
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            disabled={pending}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" pending={pending}>
            {pending ? 'Creating...' : 'Create Admin'}
          </Button>
        </Form>
      </div>
    </div>
  )
}
