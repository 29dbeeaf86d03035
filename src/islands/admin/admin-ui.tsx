/**
 * Small pieces the admin screens share: the page heading with its way back, form inputs that
 * match the sign-in form, and field messages.
 */
import type { ReactNode } from 'react'

export function inputClass(invalid = false) {
  return [
    'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none disabled:opacity-70 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-slate-600',
  ].join(' ')
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  )
}

/** The page's h1 and subtitle, with an optional 'Back to Dashboard' link above them. */
export function AdminPageHeading({
  title,
  subtitle,
  back = false,
  actions,
}: {
  title: string
  subtitle?: ReactNode
  back?: boolean
  actions?: ReactNode
}) {
  return (
    <div className="mb-8">
      {back && (
        <a
          href="/admin/dashboard"
          className="text-brand-700 hover:text-brand-900 dark:text-brand-300 mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold dark:hover:text-white"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M19 12H5M12 19l-7-7 7-7" />
          </svg>
          Back to Dashboard
        </a>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          {subtitle && <p className="mt-1.5 text-slate-600 dark:text-slate-300">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  )
}
