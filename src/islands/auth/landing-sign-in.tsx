/**
 * The landing page's sign-in panel (SPEC.md, landing page): e-mail and password, both required,
 * a real sign-in that goes to /home, and the unverified-address note with its resend button.
 *
 * The page renders it as static HTML and hydrates it on first use (client:interaction), so
 * the landing page fetches no script before it paints (docs/decisions/020); a click on Sign In
 * that comes before the code is held and replayed. Without JavaScript the form hands only the
 * e-mail to /login (?email=), which prefills it: the password input has no name on purpose, so
 * a password never ends up in a URL, history or log. The Firebase SDK starts loading when the
 * panel wakes, while the visitor types, as on /login, so Sign In does not wait for it.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { withIslandShell } from '../island-shell.tsx'
import { Button } from '../ui/button.tsx'
import { Field, Input } from '../ui/field.tsx'
import { CardLink } from './auth-card.tsx'
import { loadSignIn } from './load-sign-in.ts'

type Note =
  | { kind: 'none' }
  | { kind: 'error'; text: string }
  | { kind: 'unverified'; text: string; email: string; password: string }
  | { kind: 'status'; text: string }

const CONFIRMATION_SENT = 'Confirmation email sent. Please check your email to confirm your account'
/** authMessages.network's words, for when lib/sign-in.ts itself could not be loaded. */
const UNREACHABLE = 'Could not reach the sign-in service. Check your connection and try again.'

function SignInPanel() {
  const headingId = useId()
  const password = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'signing-in' | 'resending' | null>(null)
  const [note, setNote] = useState<Note>({ kind: 'none' })

  // The panel wakes only when someone reaches for it (client:interaction).
  useEffect(() => {
    loadSignIn().catch(() => {
      // Offline: Sign In tries again and says so.
    })
  }, [])

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    const secret = password.current!.value
    setBusy('signing-in')
    setNote({ kind: 'none' })
    try {
      const auth = await loadSignIn()
      const result = await auth.signIn(email, secret)
      if (result.status === 'signed-in') {
        location.href = '/home'
        return
      }
      setNote(
        result.status === 'unverified'
          ? { kind: 'unverified', text: auth.authMessages.unverified, email, password: secret }
          : { kind: 'error', text: result.message },
      )
    } catch {
      setNote({ kind: 'error', text: UNREACHABLE })
    }
    setBusy(null)
  }

  async function resend(email: string, secret: string) {
    setBusy('resending')
    try {
      const auth = await loadSignIn()
      const sent = await auth.resendConfirmation(email, secret)
      if (sent.status === 'failed') setNote({ kind: 'error', text: sent.message })
      else
        setNote({
          kind: 'status',
          text: sent.status === 'sent' ? CONFIRMATION_SENT : auth.authMessages.alreadyVerified,
        })
    } catch {
      setNote({ kind: 'error', text: UNREACHABLE })
    }
    setBusy(null)
  }

  return (
    <>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Sign in to your account
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Enter your credentials to access your account
      </p>
      <form
        action="/login"
        method="get"
        className="mt-5 space-y-4"
        aria-labelledby={headingId}
        onSubmit={onSubmit}
      >
        <Field label="Email">
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder="you@example.com"
          />
        </Field>
        <Field label="Password">
          {/* Read through a ref, never submitted: see the note at the top. */}
          <Input ref={password} type="password" autoComplete="current-password" required />
        </Field>
        <p className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300" role="alert">
          {note.kind === 'error' || note.kind === 'unverified' ? note.text : ''}
        </p>
        <p className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-300" role="status">
          {note.kind === 'status' ? note.text : ''}
        </p>
        {note.kind === 'unverified' && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void resend(note.email, note.password)}
            >
              Resend confirmation email
            </Button>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" pending={busy !== null}>
          {busy === 'signing-in' ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
        Don&apos;t have an account? <CardLink href="/register">Create account</CardLink>
      </p>
    </>
  )
}

export default withIslandShell(SignInPanel)
