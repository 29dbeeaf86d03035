/**
 * /admin/create-default-admin (SPEC.md sections 2, 5 and 8; DESIGN.md section 4): the
 * one-time bootstrap of the first admin, with the function secret from the server's
 * configuration. No sign-in needed; once any admin exists the server refuses for good, and
 * the page says so.
 */
import { useState, type ReactNode } from 'react'
import { useReloadWhenRestored } from '../../shared/use-reload-when-restored.ts'
import { DefaultAdminRequestSchema } from '../../../domain/default-admin.ts'
import { messages, notices } from '../../../domain/messages.ts'
import { withIslandRoot } from '../../island-root.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { notify } from '../../ui/toast.tsx'
import { DefaultAdminRefusal, requestDefaultAdmin, type DefaultAdminCreated } from './default-admin-client.ts'

export default withIslandRoot(Setup)

function Setup() {
  // The one-time password must not come back with Back from the browser's cache.
  useReloadWhenRestored()
  const [created, setCreated] = useState<DefaultAdminCreated['admin'] | null>(null)
  const [closed, setClosed] = useState<string | null>(null)
  const { form, formProps, pending } = useApiForm({
    schema: DefaultAdminRequestSchema,
    defaultValues: { secret: '' },
    mutationFn: requestDefaultAdmin,
    meta: { errorTitle: 'Error', errorFallback: messages.somethingWentWrong },
    onSuccess: (result) => {
      setCreated(result.admin)
      notify({ title: 'Success', description: result.message, variant: 'success' })
    },
    onError: (error) => {
      if (!(error instanceof DefaultAdminRefusal)) return
      if (error.closed) setClosed(error.message)
      // Said by the field as well as in the toast, with the cursor back in it to try again.
      else form.setError('secret', { message: error.message }, { shouldFocus: true })
    },
    onInvalid: () => notify({ ...notices.secretRequired, variant: 'destructive' }),
  })

  return (
    <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Default Admin Setup
      </h1>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
        Creates the first admin account of the portal. It works once, while no admin exists, and needs the
        function secret from the server's configuration.
      </p>

      {created && (
        <Outcome id="default-admin-created" title="Admin Created Successfully" tone="success">
          <dl className="mt-3 space-y-3 text-sm">
            <Credential label="Email" value={created.email} />
            <Credential label="Password" value={created.password} />
          </dl>
          <p className="mt-4 text-sm font-medium">
            This password is shown only once. Keep it somewhere safe, and change it after your first login:
            sign in at the admin portal, then choose Change Password on the dashboard.
          </p>
        </Outcome>
      )}
      {closed && (
        <Outcome id="default-admin-closed" title="Default admin setup is closed" tone="warning">
          <p className="mt-2 text-sm">{closed}</p>
          <p className="mt-2 text-sm">
            The default admin can only be created while the portal has no admin. To add another admin, sign in
            and use Create Admin on the dashboard.
          </p>
        </Outcome>
      )}

      {!created && !closed && (
        <Form form={form} className="mt-6 space-y-5" {...formProps} aria-label="Create Default Admin">
          <Field name="secret" label="Function Secret">
            <Input type="password" autoComplete="off" disabled={pending} />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!form.watch('secret')}
            pending={pending}
          >
            {pending ? 'Creating...' : 'Create Default Admin'}
          </Button>
        </Form>
      )}

      <a href="/admin/login" className={buttonClass('secondary', 'lg', 'mt-4 w-full')}>
        Go to Admin Login
      </a>
    </div>
  )
}

const outcomeTones = {
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
}

/** What the bootstrap came to, in a titled region: the new admin, or closed for good. */
function Outcome({
  id,
  title,
  tone,
  children,
}: {
  id: string
  title: string
  tone: keyof typeof outcomeTones
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`mt-6 rounded-xl border p-5 ${outcomeTones[tone]}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Credential({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      notify({ title: 'Could not copy', description: 'Select the text and copy it instead.' })
    }
  }
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="mt-1 flex items-center gap-2">
        <code
          className="min-w-0 flex-1 rounded-md border border-emerald-300 bg-white px-3 py-2 font-mono text-sm wrap-anywhere text-slate-900 select-all dark:border-emerald-800 dark:bg-slate-950 dark:text-slate-100"
          data-credential={label.toLowerCase()}
        >
          {value}
        </code>
        <Button
          onClick={() => void copy()}
          variant="secondary"
          size="sm"
          className="shrink-0"
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </dd>
    </div>
  )
}
