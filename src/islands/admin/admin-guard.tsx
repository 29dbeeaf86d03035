/**
 * The door of every admin screen (SPEC.md sections 4 and 6, DESIGN.md section 4): first the
 * Firebase session, then the role as the API reports it. The browser's answer only decides
 * what to show; the API checks the role again on every privileged request.
 *
 *   <AdminGuard>{(session) => <Dashboard email={session.email} />}</AdminGuard>
 *   export default adminScreen(Dashboard) // the same, as a page's island
 *
 * No session: 'Not Authenticated' and off to /admin/login. Signed in but not an admin:
 * 'Access Denied' and off to /admin/login. Either way the header hint follows what the server
 * said, so the public header never keeps showing 'Admin Portal' to someone who lost the right.
 */
import { queryOptions } from '@tanstack/react-query'
import type { User } from 'firebase/auth'
import { useEffect, useState, type ReactNode } from 'react'
import type { Me } from '../../domain/profile.ts'
import { notices } from '../../domain/messages.ts'
import { ApiError, api } from '../../lib/api-client.ts'
import { writeAuthHint } from '../../lib/auth-hint.ts'
import { currentUser, onSignInChange } from '../../lib/firebase-client.ts'
import { isSigningOut } from '../../lib/session.ts'
import { queryClient } from '../../lib/query-client.ts'
import { withIslandRoot } from '../island-root.tsx'
import { notifyAfterRedirect, type ToastMessage } from '../ui/toast.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { useReloadWhenRestored } from '../shared/use-reload-when-restored.ts'

const ADMIN_LOGIN_PATH = '/admin/login'

/** SPEC.md section 8: the default text, and the one the create-admin page uses. */
export const accessDenied = {
  title: 'Access Denied',
  description: 'You need admin privileges to access this page',
  registerDescription: 'You need to be logged in with admin privileges',
} as const

export interface AdminSession {
  user: User
  /** The caller's profile as the API reports it (role 'admin' here). */
  me: Me
  email: string
}

export type AdminSessionState =
  { status: 'checking' } | { status: 'redirecting' } | { status: 'admin'; session: AdminSession }

/** The caller's own profile, per signed-in account (a different account never reuses it). */
export const meQuery = (uid: string) =>
  queryOptions({
    queryKey: ['profiles', 'me', uid] as const,
    queryFn: () => api.profiles.me(),
    staleTime: 0,
  })

function leave(message: ToastMessage) {
  notifyAfterRedirect({ ...message, variant: 'destructive' })
  location.replace(ADMIN_LOGIN_PATH)
}

export interface AdminGuardOptions {
  /** The 'Access Denied' text for a signed-in non-admin (the create-admin page has its own). */
  deniedDescription?: string
}

/** Checks the session and the server-checked role once, on mount; redirects everyone else. */
function useAdminSession({
  deniedDescription = accessDenied.description,
}: AdminGuardOptions = {}): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: 'checking' })
  // Back after Log Out must not bring the screen back from the browser's cache as it was.
  useReloadWhenRestored()

  useEffect(() => {
    let cancelled = false
    // The admin the check let in; undefined until then.
    let admin: string | undefined
    const redirect = (message: ToastMessage) => {
      if (cancelled) return
      setState({ status: 'redirecting' })
      leave(message)
    }
    void (async () => {
      let user: User | null
      try {
        user = await currentUser()
      } catch (error) {
        console.warn('Could not restore the session', error)
        user = null
      }
      if (cancelled) return
      if (!user) {
        writeAuthHint(null)
        redirect(notices.notAuthenticated)
        return
      }
      let me: Me
      try {
        me = await queryClient.query(meQuery(user.uid))
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          writeAuthHint(null)
          redirect(notices.notAuthenticated)
        } else {
          // SPEC.md section 8: 'Authentication Error' with the message, then back to the login.
          redirect({
            title: 'Authentication Error',
            description: error instanceof ApiError ? error.message : 'Please try logging in again',
          })
        }
        return
      }
      if (cancelled) return
      const email = me.email || user.email || ''
      if (me.role !== 'admin') {
        // Signed in, just not an admin (any more): the header shows them as a user again.
        writeAuthHint(me.email_verified ? { role: 'user', email } : null)
        redirect({ title: accessDenied.title, description: deniedDescription })
        return
      }
      writeAuthHint({ role: 'admin', email })
      admin = user.uid
      setState({ status: 'admin', session: { user, me, email } })
    })()
    // Signed out (or in as someone else) in another tab after the check: the screen must not go
    // on showing enquiries and accounts to whoever sits at this one. This page's own Log Out
    // goes where it goes.
    const stopWatching = onSignInChange((user) => {
      if (admin === undefined || user?.uid === admin || isSigningOut()) return
      writeAuthHint(null)
      redirect(notices.notAuthenticated)
    })
    return () => {
      cancelled = true
      stopWatching()
    }
  }, [deniedDescription])

  return state
}

export interface AdminGuardProps extends AdminGuardOptions {
  children: (session: AdminSession) => ReactNode
}

/** Renders `children` only for a signed-in admin; everyone else sees the check, then leaves. */
export function AdminGuard({ children, ...options }: AdminGuardProps) {
  const state = useAdminSession(options)
  if (state.status === 'admin') return <>{children(state.session)}</>
  return <AdminCheck redirecting={state.status === 'redirecting'} />
}

/** An admin page's island: `Screen` inside the guard, given the admin's session. */
export function adminScreen(
  Screen: (props: { session: AdminSession }) => ReactNode,
  options: AdminGuardOptions = {},
) {
  return withIslandRoot(function AdminScreen() {
    return <AdminGuard {...options}>{(session) => <Screen session={session} />}</AdminGuard>
  })
}

/** What shows while the session and role are checked (also the static HTML of every admin page). */
function AdminCheck({ redirecting = false }: { redirecting?: boolean }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-5 text-slate-700 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
      >
        <Spinner className="text-brand-700 dark:text-brand-300 size-6" />
        <span className="font-medium">
          {redirecting ? 'Redirecting to admin login...' : 'Verifying admin access...'}
        </span>
      </div>
    </div>
  )
}
