/**
 * The admin sign-in page's check on arrival (SPEC.md section 2, Admin login): someone already
 * signed in whom the API reports as an admin is told so and taken on to the dashboard. Someone
 * signed in with a customer's account (sent here by 'Access Denied') is told which account that
 * is, with the way back to it; the form itself refuses non-admins. Anyone else just sees the form.
 */
import { useEffect, useState } from 'react'
import { api } from '../../../lib/api-client.ts'
import { writeAuthHint } from '../../../lib/auth-hint.ts'
import { currentUser, onSignInChange, refreshAuthHint } from '../../../lib/firebase-client.ts'
import { safeRedirect } from '../../../lib/safe-redirect.ts'
import { withIslandRoot } from '../../island-root.tsx'
import { notify } from '../../ui/toast.tsx'
import { EmailAddress } from '../../ui/email-address.tsx'
import { Spinner } from '../../ui/spinner.tsx'

const DASHBOARD_PATH = '/admin/dashboard'
/** Long enough to read the notice before the dashboard replaces this page. */
const REDIRECT_PAUSE_MS = 900

export default withIslandRoot(SessionCheck)

type Found = { kind: 'none' } | { kind: 'admin' } | { kind: 'customer'; email: string }

function SessionCheck() {
  const [found, setFound] = useState<Found>({ kind: 'none' })

  useEffect(() => {
    let cancelled = false
    void (async () => {
      try {
        const user = await currentUser()
        if (cancelled) return
        if (!user || !user.emailVerified) {
          // A stale hint from a session that ended elsewhere goes now.
          await refreshAuthHint(user)
          return
        }
        const me = await api.profiles.me()
        if (cancelled) return
        if (me.role !== 'admin') {
          writeAuthHint({ role: 'user', email: me.email })
          setFound({ kind: 'customer', email: me.email })
          return
        }
        writeAuthHint({ role: 'admin', email: me.email })
        setFound({ kind: 'admin' })
        notify({ title: 'Already logged in', description: 'Redirecting to admin dashboard' })
        const target = safeRedirect(new URLSearchParams(location.search).get('redirect'), DASHBOARD_PATH)
        setTimeout(() => location.replace(target), REDIRECT_PAUSE_MS)
      } catch (error) {
        // Unreachable API or Firebase: the form below still works and reports it on submit.
        console.warn('Could not check the existing session', error)
      }
    })()
    return () => {
      cancelled = true
    }
  }, [])

  // The form signs a customer's account out when it is tried here: the note goes with it.
  useEffect(() => {
    if (found.kind !== 'customer') return
    return onSignInChange((user) => {
      if (!user) setFound({ kind: 'none' })
    })
  }, [found.kind])

  if (found.kind === 'none') return null
  if (found.kind === 'customer') {
    return (
      <p
        role="status"
        className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        You are signed in as <EmailAddress email={found.email} className="font-medium" />, which is not an
        admin account. Sign in below with an admin account, or go back to{' '}
        <a href="/account" className="font-medium underline underline-offset-2">
          your account
        </a>
        .
      </p>
    )
  }
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <Spinner className="size-4" />
      Signed in as an admin: opening the dashboard...
    </p>
  )
}
