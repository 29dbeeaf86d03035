/**
 * The shared authentication form (SPEC.md section 2): sign in or register, for the public
 * pages and, with `isAdmin`, the admin portal. Its check is credentials-check.ts, what a submit
 * does use-auth-flow.ts; Firebase loads on first use (use-sign-in-on-first-use.ts), so the
 * form is usable as soon as it renders.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { signInNoticeText } from '../../lib/sign-in-notice.ts'
import { withIslandShell } from '../island-shell.tsx'
import { Button, buttonClass } from '../ui/button.tsx'
import { EmailAddress } from '../ui/email-address.tsx'
import { Field, Input } from '../ui/field.tsx'
import { IconButton } from '../ui/icon-button.tsx'
import { PrivacyLine } from '../ui/privacy-line.tsx'
import { AuthCard, AuthNote, CardLink } from './auth-card.tsx'
import { useCredentialsCheck } from './credentials-check.ts'
import { useSignInOnFirstUse } from './use-sign-in-on-first-use.ts'
import { LocalConfirmationNote } from './local-stack-notes.tsx'
import { CHECK_EMAIL, useAuthFlow, type Outcome } from './use-auth-flow.ts'
import { authEmulatorUrl } from '../../lib/firebase-config.ts'

/** A neutral example: the business's own address would read as the one to type. */
const EMAIL_PLACEHOLDER = 'you@example.com'

export type AuthMode = 'login' | 'register'

export interface AuthFormProps {
  mode?: AuthMode
  /** Where a successful sign-in goes; a same-origin `?redirect=` in the page's URL wins. */
  redirectUrl?: string
  /** The admin portal's variant: 'Admin ' headings, no register link, admins only. */
  isAdmin?: boolean
  /** 1 where the form is the page's main content, 2 under a page's own h1. */
  headingLevel?: 1 | 2
}

const FIELDS = ['email', 'password'] as const

function AuthFormCard({
  mode = 'login',
  redirectUrl = '/',
  isAdmin = false,
  headingLevel = 1,
}: AuthFormProps) {
  const id = useId()
  const ids = { heading: `${id}-heading`, password: `${id}-password` }
  const isLogin = mode === 'login'
  const [showPassword, setShowPassword] = useState(false)
  // Set from the address after hydration, so the server's HTML and the first render agree.
  const [notice, setNotice] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = useCredentialsCheck(mode, FIELDS)
  const { email: emailRef, password: passwordRef } = fields.refs
  const flow = useAuthFlow({
    isLogin,
    isAdmin,
    redirectUrl,
    // The password is what to type again: focused, selected.
    onWrongCredentials: () => {
      passwordRef.current?.focus()
      passwordRef.current?.select()
    },
  })
  useSignInOnFirstUse(formRef)

  useEffect(() => {
    // The landing page's panel falls back to /login?email=… without JavaScript.
    const prefill = new URLSearchParams(location.search).get('email')
    if (prefill && emailRef.current && !emailRef.current.value) emailRef.current.value = prefill
    // Arriving from an e-mailed link that confirmed the address or set a new password.
    if (isLogin) setNotice(signInNoticeText(location.search))
  }, [isLogin, emailRef])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (flow.busy) return
    const account = fields.validate()
    if (!account) return
    setNotice(null)
    void flow.submit(account)
  }

  const { outcome, busy } = flow
  const heading = `${isAdmin ? 'Admin ' : ''}${isLogin ? 'Sign In' : 'Create Account'}`
  return (
    <AuthCard
      heading={heading}
      headingId={ids.heading}
      headingLevel={headingLevel}
      lead={
        isLogin
          ? 'Enter your credentials to access your account'
          : 'Fill in your details to create a new account'
      }
      footer={
        !isAdmin && (
          <>
            {isLogin ? "Don't have an account?" : 'Already have an account?'}{' '}
            <CardLink href={isLogin ? '/register' : '/login'}>{isLogin ? 'Sign up' : 'Sign in'}</CardLink>
          </>
        )
      }
    >
      {outcome.kind === 'check-email' && !isLogin ? (
        <CheckEmail outcome={outcome} onReset={flow.reset} />
      ) : (
        <form
          ref={formRef}
          className="mt-6 space-y-5"
          aria-labelledby={ids.heading}
          noValidate
          onSubmit={onSubmit}
        >
          <Field label="Email" error={fields.errors.email}>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              inputMode="email"
              autoComplete={isLogin ? 'username' : 'email'}
              placeholder={EMAIL_PLACEHOLDER}
              onChange={fields.recheck}
            />
          </Field>

          <Field
            label="Password"
            id={ids.password}
            error={fields.errors.password}
            labelAside={
              isLogin && (
                <a
                  href={isAdmin ? '/forgot-password?for=admin' : '/forgot-password'}
                  className="text-brand-700 dark:text-brand-300 text-sm font-medium underline-offset-2 hover:underline"
                >
                  Forgot password?
                </a>
              )
            }
          >
            <div className="relative">
              {/* No name attribute: should the form ever submit natively, the password stays out of the URL. */}
              <Input
                ref={passwordRef}
                type={showPassword ? 'text' : 'password'}
                autoComplete={isLogin ? 'current-password' : 'new-password'}
                onChange={fields.recheck}
                className="pr-12"
              />
              <IconButton
                label={showPassword ? 'Hide password' : 'Show password'}
                variant="inset"
                size="fill"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-controls={ids.password}
                className="absolute inset-y-0 right-0 w-11 rounded-r-lg"
              >
                {showPassword ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
              </IconButton>
            </div>
          </Field>

          {notice && (
            <AuthNote tone="success" as="p" className="font-medium">
              {notice}
            </AuthNote>
          )}
          {outcome.kind === 'failed' && (
            <AuthNote tone="danger" as="p" className="font-medium">
              {outcome.message}
            </AuthNote>
          )}
          {outcome.kind === 'unverified' && (
            <AuthNote tone="warning">
              <p className="font-semibold">Please confirm your email address before signing in</p>
              <p className="mt-1">
                We sent a confirmation link to {outcome.account.email} when you registered. Can't find it?
              </p>
              <Button
                variant="secondary"
                className="mt-3"
                disabled={busy}
                onClick={() => void flow.resend(outcome.account)}
              >
                Resend confirmation email
              </Button>
            </AuthNote>
          )}
          {outcome.kind === 'check-email' && <CheckEmail outcome={outcome} />}

          {!isLogin && !isAdmin && (
            // What the address is for, said where it is given (APP 5).
            <PrivacyLine use="We use your e-mail address only for your account: to sign you in and to send the e-mails that confirm it or reset its password." />
          )}

          {/* On /login and /register the island wakes at first use (client:interaction), which
              holds a click, or Enter's implicit one, until it runs and then replays it. */}
          <Button type="submit" size="lg" className="w-full" pending={busy}>
            {isLogin ? (busy ? 'Signing in...' : 'Sign In') : busy ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}

function CheckEmail({
  outcome,
  onReset,
}: {
  outcome: Extract<Outcome, { kind: 'check-email' }>
  onReset?: () => void
}) {
  return (
    <AuthNote tone="success" className="mt-6">
      <p className="font-semibold">{outcome.resent ? 'Confirmation email sent' : 'Account created'}</p>
      <p className="mt-1">
        {CHECK_EMAIL}: we sent a link to <EmailAddress email={outcome.email} className="font-medium" />. Once
        you have confirmed, sign in.
      </p>
      {authEmulatorUrl && <LocalConfirmationNote link={outcome.localLink} />}
      {onReset && (
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/login" className={buttonClass()}>
            Go to Sign In
          </a>
          <Button variant="secondary" onClick={onReset}>
            Use a different email
          </Button>
        </div>
      )}
    </AuthNote>
  )
}

export default withIslandShell(AuthFormCard)
