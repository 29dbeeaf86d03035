/**
 * Pieces the admin content screens (blog and gallery) share: form field styles, the empty
 * state and the toast for a failed read.
 */
import { useEffect, type ReactNode } from 'react'
import { describeApiError } from '../../../lib/api-client.ts'
import { notify } from '../../shared/toast.tsx'
import { Icon, type IconName } from '../../shared/icon.tsx'

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-300 dark:aria-invalid:border-red-400'
export const labelClass = 'block text-sm font-medium text-slate-900 dark:text-slate-100'
export const hintClass = 'mt-1 text-xs text-slate-600 dark:text-slate-400'
export const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300'
export const panelClass =
  'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900'
export const smallButtonClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
export const dangerButtonClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-red-900 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950'

export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName
  title?: string
  text: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 flex size-14 items-center justify-center rounded-2xl">
        <Icon name={icon} className="size-7" />
      </span>
      {title && <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</p>}
      <p className={`${title ? 'mt-1' : 'mt-4'} text-slate-600 dark:text-slate-300`}>{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  )
}

/**
 * Shows the specification's toast once per failed read (`title` with the server's message),
 * e.g. 'Error fetching blog posts'.
 */
export function useFailureToast(title: string, error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (!error) return
    notify({ title, description: describeApiError(error), variant: 'destructive' })
  }, [title, error, errorUpdatedAt])
}
