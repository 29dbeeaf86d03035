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
import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { authEmulatorUrl } from '../../lib/firebase-config.ts'
import { withIslandShell } from '../island-shell.tsx'
import { Button } from '../ui/button.tsx'
import { EmailAddress } from '../ui/email-address.tsx'
import { Field, Input } from '../ui/field.tsx'
import { AuthCard, AuthNote, CardLink } from './auth-card.tsx'
import { useCredentialsCheck } from './credentials-check.ts'
import { loadSignIn } from './load-sign-in.ts'
import { LocalResetNote } from './local-stack-notes.tsx'

type SignInPath = '/login' | '/admin/login'

type Outcome =
  | { kind: 'none' }
  | { kind: 'requested'; email: string; localLink: string | null }
  | { kind: 'failed'; message: string }

const FAILED = 'Could not send the link. Please try again in a moment.'
const FIELDS = ['email'] as const

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
  const headingId = `${useId()}-heading`
  const fields = useCredentialsCheck('login', FIELDS)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })
  const signInPath = useSignInPath()

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const email = fields.validate()?.email
    if (email === undefined) return
    setBusy(true)
    try {
      const auth = await loadSignIn()
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
    <AuthCard
      heading="Reset your password"
      headingId={headingId}
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <CardLink href={signInPath}>Back to sign in</CardLink>
        </>
      }
    >
      {outcome.kind === 'requested' ? (
        <AuthNote tone="success" className="mt-6">
          <p className="font-semibold">Check your email</p>
          <p className="mt-1">
            If an account uses <EmailAddress email={outcome.email} className="font-medium" />, we have sent it
            a link to reset the password. The link works once and expires after an hour.
          </p>
          {authEmulatorUrl && <LocalResetNote link={outcome.localLink} />}
        </AuthNote>
      ) : (
        <form className="mt-6 space-y-5" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
          <Field label="Email" error={fields.errors.email}>
            <Input
              ref={fields.refs.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
            />
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
    </AuthCard>
  )
}

export default withIslandShell(ForgotPasswordCard)
