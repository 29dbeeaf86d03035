/**
 * What the sign-in and register card does with checked credentials (lib/sign-in.ts and
 * docs/decisions/009-auth-flows.md): sign in (admins only in the admin portal) and go on,
 * register and ask for the e-mailed confirmation, or resend it for an unconfirmed account.
 * Each answer is toasted and, where the form should say it too, kept as the outcome.
 */
import { useState } from 'react'
import { safeRedirect } from '../../lib/safe-redirect.ts'
import { notify } from '../ui/toast.tsx'
import type { Credentials } from './credentials-check.ts'
import { loadSignIn, type SignInModule } from './load-sign-in.ts'

/** What the form shows under its fields after a request: nothing, or one of these notes. */
export type Outcome =
  | { kind: 'none' }
  | { kind: 'failed'; message: string }
  | { kind: 'unverified'; account: Credentials }
  | { kind: 'check-email'; email: string; localLink: string | null; resent?: boolean }

export const CHECK_EMAIL = 'Please check your email to confirm your account'
const AUTH_ERROR_TITLE = 'Authentication error'
/** How long the 'Success' toast shows before the next page replaces this one. */
const SUCCESS_PAUSE_MS = 900

const refused = (description: string) =>
  notify({ title: AUTH_ERROR_TITLE, description, variant: 'destructive' })

type Options = { isLogin: boolean; isAdmin: boolean; redirectUrl: string; onWrongCredentials: () => void }

export function useAuthFlow({ isLogin, isAdmin, redirectUrl, onWrongCredentials }: Options) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })

  /** Runs one request; `work` answers true when the page is being left, so it stays busy. */
  async function run(failure: string, work: (auth: SignInModule) => Promise<boolean | void>) {
    setBusy(true)
    let leaving = false
    try {
      leaving = (await work(await loadSignIn())) === true
    } catch (error) {
      console.warn(failure, error)
      refused('An error occurred during authentication')
    } finally {
      if (!leaving) setBusy(false)
    }
  }

  const checkEmail = async (auth: SignInModule, email: string, resent?: true) =>
    setOutcome({
      kind: 'check-email',
      email,
      localLink: await auth.localEmailLink(email),
      ...(resent && { resent }),
    })

  const signIn = (account: Credentials) =>
    run('Authentication failed', async (auth) => {
      const result = await auth.signIn(account.email, account.password, { adminOnly: isAdmin })
      if (result.status === 'signed-in') {
        notify({ title: 'Success', description: `Logged in as ${result.email}`, variant: 'success' })
        const target = safeRedirect(new URLSearchParams(location.search).get('redirect'), redirectUrl)
        setTimeout(() => location.assign(target), SUCCESS_PAUSE_MS)
        return true
      }
      if (result.status === 'unverified') {
        refused(auth.authMessages.unverified)
        setOutcome({ kind: 'unverified', account })
      } else {
        refused(result.message)
        // Said by the form too, where a screen reader and a glance at the form find it.
        setOutcome({ kind: 'failed', message: result.message })
        onWrongCredentials()
      }
      return false
    })

  const register = (account: Credentials) =>
    run('Authentication failed', async (auth) => {
      const result = await auth.register(account.email, account.password)
      if (result.status === 'failed') return refused(result.message)
      notify({ title: 'Account created', description: CHECK_EMAIL, variant: 'success' })
      await checkEmail(auth, account.email)
    })

  const resend = (account: Credentials) =>
    run('Could not resend the confirmation email', async (auth) => {
      const result = await auth.resendConfirmation(account.email, account.password)
      if (result.status === 'failed') return refused(result.message)
      if (result.status === 'sent') {
        notify({ title: 'Confirmation email sent', description: CHECK_EMAIL, variant: 'success' })
        return checkEmail(auth, account.email, true)
      }
      notify({ title: 'Email confirmed', description: auth.authMessages.alreadyVerified, variant: 'success' })
      setOutcome({ kind: 'none' })
    })

  /** Sends the form: the outcome and any notice of the last attempt make way for this one. */
  const submit = (account: Credentials) => {
    setOutcome({ kind: 'none' })
    return isLogin ? signIn(account) : register(account)
  }

  return { busy, outcome, reset: () => setOutcome({ kind: 'none' }), submit, resend }
}
