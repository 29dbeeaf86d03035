/**
 * /forgot-password: asks Firebase Auth to e-mail a link for choosing a new password. Whatever
 * the address, the answer reads the same, so the page never tells whether an account exists
 * (lib/sign-in.ts, requestPasswordReset). The link opens Firebase's own reset page, which
 * leads back to the sign-in page the visitor came from (`?for=admin`: the admin portal's).
 *
 * In the local stack no e-mail leaves the machine: the Auth emulator keeps the link, and its
 * stand-in for Firebase's reset page takes the new password in the link itself, so the note
 * below the answer offers a field for it.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { credentialProblems } from '../../domain/credentials.ts'
import { authEmulatorUrl, firebaseConfig } from '../../lib/firebase-config.ts'
import { IslandShell } from '../island-shell.tsx'
import { Button } from '../ui/button.tsx'
import { Field, Input } from '../ui/field.tsx'

type SignInPath = '/login' | '/admin/login'

type Outcome =
  | { kind: 'none' }
  | { kind: 'requested'; email: string; localLink: string | null }
  | { kind: 'failed'; message: string }

const FAILED = 'Could not send the link. Please try again in a moment.'

export default function ForgotPasswordForm() {
  return (
    <IslandShell>
      <ForgotPasswordCard />
    </IslandShell>
  )
}

/** The sign-in page the visitor came from, by the address (`?for=admin`: the admin portal's). */
const signInPathOf = (search: string): SignInPath =>
  new URLSearchParams(search).get('for') === 'admin' ? '/admin/login' : '/login'

/** The same, for what the card shows: the server's HTML says /login, the browser corrects it. */
function useSignInPath(): SignInPath {
  const [path, setPath] = useState<SignInPath>('/login')
  useEffect(() => setPath(signInPathOf(location.search)), [])
  return path
}

function ForgotPasswordCard() {
  const id = useId()
  const ids = { heading: `${id}-heading` }
  const emailRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })
  const signInPath = useSignInPath()

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const email = emailRef.current?.value.trim() ?? ''
    const problem = credentialProblems('login', { email, password: 'unused' }).email
    setError(problem)
    if (problem) {
      emailRef.current?.focus()
      return
    }
    setBusy(true)
    try {
      const auth = await import('../../lib/sign-in.ts')
      // Read from the address now, not from state: a click held until the island woke is
      // replayed before the effect above has run.
      const result = await auth.requestPasswordReset(email, signInPathOf(location.search))
      setOutcome(
        result.status === 'requested'
          ? { kind: 'requested', email, localLink: await auth.localEmailLink(email, 'PASSWORD_RESET') }
          : { kind: 'failed', message: result.message },
      )
    } catch (failure) {
      console.warn('Could not request a password reset', failure)
      setOutcome({ kind: 'failed', message: FAILED })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
      <h1 id={ids.heading} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Reset your password
      </h1>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>

      {outcome.kind === 'requested' ? (
        <div
          role="status"
          className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
        >
          <p className="font-semibold">Check your email</p>
          <p className="mt-1">
            If an account uses <span className="font-medium break-all">{outcome.email}</span>, we have sent it
            a link to reset the password. The link works once and expires after an hour.
          </p>
          {authEmulatorUrl && <LocalResetNote link={outcome.localLink} />}
        </div>
      ) : (
        <form className="mt-6 space-y-5" aria-labelledby={ids.heading} noValidate onSubmit={onSubmit}>
          <Field label="Email" error={error}>
            <Input ref={emailRef} name="email" type="email" inputMode="email" autoComplete="username" />
          </Field>
          {outcome.kind === 'failed' && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {outcome.message}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" pending={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Remembered it?{' '}
        <a
          href={signInPath}
          className="text-brand-700 dark:text-brand-300 font-semibold underline-offset-2 hover:underline"
        >
          Back to sign in
        </a>
      </p>
    </div>
  )
}

/**
 * Local stack only: the emulator's reset link applies the password given in it and then
 * leads to the sign-in page, as Firebase's reset page would.
 */
function LocalResetNote({ link }: { link: string | null }) {
  const id = useId()
  if (!link) {
    return (
      <p className="mt-3 rounded-md border border-dashed border-emerald-400 p-2 dark:border-emerald-700">
        Local stack: the Auth emulator lists every link it kept at{' '}
        <a
          href={`${authEmulatorUrl}/emulator/v1/projects/${firebaseConfig.projectId}/oobCodes`}
          className="font-semibold underline underline-offset-2"
        >
          its list of links
        </a>
        .
      </p>
    )
  }
  const open = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = new FormData(event.currentTarget).get('new-password')
    location.assign(`${link}&newPassword=${encodeURIComponent(String(password ?? ''))}`)
  }
  return (
    <form
      onSubmit={open}
      aria-label="Local stack: open the reset link"
      className="mt-3 space-y-2 rounded-md border border-dashed border-emerald-400 p-2 dark:border-emerald-700"
    >
      <label htmlFor={id} className="block">
        Local stack: the Auth emulator kept the link. New password
      </label>
      <Input id={id} name="new-password" type="password" autoComplete="new-password" required minLength={8} />
      <Button type="submit" variant="secondary">
        Open the reset link
      </Button>
    </form>
  )
}
