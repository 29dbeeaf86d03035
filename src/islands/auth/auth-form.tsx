/**
 * The shared authentication form (SPEC.md section 2): sign in or register, for the public
 * pages and, with `isAdmin`, the admin portal. Its fields are checked with the rules the API's
 * schemas are built from (domain/credentials.ts), so the messages match the server's word for
 * word, without loading a schema library on the sign-in page.
 *
 * The Firebase SDK is not part of this island's bundle: it starts loading when the visitor
 * first reaches for the form (a pointer, focus or key in it; lib/sign-in.ts), or at once for
 * someone the stored hint names, and is awaited on submit, so the form is usable as soon as it
 * renders and a visitor's page loads light.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { credentialProblems } from '../../domain/credentials.ts'
import { readAuthHint } from '../../lib/auth-hint.ts'
import { authEmulatorUrl, firebaseConfig } from '../../lib/firebase-config.ts'
import { signInNoticeText } from '../../lib/sign-in-notice.ts'
import { site } from '../../site-config.ts'
import { IslandShell } from '../island-shell.tsx'
import { Eye, EyeOff } from 'lucide-react'
import { notify } from '../ui/toast.tsx'
import { Button, buttonClass } from '../ui/button.tsx'
import { Field, Input } from '../ui/field.tsx'
import { IconButton } from '../ui/icon-button.tsx'

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

type SignInModule = typeof import('../../lib/sign-in.ts')
let signInModule: Promise<SignInModule> | undefined
const loadSignIn = () => (signInModule ??= import('../../lib/sign-in.ts'))

/** What counts as reaching for the form, so the Firebase SDK starts loading. */
const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const

/** How long the 'Success' toast shows before the next page replaces this one. */
const SUCCESS_PAUSE_MS = 900

type Field = 'email' | 'password'
type FieldErrors = Partial<Record<Field, string>>

/** What the form shows under its fields after a request: nothing, or one of these notes. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'failed'; message: string }
  | { kind: 'unverified'; email: string; password: string }
  | { kind: 'check-email'; email: string; localLink: string | null; resent?: boolean }

const SUCCESS_TITLE = 'Success'
const AUTH_ERROR_TITLE = 'Authentication error'
const CHECK_EMAIL = 'Please check your email to confirm your account'

/** Signing in checks the old minimum (older accounts must get in); registering, the new one. */
function validate(mode: AuthMode, values: { email: string; password: string }) {
  const errors: FieldErrors = credentialProblems(mode, values)
  const valid = errors.email === undefined && errors.password === undefined
  return { data: valid ? { email: values.email.trim(), password: values.password } : null, errors }
}

export default function AuthForm(props: AuthFormProps) {
  return (
    <IslandShell>
      <AuthFormCard {...props} />
    </IslandShell>
  )
}

function AuthFormCard({
  mode = 'login',
  redirectUrl = '/',
  isAdmin = false,
  headingLevel = 1,
}: AuthFormProps) {
  const id = useId()
  const ids = {
    heading: `${id}-heading`,
    password: `${id}-password`,
  }
  const isLogin = mode === 'login'
  const prefix = isAdmin ? 'Admin ' : ''
  const heading = `${prefix}${isLogin ? 'Sign In' : 'Create Account'}`
  const Heading = headingLevel === 1 ? 'h1' : 'h2'

  const [showPassword, setShowPassword] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })
  // Set from the address after hydration, so the server's HTML and the first render agree.
  const [notice, setNotice] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // The landing page's panel falls back to /login?email=… without JavaScript.
    const prefill = new URLSearchParams(location.search).get('email')
    if (prefill && emailRef.current && !emailRef.current.value) emailRef.current.value = prefill
    // Arriving from an e-mailed link that confirmed the address or set a new password.
    if (isLogin) setNotice(signInNoticeText(location.search))
    // Load Firebase once the visitor reaches for the form, and from then on keep the header's
    // hint in step with the real session.
    let stop: (() => void) | undefined
    let cancelled = false
    const form = formRef.current
    const start = () => {
      for (const type of FIRST_USE) form?.removeEventListener(type, start)
      loadSignIn()
        .then((auth) => {
          if (!cancelled) stop = auth.watchSession()
        })
        .catch(() => {
          // Offline: the submit handler reports it when it tries again.
        })
    }
    // Someone the stored hint says is signed in gets the real session checked at once, so the
    // header's hint is put right (DESIGN.md section 4); a visitor's page stays light until used.
    if (readAuthHint()) start()
    else for (const type of FIRST_USE) form?.addEventListener(type, start, { passive: true })
    return () => {
      cancelled = true
      for (const type of FIRST_USE) form?.removeEventListener(type, start)
      stop?.()
    }
  }, [isLogin])

  // Uncontrolled inputs: whatever was typed before the island hydrated is kept.
  const check = () => {
    const result = validate(mode, {
      email: emailRef.current?.value ?? '',
      password: passwordRef.current?.value ?? '',
    })
    setErrors(result.errors)
    return result
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const { data, errors: found } = check()
    if (!data) {
      ;(found.email ? emailRef : passwordRef).current?.focus()
      return
    }
    setBusy(true)
    setOutcome({ kind: 'none' })
    setNotice(null)
    let navigating = false
    try {
      const auth = await loadSignIn()
      if (isLogin) {
        const result = await auth.signIn(data.email, data.password, { adminOnly: isAdmin })
        if (result.status === 'signed-in') {
          notify({ title: SUCCESS_TITLE, description: `Logged in as ${result.email}`, variant: 'success' })
          const target = auth.safeRedirect(new URLSearchParams(location.search).get('redirect'), redirectUrl)
          navigating = true
          setTimeout(() => location.assign(target), SUCCESS_PAUSE_MS)
        } else if (result.status === 'unverified') {
          notify({
            title: AUTH_ERROR_TITLE,
            description: auth.authMessages.unverified,
            variant: 'destructive',
          })
          setOutcome({ kind: 'unverified', email: data.email, password: data.password })
        } else {
          notify({ title: AUTH_ERROR_TITLE, description: result.message, variant: 'destructive' })
          // Said by the form too, where a screen reader and a glance at the form find it; the
          // password is what to type again, so it gets the focus, selected.
          setOutcome({ kind: 'failed', message: result.message })
          passwordRef.current?.focus()
          passwordRef.current?.select()
        }
      } else {
        const result = await auth.register(data.email, data.password)
        if (result.status === 'created') {
          notify({ title: 'Account created', description: CHECK_EMAIL, variant: 'success' })
          setOutcome({
            kind: 'check-email',
            email: data.email,
            localLink: await auth.localEmailLink(data.email),
          })
        } else {
          notify({ title: AUTH_ERROR_TITLE, description: result.message, variant: 'destructive' })
        }
      }
    } catch (error) {
      console.warn('Authentication failed', error)
      notify({
        title: AUTH_ERROR_TITLE,
        description: 'An error occurred during authentication',
        variant: 'destructive',
      })
    } finally {
      if (!navigating) setBusy(false)
    }
  }

  const resend = async (account: { email: string; password: string }) => {
    setBusy(true)
    try {
      const auth = await loadSignIn()
      const result = await auth.resendConfirmation(account.email, account.password)
      if (result.status === 'sent') {
        notify({ title: 'Confirmation email sent', description: CHECK_EMAIL, variant: 'success' })
        setOutcome({
          kind: 'check-email',
          email: account.email,
          localLink: await auth.localEmailLink(account.email),
          resent: true,
        })
      } else if (result.status === 'already-verified') {
        notify({
          title: 'Email confirmed',
          description: auth.authMessages.alreadyVerified,
          variant: 'success',
        })
        setOutcome({ kind: 'none' })
      } else {
        notify({ title: AUTH_ERROR_TITLE, description: result.message, variant: 'destructive' })
      }
    } catch (error) {
      console.warn('Could not resend the confirmation email', error)
      notify({
        title: AUTH_ERROR_TITLE,
        description: 'An error occurred during authentication',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  // After a first attempt, messages follow the typing so they disappear once fixed.
  const update = () => {
    if (submitted) check()
  }

  const registered = outcome.kind === 'check-email' && !isLogin

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
      <Heading id={ids.heading} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {heading}
      </Heading>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
        {isLogin
          ? 'Enter your credentials to access your account'
          : 'Fill in your details to create a new account'}
      </p>

      {registered ? (
        <CheckEmail outcome={outcome} onReset={() => setOutcome({ kind: 'none' })} />
      ) : (
        <form
          ref={formRef}
          className="mt-6 space-y-5"
          aria-labelledby={ids.heading}
          noValidate
          onSubmit={onSubmit}
        >
          <Field label="Email" error={errors.email}>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              inputMode="email"
              autoComplete={isLogin ? 'username' : 'email'}
              placeholder={site.email}
              onChange={update}
            />
          </Field>

          <Field
            label="Password"
            id={ids.password}
            error={errors.password}
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
                onChange={update}
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
            <p
              role="status"
              className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm font-medium text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
            >
              {notice}
            </p>
          )}
          {outcome.kind === 'failed' && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {outcome.message}
            </p>
          )}
          {outcome.kind === 'unverified' && (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              <p className="font-semibold">Please confirm your email address before signing in</p>
              <p className="mt-1">
                We sent a confirmation link to {outcome.email} when you registered. Can't find it?
              </p>
              <Button
                variant="secondary"
                className="mt-3"
                disabled={busy}
                onClick={() => void resend(outcome)}
              >
                Resend confirmation email
              </Button>
            </div>
          )}
          {outcome.kind === 'check-email' && <CheckEmail outcome={outcome} />}

          {/* On /login and /register the island wakes at first use (client:interaction), which
              holds a click, or Enter's implicit one, until it runs and then replays it. */}
          <Button type="submit" size="lg" className="w-full" pending={busy}>
            {busy
              ? isLogin
                ? 'Signing in...'
                : 'Creating account...'
              : isLogin
                ? 'Sign In'
                : 'Create Account'}
          </Button>
        </form>
      )}

      {!isAdmin && (
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {isLogin ? "Don't have an account?" : 'Already have an account?'}{' '}
          <a
            href={isLogin ? '/register' : '/login'}
            className="text-brand-700 dark:text-brand-300 font-semibold underline-offset-2 hover:underline"
          >
            {isLogin ? 'Sign up' : 'Sign in'}
          </a>
        </p>
      )}
    </div>
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
    <div
      role="status"
      className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="font-semibold">{outcome.resent ? 'Confirmation email sent' : 'Account created'}</p>
      <p className="mt-1">
        {CHECK_EMAIL}: we sent a link to <span className="font-medium break-all">{outcome.email}</span>. Once
        you have confirmed, sign in.
      </p>
      {authEmulatorUrl && <LocalStackNote link={outcome.localLink} />}
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
    </div>
  )
}

/** Only in the local stack: no e-mail leaves the machine, the Auth emulator keeps the link. */
function LocalStackNote({ link }: { link: string | null }) {
  // Without the exact link (it was not found), the emulator's whole list of links.
  const href = link ?? `${authEmulatorUrl}/emulator/v1/projects/${firebaseConfig.projectId}/oobCodes`
  return (
    <p className="mt-3 rounded-md border border-dashed border-emerald-400 p-2 dark:border-emerald-700">
      Local stack:{' '}
      <a href={href} className="font-semibold underline underline-offset-2" data-local-confirmation-link>
        open the confirmation link from the Auth emulator
      </a>
    </p>
  )
}
