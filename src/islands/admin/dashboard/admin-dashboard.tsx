/**
 * /admin/dashboard (SPEC.md section 2): the admin's e-mail, a card per admin area with what
 * waits for attention (photos to review, enquiries to answer), Change Password and Log Out.
 */
import { useQuery } from '@tanstack/react-query'
import { ImageIcon, Inbox, LogOut, PenLine, UserPlus, Users } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { signOut } from '../../../lib/session.ts'
import { IslandRoot } from '../../island-root.tsx'
import { notify } from '../../ui/toast.tsx'
import { AdminGuard, type AdminSession } from '../admin-guard.tsx'
import { ChangePasswordDialog } from './change-password-dialog.tsx'
import { dashboardQueries } from './dashboard-queries.ts'
import { Button } from '../../ui/button.tsx'

/** Long enough to read 'Logged out' before the landing page replaces this one. */
const LOGOUT_PAUSE_MS = 1200

export default function AdminDashboard() {
  return (
    <IslandRoot>
      <AdminGuard>{(session) => <Dashboard session={session} />}</AdminGuard>
    </IslandRoot>
  )
}

function Dashboard({ session }: { session: AdminSession }) {
  // One request for every count, counted by the database (GET /api/stats).
  const stats = useQuery(dashboardQueries.stats())
  const pending = stats.data?.gallery.pending
  const open = stats.data?.enquiries.open

  return (
    <div>
      <div className="mb-8 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Admin Dashboard
          </h1>
          <p className="mt-1.5 text-slate-600 dark:text-slate-300">Manage your website content</p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            Signed in as{' '}
            <span className="font-semibold break-all text-slate-900 dark:text-white" data-admin-email>
              {session.email}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ChangePasswordDialog />
          <LogOutButton />
        </div>
      </div>

      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Admin areas">
        <Card
          href="/admin/blog"
          title="Manage Blog"
          description="Write, edit and feature posts for the blog."
          icon={<PenLine className="size-5" />}
        />
        <Card
          href="/admin/gallery"
          title="Manage Gallery"
          description="Add project photos, arrange the gallery and review customers' photos."
          icon={<ImageIcon className="size-5" />}
          status={countStatus(stats, pending, (n) =>
            n === 0 ? 'No photos waiting for review' : `${n} waiting for review`,
          )}
          attention={Boolean(pending)}
        />
        <Card
          href="/admin/users"
          title="User Management"
          description="Manage user accounts and permissions"
          icon={<Users className="size-5" />}
        />
        <Card
          href="/admin/register"
          title="Create Admin"
          description="Give another staff member their own admin account."
          icon={<UserPlus className="size-5" />}
        />
        <Card
          href="/admin/enquiries"
          title="Enquiries"
          description="Messages and quote requests sent through the website."
          icon={<Inbox className="size-5" />}
          status={countStatus(stats, open, (n) => (n === 0 ? 'No open enquiries' : `${n} open`))}
          attention={Boolean(open)}
        />
      </ul>
    </div>
  )
}

function countStatus(
  query: { isPending: boolean; isError: boolean },
  count: number | undefined,
  describe: (count: number) => string,
): string {
  if (query.isError) return 'Could not load the count'
  if (query.isPending || count === undefined) return 'Counting...'
  return describe(count)
}

function Card({
  href,
  title,
  description,
  icon,
  status,
  attention = false,
}: {
  href: string
  title: string
  description: string
  icon: ReactNode
  status?: string
  attention?: boolean
}) {
  return (
    <li>
      <a
        href={href}
        className="group hover:border-brand-400 dark:hover:border-brand-500 flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 flex size-11 items-center justify-center rounded-xl">
          {icon}
        </span>
        <h2 className="group-hover:text-brand-700 dark:group-hover:text-brand-300 mt-4 text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
        {status && (
          <p
            className={`mt-4 inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
              attention
                ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
            }`}
            data-card-status
          >
            {status}
          </p>
        )}
      </a>
    </li>
  )
}

function LogOutButton() {
  const [busy, setBusy] = useState(false)
  const logOut = async () => {
    setBusy(true)
    try {
      await signOut()
    } catch (error) {
      console.warn('Log out failed', error)
      notify({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' })
      setBusy(false)
      return
    }
    // The landing page loads no island that could show a toast left for it, so it shows here.
    notify({
      title: 'Logged out',
      description: 'You have been signed out of the admin portal',
      variant: 'success',
    })
    setTimeout(() => location.assign('/'), LOGOUT_PAUSE_MS)
  }
  return (
    <Button pending={busy} icon={<LogOut className="size-4" />} onClick={() => void logOut()}>
      Log Out
    </Button>
  )
}
