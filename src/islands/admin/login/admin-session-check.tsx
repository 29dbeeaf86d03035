/**
 * The admin sign-in page's check on arrival (SPEC.md section 2, Admin login): someone already
 * signed in whom the API reports as an admin is told so and taken on to the dashboard. Anyone
 * else just sees the sign-in form; the form itself refuses non-admins.
 */
import { useEffect, useState } from 'react'
import { api } from '../../../lib/api-client.ts'
import { writeAuthHint } from '../../../lib/auth-hint.ts'
import { currentUser, refreshAuthHint } from '../../../lib/firebase-client.ts'
import { safeRedirect } from '../../../lib/safe-redirect.ts'
import { withIslandRoot } from '../../island-root.tsx'
import { notify } from '../../ui/toast.tsx'
import { Spinner } from '../../ui/spinner.tsx'

const DASHBOARD_PATH = '/admin/dashboard'
/** Long enough to read the notice before the dashboard replaces this page. */
const REDIRECT_PAUSE_MS = 900

export default withIslandRoot(SessionCheck)

function SessionCheck() {
  const [redirecting, setRedirecting] = useState(false)

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
          return
        }
        writeAuthHint({ role: 'admin', email: me.email })
        setRedirecting(true)
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

  if (!redirecting) return null
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
