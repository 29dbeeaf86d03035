/**
 * /admin/dashboard (SPEC.md section 2): the admin's e-mail, a card per admin area (the business
 * settings among them) with what waits for attention (photos to review, enquiries to answer),
 * Change Password and Log Out; above the cards, what an admin should do first (choose their own
 * password, enter the business's details).
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { History, ImageIcon, Inbox, LogOut, PenLine, Settings, UserPlus, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ContentStats } from '../../../domain/stats.ts'
import { signOut } from '../../../lib/session.ts'
import { Button } from '../../ui/button.tsx'
import { EmailAddress } from '../../ui/email-address.tsx'
import { notify } from '../../ui/toast.tsx'
import { adminScreen, type AdminSession } from '../admin-guard.tsx'
import { ChangePasswordDialog } from './change-password-dialog.tsx'
import { ExampleDetailsNotice } from './example-details-notice.tsx'
import { GivenPasswordNotice } from './given-password-notice.tsx'
import { dashboardQueries } from './dashboard-queries.ts'

/** Long enough to read 'Logged out' before the landing page replaces this one. */
const LOGOUT_PAUSE_MS = 1200

interface Area {
  href: string
  title: string
  description: string
  icon: ReactNode
  /** How many wait in the area (GET /api/stats), and the line that says so. */
  waiting?: (stats: ContentStats) => readonly [count: number, says: string]
}

const AREAS: readonly Area[] = [
  {
    href: '/admin/blog',
    title: 'Manage Blog',
    description: 'Write, edit and feature posts for the blog.',
    icon: <PenLine className="size-5" />,
  },
  {
    href: '/admin/gallery',
    title: 'Manage Gallery',
    description: "Add project photos, arrange the gallery and review customers' photos.",
    icon: <ImageIcon className="size-5" />,
    waiting: ({ gallery: { pending: n } }) => [
      n,
      n ? `${n} waiting for review` : 'No photos waiting for review',
    ],
  },
  {
    href: '/admin/users',
    title: 'User Management',
    description: 'Manage user accounts and permissions',
    icon: <Users className="size-5" />,
  },
  {
    href: '/admin/register',
    title: 'Create Admin',
    description: 'Give another staff member their own admin account.',
    icon: <UserPlus className="size-5" />,
  },
  {
    href: '/admin/enquiries',
    title: 'Enquiries',
    description: 'Messages and quote requests sent through the website.',
    icon: <Inbox className="size-5" />,
    waiting: ({ enquiries: { open: n } }) => [n, n ? `${n} open` : 'No open enquiries'],
  },
  {
    href: '/admin/settings',
    title: 'Business Settings',
    description: 'Phone numbers, opening hours, service areas, testimonials and links.',
    icon: <Settings className="size-5" />,
  },
  {
    href: '/admin/activity',
    title: 'Activity',
    description: 'Who changed what, and when: every admin action of the last year.',
    icon: <History className="size-5" />,
  },
]

export default adminScreen(Dashboard)

function Dashboard({ session }: { session: AdminSession }) {
  // One request for every count, counted by the database (GET /api/stats).
  const stats = useQuery(dashboardQueries.stats())

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
            <span className="font-semibold text-slate-900 dark:text-white" data-admin-email>
              <EmailAddress email={session.email} />
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ChangePasswordDialog />
          <LogOutButton />
        </div>
      </div>

      <GivenPasswordNotice uid={session.user.uid} />
      <ExampleDetailsNotice />

      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Admin areas">
        {AREAS.map((area) => (
          <Card key={area.href} area={area} stats={stats} />
        ))}
      </ul>
    </div>
  )
}

function Card({ area, stats }: { area: Area; stats: { data?: ContentStats | undefined; isError: boolean } }) {
  const [count, says] = (stats.data && area.waiting?.(stats.data)) ?? []
  const status = area.waiting && (stats.isError ? 'Could not load the count' : (says ?? 'Counting...'))
  return (
    <li>
      <a
        href={area.href}
        className="group hover:border-brand-400 dark:hover:border-brand-500 flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 flex size-11 items-center justify-center rounded-xl">
          {area.icon}
        </span>
        <h2 className="group-hover:text-brand-700 dark:group-hover:text-brand-300 mt-4 text-lg font-bold text-slate-900 dark:text-white">
          {area.title}
        </h2>
        <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">{area.description}</p>
        {status && (
          <p
            className={`mt-4 inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
              count
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
  const logOut = useMutation({
    mutationFn: () =>
      signOut().catch((error: unknown) => {
        console.warn('Log out failed', error)
        throw new Error('Failed to log out. Please try again.')
      }),
    meta: { errorTitle: 'Error' },
    onSuccess: () => {
      // The landing page loads no island that could show a toast left for it, so it shows here.
      notify({
        title: 'Logged out',
        description: 'You have been signed out of the admin portal',
        variant: 'success',
      })
      setTimeout(() => location.assign('/'), LOGOUT_PAUSE_MS)
    },
  })
  return (
    <Button
      // Still busy after success, until the landing page replaces this one.
      pending={logOut.isPending || logOut.isSuccess}
      icon={<LogOut className="size-4" />}
      onClick={() => logOut.mutate()}
    >
      Log Out
    </Button>
  )
}
