/**
 * /admin/create-default-admin (SPEC.md sections 2, 5 and 8; DESIGN.md section 4): the
 * one-time bootstrap of the first admin, with the function secret from the server's
 * configuration. No sign-in needed; once any admin exists the server refuses for good, and
 * the page says so.
 */
import { useMutation } from '@tanstack/react-query'
import { useState, type SubmitEvent } from 'react'
import { messages, notices } from '../../../domain/messages.ts'
import { IslandRoot } from '../../island-root.tsx'
import { notify } from '../../ui/toast.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { requestDefaultAdmin, type DefaultAdminOutcome } from './default-admin-client.ts'

export default function DefaultAdminSetup() {
  return (
    <IslandRoot>
      <Setup />
    </IslandRoot>
  )
}

function Setup() {
  const [secret, setSecret] = useState('')
  const [outcome, setOutcome] = useState<DefaultAdminOutcome | null>(null)

  const mutation = useMutation({
    mutationFn: requestDefaultAdmin,
    onSuccess: (result) => {
      setOutcome(result)
      if (result.kind === 'created') {
        setSecret('')
        notify({ title: 'Success', description: result.message, variant: 'success' })
      } else {
        notify({ title: 'Error', description: result.message, variant: 'destructive' })
      }
    },
    onError: () =>
      notify({ title: 'Error', description: messages.somethingWentWrong, variant: 'destructive' }),
  })
  const busy = mutation.isPending

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!secret.trim()) {
      notify({ ...notices.secretRequired, variant: 'destructive' })
      return
    }
    mutation.mutate(secret.trim())
  }

  const done = outcome?.kind === 'created' || outcome?.kind === 'closed'

  return (
    <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Default Admin Setup
      </h1>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
        Creates the first admin account of the portal. It works once, while no admin exists, and needs the
        function secret from the server's configuration.
      </p>

      {outcome?.kind === 'created' && <CreatedBox admin={outcome.admin} />}
      {outcome?.kind === 'closed' && <ClosedBox message={outcome.message} />}

      {!done && (
        <form className="mt-6 space-y-5" noValidate onSubmit={onSubmit} aria-label="Create Default Admin">
          <Field label="Function Secret">
            <Input
              type="password"
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.currentTarget.value)}
              disabled={busy}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={!secret} pending={busy}>
            {busy ? 'Creating...' : 'Create Default Admin'}
          </Button>
        </form>
      )}

      <a href="/admin/login" className={buttonClass('secondary', 'lg', 'mt-4 w-full')}>
        Go to Admin Login
      </a>
    </div>
  )
}

function CreatedBox({ admin }: { admin: { email: string; password: string } }) {
  return (
    <section
      aria-labelledby="default-admin-created"
      className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
      data-default-admin-created
    >
      <h2 id="default-admin-created" className="text-lg font-bold">
        Admin Created Successfully
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        <Credential label="Email" value={admin.email} />
        <Credential label="Password" value={admin.password} />
      </dl>
      <p className="mt-4 text-sm font-medium">
        This password is shown only once. Keep it somewhere safe, and change it after your first login: sign
        in at the admin portal, then choose Change Password on the dashboard.
      </p>
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
          className="min-w-0 flex-1 rounded-md border border-emerald-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all dark:border-emerald-800 dark:bg-slate-950 dark:text-slate-100"
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

function ClosedBox({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="default-admin-closed"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-default-admin-closed
    >
      <h2 id="default-admin-closed" className="text-lg font-bold">
        Default admin setup is closed
      </h2>
      <p className="mt-2 text-sm">{message}</p>
      <p className="mt-2 text-sm">
        The default admin can only be created while the portal has no admin. To add another admin, sign in and
        use Create Admin on the dashboard.
      </p>
    </section>
  )
}
