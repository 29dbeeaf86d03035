import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'

/** An admin page's h1 and subtitle, with an optional 'Back to Dashboard' link above them. */
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
          <ArrowLeft className="size-4" aria-hidden />
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
