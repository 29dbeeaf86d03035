/**
 * Small pieces the admin screens share: the page heading with its way back, form inputs that
 * match the sign-in form, and field messages.
 */
import type { ReactNode } from 'react'

export { FieldError, inputClass } from '../shared/form-parts.tsx'

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
